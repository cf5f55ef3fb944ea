// Tanks in the tracked game (Appendix 1; rulings 22 and 45): a crew of 3 or 4, a D6 move in any
// going that crushes wire, fire as an MG at 12 inches, hit only by direct artillery (6) and heavy
// MGs (6, then 4+), no morale test, no hand to hand. Each expectation worked by hand.
#include <gtest/gtest.h>

#include <algorithm>

#include "conformance/conformance.hpp"
#include "game_support.hpp"
#include "rules/m2m/game/fingerprint.hpp"
#include "rules/m2m/game/game.hpp"
#include "rules/m2m/game/queries.hpp"
#include "rules/m2m/game/view.hpp"

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

const std::string kWire = "  - {kind: wire, name: Wire, line: [[0, 8], [48, 8]], width: 0.5}\n";

// small_battle with a wire belt across the table at y 8.
std::string with_wire() {
  std::string yaml = small_battle();
  return yaml.insert(yaml.find("sides:\n"), kWire);
}

// ... and in it the gap a tank left crossing at x 20.33 (ruling 46: its 1-inch frontage).
State with_gap() {
  State s = battle_of(with_wire());
  s.gaps.push_back({static_cast<int>(s.terrain.size()) - 1, {19.0 + 5.0 / 6, 8}, {20.0 + 5.0 / 6, 8}});
  return s;
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
  State s = battle_of(tank_battle("4", kWire));
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

// Ruling 46: the tank at (20, 6) heads for the Hill (24, 30), 4 inches across for 24 up, so it
// crosses the wire's centre line (y 8) at x = 20 + 4 * 2/24 = 20.33. Its gap is its frontage, 1
// inch, along the wire: from x 19.83 to 20.83.
TEST(M2mAppendix1TanksAndFieldEngineering, ATankCrushesAGapAsWideAsItsFrontage) {
  State s = battle_of(tank_battle("4", kWire));
  hurry_to(s, 1, Stage::kMovement);
  apply_roll(s, {4});
  ASSERT_EQ(s.gaps.size(), 1U);
  EXPECT_EQ(s.terrain[static_cast<std::size_t>(s.gaps[0].wire)].name, "Wire");
  EXPECT_NEAR(s.gaps[0].from.x, 19.0 + 5.0 / 6, 1e-9);
  EXPECT_NEAR(s.gaps[0].to.x, 20.0 + 5.0 / 6, 1e-9);
  EXPECT_NEAR(s.gaps[0].from.y, 8.0, 1e-9);
  EXPECT_NE(std::find(s.log.begin(), s.log.end(), "Tank crushes a gap 1.0 inches wide in Wire"), s.log.end());
  // Crossing again on the same line, inside its own gap, it makes no second one.
  s.unit(0).at = {20, 6};
  move_toward(s, 0, {24, 30}, 4);
  EXPECT_EQ(s.gaps.size(), 1U);
}

// Ruling 46's switch off (`tank_gaps: false`): the tank still crushes its way over the wire with
// its 4, but leaves no gap, and infantry crossing back where it crossed (x 20.2) stop at the wire.
TEST(M2mAppendix1TanksAndFieldEngineering, SwitchedOffATankLeavesNoGap) {
  State s = battle_of(tank_battle("4", kWire) + "rulings: {tank_gaps: false}\n");
  hurry_to(s, 1, Stage::kMovement);
  apply_roll(s, {4});
  EXPECT_GT(s.unit(0).at.y, 8.0);
  EXPECT_TRUE(s.gaps.empty());
  const int red1 = unit_index(s, "Red 1");
  s.unit(red1).at = {20.2, 9};
  move_toward(s, red1, {20.4, 0}, 3);
  EXPECT_TRUE(s.unit(red1).at_wire);
}

// Ruling 46: a unit whose way crosses the wire inside the gap goes on without the wire roll.
// With the gap from x 19.83 to 20.83 on y 8: infantry at (20.2, 7) heading for (24, 30) cross
// y 8 at x = 20.2 + 3.8/23 = 20.37, inside, and go the whole 3 inches; at (16, 7) they cross at
// x = 16 + 8/23 = 16.35, outside, and stop at the wire (its near edge is y 7.75).
TEST(M2mAppendix1TanksAndFieldEngineering, AUnitGoingThroughTheGapCrossesWithoutTheWireRoll) {
  State s = with_gap();
  const int blue = unit_index(s, "Blue 1");
  s.unit(blue).at = {20.2, 7};
  move_toward(s, blue, {24, 30}, 3);
  EXPECT_FALSE(s.unit(blue).at_wire);
  EXPECT_NEAR(core::distance({20.2, 7}, s.unit(blue).at), 3.0, 1e-9);
  s.unit(blue).at = {16, 7};
  move_toward(s, blue, {24, 30}, 3);
  EXPECT_TRUE(s.unit(blue).at_wire);
  EXPECT_LT(s.unit(blue).at.y, 7.75);
}

// Ruling 46: a unit held at the wire whose way on runs through a gap made since rolls its move
// dice (a line: a die for each end), not a die a figure for the wire, and is over.
TEST(M2mAppendix1TanksAndFieldEngineering, AUnitHeldAtTheWireMovesOnThroughAGapMadeSince) {
  State s = with_gap();
  const int blue = unit_index(s, "Blue 1");
  s.unit(blue).at = {20.2, 7.5};
  s.unit(blue).at_wire = true;
  hurry_to(s, 1, Stage::kMovement);
  const engine::DiceRequest roll = pending_roll(s);
  EXPECT_NE(roll.reason.find("Blue 1 moves"), std::string::npos) << roll.reason;
  EXPECT_EQ(roll.count, 2);
  apply_roll(s, {3, 3});
  EXPECT_FALSE(s.unit(blue).at_wire);
  EXPECT_GT(s.unit(blue).at.y, 8.25);
}

// Saves made before gaps keep their fingerprints; a gap is seen by both sides and drawn on the
// map over the wire, its ends in cm (19.83 and 20.83 inches across, 8 up).
TEST(M2mAppendix1TanksAndFieldEngineering, AGapIsSeenByAllAndDrawnOverTheWire) {
  State s = with_gap();
  const std::uint64_t gapped = fingerprint(s);
  EXPECT_EQ(view_for(s, 1)["wire_gaps"][0]["wire"], "Wire");
  const std::vector<engine::TerrainFeature> ground = M2mGame(s).terrain_now().value();
  EXPECT_EQ(ground.back().kind, "wire-gap");
  ASSERT_EQ(ground.back().line.size(), 2U);
  EXPECT_NEAR(ground.back().line[0].x, (19.0 + 5.0 / 6) * 2.54, 1e-9);
  EXPECT_NEAR(ground.back().line[1].y, 8 * 2.54, 1e-9);
  EXPECT_NEAR(ground.back().width_cm.value(), 0.5 * 2.54, 1e-9);
  s.gaps.clear();
  EXPECT_NE(fingerprint(s), gapped);
  EXPECT_EQ(fingerprint(s), fingerprint(battle_of(with_wire())));
  EXPECT_FALSE(view_for(s, 1).contains("wire_gaps"));
}

}  // namespace
}  // namespace sandtable::rules::m2m

// Random playouts, undo and redo, replay and a save's round trip of the tank test battle.
SANDTABLE_GAME_CONFORMANCE(M2mTankScenario,
                           Case{"m2m_tanks", sandtable::rules::m2m::rule_set(), SANDTABLE_SOURCE_DIR "/tests/rules/m2m/data/tanks.yaml"})
