#include "rules/hun/patrol.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "engine/spec.hpp"

namespace sandtable::rules::hun {

bool begin_turn_if_all_acted(Session& s) {
  const bool all_acted = s.player_acted == s.player_units &&
                         std::all_of(s.enemy.begin(), s.enemy.end(), [](const EnemyUnit& e) { return e.acted; });
  if (!all_acted) return false;
  ++s.turn;
  s.player_acted = 0;
  for (auto& e : s.enemy) e.acted = false;
  return true;
}

int waiting_units(const Session& s) {
  const auto enemy = std::count_if(s.enemy.begin(), s.enemy.end(), [](const EnemyUnit& e) { return !e.acted; });
  return s.player_units - s.player_acted + static_cast<int>(enemy);
}

std::optional<EnemyUnit> enemy_picked(Session& s, int pick) {
  if (pick < 1 || pick > waiting_units(s)) throw engine::BadInput("pick", fmt::format("no waiting unit {}", pick));
  int left = pick - (s.player_units - s.player_acted);
  if (left <= 0) return std::nullopt;
  for (EnemyUnit& e : s.enemy) {
    if (!e.acted && --left == 0) {
      e.acted = true;
      return e;
    }
  }
  return std::nullopt;  // unreachable: pick is at most the waiting units
}

std::optional<int> spotted_on(const Session& s, const PatrolTables& t) {
  if (static_cast<int>(s.enemy.size()) >= t.max_enemy_units) return std::nullopt;
  return t.spotted_on_d6[static_cast<std::size_t>(s.mode)];
}

void player_acts(Session& s) { ++s.player_acted; }

Spotted spot(Session& s, int type_2d6, int quality_d6, int attendants_d3, int direction, const PatrolTables& t,
             const std::optional<Placement>& placement) {
  Spotted sp;
  sp.placement = placement;
  sp.unit.type = t.unit_type_2d6.at(static_cast<std::size_t>(type_2d6));
  sp.unit.quality = t.quality_d6.at(static_cast<std::size_t>(quality_d6));
  if (sp.unit.type == kSupplyTransport) {
    sp.unit.quality = t.supply_quality;
    sp.unit.attendants = attendants_d3 * t.supply_attendants_d3_times;
  }
  sp.distance = t.distance.at(sp.unit.type);
  sp.direction = t.directions.at(static_cast<std::size_t>(direction - 1));
  if (placement && placement->kind == Placement::Kind::kBehindLine) {
    sp.appeared = false;
    return sp;
  }
  sp.unit.id = s.next_enemy_id++;
  if (placement) {
    sp.unit.at = placement->at;
    sp.unit.acted = placement->acted;
  }
  s.enemy.push_back(sp.unit);
  ++s.enemy_spotted;
  // A general comes with the unit whenever the units on the table call for one more.
  if (sp.unit.type != kSupplyTransport && generals_on_table(s) < generals_needed(s, t)) {
    EnemyUnit general{s.next_enemy_id++, std::string(kGeneral), t.general_quality, sp.unit.acted, 0, sp.unit.at};
    s.enemy.push_back(general);
    ++s.enemy_spotted;
    sp.general = general;
  }
  return sp;
}

int generals_on_table(const Session& s) {
  return static_cast<int>(std::count_if(s.enemy.begin(), s.enemy.end(), [](const EnemyUnit& e) { return e.type == kGeneral; }));
}

int generals_needed(const Session& s, const PatrolTables& t) {
  const auto units = std::count_if(s.enemy.begin(), s.enemy.end(), [](const EnemyUnit& e) {
    return e.type != kGeneral && e.type != kSupplyTransport;
  });
  return static_cast<int>((units + t.units_per_general - 1) / t.units_per_general);
}

void player_unit_lost(Session& s, bool acted) {
  if (s.player_units == 0) throw engine::BadInput("side", "the players have no units left to lose");
  if (acted && s.player_acted == 0) throw engine::BadInput("acted", "no player unit has acted this turn");
  if (!acted && s.player_acted == s.player_units) throw engine::BadInput("acted", "every player unit has already acted this turn");
  --s.player_units;
  if (acted) --s.player_acted;
}

void enemy_unit_lost(Session& s, int enemy_id, EnemyLeaves how, int members) {
  const auto it = std::find_if(s.enemy.begin(), s.enemy.end(), [&](const EnemyUnit& e) { return e.id == enemy_id; });
  if (it == s.enemy.end()) throw engine::BadInput("id", fmt::format("there is no enemy unit {} on the table", enemy_id));
  const bool headquarters = it->type == kHeadquarters;
  if (members != 0 && !(headquarters && how == EnemyLeaves::kCapturedOrKilled)) {
    throw engine::BadInput("members", "only a headquarters captured or killed counts its members");
  }
  if (headquarters && how == EnemyLeaves::kCapturedOrKilled && (members < 1 || members > kMostHeadquartersMembers)) {
    throw engine::BadInput("members", fmt::format("say how many of the headquarters' figures were captured or killed (1 to {})",
                                                  kMostHeadquartersMembers));
  }
  // Ruling 63: supply transport and headquarters leaving by an edge have escaped: no points.
  const bool escapes = it->type == kSupplyTransport || headquarters;
  if (how == EnemyLeaves::kDrivenOff && !escapes) ++s.losses.driven_off;
  if (how == EnemyLeaves::kCapturedOrKilled && it->type == kSupplyTransport) ++s.losses.supply_captured;
  if (how == EnemyLeaves::kCapturedOrKilled && headquarters) s.losses.headquarters_members += members;
  s.enemy.erase(it);
}

EnemyLeaves parse_enemy_leaves(std::string_view text) {
  for (const EnemyLeaves how : {EnemyLeaves::kLeft, EnemyLeaves::kDrivenOff, EnemyLeaves::kCapturedOrKilled}) {
    if (text == name(how)) return how;
  }
  throw engine::BadInput("how", fmt::format("{} is not how an enemy unit leaves (left, driven-off, captured-or-killed)",
                                            engine::quoted(std::string(text))));
}

std::string_view name(EnemyLeaves how) {
  switch (how) {
    case EnemyLeaves::kLeft: return "left";
    case EnemyLeaves::kDrivenOff: return "driven-off";
    case EnemyLeaves::kCapturedOrKilled: return "captured-or-killed";
  }
  return "left";
}

}  // namespace sandtable::rules::hun
