#include "engine/calculator_dice.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <optional>
#include <stdexcept>

#include "core/random.hpp"

namespace sandtable::engine {

namespace {

std::string dice_count(std::size_t n) { return fmt::format("{} {}", n, n == 1 ? "die" : "dice"); }

std::vector<int> parse_faces(const std::string& text) {
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
    const std::string word = text.substr(i, end - i);
    int face = 0;
    const auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), face);
    if (ec != std::errc{} || ptr != word.data() + word.size() || face < 1) {
      throw BadInput("dice", fmt::format("{} is not a die face: type the faces rolled, e.g. \"4 2\"", quoted(word)));
    }
    faces.push_back(face);
    i = end;
  }
  if (faces.empty()) throw BadInput("dice", "no dice typed: give the faces rolled, e.g. \"4 2\"");
  return faces;
}

}  // namespace

const std::vector<Field>& dice_fields() {
  static const std::vector<Field> fields{
      seed("seed", "make the roll with digital dice from this seed (the same seed makes the same roll)"),
      text("dice", "make the roll with physical dice: the faces in the order rolled, e.g. \"4 2\""),
      flag("roll", "make the roll with digital dice from a fresh seed (reported, to repeat the roll)")};
  return fields;
}

bool asks_for_dice(const Json& input) {
  const bool seeded = input.contains("seed");
  const bool fresh = input.value("roll", false);
  if (typed_dice(input) && (seeded || fresh)) {
    throw BadInput("dice", "give either dice (physical dice typed) or seed/roll (digital dice), not both");
  }
  if (seeded && fresh) throw BadInput("roll", "give either seed (to repeat a roll) or roll (a fresh seed), not both");
  return typed_dice(input) || seeded || fresh;
}

bool typed_dice(const Json& input) { return input.contains("dice"); }

TypedFaces::TypedFaces(const std::string& text) : faces_(parse_faces(text)) {}

TypedFaces::TypedFaces(std::vector<int> faces) : faces_(std::move(faces)) {}

std::vector<int> TypedFaces::roll(const DiceRequest& request) {
  std::vector<int> out;
  for (int i = 0; i < request.count; ++i) {
    const std::size_t next = used_for_.size();
    if (next == faces_.size()) {
      throw BadInput("dice", fmt::format("{} typed, but the roll needs another: a d{} for {}", dice_count(faces_.size()),
                                         request.sides, request.reason));
    }
    const int face = faces_[next];
    if (face < 1 || face > request.sides) {
      throw BadInput("dice", fmt::format("die {} ({}) is a d{}: {} is not one of its faces", next + 1, request.reason,
                                         request.sides, face));
    }
    used_for_.push_back(fmt::format("{} {}", request.reason, face));
    out.push_back(face);
  }
  return out;
}

void TypedFaces::finish() const {
  if (used_for_.size() == faces_.size()) return;
  if (used_for_.empty()) throw BadInput("dice", fmt::format("{} typed, but this roll needs none", dice_count(faces_.size())));
  throw BadInput("dice", fmt::format("{} typed, but the roll is over after {} ({})", dice_count(faces_.size()),
                                     dice_count(used_for_.size()), fmt::join(used_for_, ", ")));
}

std::vector<int> RecordingDice::roll(const DiceRequest& request) {
  std::vector<int> faces = source_.roll(request);
  for (const int face : faces) rolled_.push_back({request.sides, face, request.reason});
  return faces;
}

Json make_roll(const RollFn& roll, const Json& input, const Json& result) {
  Json made;
  Json faces = Json::array();
  Json used_for = Json::array();
  const auto record = [&](const RecordingDice& dice) {
    for (const RolledDie& d : dice.rolled()) {
      faces.push_back(d.face);
      used_for.push_back(d.sides == 6 ? d.reason : fmt::format("{} (d{})", d.reason, d.sides));
    }
  };
  std::optional<std::uint64_t> seed;
  if (typed_dice(input)) {
    TypedFaces typed(input.at("dice").get<std::string>());
    RecordingDice dice(typed);
    made = roll(input, result, dice);
    typed.finish();
    record(dice);
  } else {
    seed = input.contains("seed") ? input["seed"].get<std::uint64_t>() : core::fresh_seed();
    SeededDice seeded{core::Rng(*seed)};
    RecordingDice dice(seeded);
    made = roll(input, result, dice);
    record(dice);
  }
  if (!made.is_object()) throw std::logic_error("a calculator's roll must return an object");
  made["method"] = seed ? "digital" : "chart";
  if (seed) made["seed"] = *seed;
  made["dice"] = std::move(faces);
  made["dice_for"] = std::move(used_for);
  made["roll"] = result;
  return made;
}

std::string dice_source_text(const Json& made) {
  if (!made.contains("seed")) return "your dice";
  const std::uint64_t seed = made.at("seed").get<std::uint64_t>();
  return fmt::format("digital dice, seed {} (the same seed repeats the roll)", seed);
}

std::string dice_text(const Json& made) {
  std::string text = dice_source_text(made) + ":";
  const Json& faces = made.at("dice");
  const Json& used_for = made.at("dice_for");
  if (faces.empty()) text += " no dice needed";
  for (std::size_t i = 0; i < faces.size(); ++i) {
    text += fmt::format("{} {} {}", i == 0 ? "" : ",", used_for.at(i).get<std::string>(), faces.at(i).get<int>());
  }
  return text;
}

}  // namespace sandtable::engine
