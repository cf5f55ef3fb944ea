#include "api/sides_named.hpp"

#include <fmt/format.h>

#include "engine/spec.hpp"

namespace sandtable::api {

std::set<engine::SideIndex> sides_named(const std::string& text, const std::vector<std::string>& names,
                                        const std::string& field) {
  std::set<engine::SideIndex> sides;
  if (text.empty()) return sides;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    const std::string word = text.substr(start, end - start);
    bool found = false;
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (word == "all" || word == names[i] || word == std::to_string(i)) {
        sides.insert(static_cast<engine::SideIndex>(i));
        found = true;
      }
    }
    if (!found) {
      std::string known;
      for (std::size_t i = 0; i < names.size(); ++i) known += fmt::format("{}{} {}", i == 0 ? "" : ", ", i, names[i]);
      throw engine::BadInput(field, fmt::format("no side {} (sides: {}, or all)", engine::quoted(word), known));
    }
    start = end + 1;
  }
  return sides;
}

}  // namespace sandtable::api
