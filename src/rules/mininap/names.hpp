// Kebab-case ids for enumerations: one table per enum gives both printing and parsing.
#pragma once

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/mininap/errors.hpp"

namespace sandtable::rules::mininap {

template <class E, std::size_t N>
using IdTable = std::array<std::pair<E, std::string_view>, N>;

template <class E, std::size_t N>
std::string_view id_of(const IdTable<E, N>& table, E value) {
  for (const auto& [e, name] : table) {
    if (e == value) return name;
  }
  throw std::logic_error("an enumerator without an id");
}

// Every id in table order, for the choices of an input field.
template <class E, std::size_t N>
std::vector<std::string> ids_of(const IdTable<E, N>& table) {
  std::vector<std::string> ids;
  for (const auto& entry : table) ids.emplace_back(entry.second);
  return ids;
}

// Throws UnknownName listing every accepted id.
template <class E, std::size_t N>
E parse_id(const IdTable<E, N>& table, std::string_view text, std::string_view what) {
  std::vector<std::string_view> known;
  for (const auto& [e, name] : table) {
    if (name == text) return e;
    known.push_back(name);
  }
  throw UnknownName(fmt::format("unknown {} '{}' (expected one of: {})", what, text, fmt::join(known, ", ")));
}

}  // namespace sandtable::rules::mininap
