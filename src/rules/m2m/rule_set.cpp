#include "rules/m2m/rule_set.hpp"

#include "rules/m2m/calculators.hpp"
#include "rules/m2m/game/ai.hpp"
#include "rules/m2m/game/game.hpp"
#include "rules/m2m/game/setup.hpp"
#include "rules/m2m/game/simulate.hpp"
#include "rules/m2m/rulings.hpp"

namespace sandtable::rules::m2m {

engine::RuleSet rule_set() {
  engine::RuleSet rules;
  rules.id = "m2m";
  rules.name = "Mukden to Megiddo";
  rules.about =
      "The exact odds of every roll at the table: a unit's fire (dice by figures and position, spares, every target "
      "state, trenches, concrete, attached MGs, half effect), a round of melee, a morale test with its re-rolls, "
      "messages, moves by type and going, and figures crossing wire; fire, melee and morale resolved with your dice "
      "or digital ones.";
  std::vector<engine::Field> rulings = ruling_fields();
  for (engine::Field& f : game_ruling_fields()) rulings.push_back(std::move(f));
  rules.rulings = engine::InputSpec(rulings);
  rules.calculators = {fire_calculator(),    melee_calculator(), morale_calculator(),
                       message_calculator(), move_calculator(),  wire_calculator()};
  rules.new_game = [](const engine::Scenario& scenario, const engine::Rulings& given) -> std::unique_ptr<engine::Game> {
    return std::make_unique<M2mGame>(battle_from_scenario(scenario, given));
  };
  rules.choose = [](const engine::Game& game, const engine::Decision& decision, core::Rng& rng) {
    return choose_action(dynamic_cast<const M2mGame&>(game).state(), decision.actions, rng);
  };
  rules.battle_simulator = battle_simulator;
  rules.scenario = scenario_schema();
  rules.victory_terms = engine::InputSpec(victory_fields());
  return rules;
}

}  // namespace sandtable::rules::m2m
