#include "api/ruling_texts.hpp"

#include <fmt/format.h>

#include "engine/spec.hpp"

namespace sandtable::api {

nlohmann::json rulings_from_texts(const std::vector<std::string>& texts) {
  nlohmann::json rulings = nlohmann::json::object();
  for (const std::string& text : texts) {
    const std::size_t eq = text.find('=');
    if (eq == std::string::npos || eq == 0) {
      const std::string detail = fmt::format("{} must be NAME=VALUE", engine::quoted(text));
      throw engine::BadInput("ruling", detail, "--ruling " + detail);
    }
    const std::string value = text.substr(eq + 1);
    nlohmann::json json = nlohmann::json::parse(value, nullptr, false);
    if (json.is_discarded()) json = value;
    rulings[text.substr(0, eq)] = std::move(json);
  }
  return rulings;
}

}  // namespace sandtable::api
