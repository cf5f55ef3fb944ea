// A tiny rule set for testing the engine: a two-side dice race ("Pig"). Each side in turn
// decides to roll a d6 or hold; a 1 loses the turn's points, anything else adds them;
// holding banks them. A round is both sides' turns; at its end a side at the target wins
// (the higher score if both are), or at the turn limit the higher score wins.
#pragma once

#include <string>

#include "engine/game.hpp"
#include "engine/rule_set.hpp"

namespace sandtable::testing_toy {

// Rulings: "target" (1..1000, default 20), "turn_limit" (1..1000, default 20) and
// "secret_scores" (each side sees only its own score and rolls: a game with secrets).
engine::RuleSet toy_race_rule_set();

// The race's two decisions.
inline const engine::Action kRaceRoll = engine::Action::make("roll", "");
inline const engine::Action kRaceHold = engine::Action::make("hold", "");

// A registry holding only the race.
engine::Registry toy_race_registry();

// The race on tests/engine/data/race.yaml (Blue against Red, target 20, 15 turns): the
// file's path, its text, and the scenario it loads to.
inline constexpr const char* kToyRacePath = SANDTABLE_TEST_DATA "/race.yaml";
std::string toy_race_scenario_text();
engine::Scenario toy_race_scenario();
std::unique_ptr<engine::Game> new_toy_race();

}  // namespace sandtable::testing_toy
