// odds and roll: the dice calculator over the notation (docs/dice-notation.md).
#include <fmt/format.h>

#include <memory>

#include "api/call.hpp"
#include "core/notation.hpp"
#include "core/random.hpp"
#include "engine/dist_json.hpp"

namespace sandtable::api {

namespace notation = core::notation;

namespace {

// Every die rolled is reported with its faces, about 40 bytes of JSON each (and several
// times that printed for people): this bounds what one roll call answers.
constexpr long long kMostRolledDice = 200'000;

// Doubles underflow for outcomes rarer than about 1e-308; the expression's own range is
// what a player can roll, so min and max report that.
void report_possible_range(const notation::Node& node, Json& j) {
  const notation::TotalRange range = notation::total_range(node);
  j["min"] = static_cast<std::int64_t>(range.min);
  j["max"] = static_cast<std::int64_t>(range.max);
}

Json rolled_dice_json(const notation::Roll& roll) {
  Json dice = Json::array();
  Json terms = Json::array();
  for (const auto& term : roll.terms) {
    Json detail = Json::array();
    for (const auto& die : term.dice) {
      dice.push_back(die.value);
      detail.push_back({{"value", die.value}, {"faces", die.faces}, {"kept", die.kept}});
    }
    terms.push_back({{"term", term.text}, {"dice", std::move(detail)}, {"total", term.total}});
  }
  return {{"dice", std::move(dice)}, {"terms", std::move(terms)}, {"total", roll.total}};
}

Json roll(CallContext&, const Json& args) {
  const std::string expression = args["expression"].get<std::string>();
  const auto times = args["times"].get<long long>();
  const notation::Expression e = notation::parse(expression);
  const long long dice = notation::dice_in(e.left) + (e.right ? notation::dice_in(*e.right) : 0);
  if (dice * times > kMostRolledDice) {
    throw engine::BadInput("times", fmt::format("{} rolls of {} dice is over the limit of {} dice in one roll", times,
                                                dice, kMostRolledDice));
  }
  const std::uint64_t seed = args.contains("seed") ? args["seed"].get<std::uint64_t>() : core::fresh_seed();
  core::Rng rng(seed);
  Json rolls = Json::array();
  for (long long i = 0; i < times; ++i) {
    const notation::Roll left = notation::roll(e.left, rng);
    Json r = rolled_dice_json(left);
    if (e.right) {
      const notation::Roll right = notation::roll(*e.right, rng);
      r["opponent"] = rolled_dice_json(right);
      r["result"] = left.total > right.total ? "win" : left.total == right.total ? "tie" : "lose";
      r["doubled"] = left.total >= 2 * right.total;
    }
    rolls.push_back(std::move(r));
  }
  return {{"expression", expression}, {"seed", seed}, {"rolls", std::move(rolls)}};
}

Json odds(CallContext&, const Json& args) {
  const std::string expression = args["expression"].get<std::string>();
  const bool exact = args["exact"].get<bool>();
  const notation::Expression e = notation::parse(expression);
  notation::check_cost(e, exact);
  const core::Dist left = notation::distribution(e.left);
  // Exact answers: counts over the number of equally likely ways the dice fall.
  std::unique_ptr<core::ExactDist> exact_left;
  core::BigInt denominator = 1;
  if (exact) {
    exact_left = std::make_unique<core::ExactDist>(notation::exact_distribution(e.left));
    denominator = notation::natural_denominator(e.left);
  }
  if (!e.right) {
    Json j = engine::distribution_json(left, exact_left.get(), denominator);
    j["expression"] = expression;
    report_possible_range(e.left, j);
    return j;
  }
  const core::Dist right = notation::distribution(*e.right);
  const core::Opposed<double> chances = core::opposed(left, right);
  const core::Dist margin = left - right;
  std::unique_ptr<core::ExactDist> exact_margin;
  std::optional<core::Opposed<core::Rational>> exact_chances;
  if (exact) {
    const core::ExactDist exact_right = notation::exact_distribution(*e.right);
    exact_chances = core::opposed(*exact_left, exact_right);
    exact_margin = std::make_unique<core::ExactDist>(*exact_left - exact_right);
    denominator *= notation::natural_denominator(*e.right);
  }
  Json j = engine::distribution_json(margin, exact_margin.get(), denominator);
  j["expression"] = expression;
  j["outcome_is"] = "left total minus right total";
  j["left"] = engine::distribution_json(left);
  j["right"] = engine::distribution_json(right);
  j["win"] = chances.win;
  j["tie"] = chances.tie;
  j["lose"] = chances.lose;
  j["double"] = chances.doubled;
  if (exact_chances) {
    j["exact_chances"] = {{"win", core::rational_text(exact_chances->win, denominator)},
                          {"tie", core::rational_text(exact_chances->tie, denominator)},
                          {"lose", core::rational_text(exact_chances->lose, denominator)},
                          {"double", core::rational_text(exact_chances->doubled, denominator)}};
  }
  return j;
}

engine::Field expression_field() {
  return engine::text("expression", "a dice expression, e.g. 4d6kh3, 5d6<=2 or 'd6+3 vs d6+2'", 1000).as_required().as_positional();
}

}  // namespace

std::vector<Call> dice_calls() {
  return {
      {"odds", "the exact distribution of a dice expression, or the chances of 'A vs B'",
       {expression_field(), engine::flag("exact", "also give each chance as an exact fraction")}, odds},
      {"roll", "rolls a dice expression with seeded digital dice, showing every die",
       {expression_field(), engine::seed("seed", "seed for repeatable dice (default: a fresh one, reported)"),
        engine::whole("times", 1, 100'000, "how many times to roll").with_default(1)},
       roll},
  };
}

}  // namespace sandtable::api
