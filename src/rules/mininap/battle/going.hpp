// What the terrain does to movement on the table: closed terrain and the cost of rough going
// and streams (rulings R20-R22).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/box.hpp"
#include "rules/mininap/battle/battle.hpp"
#include "rules/mininap/battle/stands.hpp"
#include "table/going.hpp"

namespace sandtable::rules::mininap {

// R21, R22: why the unit's stands may not stand where they are, if so: a river away from a
// ford or bridge, or terrain closed to the unit's arm (batteries allowed on a road).
std::optional<std::string> closed_terrain(const Battle& b, const BattleUnit& u, const Stands& stands);

// True when some terrain piece closed to the unit's arm may reach into `area`: away from all
// of them, closed_terrain finds nothing there.
bool closed_terrain_near(const Battle& b, const BattleUnit& u, const core::Box& area);

// The cm beyond the distance and turns (R20) and the first closed terrain met, if any.
using Going = table::Going;

// The going of a move through `poses` (the first is where it starts), its stands placed by
// `along`: each straight step in rough going costs rough_going_cost per cm, going with a
// stand touching a stream costs stream_crossing_cm once.
Going going_along(const Battle& b, const BattleUnit& u, const std::vector<core::Pose>& poses, const StandsAlong& along);

// R23: the cm a road march would add to this move: a column, a limbered battery that stays
// limbered, or a commander, going forward at the ordinary pace or double time, on a table
// with a road. 0 when it could not be a road march.
int road_march_cm(const Battle& b, const BattleUnit& u, Formation formation, const Order& order);

// R23: true when the centre of every stand stays on a road or bridge at every pose of the
// move (the first is where it starts).
bool on_road_throughout(const Battle& b, const BattleUnit& u, Formation formation, const std::vector<core::Pose>& poses,
                        const StandsAlong& along);

// How far straight ahead from `from` an allowance of `allowance_cm` takes the unit when each
// cm with a stand in rough going costs rough_going_cost (R20, a charge's path).
double straight_reach_cm(const Battle& b, const BattleUnit& u, const core::Pose& from, double allowance_cm);

}  // namespace sandtable::rules::mininap
