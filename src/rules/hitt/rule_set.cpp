#include "rules/hitt/rule_set.hpp"

#include "rules/hitt/calculators.hpp"

namespace sandtable::rules::hitt {

std::vector<engine::Field> ruling_fields() {
  return {
      engine::choice("trench_fire_penalty", {"attacker", "target"},
                     "who takes the -2 of a barrage or ranged fire on a trench")
          .with_default("attacker")
          .with_section("Tactical Factors; ruling 4"),
      engine::whole("air_ace_factor", 1, 6, "an air ace's combat factor (the table gives none)")
          .with_default(4)
          .with_section("Combat Factors; ruling 2"),
      engine::flag("beaten_foot_recoil_in_bad_going",
                   "a beaten rifle, dismounted cavalry or sturmtruppe out of good going recoils instead of holding")
          .with_section("Combat Outcome; ruling 5"),
      engine::flag("gas_removed_when_doubled", "gas whose total is doubled is removed")
          .with_section("Deploying Gas, Combat Outcome; ruling 6"),
  };
}

engine::RuleSet rule_set() {
  engine::RuleSet rules;
  rules.id = "hitt";
  rules.name = "Hordes in the Trenches";
  rules.about =
      "The exact odds of every close combat and shooting outcome for any two elements, with every combat and "
      "tactical factor, resolved with your dice or digital ones; PIP odds over several bounds; army lists checked "
      "against 36 AP and the core.";
  rules.rulings = engine::InputSpec(ruling_fields());
  rules.calculators = {combat_calculator(), pips_calculator(), army_calculator()};
  return rules;
}

}  // namespace sandtable::rules::hitt
