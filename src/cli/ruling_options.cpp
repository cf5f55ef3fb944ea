#include "cli/ruling_options.hpp"

#include <fmt/format.h>

#include "cli/commands.hpp"

namespace sandtable::cli {

engine::Rulings rulings_with(engine::Rulings base, const std::vector<std::string>& texts) {
  for (const std::string& text : texts) {
    const std::size_t eq = text.find('=');
    if (eq == std::string::npos || eq == 0) throw UsageError(fmt::format("--ruling '{}' must be NAME=VALUE", text));
    const std::string value = text.substr(eq + 1);
    nlohmann::json json = nlohmann::json::parse(value, nullptr, false);
    if (json.is_discarded()) json = value;
    base[text.substr(0, eq)] = std::move(json);
  }
  return base;
}

}  // namespace sandtable::cli
