// The Hun at the Gates, IV.A ("Acting with Units which Split/Join during Play") in a Patrol or
// Defense session: a unit splits, or one joins another, on an initiative it has just been given,
// and the session's count of who is yet to act this turn follows (RULINGS.md 64-67).
#pragma once

#include <vector>

#include "rules/hun/patrol.hpp"

namespace sandtable::rules::hun {

// How a join ended the turn for the combined unit.
enum class Joined {
  kWholeUnitActs,  // the unit joined had not acted: the whole new unit acts now
  kOnlyJoinersAct,  // it had: only the joining figures act, and the combined unit is done
};

// A player unit given the press that just picked it splits into `into` units: it is the one
// that acts; the other `into` - 1 are new units yet to act this turn (ruling 64).
void player_split(Session& s, int into);
// A player unit given the press that just picked it joins another player unit, which had
// acted this turn or not (ruling 65).
Joined player_merge(Session& s, bool joined_acted);

// Enemy unit `id`, having acted this turn, splits into `into` units: it keeps its number, the
// others are new units of its type and quality yet to act this turn. Returns their numbers
// (ruling 66).
std::vector<int> enemy_split(Session& s, int id, int into, const PatrolTables& t = builtin_patrol_tables());
// Enemy unit `from`, having acted this turn, joins enemy unit `into` of the same type (ruling 67).
Joined enemy_merge(Session& s, int from, int into);

// Each of the above first makes its check, which throws engine::BadInput naming the field at
// fault; the session is then unchanged. The checks alone, to list what is allowed now:
void check_player_split(const Session& s, int into);
void check_player_merge(const Session& s, bool joined_acted);
void check_enemy_split(const Session& s, int id, int into, const PatrolTables& t = builtin_patrol_tables());
void check_enemy_merge(const Session& s, int from, int into);

}  // namespace sandtable::rules::hun
