#include "play/simulate.hpp"


#include <fmt/format.h>

#include "play/policy.hpp"

namespace sandtable::play {

namespace {

// A battle that fails says which one it was, so it can be replayed alone with the same seed.
sim::BattleFn numbered(sim::BattleFn fn) {
  return [fn = std::move(fn)](std::uint64_t index, core::Rng& rng) {
    try {
      return fn(index, rng);
    } catch (const std::exception& e) {
      throw std::runtime_error(fmt::format("battle {}: {}", index, e.what()));
    }
  };
}

}  // namespace

Simulation simulate(const engine::RuleSet& rule_set, const engine::Scenario& scenario, const engine::Rulings& rulings,
                    sim::RunOptions options) {
  const engine::Rulings checked = rule_set.checked_rulings(rulings);
  const engine::Scenario checked_scenario = rule_set.checked_scenario(scenario);
  const std::unique_ptr<engine::Game> initial = rule_set.start(checked_scenario, checked);
  std::vector<std::string> names = initial->side_names();
  options.sides = static_cast<int>(names.size());
  if (rule_set.battle_simulator) {
    return {sim::run_battles(options, numbered(rule_set.battle_simulator(checked_scenario, checked))), std::move(names), "turns"};
  }
  const Policy policy = policy_for(rule_set, random_listed);
  return {sim::run_battles(options, numbered([&](std::uint64_t, core::Rng& rng) {
                             // The dice get their own generator so they do not repeat the choices' draws.
                             engine::SeededDice dice(core::Rng(rng.next_u64()));
                             const std::unique_ptr<engine::Game> game = initial->clone();
                             const PlayOut out = play_out(*game, policy, rng, dice, kMaxBattleAnswers);
                             return sim::BattleResult{out.over.winner, static_cast<int>(out.answers), {}};
                           })),
          std::move(names), "answers"};
}

}  // namespace sandtable::play
