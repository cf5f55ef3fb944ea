#include "play/simulate.hpp"

#include <fmt/format.h>

#include "play/policy.hpp"

namespace sandtable::play {

Simulation simulate(const engine::RuleSet& rule_set, const engine::Scenario& scenario, const engine::Rulings& rulings,
                    sim::RunOptions options) {
  const std::unique_ptr<engine::Game> initial = rule_set.new_game(scenario, rulings);
  std::vector<std::string> names = initial->side_names();
  options.sides = static_cast<int>(names.size());
  if (rule_set.battle_simulator) {
    return {sim::run_battles(options, rule_set.battle_simulator(scenario, rulings)), std::move(names), "turns"};
  }
  const Policy policy = policy_for(rule_set, random_listed);
  return {sim::run_battles(options,
                           [&](std::uint64_t index, core::Rng& rng) {
                             // The dice get their own generator so they do not repeat the choices' draws.
                             engine::SeededDice dice(core::Rng(rng.next_u64()));
                             const std::unique_ptr<engine::Game> game = initial->clone();
                             try {
                               const PlayOut out = play_out(*game, policy, rng, dice, kMaxBattleAnswers);
                               return sim::BattleResult{out.over.winner, static_cast<int>(out.answers), {}};
                             } catch (const std::exception& e) {
                               throw std::runtime_error(fmt::format("battle {}: {}", index, e.what()));
                             }
                           }),
          std::move(names), "answers"};
}

}  // namespace sandtable::play
