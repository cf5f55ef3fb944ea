// Kebab-case names for enumerations: one table per enum serves printing, parsing (in any
// case) and the list of choices a specification offers.
#pragma once

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/spec.hpp"

namespace sandtable::engine {

template <class E, std::size_t N>
using NameTable = std::array<std::pair<E, std::string_view>, N>;

template <class E, std::size_t N>
std::string_view name_of(const NameTable<E, N>& table, E value) {
  for (const auto& [e, name] : table) {
    if (e == value) return name;
  }
  throw std::logic_error("an enumerator without a name");
}

// The names in table order, for a choice field or a help text.
template <class E, std::size_t N>
std::vector<std::string> names_of(const NameTable<E, N>& table) {
  std::vector<std::string> names;
  for (const auto& entry : table) names.emplace_back(entry.second);
  return names;
}

// The enumerator named `text` in any case; throws BadInput(field, ...) listing the names.
template <class E, std::size_t N>
E parse_name(const NameTable<E, N>& table, std::string_view text, const std::string& field) {
  const auto same = [](std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
      const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
      if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
  };
  for (const auto& [e, name] : table) {
    if (same(name, text)) return e;
  }
  throw BadInput(field, fmt::format("must be one of {}, not {}", fmt::join(names_of(table), ", "),
                                    quoted(std::string(text))));
}

}  // namespace sandtable::engine
