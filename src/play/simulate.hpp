// Many whole battles of one scenario: the rule set's fast path when it has one, else its
// Game played through by a policy on both sides with digital dice.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/rule_set.hpp"
#include "sim/run.hpp"

namespace sandtable::play {

struct Simulation {
  sim::BattleStats stats;
  std::vector<std::string> side_names;
  // What a battle's length counts: "turns" (the rule set's fast path) or "answers"
  // (decisions and rolls, when Games are played through).
  std::string length_unit;
};

// Answers allowed in one played-through battle before it is reported as endless.
inline constexpr std::uint64_t kMaxBattleAnswers = 1'000'000;

// Runs `options.battles` battles; options.sides is taken from the scenario. A Game played
// through is chosen for by the rule set's AI, else uniformly among the listed actions.
// The rule set's battle_simulator result and choose are called from several threads at once.
// Throws what new_game throws for bad rulings before any battle runs.
Simulation simulate(const engine::RuleSet& rule_set, const engine::Scenario& scenario, const engine::Rulings& rulings,
                    sim::RunOptions options);

}  // namespace sandtable::play
