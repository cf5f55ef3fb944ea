#include "rules/hun/rule_set.hpp"

#include "rules/hun/calculators/calculators.hpp"
#include "rules/hun/calculators/parts.hpp"
#include "rules/hun/patrol_game.hpp"

namespace sandtable::rules::hun {

engine::RuleSet rule_set() {
  engine::RuleSet rules;
  rules.id = "hun";
  rules.name = "The Hun at the Gates";
  rules.about =
      "The game app's charts beside their exact chances, and every roll (attacks, moves, morale, rallies, "
      "command, healing, artillery, bombs, support, initiative) as odds or made with your dice or digital ones; "
      "Patrol and Defense sessions (XII, XIII) whose Initiative button spots the enemy, saved with undo and replay.";
  // RULINGS.md 4 and 45, the switches the rulings name; chart and attack take them as fields.
  rules.rulings = engine::InputSpec{calculators::vital_roll_field(), calculators::plain_save_field()};
  rules.calculators = calculators::all();
  rules.new_game = new_patrol_game;
  rules.scenario = patrol_scenario_schema();
  return rules;
}

}  // namespace sandtable::rules::hun
