#include "rules/1418/rule_set.hpp"

#include "rules/1418/calculators.hpp"
#include "rules/1418/rulings.hpp"

namespace sandtable::rules::gw1418 {

engine::RuleSet rule_set() {
  engine::RuleSet rules;
  rules.id = "1418";
  rules.name = "1418: Battles of the Great War";
  rules.about =
      "The exact odds of a platoon's shooting (Arming dice against Resilience in cover, the + die, re-rolls on "
      "vehicles), of a melee fought to the end round by round, and of an artillery battalion's best bombardment; "
      "movement by speed, ground and transport; the Low Commands each High Command allows; the characteristics table.";
  rules.rulings = engine::InputSpec(ruling_fields());
  rules.calculators = {shoot_calculator(),    melee_calculator(),    bombard_calculator(),
                       move_calculator(),     commands_calculator(), units_calculator()};
  return rules;
}

}  // namespace sandtable::rules::gw1418
