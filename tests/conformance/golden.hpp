// Golden games: a seeded game played by a rule set's own AI for every side, through a Session
// (so every answer is an event), written one event a line and diffed against a committed file.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/rule_set.hpp"
#include "sim/run.hpp"

namespace sandtable::conformance {

// The whole event log of the scenario played to its end by `rules.choose`, the dice and the
// choices seeded by `seed`, one event's JSON a line, and the result last.
std::vector<std::string> ai_game_log(const engine::RuleSet& rules, const std::string& scenario_path, std::uint64_t seed);

// Fails at the first line that differs from the golden file (and if the lengths differ).
// With SANDTABLE_UPDATE_GOLDEN=1 in the environment it rewrites the file first.
void expect_matches_golden(const std::vector<std::string>& lines, const std::string& golden_path);

// Simulations are reproducible whatever the thread count: `battles` battles seeded alike on one
// thread and on two must give equal tallies.
void expect_same_tally_on_one_thread_or_two(const sim::BattleFn& battle, std::uint64_t battles);

}  // namespace sandtable::conformance
