#include "rules/m2m/parts.hpp"

#include <fmt/format.h>

#include <array>
#include <stdexcept>

#include "engine/calculator_dice.hpp"
#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"

namespace sandtable::rules::m2m {

namespace {

constexpr std::array<std::string_view, 4> kRatingIds{"elite", "good", "average", "poor"};

core::Dist approximate(const core::ExactDist& exact) {
  std::vector<double> p;
  for (const core::Rational& q : exact.probabilities()) p.push_back(core::to_double(q));
  return core::Dist::from_probabilities(exact.min(), std::move(p));
}

}  // namespace

std::string_view id(Rating r) { return kRatingIds.at(static_cast<std::size_t>(r)); }

std::size_t index_of(std::span<const std::string_view> ids, std::string_view text, std::string_view what) {
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] == text) return i;
  }
  throw std::invalid_argument(fmt::format("no {} '{}'", what, text));
}

std::vector<std::string> choices_of(std::span<const std::string_view> ids) { return {ids.begin(), ids.end()}; }

Rating parse_rating(std::string_view text) { return static_cast<Rating>(index_of(kRatingIds, text, "rating")); }

std::vector<std::string> rating_ids() { return choices_of(kRatingIds); }

Json factors_json(const std::vector<Factor>& factors) {
  Json j = Json::array();
  for (const Factor& f : factors) j.push_back({{"what", f.what}, {"effect", f.effect}});
  return j;
}

Json chance_json(const core::Rational& p) { return {{"probability", core::to_double(p)}, {"exact", core::rational_text(p)}}; }

Json exact_distribution_json(const core::ExactDist& dist) { return engine::distribution_json(approximate(dist), &dist); }

std::vector<int> roll_dice(engine::DiceSource& dice, int count, std::string reason) {
  engine::DiceRequest request;
  request.count = count;
  request.reason = std::move(reason);
  return dice.roll(request);
}

const Json& odds_within(const Json& input, const Json& result) {
  return engine::asks_for_dice(input) ? result.at("roll") : result;
}

std::string made_roll_text(const Json& input, const Json& result) {
  if (!engine::asks_for_dice(input)) return "";
  return wrapped(engine::dice_text(result) + ": " + result.at("words").get<std::string>());
}

std::string wrapped(const std::string& text, const std::string& first, const std::string& rest) {
  std::string out;
  std::string line = first;
  bool has_word = false;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    if (has_word && line.size() + 1 + word.size() > kColumns) {
      out += line + "\n";
      line = rest;
      has_word = false;
    }
    line += (has_word ? " " : "") + word;
    has_word = true;
    start = end + 1;
  }
  return out + line + "\n";
}

std::string face_needed(int face) { return face == 6 ? "6" : fmt::format("{}+", face); }

std::string factors_text(const Json& factors) {
  std::string text = "why:\n";
  for (const Json& f : factors) {
    text += wrapped(f.at("what").get<std::string>() + ": " + f.at("effect").get<std::string>(), "- ", "  ");
  }
  return text;
}

std::string chance_row(const std::string& label, const Json& chance) {
  return fmt::format("{:<13}{:>8}  {}\n", label, engine::percent(chance.at("probability").get<double>()),
                     chance.at("exact").get<std::string>());
}

std::string distribution_rows(const std::string& heading, const Json& dist) {
  std::string text = fmt::format("{:<13}{:>8}  {}\n", heading, "chance", "exact");
  for (const Json& o : dist.at("outcomes")) text += chance_row(o.at("value").dump(), o);
  return text;
}

}  // namespace sandtable::rules::m2m
