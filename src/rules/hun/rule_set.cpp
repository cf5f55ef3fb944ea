#include "rules/hun/rule_set.hpp"

#include "rules/hun/calculators/calculators.hpp"
#include "rules/hun/calculators/parts.hpp"

namespace sandtable::rules::hun {

engine::RuleSet rule_set() {
  engine::RuleSet rules;
  rules.id = "hun";
  rules.name = "The Hun at the Gates";
  rules.about =
      "The game app's d6 charts beside their exact chances, and every roll (attacks, moves, morale, rallies, "
      "command, healing, artillery, bombs, support, initiative) as odds or made with your dice or digital ones.";
  // RULINGS.md 4, the one switch the rulings name; chart and attack take it as a field.
  rules.rulings = engine::InputSpec{calculators::vital_roll_field()};
  rules.calculators = calculators::all();
  return rules;
}

}  // namespace sandtable::rules::hun
