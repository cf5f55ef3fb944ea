#include "engine/dice_source.hpp"

#include <cctype>
#include <charconv>
#include <fmt/format.h>
#include <string>

namespace sandtable::engine {

std::vector<int> SeededDice::roll(const DiceRequest& request) {
  std::vector<int> faces;
  faces.reserve(static_cast<std::size_t>(request.count));
  for (int i = 0; i < request.count; ++i) faces.push_back(rng_.die(static_cast<std::uint32_t>(request.sides)));
  return faces;
}

std::vector<int> TypedDice::parse(std::string_view text, const DiceRequest& request) {
  std::vector<int> faces;
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c)) || c == ',') {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) && text[end] != ',') ++end;
    const std::string_view word = text.substr(i, end - i);
    int value = 0;
    const auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc{} || ptr != word.data() + word.size()) {
      throw BadDiceInput(fmt::format("column {}: '{}' is not a whole number", i + 1, word));
    }
    if (value < 1 || value > request.sides) {
      throw BadDiceInput(fmt::format("column {}: {} is not a face of a d{} (1 to {})", i + 1, value, request.sides,
                                     request.sides));
    }
    faces.push_back(value);
    i = end;
  }
  if (faces.size() != static_cast<std::size_t>(request.count)) {
    throw BadDiceInput(fmt::format("{} needs {} dice ({}), got {}", request.reason, request.count,
                                   dice_notation(request), faces.size()));
  }
  return faces;
}

std::vector<int> TypedDice::roll(const DiceRequest& request) {
  for (;;) {
    out_ << request.reason << " [" << dice_notation(request) << "]> " << std::flush;
    std::string line;
    if (!std::getline(in_, line)) throw DiceUnavailable(fmt::format("input ended before the dice for {}", request.reason));
    try {
      return parse(line, request);
    } catch (const BadDiceInput& e) {
      out_ << e.what() << "; type " << request.count << " numbers from 1 to " << request.sides << "\n";
    }
  }
}

std::vector<int> ScriptedDice::roll(const DiceRequest& request) {
  if (faces_.size() < static_cast<std::size_t>(request.count)) {
    throw DiceUnavailable(fmt::format("scripted dice ran out: {} needs {} dice, {} left", request.reason,
                                      request.count, faces_.size()));
  }
  std::vector<int> faces(faces_.begin(), faces_.begin() + request.count);
  faces_.erase(faces_.begin(), faces_.begin() + request.count);
  return faces;
}

}  // namespace sandtable::engine
