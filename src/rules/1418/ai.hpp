// The 1418 AI: writes one side's orders step by step from what that side may know (the
// table, never the other side's orders). Artillery bombards where the exact odds remove most;
// battalions advance on objectives they do not hold, assault enemies within reach and hold
// (digging in) what they have; each company shoots at the company its exact odds hurt most.
#pragma once

#include "engine/request.hpp"
#include "rules/1418/battle/battle.hpp"

namespace sandtable::rules::gw1418 {

// The next answer of `side` in the bound's sealed orders.
engine::Action choose_orders(const Battle& b, int side);

}  // namespace sandtable::rules::gw1418
