// The Hordes in the Trenches AI: for either side, it spends its PIPs where the exact combat
// odds favour it, shoots before it closes, calls down barrages and aircraft, rallies the
// suppressed and, as defender, sends its reserves against enemies nearing the bunker.
#pragma once

#include "core/random.hpp"
#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/orders.hpp"
#include "rules/hitt/bound_plan.hpp"
#include "rules/hitt/candidate_memory.hpp"
#include "rules/hitt/odds_memory.hpp"

namespace sandtable::rules::hitt {

// The AI of one battle, given every decision of it in turn: it remembers its candidate moves,
// so a decision walks again only the paths, and values again only the contacts, near what
// changed since the last; the moves it listed and valued at the bound's first decision, for
// the bound's later ones; and the odds of every fight situation it has met.
class Ai {
 public:
  // The order the AI gives now (the battle must be waiting for orders).
  Order choose(const Battle& b);
  // The same with the walks its check made, for apply_order to carry it out without them again.
  CheckedOrder decide(const Battle& b);

 private:
  CandidateMemory memory_;
  OddsMemory odds_;
  BoundPlan plan_;  // the moves of the bound's first decision
  Battle scratch_;  // where a decision values its contacts: its storage is kept for the next
};

// The order the AI gives now, with nothing remembered: Ai::choose's at the first decision of a
// bound, its moves listed afresh at every other.
Order choose_order(const Battle& b, core::Rng& rng);

}  // namespace sandtable::rules::hitt
