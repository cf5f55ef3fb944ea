// How the `game` command shows a tracked game to people, from the API's JSON: its requests,
// state and events.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace sandtable::cli {

// "Blue (side 0)", or "no side" for -1; `sides` is the list of side names.
std::string side_text(const nlohmann::json& side, const nlohmann::json& sides);

// A decision with its numbered actions and their odds, a roll with its distribution, or the
// result.
std::string request_text(const nlohmann::json& request, const nlohmann::json& sides);

// The state's members, one a line.
std::string state_text(const nlohmann::json& state);

// One line: sequence number, side, and the action's label or the faces and reason; then one
// indented line for each result the game told of it (Game::results()).
std::string event_text(const nlohmann::json& event, const nlohmann::json& sides);

}  // namespace sandtable::cli
