// A greedy Mini-Nap 2 player for either side, choosing from the resolvers' exact odds.
#pragma once

#include "core/random.hpp"
#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

// kOdds is the AI proper. kBold is a baseline to measure it against: it charges whenever
// it legally can and never forms square, as a player who ignores the odds would.
enum class AiStyle { kOdds, kBold };

// The order for whatever the battle asks now (an OrderNeeded must be due). It fires at the
// target with the most expected hits, forms square against cavalry that could charge,
// charges when its expected hits clearly beat the target's, otherwise advances on the
// nearest enemy to fighting range; worn-out units and commanders keep back, commanders
// follow their units so they stay in command. Ties are broken by `rng`.
Order choose_order(const Battle& b, core::Rng& rng, AiStyle style = AiStyle::kOdds);

}  // namespace sandtable::rules::mininap
