#include "rules/hun/dice.hpp"

#include <fmt/format.h>

#include <charconv>

#include "rules/hun/types.hpp"

namespace sandtable::rules::hun {

int DiceRoller::roll(int sides, std::string what) {
  const int face = next_face(sides, what);
  rolled_.push_back({sides, face, std::move(what)});
  return face;
}

int SeededDiceRoller::next_face(int sides, const std::string& /*what*/) {
  return rng_.die(static_cast<std::uint32_t>(sides));
}

namespace {

std::string dice_count(std::size_t n) { return fmt::format("{} {}", n, n == 1 ? "die" : "dice"); }

}  // namespace

int TypedDiceRoller::next_face(int sides, const std::string& what) {
  if (used_ == faces_.size()) {
    throw RuleError(fmt::format("{} typed, but the roll needs another: a d{} for {}", dice_count(faces_.size()), sides, what));
  }
  const int face = faces_[used_++];
  if (face > sides) throw RuleError(fmt::format("die {} ({}) is a d{}: {} is not one of its faces", used_, what, sides, face));
  return face;
}

void TypedDiceRoller::finish() const {
  if (used_ == faces_.size()) return;
  if (used_ == 0) throw RuleError(fmt::format("{} typed, but this roll needs none", dice_count(faces_.size())));
  std::string used;
  for (const RolledDie& d : rolled()) used += fmt::format("{}{} {}", used.empty() ? "" : ", ", d.what, d.face);
  throw RuleError(fmt::format("{} typed, but the roll is over after {} ({})", dice_count(faces_.size()),
                              dice_count(used_), used));
}

std::vector<int> parse_faces(std::string_view text) {
  std::vector<int> faces;
  const auto separator = [](char c) { return c == ' ' || c == ',' || c == '\t'; };
  std::size_t i = 0;
  while (i < text.size()) {
    if (separator(text[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !separator(text[end])) ++end;
    const std::string_view word = text.substr(i, end - i);
    int face = 0;
    const auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), face);
    if (ec != std::errc{} || ptr != word.data() + word.size() || face < 1 || face > 6) {
      throw RuleError(fmt::format("'{}' is not a die face: type faces from 1 to 6, e.g. \"4 2\"", word));
    }
    faces.push_back(face);
    i = end;
  }
  if (faces.empty()) throw RuleError("no dice typed: give the faces, e.g. --dice \"4 2\"");
  return faces;
}

}  // namespace sandtable::rules::hun
