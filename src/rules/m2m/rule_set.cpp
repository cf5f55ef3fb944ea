#include "rules/m2m/rule_set.hpp"

#include "rules/m2m/calculators.hpp"
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
  rules.rulings = engine::InputSpec(ruling_fields());
  rules.calculators = {fire_calculator(),    melee_calculator(), morale_calculator(),
                       message_calculator(), move_calculator(),  wire_calculator()};
  // Scenarios and a tracked game are still to come; `new_game` stays empty.
  rules.scenario.distance_unit = "inches";
  return rules;
}

}  // namespace sandtable::rules::m2m
