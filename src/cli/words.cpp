#include "cli/words.hpp"

#include <algorithm>

namespace sandtable::cli {

std::string option_name(const std::string& field) {
  std::string name = "--" + field;
  std::replace(name.begin(), name.end(), '_', '-');
  return name;
}

nlohmann::json whole_or_text(const std::string& text) {
  const nlohmann::json parsed = nlohmann::json::parse(text, nullptr, false);
  return parsed.is_number_integer() ? parsed : nlohmann::json(text);
}

nlohmann::json with_option_names(api::Api& api, const std::string& name, const nlohmann::json& args) {
  try {
    return api.call(name, args);
  } catch (const engine::BadInput& e) {
    if (e.field().empty()) throw;
    throw engine::BadInput(e.field(), e.detail(), option_name(e.field()) + ": " + e.detail());
  }
}

}  // namespace sandtable::cli
