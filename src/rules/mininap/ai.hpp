// A greedy Mini-Nap 2 player for either side, choosing from the resolvers' exact odds.
#pragma once

#include <string_view>

#include "core/random.hpp"
#include "rules/mininap/ai_reason.hpp"
#include "rules/mininap/battle/battle.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"

namespace sandtable::rules::mininap {

// kStandard is the AI proper. kPrevious is the AI before it (the baseline it is measured
// against): it halts at its stand-off whether or not it has a shot from there, forms square
// against any cavalry near, and charges only on a quarter more hits than it takes. kCautious
// and kBold vary kStandard: kCautious charges only on twice the hits it expects to take and
// keeps units of 3 SP or less out of trouble; kBold charges whenever it legally can and never
// forms square, as a player who ignores the odds would.
enum class AiStyle { kStandard, kPrevious, kBold, kCautious };
// The style as players and the benchmarks name it ("standard", "cautious", ...).
std::string_view style_name(AiStyle style);

struct AiChoice {
  Order order;
  AiReason why;
  CheckedManoeuvre checked;  // what the trials found of a move or charge chosen
};

// The order for whatever the battle asks now (an OrderNeeded must be due), and why. It fires
// at the target with the most expected hits, forms square against cavalry whose charge would
// pay, charges when its expected hits beat the target's, otherwise closes with the nearest
// enemy unit to fighting range, and from there to where it has a shot; worn-out units and
// commanders keep back, commanders follow their units so they stay in command (docs/mininap/ai.md).
// Ties are broken by `rng`.
AiChoice choose_with_reason(const Battle& b, core::Rng& rng, AiStyle style = AiStyle::kStandard);
// The same order, for simulations.
Order choose_order(const Battle& b, core::Rng& rng, AiStyle style = AiStyle::kStandard);

}  // namespace sandtable::rules::mininap
