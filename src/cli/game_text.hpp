// How the `game` command shows a tracked game: its requests, state and events, as text for
// people and as JSON for scripts.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/log.hpp"

namespace sandtable::cli {

// "Blue (side 0)", or "no side" for kNoSide.
std::string side_text(engine::SideIndex side, const std::vector<std::string>& names);

// A decision with its numbered actions, a roll with its distribution, or the result.
std::string request_text(const engine::Request& request, const std::vector<std::string>& names);
// engine::to_json(request) plus, for a roll that states one, "outcome": its distribution.
nlohmann::json request_json(const engine::Request& request);

// The state's members, one a line.
std::string state_text(const nlohmann::json& state);

// One line: sequence number, side, and the action's label or the faces and reason.
std::string event_text(const engine::Event& event, const std::vector<std::string>& names);

}  // namespace sandtable::cli
