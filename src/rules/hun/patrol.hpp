// The Hun at the Gates, XII and XIII: Patrol and Defense modes. A session knows how many
// player units and which enemy units are on the table and which have acted this turn; its
// Initiative button says which side acts next or that new enemy are spotted.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rules/hun/patrol_tables.hpp"

namespace sandtable::rules::hun {

struct EnemyUnit {
  int id = 0;
  std::string type;  // infantry, cavalry, artillery-mg, headquarters, supply-transport, general
  Quality quality = Quality::kSoldier;
  bool acted = false;
  int attendants = 0;  // supply transport's guards
};

struct Session {
  Mode mode = Mode::kPatrol;
  std::uint64_t seed = 0;
  std::int64_t presses = 0;  // Initiative presses so far: press i draws from stream (seed, i)
  int turn = 1;
  int player_units = 0;
  int player_acted = 0;
  std::vector<EnemyUnit> enemy;
  int next_enemy_id = 1;
  int enemy_spotted = 0;  // units generated so far (generals included)
};

// What an Initiative press says.
struct Spotted {
  EnemyUnit unit;
  DistanceDice distance;
  std::string direction;
  std::optional<EnemyUnit> general;  // a non-player general appearing with the unit
};

struct InitiativeResult {
  int turn = 1;
  enum class Kind { kPlayer, kEnemy, kSpotted } kind = Kind::kPlayer;
  std::optional<EnemyUnit> enemy;  // for kEnemy: the unit that acts
  std::optional<Spotted> spotted;  // for kSpotted
  bool new_turn = false;           // this press began a new turn
};

// XII.A: a new session; throws engine::BadInput unless 1..200 player units.
Session new_session(Mode mode, int player_units, std::uint64_t seed);

// XII.A, XII.B: one press of the Initiative button. Starts a new turn first when every unit
// has acted. Throws engine::BadInput if the players have no units left.
InitiativeResult press_initiative(Session& s, const PatrolTables& t = builtin_patrol_tables());

// A unit leaves the table (killed, routed, driven off). For the player side, `acted` says
// whether it had used its initiative this turn; for the enemy side `enemy_id` names it.
void player_unit_lost(Session& s, bool acted);
void enemy_unit_lost(Session& s, int enemy_id);

// XII.B: how many non-player generals the enemy on the table call for: one for each three
// units (supply transport and generals themselves not counted) and each part of three more.
int generals_needed(const Session& s, const PatrolTables& t = builtin_patrol_tables());
int generals_on_table(const Session& s);

// The session as JSON text and back; parse_session throws engine::BadInput on anything malformed.
std::string session_json(const Session& s);
Session parse_session(const std::string& text);

}  // namespace sandtable::rules::hun
