// rules and simulate: what the rule sets declare, and many whole battles of a scenario.
#include <fmt/format.h>

#include "api/call.hpp"
#include "api/scenario_source.hpp"
#include "core/random.hpp"
#include "play/simulate.hpp"

namespace sandtable::api {

namespace {

Json rules(CallContext& context, const Json& args) {
  if (args.contains("ruleset")) return context.registry.find(args["ruleset"].get<std::string>()).describe();
  Json all = Json::array();
  for (const engine::RuleSet& r : context.registry.all()) {
    Json calculators = Json::array();
    for (const engine::Calculator& c : r.calculators) calculators.push_back(c.name);
    all.push_back({{"id", r.id}, {"name", r.name}, {"about", r.about}, {"calculators", std::move(calculators)},
                   {"rulings", r.rulings.fields().size()}});
  }
  return {{"rule_sets", std::move(all)}};
}

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

Json simulate(CallContext& context, const Json& args) {
  const engine::Scenario scenario = scenario_or_builtin(context, args);
  const engine::RuleSet& rule_set = context.registry.find(scenario.ruleset);
  const engine::Rulings rulings = rulings_from(args, scenario.rulings);
  sim::RunOptions options;
  options.battles = args["battles"].get<std::uint64_t>();
  if (options.battles > context.options.max_battles) {
    throw engine::BadInput("battles", fmt::format("at most {} battles in one call here", context.options.max_battles));
  }
  options.seed = args.contains("seed") ? args["seed"].get<std::uint64_t>() : core::fresh_seed();
  options.threads = args["threads"].get<int>();
  options.progress = args["progress"].get<bool>() ? sim::progress_if_terminal() : nullptr;
  const play::Simulation result = play::simulate(rule_set, scenario, rulings, options);
  return simulation_json(result, scenario, options.seed, rule_set.checked_rulings(rulings));
}

}  // namespace

std::vector<Call> rule_set_calls() {
  std::vector<engine::Field> simulate_fields = scenario_fields();
  simulate_fields.push_back(engine::whole("battles", 1, 1'000'000'000, "how many battles").as_required());
  simulate_fields.push_back(engine::seed("seed", "seed for repeatable results (default: a fresh one, reported)"));
  simulate_fields.push_back(engine::whole("threads", 0, 256, "threads to use (0: one per core)").with_default(0));
  simulate_fields.push_back(engine::object("rulings", "rulings over the scenario's own, NAME: value"));
  simulate_fields.push_back(engine::flag("progress", "draw a progress bar on standard error when it is a terminal"));
  return {
      {"rules", "the rule sets; with ruleset, everything one declares (rulings, calculators, scenario schema)",
       {engine::text("ruleset", "a rule set's id, e.g. mininap", 40)}, rules},
      {"simulate", "plays many whole battles of a scenario (the built-in brigade action without one) and tallies them",
       engine::InputSpec(std::move(simulate_fields)), simulate},
  };
}

}  // namespace sandtable::api
