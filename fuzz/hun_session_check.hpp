// hun_session_fuzzer: a Patrol/Defense session file of sandtable 0.1, as `hun patrol convert`
// reads it. A file is refused with engine::BadInput, or it becomes a game that starts and
// plays: a session the converter accepts whose game does not start is a fault, and so is
// anything thrown but BadInput.
#pragma once

#include <string>
#include <string_view>

#include "game_checks.hpp"
#include "rules/hun/patrol_game.hpp"

namespace sandtable::fuzz {

inline std::string check_hun_session_input(std::string_view text) {
  std::string scenario;
  std::uint64_t seed = 0;
  try {
    const rules::hun::SessionFile file = rules::hun::parse_session_file(std::string(text));
    seed = file.seed;
    scenario = rules::hun::scenario_from_session_file(file);
  } catch (const engine::BadInput& e) {
    return std::string(e.what()).empty() ? "a refusal without a message" : "";
  }
  api::Api& api = server_api();
  const Called made = call(api, "game.new", {{"scenario_text", scenario}, {"seed", seed}});
  if (!made.problem.empty()) return made.problem;
  if (!made.ok()) return "the converted session was refused: " + made.answer.dump();
  return play_a_little(api, made);
}

}  // namespace sandtable::fuzz
