// `--ruling NAME=VALUE`, shared by the commands that start games: rulings over a scenario's own.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace sandtable::cli {

// Each NAME=VALUE of `texts` as a member of a JSON object; a value is read as JSON (true, 12,
// "text") and otherwise taken as text. The rule set checks the names and values.
nlohmann::json rulings_object(const std::vector<std::string>& texts);

}  // namespace sandtable::cli
