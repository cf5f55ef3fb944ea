// The conformance suite every rule set's Game must pass (after OpenSpiel's basic tests).
//
// A rule set's test file instantiates it with one or more cases:
//
//   SANDTABLE_GAME_CONFORMANCE(MiniNap, Case{"small_battle", rules::mininap::rule_set(),
//                                            "data/scenarios/mininap/brigade-action.yaml"})
//
// Each case is checked for: the game starts; random playouts reach GameOver within a bound
// and reject illegal answers without changing the state; clones are independent; chance
// distributions sum to 1; undo returns to the start and redo to the end; replaying the log
// rebuilds the same state; a save file round trip gives the same state and log.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "engine/log.hpp"
#include "engine/rule_set.hpp"

namespace sandtable::conformance {

struct Case {
  std::string name;           // letters, digits and _ only (a test name)
  engine::RuleSet rule_set;
  std::string scenario_path;  // a YAML scenario for the rule set
  int playouts = 8;
  int max_steps = 20'000;     // a playout that has not ended by then fails
  // RandomPlayoutsEnd's clone and wrong-answer checks at every step (1), or at every n-th
  // (a big battle, whose state is slow to fingerprint under the sanitizers).
  int check_every = 1;
  // Undo, replay and saving are checked on a playout cut after this many steps (0: played to
  // the end). A big battle is played to its end by RandomPlayoutsEnd; the mechanics need
  // every kind of event, which its first turns already hold, not every turn.
  int mechanics_steps = 0;
};

class GameConformance : public ::testing::TestWithParam<Case> {};

std::string case_name(const ::testing::TestParamInfo<Case>& info);
// Shows a case by its name in test listings.
void PrintTo(const Case& c, std::ostream* out);

// Plays random legal answers (stream `playout` of a fixed seed) until GameOver, failing
// after `max_steps`; checks each request. At every `check_every`-th step (none when 0) it also
// checks that wrong answers are rejected without change, and that a clone answered alike stays
// equal to the original and separate from it. A playout that only sets up another check
// (undo, replay, saving) skips those: RandomPlayoutsEnd makes them on its own playouts.
void play_random(engine::Session& session, std::uint64_t playout, int max_steps, int check_every = 1);

// The playout the undo, replay and saving checks start from: `playout` played to its end, or
// cut after the case's `mechanics_steps`.
void play_for_mechanics(engine::Session& session, const Case& c, std::uint64_t playout);

}  // namespace sandtable::conformance

// Use at file scope, outside any namespace.
#define SANDTABLE_GAME_CONFORMANCE(prefix, ...)                                                            \
  namespace sandtable::conformance {                                                                       \
  INSTANTIATE_TEST_SUITE_P(prefix, GameConformance, ::testing::Values(__VA_ARGS__), case_name);            \
  }
