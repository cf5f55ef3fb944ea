// How the command line names the API's fields, and calls it so that errors name options.
#pragma once

#include <string>

#include "api/api.hpp"

namespace sandtable::cli {

// "target_formation" -> "--target-formation".
std::string option_name(const std::string& field);

// A whole number as typed (a seed, say) as a JSON number; anything else as the text, for the
// API to refuse with its own words.
nlohmann::json whole_or_text(const std::string& text);

// api.call(name, args), with a BadInput about a field reworded to name its option
// ("--strength: must be ...") as a person typed it.
nlohmann::json with_option_names(api::Api& api, const std::string& name, const nlohmann::json& args);

}  // namespace sandtable::cli
