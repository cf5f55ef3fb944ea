// A tiny rule set for testing rounds of sealed orders: each round both sides write a bid of 1
// to 3 at once, each unseen by the other, and seal it (they may change it until both have
// sealed). The higher bid scores a point; equal bids go to a d6 (1-3 the first side, 4-6
// the second). A side with no bid when the umpire closes the round bids 0. After the last
// round the higher score wins.
#pragma once

#include "engine/game.hpp"
#include "engine/rule_set.hpp"

namespace sandtable::testing_toy {

// Ruling "rounds" (1..100, default 3).
engine::RuleSet toy_bids_rule_set();

// The bids on tests/engine/data/bids.yaml (Blue against Red, 3 rounds).
engine::Scenario toy_bids_scenario();
std::unique_ptr<engine::Game> new_toy_bids();

}  // namespace sandtable::testing_toy
