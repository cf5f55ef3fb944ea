// Distances that orders and their execution need: how far a platoon moves this bound, where a
// move stops short at base contact, how near the enemy is, and the points and targets a
// decision lists as examples.
#pragma once

#include <vector>

#include "rules/1418/battle/battle.hpp"

namespace sandtable::rules::gw1418 {

// A point to a tenth of a cm, as orders write it.
core::Vec2 rounded(core::Vec2 p);

// How far `platoon` moves from `from` toward `to` doing `act` (movement.hpp: its speed class,
// the worst going crossed, +100% assaulting, +25% all along a road (RULINGS.md 42); halved while
// it is at half speed, RULINGS.md 27).
double move_cm(const Battle& b, int platoon, core::Vec2 from, core::Vec2 to, Act act);

// The point a platoon moving from `from` toward `to` reaches: at most `cm`, and no nearer
// than base contact to an enemy platoon (where it stops and fights).
core::Vec2 stop_point(const Battle& b, int side, core::Vec2 from, core::Vec2 to, double cm);

// The distance from `p` to the nearest platoon of the side that is not `side`.
double nearest_enemy_distance(const Battle& b, core::Vec2 p, int side);

// Example ends of an arrow for `act`: toward each objective and the nearest enemies for a
// move or an assault, back from the enemy for a retreat, into nearby cover for finding cover;
// from the centre of the company's platoons but those `except` leaves out.
std::vector<core::Vec2> example_destinations(const Battle& b, int company, Act act, const std::vector<int>& except = {});

// The enemy companies with platoons left, nearest first.
std::vector<int> targets_by_distance(const Battle& b, int company);

}  // namespace sandtable::rules::gw1418
