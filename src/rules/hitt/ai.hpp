// The Hordes in the Trenches AI: for either side, it spends its PIPs where the exact combat
// odds favour it, shoots before it closes, calls down barrages and aircraft, rallies the
// suppressed and, as defender, sends its reserves against enemies nearing the bunker.
#pragma once

#include "core/random.hpp"
#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/orders.hpp"

namespace sandtable::rules::hitt {

// The order the AI gives now (the battle must be waiting for orders).
Order choose_order(const Battle& b, core::Rng& rng);

// What the AI expects an order to gain, in AP (enemy AP taken less own AP risked, with
// positional credits); the order is given only when this is above zero.
double order_value(const Battle& b, const Order& o);

}  // namespace sandtable::rules::hitt
