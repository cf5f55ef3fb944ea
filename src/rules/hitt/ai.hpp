// The Hordes in the Trenches AI: for either side, it spends its PIPs where the exact combat
// odds favour it, shoots before it closes, calls down barrages and aircraft, rallies the
// suppressed and, as defender, sends its reserves against enemies nearing the bunker.
#pragma once

#include "core/random.hpp"
#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/orders.hpp"
#include "rules/hitt/candidate_memory.hpp"
#include "rules/hitt/odds_memory.hpp"

namespace sandtable::rules::hitt {

// The AI of one battle, given every decision of it in turn: it remembers its candidate moves,
// so a decision walks again only the paths, and values again only the contacts, near what
// changed since the last; and the odds of every fight situation it has met.
class Ai {
 public:
  // The order the AI gives now (the battle must be waiting for orders).
  Order choose(const Battle& b);

 private:
  CandidateMemory memory_;
  OddsMemory odds_;
  Battle scratch_;  // where a decision values its contacts: its storage is kept for the next
};

// The order the AI gives now, with nothing remembered (the same order as Ai::choose).
Order choose_order(const Battle& b, core::Rng& rng);

}  // namespace sandtable::rules::hitt
