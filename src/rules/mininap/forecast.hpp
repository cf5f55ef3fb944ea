// What an order offered to a player would decide, as exact distributions shown beside it:
// the same odds the calculators print and the AI weighs.
#pragma once

#include <vector>

#include "engine/request.hpp"
#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

// Fire: the hits on each target (and a bounce-through's, when roundshot can bounce on).
// Hand-to-hand: the hits of one throw on each enemy attacked. A re-throw: the new throw.
// A charge: the hits each side would throw at today's strengths if it strikes the front.
// Other orders decide nothing by dice here: none.
std::vector<engine::Forecast> forecasts(const Battle& b, int unit, const Order& order);

}  // namespace sandtable::rules::mininap
