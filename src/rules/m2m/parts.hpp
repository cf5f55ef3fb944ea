// What Mukden to Megiddo's resolvers and calculators share: the troop ratings, the factors
// behind a number, exact chances as JSON, and text that fits 40 columns.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/dist.hpp"
#include "core/outcomes.hpp"
#include "engine/dice_source.hpp"
#include "engine/spec.hpp"

namespace sandtable::rules::m2m {

using engine::Json;

// The position of `text` among `ids` (input is checked before: an unknown one throws
// std::invalid_argument naming `what`), and the ids as a choice field's list.
std::size_t index_of(std::span<const std::string_view> ids, std::string_view text, std::string_view what);
std::vector<std::string> choices_of(std::span<const std::string_view> ids);

enum class Rating { kElite, kGood, kAverage, kPoor };
std::string_view id(Rating r);
// Input is checked before: an unknown id throws std::invalid_argument.
Rating parse_rating(std::string_view text);
std::vector<std::string> rating_ids();

// One thing that made a number, and what it did: {"what": "pinned down", "effect": "-1"}.
struct Factor {
  std::string what;
  std::string effect;
};
Json factors_json(const std::vector<Factor>& factors);

// {"probability": 0.25, "exact": "1/4"}.
Json chance_json(const core::Rational& p);
// A distribution over whole numbers, with each outcome's exact chance.
Json exact_distribution_json(const core::ExactDist& dist);
// One face of a die: 1/6.
inline const core::Rational kOneSixth{1, 6};

// `count` six-sided dice in one request, its reason saying what they decide.
std::vector<int> roll_dice(engine::DiceSource& dice, int count, std::string reason);

// A calculator's odds within its result: the result itself, or under "roll" when the input
// asked for the roll to be made (engine::make_roll).
const Json& odds_within(const Json& input, const Json& result);
// For a made roll, a line of each die and what it decided, then the roll's "words"; else "".
std::string made_roll_text(const Json& input, const Json& result);

// Text for the table, 40 columns wide.
inline constexpr std::size_t kColumns = 40;
// `text` broken into lines of at most kColumns, the first after `first`, the rest after `rest`.
std::string wrapped(const std::string& text, const std::string& first = "", const std::string& rest = "");
// The face a die needs, in words: "4+", or "6" for the top face alone.
std::string face_needed(int face);
// "why:" and one wrapped line per factor.
std::string factors_text(const Json& factors);
// One row: the label, its chance in percent and its exact fraction.
std::string chance_row(const std::string& label, const Json& chance);
// One row per outcome of exact_distribution_json's result, under a heading naming the value.
std::string distribution_rows(const std::string& heading, const Json& dist);

}  // namespace sandtable::rules::m2m
