// A greedy Mini-Nap 2 player for either side, choosing from the resolvers' exact odds.
#pragma once

#include "core/random.hpp"
#include "rules/mininap/ai_reason.hpp"
#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

// kOdds is the AI proper (the "standard" style). kCautious charges only on twice the hits it
// expects to take, and keeps units of 3 SP or less out of trouble. kBold charges whenever it
// legally can and never forms square, as a player who ignores the odds would; it is also the
// baseline the AI is measured against.
enum class AiStyle { kOdds, kBold, kCautious };

struct AiChoice {
  Order order;
  AiReason why;
};

// The order for whatever the battle asks now (an OrderNeeded must be due), and why. It fires
// at the target with the most expected hits, forms square against cavalry that could charge,
// charges when its expected hits clearly beat the target's, otherwise advances on the
// nearest enemy to fighting range; worn-out units and commanders keep back, commanders
// follow their units so they stay in command. Ties are broken by `rng`.
AiChoice choose_with_reason(const Battle& b, core::Rng& rng, AiStyle style = AiStyle::kOdds);
// The same order, for simulations.
Order choose_order(const Battle& b, core::Rng& rng, AiStyle style = AiStyle::kOdds);

}  // namespace sandtable::rules::mininap
