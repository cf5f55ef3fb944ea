// `sandtable simulate`: many whole battles of a scenario, with the odds of each result.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <memory>

#include "cli/commands.hpp"
#include "cli/default_scenario.hpp"
#include "cli/output.hpp"
#include "cli/ruling_options.hpp"
#include "engine/scenario.hpp"
#include "play/simulate.hpp"

namespace sandtable::cli {

namespace {

struct SimulateOptions {
  std::string scenario;
  std::uint64_t battles = 0;
  std::optional<std::uint64_t> seed;
  int threads = 0;
  std::vector<std::string> rulings;
  bool json = false;
};

nlohmann::json interval_json(const sim::Interval& interval) { return {interval.low, interval.high}; }

double rate(std::uint64_t count, std::uint64_t battles) {
  return static_cast<double>(count) / static_cast<double>(battles);
}

std::string result_text(const std::string& what, std::uint64_t count, std::uint64_t battles,
                        const sim::Interval& interval) {
  return fmt::format("  {:<20} {:>9}  {:>8}  (95% CI {} to {})\n", what, count, percent(rate(count, battles)),
                     percent(interval.low), percent(interval.high));
}

nlohmann::json simulation_json(const play::Simulation& s, const engine::Scenario& scenario, std::uint64_t seed,
                               const engine::Rulings& rulings) {
  const sim::BattleStats& stats = s.stats;
  const std::vector<std::string>& names = s.side_names;
  nlohmann::json results = nlohmann::json::object();
  nlohmann::json losses = nlohmann::json::object();
  for (int side = 0; side < stats.sides(); ++side) {
    const std::string& name = names[static_cast<std::size_t>(side)];
    results[name] = {{"wins", stats.wins(side)}, {"rate", rate(stats.wins(side), stats.battles())},
                     {"ci95", interval_json(stats.win_interval(side))}, {"losses", stats.losses(side)}};
    losses[name] = nlohmann::json::object();
  }
  for (const auto& [key, total] : stats.loss_totals()) {
    losses[names[static_cast<std::size_t>(key.first)]][key.second] = {
        {"total", total}, {"mean", stats.mean_loss(key.first, key.second)}};
  }
  return {{"ruleset", scenario.ruleset},
          {"scenario", scenario.name},
          {"battles", stats.battles()},
          {"seed", seed},
          {"rulings", rulings},
          {"results", std::move(results)},
          {"draws", stats.draws()},
          {"draw_rate", rate(stats.draws(), stats.battles())},
          {"draw_ci95", interval_json(stats.draw_interval())},
          {"length", {{"unit", s.length_unit}, {"mean", stats.mean_length()}, {"sd", stats.sd_length()},
                      {"shortest", stats.shortest()}, {"longest", stats.longest()}}},
          {"losses_by_category", std::move(losses)}};
}

std::string simulation_text(const play::Simulation& s, const engine::Scenario& scenario, std::uint64_t seed,
                            const std::vector<std::string>& given_rulings) {
  const sim::BattleStats& stats = s.stats;
  const std::vector<std::string>& names = s.side_names;
  std::string text = fmt::format("{} ({}): {} battles, seed {} (repeat with --seed {})\n", scenario.name,
                                 scenario.ruleset, stats.battles(), seed, seed);
  if (!given_rulings.empty()) text += fmt::format("rulings over the scenario's: {}\n", fmt::join(given_rulings, ", "));
  for (int side = 0; side < stats.sides(); ++side) {
    text += result_text(names[static_cast<std::size_t>(side)] + " won", stats.wins(side), stats.battles(),
                        stats.win_interval(side));
  }
  text += result_text("drawn", stats.draws(), stats.battles(), stats.draw_interval());
  text += fmt::format("game length in {}: mean {:.2f}, sd {:.2f}, shortest {}, longest {}\n", s.length_unit,
                      stats.mean_length(), stats.sd_length(), stats.shortest(), stats.longest());
  if (stats.loss_totals().empty()) return text + "losses: none reported by the rule set\n";
  text += "losses (mean per battle):\n";
  for (const auto& [key, total] : stats.loss_totals()) {
    text += fmt::format("  {:<20} {:<24} {:.3f}\n", names[static_cast<std::size_t>(key.first)], key.second,
                        stats.mean_loss(key.first, key.second));
  }
  return text;
}

// The named file, or without one the scenario compiled into the program.
engine::Scenario scenario_to_simulate(const SimulateOptions& o) {
  if (!o.scenario.empty()) return engine::load_scenario(o.scenario);
  return engine::parse_scenario(std::string(kDefaultScenarioText), "(built in) " + std::string(kDefaultScenarioName));
}

void run_simulate(const SimulateOptions& o, const engine::Registry& registry, std::ostream& out) {
  const engine::Scenario scenario = scenario_to_simulate(o);
  const engine::Rulings rulings = rulings_with(scenario.rulings, o.rulings);
  const std::uint64_t seed = o.seed ? *o.seed : random_seed();
  sim::RunOptions options;
  options.battles = o.battles;
  options.seed = seed;
  options.threads = o.threads;
  std::optional<play::Simulation> result;
  try {
    result.emplace(play::simulate(registry.find(scenario.ruleset), scenario, rulings, options));
  } catch (const engine::UnknownRuleSet& e) {
    throw UsageError(fmt::format("{}: {}", scenario.source_name, e.what()));
  } catch (const std::invalid_argument& e) {
    throw UsageError(fmt::format("{}: {}", scenario.source_name, e.what()));
  }
  out << (o.json ? simulation_json(*result, scenario, seed, rulings).dump(2) + "\n"
                 : simulation_text(*result, scenario, seed, o.rulings));
}

}  // namespace

void register_simulate_command(CLI::App& app, std::ostream& out, const engine::Registry& registry) {
  auto o = std::make_shared<SimulateOptions>();
  CLI::App* simulate = app.add_subcommand("simulate", "Play many whole battles of a scenario and tally the results");
  simulate->add_option("scenario", o->scenario,
                       "the scenario file (YAML); without one, the built-in " + std::string(kDefaultScenarioName));
  simulate->add_option("--battles", o->battles, "how many battles")->required()->check(CLI::Range(1ULL, 1'000'000'000ULL));
  simulate->add_option("--seed", o->seed, "seed for repeatable results (default: random, printed)");
  simulate->add_option("--threads", o->threads, "threads to use (default: one per core)")->check(CLI::Range(0, 256));
  simulate->add_option("--ruling", o->rulings, "NAME=VALUE, over the scenario's own rulings (repeatable)");
  simulate->add_flag("--json", o->json, "machine-readable output");
  simulate->callback([o, &registry, &out] { run_simulate(*o, registry, out); });
}

}  // namespace sandtable::cli
