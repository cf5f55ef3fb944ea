// What the table says about a Mukden to Megiddo battle: the going underfoot, who sees whom,
// the state a target is in, who may fire at whom and with what, and where a move ends.
#pragma once

#include <optional>
#include <vector>

#include "rules/m2m/fire.hpp"
#include "rules/m2m/game/state.hpp"
#include "rules/m2m/melee.hpp"
#include "rules/m2m/morale.hpp"
#include "rules/m2m/movement.hpp"

namespace sandtable::rules::m2m {

inline constexpr double kContact = 1.0;        // inches: in contact for hand to hand
inline constexpr double kHoldRadius = 3.0;     // inches: a unit this close holds an objective
inline constexpr double kCommandRadius = 18.0; // a front-line commander's reach (2 C&C)
inline constexpr double kHqMove = 11.0;        // ruling 28: an HQ's move, the least of D6+10

bool on_ground(const State& s, core::Vec2 p, Ground g);
// In trenches or in a concrete position (ruling 47: concrete counts as trenches but for fire at it).
bool in_trenches(const State& s, const Unit& u);
bool in_concrete(const State& s, const Unit& u);
bool in_cover(const State& s, const Unit& u);
// 3 Field Engineering, ruling 36: whether infantry may dig in where the unit stands: outside
// trenches, and (with the switch on) on a linear position, within an inch of a road's centre
// line or of a wood's edge.
bool may_dig_in(const State& s, const Unit& u);
bool alive(const Unit& u);
// Cavalry that have dismounted: they fire and move as infantry on foot (ruling 51).
bool on_foot(const Unit& u);
// Ruling 43 (Appendix 1 d, e): troops standing in gas take 1 from every die they roll; fire
// takes 1 from each firing die when the firer or the target stands in smoke or the line
// between them crosses it (once, however much smoke).
bool in_gas(const State& s, const Unit& u);
// Whether the point the unit stands on is in a smoke area (its note says so).
bool in_smoke(const State& s, const Unit& u);
bool through_smoke(const State& s, const Unit& firer, const Unit& target);
// Whether any unit or HQ of `side` on the table sees `target` (ruling 24).
bool side_sees(const State& s, int side, const Unit& target);
double distance(const Unit& a, const Unit& b);
// The enemy nearest `u`, or -1.
int nearest_enemy(const State& s, const Unit& u);
// Whether a front-line commander is with the unit (within contact).
bool hq_attached(const State& s, const Unit& u);

// Fire (6 Firing): the targets `firer` may fire at now (direct fire, in range and in sight).
std::vector<int> fire_targets(const State& s, int firer);
Target target_state(const State& s, const Unit& target);
FireSituation fire_situation(const State& s, int firer, int target, bool indirect);
// An attached MG firing its own dice with its unit at the unit's target (ruling 39), or none
// (its crew count as figures, or an attached LMG is beyond its 20 inches: ruling 48).
std::optional<FireSituation> attached_mg_situation(const State& s, int firer, int target);
// The whole firing dice of `firer`'s fire at `target`, its attached MG's with them (ruling 39),
// before any spare die; `spares` is set to the unit's spare figures that may earn one more.
int whole_fire_dice(const State& s, int firer, int target, int* spares = nullptr);
// Ruling 49: whether a spotter of the gun's side within 18" of it sees the enemy unit a
// bombardment of `objective` would fall on (always, with the `spotters` switch off).
bool spotted(const State& s, const Unit& gun, int objective);
// The enemy an ordered bombardment falls on: the one nearest its objective within 4", or -1.
int bombardment_target(const State& s, const Unit& gun);

// Morale (8 Morale): whether the unit tests, and its situation.
bool tests_morale(const Unit& u);
// Infantry that won a melee last turn spend this one taking prisoners: no fire, no move (ruling 40).
bool taking_prisoners(const State& s, const Unit& u);
MoraleSituation morale_situation(const State& s, const Unit& u);
// Infantry halting this turn among pinned-down friends it goes through: an easy target, a
// morale test, no move (8 Morale; ruling 53).
bool passing_friends(const State& s, const Unit& u);

// Movement (5 Movement): the unit's move from where it stands, and its dice (a line rolls
// one for each end), or none when the table gives it no move there.
struct UnitMove {
  MoveRule rule;
  int dice = 0;
};
std::optional<UnitMove> unit_move(const State& s, const Unit& u, bool retreat);
// 8 Morale, ruling 56: cavalry falling back from a failed test (not running from a melee) make
// for the nearest wood or town behind them (whose middle is no nearer the enemy's edge than
// they are), and halt in it; with none they fall back toward their edge while under fire.
bool falls_back_to_cover(const Unit& u);
std::optional<core::Vec2> cover_behind(const State& s, const Unit& u);
// Where the unit heads: its objective, or when retreating the cover of ruling 56 or straight
// back to its own edge.
core::Vec2 heading(const State& s, const Unit& u, bool retreat);
// Moves the unit up to `inches` toward `to`: it stops at intact wire (a tank crushes a gap in it,
// and others pass through a gap: ruling 46), short of an enemy it is not attacking, in contact
// with one it is, or, infantry advancing, among pinned-down friends (ruling 53). Skirmishers evading the unit `evading` are not
// held by their contact with it.
void move_toward(State& s, int unit, core::Vec2 to, double inches, int evading = -1);
// 7 Melee: skirmishers always try to evade an attack; the appendix's sub-units fight (ruling 42).
bool evades(const Unit& u);

// Melee (7 Melee): the situation between an attacker and a defender.
MeleeSituation melee_situation(const State& s, int attacker, int defender);

}  // namespace sandtable::rules::m2m
