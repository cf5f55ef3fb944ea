#include "rules/hun/rule_set.hpp"

#include "rules/hun/calculators/calculators.hpp"
#include "rules/hun/calculators/parts.hpp"
#include "rules/hun/charge_game.hpp"
#include "rules/hun/patrol_game.hpp"

namespace sandtable::rules::hun {

namespace {

// A scenario's setup `mode` picks the game: a Patrol or Defense session, or one charge.
std::unique_ptr<engine::Game> new_game(const engine::Scenario& scenario, const engine::Rulings& rulings) {
  if (scenario.setup.value("mode", "") == "charge") return new_charge_game(scenario, rulings);
  return new_patrol_game(scenario, rulings);
}

// The Patrol and Defense sessions' schema with what a charge's units and setup add.
engine::ScenarioSchema scenario_schema() {
  engine::ScenarioSchema schema = patrol_scenario_schema();
  std::vector<engine::Field> units = schema.unit_fields.fields();
  for (engine::Field& f : charge_unit_fields()) units.push_back(std::move(f));
  schema.unit_fields = engine::InputSpec(std::move(units));
  std::vector<engine::Field> setup = schema.setup.fields();
  for (engine::Field& f : charge_setup_fields()) setup.push_back(std::move(f));
  schema.setup = engine::InputSpec(std::move(setup));
  return schema;
}

}  // namespace

engine::RuleSet rule_set() {
  engine::RuleSet rules;
  rules.id = "hun";
  rules.name = "The Hun at the Gates";
  rules.about =
      "The game app's charts beside their exact chances, and every roll (attacks, moves, morale, rallies, "
      "command, healing, artillery, bombs, support, initiative) as odds or made with your dice or digital ones; "
      "Patrol and Defense sessions (XII, XIII) whose Initiative button spots the enemy, and a charge (IX) played step by "
      "step, each saved with undo and replay.";
  // RULINGS.md 4 and 55 (chart and attack take them as fields too), the charge's switches (45, 51, 52) and placement's (58, 60).
  std::vector<engine::Field> rulings{calculators::vital_roll_field(), calculators::plain_save_field()};
  for (engine::Field& f : charge_ruling_fields()) rulings.push_back(std::move(f));
  for (engine::Field& f : placement_ruling_fields()) rulings.push_back(std::move(f));
  rules.rulings = engine::InputSpec(std::move(rulings));
  rules.calculators = calculators::all();
  rules.new_game = new_game;
  rules.scenario = scenario_schema();
  return rules;
}

}  // namespace sandtable::rules::hun
