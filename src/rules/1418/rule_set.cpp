#include "rules/1418/rule_set.hpp"

#include "rules/1418/ai.hpp"
#include "rules/1418/battle/setup.hpp"
#include "rules/1418/calculators.hpp"
#include "rules/1418/game.hpp"
#include "rules/1418/simulate.hpp"
#include "rules/1418/rulings.hpp"

namespace sandtable::rules::gw1418 {

engine::RuleSet rule_set() {
  engine::RuleSet rules;
  rules.id = "1418";
  rules.name = "1418: Battles of the Great War";
  rules.about =
      "The exact odds of a platoon's shooting (Arming dice against Resilience in cover, the + die, re-rolls on "
      "vehicles), of a melee fought to the end round by round, and of an artillery battalion's best bombardment; "
      "movement by speed, ground and transport; the Low Commands each High Command allows; the characteristics table. "
      "Tracked battles: each bound both sides write sealed orders, then the bound is executed in the order of "
      "effectiveness with your dice or digital ones; an AI for either side; battles simulated.";
  rules.rulings = engine::InputSpec(ruling_fields());
  rules.calculators = {shoot_calculator(),    melee_calculator(),    bombard_calculator(),
                       move_calculator(),     commands_calculator(), units_calculator()};
  rules.new_game = [](const engine::Scenario& scenario, const engine::Rulings& rulings) -> std::unique_ptr<engine::Game> {
    return std::make_unique<Gw1418Game>(battle_from_scenario(scenario, rulings));
  };
  rules.choose = [](const engine::Game& game, const engine::Decision& decision, core::Rng&) {
    return choose_orders(dynamic_cast<const Gw1418Game&>(game).battle(), decision.side);
  };
  rules.battle_simulator = battle_simulator;
  rules.scenario = scenario_schema();
  rules.victory_terms = victory_terms();
  return rules;
}

}  // namespace sandtable::rules::gw1418
