// Fuzz targets that play a game through the API: a scenario file, an action for `game do`,
// typed dice for `game roll`, and `--ruling NAME=VALUE` lines. Each input is checked for
// answers that are never internal errors, then a few moves are played on whatever it set up,
// so input that is accepted but later breaks the game is found too.
#pragma once

#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "answer_check.hpp"
#include "api/default_scenario.hpp"
#include "api/ruling_texts.hpp"

namespace sandtable::fuzz {

// Answers to a game made by `made`: a few moves of the first listed actions and digital dice,
// then its state; the game is closed after.
inline std::string play_a_little(api::Api& api, const Called& made) {
  if (!made.ok()) return made.problem;
  const nlohmann::json game = made.result()["game"];
  std::string problem = call(api, "game.auto", {{"game", game}, {"steps", 40}, {"policy", "first"}}).problem;
  if (problem.empty()) problem = call(api, "game.state", {{"game", game}}).problem;
  call(api, "game.close", {{"game", game}});
  return problem;
}

// A new game, seeded, of the built-in scenario unless `args` gives one.
inline Called new_game(api::Api& api, nlohmann::json args = nlohmann::json::object()) {
  args["seed"] = 1;
  if (!args.contains("scenario_text")) args["scenario_text"] = std::string(api::kDefaultScenarioText);
  return call(api, "game.new", args);
}

// scenario_fuzzer: the text of a scenario file.
inline std::string check_scenario_input(std::string_view text) {
  return play_a_little(server_api(), new_game(server_api(), {{"scenario_text", std::string(text)}}));
}

// Rolls the game's digital dice until it asks for a decision.
inline std::string roll_to_a_decision(api::Api& api, const nlohmann::json& game) {
  for (int roll = 0; roll < 20; ++roll) {
    const Called next = call(api, "game.next", {{"game", game}});
    if (!next.ok()) return next.problem.empty() ? "game.next failed: " + next.answer.dump() : next.problem;
    if (next.result()["request"]["kind"] != "dice") return "";
    const Called rolled = call(api, "game.roll", {{"game", game}});
    if (!rolled.ok()) return rolled.problem.empty() ? "a digital roll failed: " + rolled.answer.dump() : rolled.problem;
  }
  return "no decision after 20 rolls";
}

// A game of the built-in scenario set up once for every input of a target: its id, or why
// it could not be set up. Each input plays on a copy of it (game.copy), so no input pays for
// parsing and starting the scenario (docs/fuzzing.md, Speed).
struct Prepared {
  nlohmann::json game;
  std::string problem;
};

inline Prepared prepared_game(api::Api& api, bool at_first_decision, nlohmann::json args = nlohmann::json::object()) {
  const Called made = new_game(api, std::move(args));
  if (!made.ok()) return {nullptr, "the scenario did not start: " + made.answer.dump()};
  const nlohmann::json game = made.result()["game"];
  std::string problem = at_first_decision ? roll_to_a_decision(api, game) : "";
  return {game, std::move(problem)};
}

// A copy of `prepared` for one input: its id, or nothing with `problem` saying why.
inline std::optional<nlohmann::json> copy_of(api::Api& api, const Prepared& prepared, std::string& problem) {
  if (!prepared.problem.empty()) {
    problem = prepared.problem;
    return std::nullopt;
  }
  const Called copied = call(api, "game.copy", {{"game", prepared.game}});
  if (copied.ok()) return copied.result()["game"];
  problem = copied.problem.empty() ? "game.copy failed: " + copied.answer.dump() : copied.problem;
  return std::nullopt;
}

// A JSON action given to `game do` on a copy of `prepared`, then a few moves after it.
inline std::string check_action_on(api::Api& api, const Prepared& prepared, std::string_view text) {
  const nlohmann::json action = nlohmann::json::parse(text, nullptr, false);
  if (action.is_discarded()) return "";
  std::string problem;
  const std::optional<nlohmann::json> game = copy_of(api, prepared, problem);
  if (!game) return problem;
  problem = call(api, "game.do", {{"game", *game}, {"action", action}}).problem;
  if (problem.empty()) problem = call(api, "game.auto", {{"game", *game}, {"steps", 20}, {"policy", "first"}}).problem;
  call(api, "game.close", {{"game", *game}});
  return problem;
}

// action_fuzzer: a JSON action given to `game do` at the built-in scenario's first decision.
inline std::string check_action_input(std::string_view text) {
  api::Api& api = server_api();
  static const Prepared prepared = prepared_game(api, true);
  return check_action_on(api, prepared, text);
}

// hitt_action_fuzzer: the same at the first decision of Hordes in the Trenches' trench
// assault (moves to points in paces, group advances, barrages called down).
inline std::string check_hitt_action_input(std::string_view text) {
  api::Api& api = server_api();
  static const Prepared prepared = [&] {
    std::ifstream in(SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/trench-assault.yaml");
    std::stringstream scenario;
    scenario << in.rdbuf();
    return prepared_game(api, true, {{"scenario_text", scenario.str()}});
  }();
  return check_action_on(api, prepared, text);
}

// dice_fuzzer: the faces a player types for the built-in scenario's first roll.
inline std::string check_dice_input(std::string_view text) {
  api::Api& api = server_api();
  static const Prepared prepared = prepared_game(api, false);
  std::string problem;
  const std::optional<nlohmann::json> game = copy_of(api, prepared, problem);
  if (!game) return problem;
  problem = call(api, "game.roll", {{"game", *game}, {"dice", std::string(text)}}).problem;
  if (problem.empty()) problem = call(api, "game.auto", {{"game", *game}, {"steps", 20}, {"policy", "first"}}).problem;
  call(api, "game.close", {{"game", *game}});
  return problem;
}

// ruling_fuzzer: `--ruling NAME=VALUE` arguments, one a line, read as the command line reads them.
inline std::string check_ruling_input(std::string_view text) {
  std::vector<std::string> lines;
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  nlohmann::json rulings;
  try {
    rulings = api::rulings_from_texts(lines);
  } catch (const engine::BadInput&) {
    return "";  // refused as the command line refuses it
  }
  return play_a_little(server_api(), new_game(server_api(), {{"rulings", rulings}}));
}

}  // namespace sandtable::fuzz
