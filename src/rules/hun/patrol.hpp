// The Hun at the Gates, XII and XIII: Patrol and Defense modes. A session knows how many
// player units and which enemy units are on the table and which have acted this turn. Its
// Initiative button says which side acts next or that new enemy are spotted; the steps of a
// press are here as functions of the dice already rolled, so a game (patrol_game.hpp) can ask
// for each roll in turn from any dice source.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules/hun/enemy_placement.hpp"
#include "rules/hun/patrol_tables.hpp"

namespace sandtable::rules::hun {

struct EnemyUnit {
  int id = 0;
  std::string type;  // infantry, cavalry, artillery-mg, headquarters, supply-transport, general
  Quality quality = Quality::kSoldier;
  bool acted = false;
  int attendants = 0;  // supply transport's guards
  std::optional<Point> at;  // where it appeared, when the session has a map of the table
};

// The table as the session knows it, for placing the enemy (XII.B, XIII): its size, the
// compass point facing the enemy's edge, and the players' line (Patrol) or perimeter (Defense).
struct TableMap {
  TableSize table;
  std::string forward = "N";
  std::vector<Point> line;
};

// What the players have earned so far toward XII.B's scoring guide, from units that left the table.
struct EnemyLosses {
  int driven_off = 0;            // enemy units (generals included) driven off the table
  int supply_captured = 0;       // supply transports captured or destroyed
  int headquarters_members = 0;  // headquarters figures captured or killed
};

inline constexpr int kMaxPlayerUnits = 200;
inline constexpr int kMaxTurn = 100'000;  // a session's turn count, checked where one is read
inline constexpr int kMostHeadquartersMembers = 4;  // XII.B: 1 or 2 officers and as many attendants

struct Session {
  Mode mode = Mode::kPatrol;
  int turn = 1;
  int player_units = 0;
  int player_acted = 0;
  std::vector<EnemyUnit> enemy;
  int next_enemy_id = 1;
  int enemy_spotted = 0;  // units generated so far (generals included)
  std::optional<TableMap> map;
  EnemyLosses losses;
};

// What an Initiative press says.
struct Spotted {
  EnemyUnit unit;
  DistanceDice distance;
  std::string direction;
  std::optional<EnemyUnit> general;  // a non-player general appearing with the unit
  std::optional<int> distance_inches;  // rolled, when the session has a map
  std::optional<Placement> placement;  // where it appears, when the session has a map
  bool appeared = true;                // false: behind the players' line, so not placed (XII.B)
};

struct InitiativeResult {
  int turn = 1;
  enum class Kind { kPlayer, kEnemy, kSpotted } kind = Kind::kPlayer;
  std::optional<EnemyUnit> enemy;  // for kEnemy: the unit that acts
  std::optional<Spotted> spotted;  // for kSpotted
  bool new_turn = false;           // this press began a new turn
};

// XII.A: a press first begins a new turn when every unit on the table has acted; true if so.
bool begin_turn_if_all_acted(Session& s);
// The units yet to act this turn, the players' first: the press picks one of them evenly.
int waiting_units(const Session& s);
// XII.B step 1: the `pick`-th waiting unit (from 1) acts. Players' units come first; an enemy
// unit is marked as acted and returned. For a player's pick nothing changes yet: the players'
// turn may still reveal new enemy (spot_check), else player_acts.
std::optional<EnemyUnit> enemy_picked(Session& s, int pick);
// The d6 score that reveals new enemy instead of a player unit acting, or none when the
// table already holds the most enemy units the tables allow.
std::optional<int> spotted_on(const Session& s, const PatrolTables& t = builtin_patrol_tables());
void player_acts(Session& s);
// XII.B: a newly spotted unit from its rolls (`quality_d6` unused for supply transport,
// `attendants_d3` used only for it, `direction` from 1), with the general the enemy on the
// table now call for. The unit joins the session, at `placement` if given; one placed behind
// the players' line does not appear at all.
Spotted spot(Session& s, int type_2d6, int quality_d6, int attendants_d3, int direction,
             const PatrolTables& t = builtin_patrol_tables(), const std::optional<Placement>& placement = std::nullopt);

// A unit leaves the table (killed, routed, driven off). For the player side, `acted` says
// whether it had used its initiative this turn; for the enemy side `enemy_id` names it.
// Throws engine::BadInput when there is no such unit.
void player_unit_lost(Session& s, bool acted);
enum class EnemyLeaves { kLeft, kDrivenOff, kCapturedOrKilled };
// How an enemy unit left the table counts toward scoring (ruling 63); `members` is how many
// figures of a headquarters were captured or killed.
void enemy_unit_lost(Session& s, int enemy_id, EnemyLeaves how = EnemyLeaves::kLeft, int members = 0);
EnemyLeaves parse_enemy_leaves(std::string_view text);
std::string_view name(EnemyLeaves how);

// XII.B: how many non-player generals the enemy on the table call for: one for each three
// units (supply transport and generals themselves not counted) and each part of three more.
int generals_needed(const Session& s, const PatrolTables& t = builtin_patrol_tables());
int generals_on_table(const Session& s);

// A session file as the `hun patrol` commands wrote it before sessions became games (format
// sandtable-hun-session, version 1), with the seed its dice used. Throws engine::BadInput on
// anything malformed or out of range.
struct SessionFile {
  Session session;
  std::uint64_t seed = 0;
};
SessionFile parse_session_file(const std::string& text);

}  // namespace sandtable::rules::hun
