// The toy race passes the conformance suite every rule set must pass.
#include "conformance/conformance.hpp"
#include "toy_bids.hpp"
#include "toy_game.hpp"

SANDTABLE_GAME_CONFORMANCE(ToyRace, Case{"race_to_20", testing_toy::toy_race_rule_set(), SANDTABLE_TEST_DATA "/race.yaml"})
SANDTABLE_GAME_CONFORMANCE(ToyBids, Case{"sealed_bids", testing_toy::toy_bids_rule_set(), SANDTABLE_TEST_DATA "/bids.yaml"})
