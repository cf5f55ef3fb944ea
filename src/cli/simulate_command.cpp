// `sandtable simulate`: many whole battles of a scenario, with the odds of each result.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <memory>

#include "api/ruling_texts.hpp"
#include "cli/commands.hpp"
#include "cli/words.hpp"
#include "engine/dist_text.hpp"

namespace sandtable::cli {

namespace {

using nlohmann::json;
using engine::percent;

struct SimulateOptions {
  std::string scenario;
  std::uint64_t battles = 0;
  std::optional<std::string> seed;
  int threads = 0;
  std::vector<std::string> rulings;
  bool json = false;
};

std::string result_line(const std::string& what, const json& count, double rate, const json& interval) {
  return fmt::format("  {:<20} {:>9}  {:>8}  (95% CI {} to {})\n", what, count.dump(), percent(rate),
                     percent(interval[0].get<double>()), percent(interval[1].get<double>()));
}

std::string simulation_text(const json& r, const std::vector<std::string>& given_rulings) {
  const std::string seed = r.at("seed").dump();
  std::string text = fmt::format("{} ({}): {} battles, seed {} (repeat with --seed {})\n",
                                 r.at("scenario").get<std::string>(), r.at("ruleset").get<std::string>(),
                                 r.at("battles").dump(), seed, seed);
  if (!given_rulings.empty()) text += fmt::format("rulings over the scenario's: {}\n", fmt::join(given_rulings, ", "));
  for (const auto& [side, result] : r.at("results").items()) {
    text += result_line(side + " won", result.at("wins"), result.at("rate").get<double>(), result.at("ci95"));
  }
  text += result_line("drawn", r.at("draws"), r.at("draw_rate").get<double>(), r.at("draw_ci95"));
  const json& length = r.at("length");
  text += fmt::format("game length in {}: mean {:.2f}, sd {:.2f}, shortest {}, longest {}\n",
                      length.at("unit").get<std::string>(), length.at("mean").get<double>(),
                      length.at("sd").get<double>(), length.at("shortest").dump(), length.at("longest").dump());
  bool any = false;
  std::string losses = "losses (mean per battle):\n";
  for (const auto& [side, categories] : r.at("losses_by_category").items()) {
    for (const auto& [category, loss] : categories.items()) {
      losses += fmt::format("  {:<20} {:<24} {:.3f}\n", side, category, loss.at("mean").get<double>());
      any = true;
    }
  }
  return text + (any ? losses : "losses: none reported by the rule set\n");
}

}  // namespace

void register_simulate_command(CLI::App& app, Context& context) {
  auto o = std::make_shared<SimulateOptions>();
  CLI::App* simulate = app.add_subcommand("simulate", "Play many whole battles of a scenario and tally the results");
  simulate->add_option("scenario", o->scenario, "the scenario file (YAML); without one, the built-in brigade action");
  simulate->add_option("--battles", o->battles, "how many battles (1 to 1000000000)")->required();
  simulate->add_option("--seed", o->seed, "seed for repeatable results (default: random, printed)");
  simulate->add_option("--threads", o->threads, "threads to use (default: one per core)");
  simulate->add_option("--ruling", o->rulings, "NAME=VALUE, over the scenario's own rulings (repeatable)");
  simulate->add_flag("--json", o->json, "machine-readable output");
  simulate->callback([o, &context] {
    json args = {{"battles", o->battles}, {"threads", o->threads}, {"rulings", api::rulings_from_texts(o->rulings)},
                 {"progress", true}};
    if (!o->scenario.empty()) args["scenario_path"] = o->scenario;
    if (o->seed) args["seed"] = whole_or_text(*o->seed);
    const json result = context.api.call("simulate", args);
    context.out << (o->json ? result.dump(2) + "\n" : simulation_text(result, o->rulings));
  });
}

}  // namespace sandtable::cli
