// `sandtable roll`, `sandtable odds` and `sandtable demo`: the dice calculator.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "cli/words.hpp"
#include "engine/dist_text.hpp"

namespace sandtable::cli {

namespace {

using nlohmann::json;
using engine::percent;

struct DiceOptions {
  std::string expression;
  std::optional<std::string> seed;
  int times = 1;
  bool exact = false;
  bool json = false;
};

std::string rolled_dice_text(const json& roll) {
  std::string out;
  for (const json& term : roll.at("terms")) {
    std::string faces;
    for (const json& die : term.at("dice")) {
      const auto& all = die.at("faces");
      std::string shown = all.size() == 1 ? all.front().dump() : fmt::format("{}", fmt::join(all, ">"));
      if (!die.at("kept").get<bool>()) shown = "(" + shown + ")";
      faces += (faces.empty() ? "" : " ") + shown;
    }
    out += fmt::format("{} [{}] = {}; ", term.at("term").get<std::string>(), faces, term.at("total").dump());
  }
  return out + "total " + roll.at("total").dump();
}

std::string roll_text(const json& r) {
  std::string out;
  for (const json& roll : r.at("rolls")) {
    out += rolled_dice_text(roll);
    if (roll.contains("opponent")) {
      out += "  vs  " + rolled_dice_text(roll.at("opponent")) + ": " + roll.at("result").get<std::string>() +
             (roll.at("doubled").get<bool>() ? " (doubled)" : "");
    }
    out += "\n";
  }
  const std::string seed = r.at("seed").dump();
  return out + fmt::format("seed {} (repeat with --seed {})\n", seed, seed);
}

std::string odds_text(const json& r) {
  const std::string expression = r.at("expression").get<std::string>();
  if (!r.contains("win")) {
    std::string out = expression + ": " + engine::distribution_text(r);
    const auto& outcomes = r.contains("outcomes") ? r.at("outcomes") : json::array();
    if (!outcomes.empty() && (outcomes.front().at("value") != r.at("min") || outcomes.back().at("value") != r.at("max"))) {
      out += fmt::format("possible totals run from {} to {}; those rarer than double precision (about 1e-308) are not "
                         "listed\n", r.at("min").dump(), r.at("max").dump());
    }
    return out;
  }
  std::string out = fmt::format(
      "{}\n  win (left higher)  {}\n  tie                {}\n  lose (right higher) {}\n  left doubles right {}\n",
      expression, percent(r.at("win").get<double>()), percent(r.at("tie").get<double>()),
      percent(r.at("lose").get<double>()), percent(r.at("double").get<double>()));
  if (r.contains("exact_chances")) {
    const json& e = r.at("exact_chances");
    out += fmt::format("  exact: win {}, tie {}, lose {}, double {}\n", e.at("win").get<std::string>(),
                       e.at("tie").get<std::string>(), e.at("lose").get<std::string>(), e.at("double").get<std::string>());
  }
  return out + "margin (left minus right): " + engine::distribution_text(r);
}

json odds_args(const std::string& expression, bool exact) { return {{"expression", expression}, {"exact", exact}}; }

void run_demo(Context& context) {
  std::ostream& out = context.out;
  out << "sandtable dice engine: a few exact answers\n\n";
  for (const char* expression : {"4d6kh3", "5d6<=2", "2d6r1", "d6+3 vs d6+2"}) {
    out << odds_text(context.api.call("odds", odds_args(expression, false))) << "\n";
  }
  out << "One seeded roll of 12d6>=5:\n";
  out << roll_text(context.api.call("roll", {{"expression", "12d6>=5"}, {"seed", 2026}}));
}


}  // namespace

void register_dice_commands(CLI::App& app, Context& context) {
  auto r = std::make_shared<DiceOptions>();
  CLI::App* roll = app.add_subcommand("roll", "Roll a dice expression, showing each die (see docs/dice-notation.md)");
  roll->add_option("expression", r->expression, "dice expression, e.g. 4d6kh3 or '2d6+1 vs 2d6'")->required();
  roll->add_option("--seed", r->seed, "seed for repeatable dice (default: random, printed)");
  roll->add_option("--times", r->times, "how many times to roll (1 to 100000)");
  roll->add_flag("--json", r->json, "machine-readable output");
  roll->callback([r, &context] {
    json args = {{"expression", r->expression}, {"times", r->times}};
    if (r->seed) args["seed"] = whole_or_text(*r->seed);
    const json result = context.api.call("roll", args);
    context.out << (r->json ? result.dump(2) + "\n" : roll_text(result));
  });

  auto o = std::make_shared<DiceOptions>();
  CLI::App* odds = app.add_subcommand("odds", "The exact distribution of a dice expression, or the chances of 'A vs B'");
  odds->add_option("expression", o->expression, "dice expression, e.g. 5d6<=2 or 'd6+3 vs d6+2'")->required();
  odds->add_flag("--json", o->json, "machine-readable output");
  odds->add_flag("--exact", o->exact, "also give each chance as an exact fraction");
  odds->callback([o, &context] {
    const json result = context.api.call("odds", odds_args(o->expression, o->exact));
    context.out << (o->json ? result.dump(2) + "\n" : odds_text(result));
  });

  CLI::App* demo = app.add_subcommand("demo", "A short demonstration of the dice engine");
  demo->callback([&context] { run_demo(context); });
}

}  // namespace sandtable::cli
