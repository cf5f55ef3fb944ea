#include "rules/hitt/rule_set.hpp"

#include "rules/hitt/ai.hpp"
#include "rules/hitt/battle/setup.hpp"
#include "rules/hitt/calculators.hpp"
#include "rules/hitt/game.hpp"
#include "rules/hitt/simulate.hpp"

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
      engine::whole("break_percent", 10, 100, "a side has lost once this share of its army's AP is lost")
          .with_default(50)
          .with_section("Lost Elements, from HotT; ruling 18"),
      engine::whole("bound_limit", 1, 200, "bounds each side plays before time runs out")
          .with_default(15)
          .with_section("Sequence of Events; ruling 19"),
      engine::flag("zones_of_control", "an enemy moving into the ground ahead of an element's front must close with it (HotT)")
          .with_default(true)
          .with_section("Trench Movement (ZOC), from HotT; ruling 32"),
      engine::choice("push_backs", {"same-kind", "same-type", "none"},
                     "which friends a recoiling element shoves back: foot or mounted like itself (a tank only a tank), "
                     "its own type only, or none (it stops short)")
          .with_default("same-kind")
          .with_section("Push Backs, from HotT; ruling 27"),
      engine::flag("fewer_losses_win_at_limit", "when time runs out, the side that has lost the smaller share of its AP wins")
          .with_default(true)
          .with_section("Sequence of Events; ruling 19"),
  };
}

engine::RuleSet rule_set() {
  engine::RuleSet rules;
  rules.id = "hitt";
  rules.name = "Hordes in the Trenches";
  rules.about =
      "The exact odds of every close combat and shooting outcome for any two elements, with every combat and "
      "tactical factor, resolved with your dice or digital ones; PIP odds over several bounds; army lists checked "
      "against 36 AP and the core; tracked battles with undo and replay, an AI for either side, battles simulated "
      "by the thousand.";
  rules.rulings = engine::InputSpec(ruling_fields());
  rules.calculators = {combat_calculator(), pips_calculator(), army_calculator()};
  rules.new_game = [](const engine::Scenario& scenario, const engine::Rulings& rulings) -> std::unique_ptr<engine::Game> {
    return std::make_unique<HittGame>(battle_from_scenario(scenario, rulings));
  };
  rules.choose = [](const engine::Game& game, const engine::Decision&, core::Rng& rng) {
    const Battle& b = dynamic_cast<const HittGame&>(game).battle();
    return to_action(b, choose_order(b, rng));
  };
  rules.battle_simulator = battle_simulator;
  rules.scenario = {"in", element_ids(), {}, ground_ids(), {}, scenario_setup_spec(), false};
  return rules;
}

}  // namespace sandtable::rules::hitt
