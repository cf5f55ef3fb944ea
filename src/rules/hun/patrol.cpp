#include "rules/hun/patrol.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>

#include "engine/spec.hpp"

namespace sandtable::rules::hun {

namespace {

constexpr int kMaxTurn = 100'000;
constexpr int kMaxEnemyId = 1'000'000;
constexpr std::size_t kMaxEnemyOnTable = 100;

// The whole number at `key`, refused unless it is one from `lo` to `hi` (a float or a huge
// number would not convert safely).
std::int64_t counted(const nlohmann::json& j, const char* key, std::int64_t lo, std::int64_t hi) {
  const nlohmann::json& v = j.at(key);
  const bool whole = v.is_number_integer() && !(v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi));
  if (!whole || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi) {
    throw std::invalid_argument(fmt::format("'{}' must be a whole number from {} to {}, not {}", key, lo, hi, v.dump()));
  }
  return v.get<std::int64_t>();
}

int small(const nlohmann::json& j, const char* key, int lo, int hi) { return static_cast<int>(counted(j, key, lo, hi)); }

EnemyUnit parse_enemy(const nlohmann::json& j) {
  EnemyUnit e;
  e.id = small(j, "id", 1, kMaxEnemyId);
  e.type = j.at("type").get<std::string>();
  e.quality = parse_quality(j.at("quality").get<std::string>());
  e.acted = j.at("acted").get<bool>();
  e.attendants = j.contains("attendants") ? small(j, "attendants", 0, 100) : 0;
  if (builtin_patrol_tables().distance.count(e.type) == 0 && e.type != kGeneral) {
    throw std::invalid_argument(fmt::format("enemy unit {}: {} is not a type the tables make", e.id, engine::quoted(e.type)));
  }
  return e;
}

}  // namespace

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

Spotted spot(Session& s, int type_2d6, int quality_d6, int attendants_d3, int direction, const PatrolTables& t) {
  Spotted sp;
  sp.unit.id = s.next_enemy_id++;
  sp.unit.type = t.unit_type_2d6.at(static_cast<std::size_t>(type_2d6));
  sp.unit.quality = t.quality_d6.at(static_cast<std::size_t>(quality_d6));
  if (sp.unit.type == kSupplyTransport) {
    sp.unit.quality = t.supply_quality;
    sp.unit.attendants = attendants_d3 * t.supply_attendants_d3_times;
  }
  sp.distance = t.distance.at(sp.unit.type);
  sp.direction = t.directions.at(static_cast<std::size_t>(direction - 1));
  s.enemy.push_back(sp.unit);
  ++s.enemy_spotted;
  // A general comes with the unit whenever the units on the table call for one more.
  if (sp.unit.type != kSupplyTransport && generals_on_table(s) < generals_needed(s, t)) {
    EnemyUnit general{s.next_enemy_id++, std::string(kGeneral), t.general_quality, false, 0};
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

void enemy_unit_lost(Session& s, int enemy_id) {
  const auto it = std::find_if(s.enemy.begin(), s.enemy.end(), [&](const EnemyUnit& e) { return e.id == enemy_id; });
  if (it == s.enemy.end()) throw engine::BadInput("id", fmt::format("there is no enemy unit {} on the table", enemy_id));
  s.enemy.erase(it);
}

SessionFile parse_session_file(const std::string& text) {
  try {
    const nlohmann::json j = nlohmann::json::parse(text);
    if (!j.is_object() || j.value("format", "") != "sandtable-hun-session" || j.value("version", 0) != 1) {
      throw std::invalid_argument("not a version 1 sandtable hun session");
    }
    SessionFile file;
    if (!j.at("seed").is_number_unsigned()) throw std::invalid_argument("its seed is not a whole number from 0 to 2^64 - 1");
    file.seed = j.at("seed").get<std::uint64_t>();
    Session& s = file.session;
    s.mode = parse_mode(j.at("mode").get<std::string>());
    // The presses counted the old dice's streams; they have no meaning for a game.
    counted(j, "presses", 0, std::numeric_limits<std::int64_t>::max());
    s.turn = small(j, "turn", 1, kMaxTurn);
    s.player_units = small(j.at("player"), "units", 0, kMaxPlayerUnits);
    s.player_acted = small(j.at("player"), "acted", 0, s.player_units);
    const nlohmann::json& enemy = j.at("enemy");
    if (!enemy.is_array() || enemy.size() > kMaxEnemyOnTable) throw std::invalid_argument("its enemy list is not a list of units");
    std::set<int> ids;
    for (const auto& e : enemy) {
      s.enemy.push_back(parse_enemy(e));
      if (!ids.insert(s.enemy.back().id).second) throw std::invalid_argument(fmt::format("two enemy units are #{}", s.enemy.back().id));
    }
    s.next_enemy_id = small(j, "next_enemy_id", 1, kMaxEnemyId);
    s.enemy_spotted = small(j, "enemy_spotted", 0, kMaxEnemyId);
    return file;
  } catch (const nlohmann::json::exception& e) {
    throw engine::BadInput("session", std::string("the session file is damaged: ") + e.what());
  } catch (const std::invalid_argument& e) {
    throw engine::BadInput("session", std::string("the session file is damaged: ") + e.what());
  }
}

}  // namespace sandtable::rules::hun
