// simulate and sweep: many whole battles of a scenario, under its rulings or under each value
// of one ruling in turn (the same seeds for each, so the values differ by the rule alone).
#include <fmt/format.h>

#include "api/call.hpp"
#include "api/scenario_source.hpp"
#include "core/random.hpp"
#include "play/simulate.hpp"

namespace sandtable::api {

namespace {

// The most values one sweep may try.
constexpr std::size_t kMaxSweepValues = 20;

Json interval_json(const sim::Interval& interval) { return {interval.low, interval.high}; }

double rate(std::uint64_t count, std::uint64_t battles) {
  return static_cast<double>(count) / static_cast<double>(battles);
}

Json simulation_json(const play::Simulation& s, const engine::Scenario& scenario, std::uint64_t seed,
                     const engine::Rulings& rulings) {
  const sim::BattleStats& stats = s.stats;
  const std::vector<std::string>& names = s.side_names;
  Json results = Json::object();
  Json losses = Json::object();
  for (int side = 0; side < stats.sides(); ++side) {
    const std::string& name = names[static_cast<std::size_t>(side)];
    results[name] = {{"wins", stats.wins(side)}, {"rate", rate(stats.wins(side), stats.battles())},
                     {"ci95", interval_json(stats.win_interval(side))}, {"losses", stats.losses(side)}};
    losses[name] = Json::object();
  }
  for (const auto& [key, total] : stats.loss_totals()) {
    losses[names[static_cast<std::size_t>(key.first)]][key.second] = {{"total", total},
                                                                      {"mean", stats.mean_loss(key.first, key.second)}};
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

// The run the args ask for: `battles` in all (checked against the Api's bound) and its seed.
sim::RunOptions run_options(const CallContext& context, const Json& args, std::uint64_t battles_in_all) {
  if (battles_in_all > context.options.max_battles) {
    throw engine::BadInput("battles", fmt::format("at most {} battles in one call here", context.options.max_battles));
  }
  sim::RunOptions options;
  options.battles = args["battles"].get<std::uint64_t>();
  options.seed = args.contains("seed") ? args["seed"].get<std::uint64_t>() : core::fresh_seed();
  options.threads = args["threads"].get<int>();
  options.progress = args["progress"].get<bool>() ? sim::progress_if_terminal() : nullptr;
  options.share = context.options.share;
  return options;
}

Json simulate(CallContext& context, const Json& args) {
  const engine::Scenario scenario = scenario_or_builtin(context, args);
  const engine::RuleSet& rule_set = context.registry.find(scenario.ruleset);
  const engine::Rulings rulings = rulings_from(args, scenario.rulings);
  const sim::RunOptions options = run_options(context, args, args["battles"].get<std::uint64_t>());
  const play::Simulation result = play::simulate(rule_set, scenario, rulings, options);
  return simulation_json(result, scenario, options.seed, rule_set.checked_rulings(rulings));
}

// Each side's win rate under every value but the first, less its rate under the first.
Json differences_json(const std::vector<play::Simulation>& runs, const Json& values) {
  Json differences = Json::array();
  const sim::BattleStats& first = runs.front().stats;
  for (std::size_t v = 1; v < runs.size(); ++v) {
    const sim::BattleStats& stats = runs[v].stats;
    Json sides = Json::object();
    for (int side = 0; side < stats.sides(); ++side) {
      sides[runs[v].side_names[static_cast<std::size_t>(side)]] = {
          {"difference", rate(stats.wins(side), stats.battles()) - rate(first.wins(side), first.battles())},
          {"ci95", interval_json(sim::difference_interval(stats.wins(side), stats.battles(), first.wins(side), first.battles()))}};
    }
    differences.push_back({{"value", values[v]}, {"wins", std::move(sides)}});
  }
  return differences;
}

Json sweep(CallContext& context, const Json& args) {
  const Json& swept = args["sweep"];
  if (swept.size() != 1) throw engine::BadInput("sweep", "names one ruling and its values: {\"NAME\": [value, ...]}");
  const std::string name = swept.begin().key();
  const Json& values = swept.begin().value();
  if (!values.is_array() || values.empty() || values.size() > kMaxSweepValues) {
    throw engine::BadInput("sweep", fmt::format("{}: give a list of 1 to {} values", name, kMaxSweepValues));
  }
  const engine::Scenario scenario = scenario_or_builtin(context, args);
  const engine::RuleSet& rule_set = context.registry.find(scenario.ruleset);
  const engine::Rulings fixed = rulings_from(args, scenario.rulings);
  const sim::RunOptions options = run_options(context, args, args["battles"].get<std::uint64_t>() * values.size());
  // Every value's rulings are checked before the first battle.
  std::vector<engine::Rulings> each;
  for (const Json& value : values) {
    engine::Rulings rulings = fixed;
    rulings[name] = value;
    rule_set.checked_rulings(rulings);
    each.push_back(std::move(rulings));
  }
  std::vector<play::Simulation> runs;
  Json results = Json::array();
  for (std::size_t v = 0; v < each.size(); ++v) {
    runs.push_back(play::simulate(rule_set, scenario, each[v], options));
    results.push_back({{"value", values[v]}, {"simulation", simulation_json(runs.back(), scenario, options.seed,
                                                                            rule_set.checked_rulings(each[v]))}});
  }
  return {{"ruleset", scenario.ruleset}, {"scenario", scenario.name},  {"ruling", name},
          {"battles", options.battles},  {"seed", options.seed},       {"sides", runs.front().side_names},
          {"values", std::move(results)}, {"differences", differences_json(runs, values)}};
}

std::vector<engine::Field> run_fields(const std::string& battles_help) {
  std::vector<engine::Field> fields = scenario_fields();
  fields.push_back(engine::whole("battles", 1, 1'000'000'000, battles_help).as_required());
  fields.push_back(engine::seed("seed", "seed for repeatable results (default: a fresh one, reported)"));
  fields.push_back(engine::whole("threads", 0, 256, "threads to use (0: one per core)").with_default(0));
  fields.push_back(engine::object("rulings", "rulings over the scenario's own, NAME: value"));
  fields.push_back(engine::flag("progress", "draw a progress bar on standard error when it is a terminal"));
  return fields;
}

}  // namespace

std::vector<Call> simulation_calls() {
  std::vector<engine::Field> sweep_fields = run_fields("how many battles under each value");
  sweep_fields.push_back(engine::object("sweep", "the ruling to vary and its values, {\"NAME\": [value, ...]}", 1).as_required());
  return {
      {"simulate", "plays many whole battles of a scenario (the built-in brigade action without one) and tallies them",
       engine::InputSpec(run_fields("how many battles")), simulate},
      {"sweep", "plays the same battles (the same seeds) under each value of one ruling and compares the win rates",
       engine::InputSpec(std::move(sweep_fields)), sweep},
  };
}

}  // namespace sandtable::api
