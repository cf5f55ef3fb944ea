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

}  // namespace sandtable::rules::hitt
