// Tanks in the tracked game (Appendix 1; rulings 22 and 45): a crew of 3 or 4, a D6 move in any
// going that crushes wire, fire as an MG at 12 inches, hit only by direct artillery (6) and heavy
// MGs (6, then 4+), no morale test, no hand to hand. Each expectation worked by hand.
#include <gtest/gtest.h>

#include "conformance/conformance.hpp"
#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using namespace testing;

// Blue's tank at (20, 6) attacks the Hill (24, 30); Red 1, average infantry, and a Red MG
// stand at the Hill, beyond reach at the start.
std::string tank_battle(const std::string& crew = "4", const std::string& terrain = "") {
  std::string yaml = small_battle("", "                - {name: Tank, type: tank, figures: " + crew + ", x: 20, y: 6, facing: 90, order: attack, objective: Hill}\n");
  yaml.insert(yaml.find("sides:\n"), terrain);
  const std::string red = "            - {name: Red reserve";
  yaml.insert(yaml.find(red), "            - {name: Red MG, type: mg, figures: 3, x: 26, y: 30, facing: -90, order: defend}\n");
  return yaml;
}

TEST(M2mAppendix1Tanks, ACrewOfThreeOrFour) {
  EXPECT_EQ(battle_of(tank_battle("3")).units[0].figures, 3);
  try {
    battle_of(tank_battle("5"));
    ADD_FAILURE() << "a crew of 5 accepted";
  } catch (const engine::BadInput& e) {
    EXPECT_NE(std::string(e.what()).find("a crew of 3 or 4"), std::string::npos) << e.what();
  }
}

// A D6 in any going, one die (a tank is no line): 4 is 4 inches toward the Hill, straight
// over wire 2 inches ahead (it crushes it, no wire roll).
TEST(M2mAppendix1Tanks, MovesADieOfInchesAndCrushesWire) {
  State s = battle_of(tank_battle("4", "  - {kind: wire, name: Wire, line: [[0, 8], [48, 8]], width: 0.5}\n"));
  hurry_to(s, 1, Stage::kMovement);
  const engine::DiceRequest roll = pending_roll(s);
  ASSERT_NE(roll.reason.find("Tank"), std::string::npos) << roll.reason;
  EXPECT_EQ(roll.count, 1);
  const core::Vec2 before = s.unit(0).at;
  apply_roll(s, {4});
  EXPECT_NEAR(core::distance(before, s.unit(0).at), 4.0, 1e-9);
  EXPECT_FALSE(s.unit(0).at_wire);
  EXPECT_GT(s.unit(0).at.y, 8.0);
}

// Ruling 22: rifles cannot hurt a tank, a heavy MG hits on 6 and each hit stands on 4+. The tank
// at (24, 22), 8 inches from Red 1 and Red MG: Red 1 has no target; the MG's 3 crew roll 3 dice
// needing 6, then a confirmation. The tank fires as an MG, 3 of its 4 crew a die, at 12 inches.
TEST(M2mAppendix1Tanks, OnlyDirectArtilleryAndHeavyMgsHurtATank) {
  State s = battle_of(tank_battle());
  s.unit(0).at = {24, 22};
  EXPECT_TRUE(fire_targets(s, unit_index(s, "Red 1")).empty());
  const FirePlan mg = fire_plan(fire_situation(s, unit_index(s, "Red MG"), 0, false), s.rulings);
  EXPECT_EQ(mg.dice, 3);
  EXPECT_EQ(mg.hit_on, 6);
  EXPECT_EQ(mg.confirmations.size(), 1U);
  const FirePlan tank = fire_plan(fire_situation(s, 0, unit_index(s, "Red 1"), false), s.rulings);
  EXPECT_EQ(tank.dice, 3);
  EXPECT_EQ(tank.hit_on, 4);  // Red 1 in the open
  s.unit(0).at = {24, 17};  // 13 inches: out of its reach
  EXPECT_TRUE(fire_targets(s, 0).empty());
}

// A tank never tests morale; it stops short of the enemy rather than fight hand to hand.
TEST(M2mAppendix1Tanks, NeverTestsMoraleAndFightsNoHandToHand) {
  State s = battle_of(tank_battle());
  EXPECT_FALSE(tests_morale(s.unit(0)));
  s.unit(0).at = {24, 27};
  move_toward(s, 0, {24, 30}, 3);
  EXPECT_EQ(s.unit(0).melee_with, -1);
  EXPECT_GT(core::distance(s.unit(0).at, s.unit(unit_index(s, "Red 1")).at), kContact);
}

}  // namespace
}  // namespace sandtable::rules::m2m

// Random playouts, undo and redo, replay and a save's round trip of the tank test battle.
SANDTABLE_GAME_CONFORMANCE(M2mTankScenario,
                           Case{"m2m_tanks", sandtable::rules::m2m::rule_set(), SANDTABLE_SOURCE_DIR "/tests/rules/m2m/data/tanks.yaml"})
