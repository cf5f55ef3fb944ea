#include "cli/ruling_options.hpp"

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "engine/spec.hpp"

namespace sandtable::cli {

nlohmann::json rulings_object(const std::vector<std::string>& texts) {
  nlohmann::json rulings = nlohmann::json::object();
  for (const std::string& text : texts) {
    const std::size_t eq = text.find('=');
    if (eq == std::string::npos || eq == 0) {
      throw UsageError(fmt::format("--ruling {} must be NAME=VALUE", engine::quoted(text)));
    }
    const std::string value = text.substr(eq + 1);
    nlohmann::json json = nlohmann::json::parse(value, nullptr, false);
    if (json.is_discarded()) json = value;
    rulings[text.substr(0, eq)] = std::move(json);
  }
  return rulings;
}

}  // namespace sandtable::cli
