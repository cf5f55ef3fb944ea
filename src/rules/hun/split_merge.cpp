#include "rules/hun/split_merge.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "engine/spec.hpp"

namespace sandtable::rules::hun {

namespace {

void check_parts(int into) {
  if (into < 2) throw engine::BadInput("into", fmt::format("a unit splits into 2 or more units, not {}", into));
}

// The players' initiative is used by the press that picked the unit (ruling 64, 65).
void check_player_initiative(const Session& s, const char* what) {
  if (s.player_acted == 0) {
    throw engine::BadInput("side", fmt::format("no player unit has been given an initiative this turn: a unit {} only on its "
                                               "own initiative (press Initiative first)", what));
  }
}

const EnemyUnit& enemy_unit(const Session& s, int id, const char* field) {
  const auto it = std::find_if(s.enemy.begin(), s.enemy.end(), [&](const EnemyUnit& e) { return e.id == id; });
  if (it == s.enemy.end()) throw engine::BadInput(field, fmt::format("there is no enemy unit {} on the table", id));
  return *it;
}

// Ruling 66: generals are single figures outside any unit; a supply transport and a headquarters
// are scored whole (XII.B), so they neither split nor join.
void check_fighting_unit(const EnemyUnit& e, const char* field, const char* what) {
  if (e.type == kGeneral || e.type == kSupplyTransport || e.type == kHeadquarters) {
    throw engine::BadInput(field, fmt::format("enemy #{} is a {}: only infantry, cavalry and artillery-mg units {}", e.id, e.type, what));
  }
}

void check_enemy_initiative(const EnemyUnit& e, const char* field, const char* what) {
  if (!e.acted) {
    throw engine::BadInput(field, fmt::format("enemy #{} has not been given its initiative this turn: a unit {} only on its own "
                                              "initiative", e.id, what));
  }
}

}  // namespace

void check_player_split(const Session& s, int into) {
  check_parts(into);
  check_player_initiative(s, "splits");
  if (s.player_units + (into - 1) > kMaxPlayerUnits) {
    throw engine::BadInput("into", fmt::format("{} player units would be on the table; a session holds at most {}",
                                               s.player_units + (into - 1), kMaxPlayerUnits));
  }
}

void player_split(Session& s, int into) {
  check_player_split(s, into);
  s.player_units += into - 1;
}

void check_player_merge(const Session& s, bool joined_acted) {
  if (s.player_units < 2) throw engine::BadInput("side", "the players have only one unit: there is no other for it to join");
  check_player_initiative(s, "joins another");
  if (joined_acted && s.player_acted < 2) {
    throw engine::BadInput("joined_acted", "only the joining unit has acted this turn: the unit it joins has not");
  }
  if (!joined_acted && s.player_acted == s.player_units) {
    throw engine::BadInput("joined_acted", "every player unit has acted this turn: the unit joined has too");
  }
}

Joined player_merge(Session& s, bool joined_acted) {
  check_player_merge(s, joined_acted);
  // The joiner's initiative is counted already; one unit leaves the count, acted or waiting.
  --s.player_units;
  if (joined_acted) {
    --s.player_acted;
    return Joined::kOnlyJoinersAct;
  }
  return Joined::kWholeUnitActs;
}

void check_enemy_split(const Session& s, int id, int into, const PatrolTables& t) {
  const EnemyUnit& unit = enemy_unit(s, id, "id");
  check_fighting_unit(unit, "id", "split");
  check_enemy_initiative(unit, "id", "splits");
  check_parts(into);
  const int on_table = static_cast<int>(s.enemy.size()) + into - 1;
  if (on_table > t.max_enemy_units) {
    throw engine::BadInput("into", fmt::format("{} enemy units would be on the table; the tables hold at most {}", on_table,
                                               t.max_enemy_units));
  }
}

std::vector<int> enemy_split(Session& s, int id, int into, const PatrolTables& t) {
  check_enemy_split(s, id, into, t);
  EnemyUnit part = enemy_unit(s, id, "id");
  part.acted = false;
  std::vector<int> ids;
  for (int i = 1; i < into; ++i) {
    part.id = s.next_enemy_id++;
    ids.push_back(part.id);
    s.enemy.push_back(part);
  }
  return ids;
}

void check_enemy_merge(const Session& s, int from, int into) {
  if (from == into) throw engine::BadInput("into", fmt::format("enemy #{} cannot join itself", from));
  const EnemyUnit& joiner = enemy_unit(s, from, "id");
  const EnemyUnit& joined = enemy_unit(s, into, "into");
  check_fighting_unit(joiner, "id", "join others");
  check_fighting_unit(joined, "into", "are joined");
  if (joiner.type != joined.type) {
    throw engine::BadInput("into", fmt::format("enemy #{} is {} and #{} is {}: only units of one type join", from, joiner.type,
                                               into, joined.type));
  }
  check_enemy_initiative(joiner, "id", "joins another");
}

Joined enemy_merge(Session& s, int from, int into) {
  check_enemy_merge(s, from, into);
  EnemyUnit& joined = *std::find_if(s.enemy.begin(), s.enemy.end(), [&](const EnemyUnit& e) { return e.id == into; });
  const Joined how = joined.acted ? Joined::kOnlyJoinersAct : Joined::kWholeUnitActs;
  joined.acted = true;
  s.enemy.erase(std::find_if(s.enemy.begin(), s.enemy.end(), [&](const EnemyUnit& e) { return e.id == from; }));
  return how;
}

}  // namespace sandtable::rules::hun
