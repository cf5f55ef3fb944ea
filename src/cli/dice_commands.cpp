// `sandtable roll`, `sandtable odds` and `sandtable demo`: the dice calculator.
#include <fmt/format.h>

#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "core/notation.hpp"

namespace sandtable::cli {

namespace notation = core::notation;

namespace {

constexpr long long kMaxRolledDice = 10'000'000;  // dice across all --times repetitions

struct RollOptions {
  std::string expression;
  std::optional<std::uint64_t> seed;
  int times = 1;
  bool json = false;
};

struct OddsOptions {
  std::string expression;
  bool json = false;
  bool exact = false;
};

// Doubles underflow for outcomes rarer than about 1e-308; the expression's own range is
// what a player can roll, so min and max report that.
void report_possible_range(const notation::Node& node, nlohmann::json& j) {
  const notation::TotalRange range = notation::total_range(node);
  j["min"] = static_cast<std::int64_t>(range.min);
  j["max"] = static_cast<std::int64_t>(range.max);
}

std::string possible_range_note(const notation::Node& node, const core::Dist& dist) {
  const notation::TotalRange range = notation::total_range(node);
  if (static_cast<double>(dist.min()) == range.min && static_cast<double>(dist.max()) == range.max) return "";
  return fmt::format("possible totals run from {} to {}; those rarer than double precision (about 1e-308) are not listed\n",
                     static_cast<std::int64_t>(range.min), static_cast<std::int64_t>(range.max));
}

nlohmann::json rolled_dice_json(const notation::Roll& roll) {
  nlohmann::json dice = nlohmann::json::array();
  nlohmann::json terms = nlohmann::json::array();
  for (const auto& term : roll.terms) {
    nlohmann::json detail = nlohmann::json::array();
    for (const auto& die : term.dice) {
      dice.push_back(die.value);
      detail.push_back({{"value", die.value}, {"faces", die.faces}, {"kept", die.kept}});
    }
    terms.push_back({{"term", term.text}, {"dice", std::move(detail)}, {"total", term.total}});
  }
  return {{"dice", std::move(dice)}, {"terms", std::move(terms)}, {"total", roll.total}};
}

std::string rolled_dice_text(const notation::Roll& roll) {
  std::string out;
  for (const auto& term : roll.terms) {
    std::string faces;
    for (const auto& die : term.dice) {
      std::string shown = die.faces.size() == 1 ? std::to_string(die.value) : fmt::format("{}", fmt::join(die.faces, ">"));
      if (!die.kept) shown = "(" + shown + ")";
      faces += (faces.empty() ? "" : " ") + shown;
    }
    out += fmt::format("{} [{}] = {}; ", term.text, faces, term.total);
  }
  return out;
}

void run_roll(const RollOptions& o, std::ostream& out) {
  const notation::Expression e = notation::parse(o.expression);
  const long long dice = notation::dice_in(e.left) + (e.right ? notation::dice_in(*e.right) : 0);
  if (dice * o.times > kMaxRolledDice) {
    throw UsageError(fmt::format("{} rolls of {} dice is over the limit of {} dice in one command", o.times,
                                 dice, kMaxRolledDice));
  }
  const std::uint64_t seed = o.seed ? *o.seed : random_seed();
  core::Rng rng(seed);
  nlohmann::json rolls = nlohmann::json::array();
  for (int i = 0; i < o.times; ++i) {
    const notation::Roll left = notation::roll(e.left, rng);
    if (!e.right) {
      if (o.json) {
        rolls.push_back(rolled_dice_json(left));
      } else {
        out << rolled_dice_text(left) << "total " << left.total << "\n";
      }
      continue;
    }
    const notation::Roll right = notation::roll(*e.right, rng);
    const char* verdict = left.total > right.total ? "win" : left.total == right.total ? "tie" : "lose";
    if (o.json) {
      nlohmann::json r = rolled_dice_json(left);
      r["opponent"] = rolled_dice_json(right);
      r["result"] = verdict;
      r["doubled"] = left.total >= 2 * right.total;
      rolls.push_back(std::move(r));
    } else {
      out << rolled_dice_text(left) << "total " << left.total << "  vs  " << rolled_dice_text(right) << "total "
          << right.total << ": " << verdict << (left.total >= 2 * right.total ? " (doubled)" : "") << "\n";
    }
  }
  if (o.json) {
    out << nlohmann::json{{"expression", o.expression}, {"seed", seed}, {"rolls", std::move(rolls)}}.dump(2) << "\n";
  } else {
    out << "seed " << seed << " (repeat with --seed " << seed << ")\n";
  }
}

void run_odds(const OddsOptions& o, std::ostream& out) {
  const notation::Expression e = notation::parse(o.expression);
  const core::Dist left = notation::distribution(e.left);
  // Exact answers: counts over the number of equally likely ways the dice fall.
  std::unique_ptr<core::ExactDist> exact_left;
  core::BigInt denominator = notation::natural_denominator(e.left);
  if (o.exact) exact_left = std::make_unique<core::ExactDist>(notation::exact_distribution(e.left));
  if (!e.right) {
    if (o.json) {
      nlohmann::json j = distribution_json(left, exact_left.get(), denominator);
      j["expression"] = o.expression;
      report_possible_range(e.left, j);
      out << j.dump(2) << "\n";
    } else {
      out << o.expression << ": " << distribution_text(left, exact_left.get(), denominator)
          << possible_range_note(e.left, left);
    }
    return;
  }
  const core::Dist right = notation::distribution(*e.right);
  const core::Opposed<double> odds = core::opposed(left, right);
  const core::Dist margin = left - right;
  std::unique_ptr<core::ExactDist> exact_margin;
  std::optional<core::Opposed<core::Rational>> exact_odds;
  if (o.exact) {
    const core::ExactDist exact_right = notation::exact_distribution(*e.right);
    exact_odds = core::opposed(*exact_left, exact_right);
    exact_margin = std::make_unique<core::ExactDist>(*exact_left - exact_right);
    denominator *= notation::natural_denominator(*e.right);
  }
  if (o.json) {
    nlohmann::json j = distribution_json(margin, exact_margin.get(), denominator);
    j["expression"] = o.expression;
    j["outcome_is"] = "left total minus right total";
    j["left"] = distribution_json(left);
    j["right"] = distribution_json(right);
    j["win"] = odds.win;
    j["tie"] = odds.tie;
    j["lose"] = odds.lose;
    j["double"] = odds.doubled;
    if (exact_odds) {
      j["exact_chances"] = {{"win", core::rational_text(exact_odds->win, denominator)},
                            {"tie", core::rational_text(exact_odds->tie, denominator)},
                            {"lose", core::rational_text(exact_odds->lose, denominator)},
                            {"double", core::rational_text(exact_odds->doubled, denominator)}};
    }
    out << j.dump(2) << "\n";
    return;
  }
  out << fmt::format("{}\n  win (left higher)  {}\n  tie                {}\n  lose (right higher) {}\n"
                     "  left doubles right {}\n",
                     o.expression, percent(odds.win), percent(odds.tie), percent(odds.lose), percent(odds.doubled));
  if (exact_odds) {
    out << fmt::format("  exact: win {}, tie {}, lose {}, double {}\n", core::rational_text(exact_odds->win, denominator),
                       core::rational_text(exact_odds->tie, denominator),
                       core::rational_text(exact_odds->lose, denominator),
                       core::rational_text(exact_odds->doubled, denominator));
  }
  out << "margin (left minus right): " << distribution_text(margin, exact_margin.get(), denominator);
}

void run_demo(std::ostream& out) {
  out << "sandtable dice engine: a few exact answers\n\n";
  for (const char* expression : {"4d6kh3", "5d6<=2", "2d6r1"}) {
    OddsOptions o;
    o.expression = expression;
    run_odds(o, out);
    out << "\n";
  }
  OddsOptions vs;
  vs.expression = "d6+3 vs d6+2";
  run_odds(vs, out);
  out << "\nOne seeded roll of 12d6>=5:\n";
  RollOptions r;
  r.expression = "12d6>=5";
  r.seed = 2026;
  run_roll(r, out);
}

}  // namespace

void register_dice_commands(CLI::App& app, std::ostream& out) {
  auto roll_options = std::make_shared<RollOptions>();
  CLI::App* roll = app.add_subcommand("roll", "Roll a dice expression, showing each die (see docs/dice-notation.md)");
  roll->add_option("expression", roll_options->expression, "dice expression, e.g. 4d6kh3 or '2d6+1 vs 2d6'")->required();
  roll->add_option("--seed", roll_options->seed, "seed for repeatable dice (default: random, printed)");
  roll->add_option("--times", roll_options->times, "how many times to roll")->check(CLI::Range(1, 100000));
  roll->add_flag("--json", roll_options->json, "machine-readable output");
  roll->callback([roll_options, &out] { run_roll(*roll_options, out); });

  auto odds_options = std::make_shared<OddsOptions>();
  CLI::App* odds = app.add_subcommand("odds", "The exact distribution of a dice expression, or the chances of 'A vs B'");
  odds->add_option("expression", odds_options->expression, "dice expression, e.g. 5d6<=2 or 'd6+3 vs d6+2'")->required();
  odds->add_flag("--json", odds_options->json, "machine-readable output");
  odds->add_flag("--exact", odds_options->exact, "also give each chance as an exact fraction");
  odds->callback([odds_options, &out] { run_odds(*odds_options, out); });

  CLI::App* demo = app.add_subcommand("demo", "A short demonstration of the dice engine");
  demo->callback([&out] { run_demo(out); });
}

}  // namespace sandtable::cli
