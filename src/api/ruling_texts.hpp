// Rulings typed as NAME=VALUE (`--ruling` on the command line): the object the API's game
// and simulate calls take, for the rule set to check.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace sandtable::api {

// Each NAME=VALUE of `texts` as a member of a JSON object; a value is read as JSON (true, 12,
// "text") and otherwise taken as text. Throws engine::BadInput (field "ruling") for a text
// that is not NAME=VALUE.
nlohmann::json rulings_from_texts(const std::vector<std::string>& texts);

}  // namespace sandtable::api
