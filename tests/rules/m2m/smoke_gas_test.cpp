// Smoke and gas in the tracked game (Appendix 1 d, e; rulings 20 and 43): the scenario lays
// A4-size areas, a die each turn disperses each on a 1, smoke takes 1 from the firing dice of
// fire into, out of or through it, gas from every die of the troops standing in it. Each
// expectation worked by hand in its comment.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "conformance/conformance.hpp"
#include "game_support.hpp"
#include "rules/m2m/game/fingerprint.hpp"
#include "rules/m2m/game/game.hpp"
#include "rules/m2m/game/queries.hpp"
#include "rules/m2m/game/view.hpp"

namespace sandtable::rules::m2m {
namespace {

using namespace testing;

// small_battle with more terrain features (one YAML line each) after its own.
std::string with_terrain(std::string yaml, const std::string& features) {
  const std::string sides = "sides:\n";
  yaml.insert(yaml.find(sides), features);
  return yaml;
}

// A4 is 11.7 by 8.3 inches: a sheet with its lower left corner at (x, y), long side across.
std::string sheet(const std::string& kind, const std::string& name, double x, double y) {
  return fmt::format("  - {{kind: {}, name: {}, area: [[{}, {}], [{}, {}], [{}, {}], [{}, {}]]}}\n", kind, name, x, y, x + 11.7, y, x + 11.7,
                     y + 8.3, x, y + 8.3);
}

const std::string kFacingRed =
    "                - {name: Blue 1, type: infantry, figures: 16, x: 24, y: 14, facing: 90, order: defend}\n"
    "                - {name: Blue 2, type: infantry, figures: 16, formation: column, x: 28, y: 14, facing: 90, order: attack, objective: Hill}\n";

void expect_refused(const std::string& feature, const std::string& words) {
  try {
    battle_of(with_terrain(small_battle(), feature));
    ADD_FAILURE() << "accepted: " << feature;
  } catch (const engine::BadInput& e) {
    EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("test.yaml:"), std::string::npos) << e.what();
  }
}

// Appendix 1 e): smoke and gas cover A4-size areas. Either way round is an A4 sheet; any other
// size, shape or number of corners is refused, saying where and what.
TEST(M2mAppendix1SmokeAndGas, AnAreaIsAnA4SheetSquareToTheTable) {
  const State s = battle_of(with_terrain(small_battle(), sheet("smoke", "Screen", 10, 12) +
                                                             "  - {kind: gas, name: Cloud, area: [[30, 10], [38.3, 10], [38.3, 21.7], [30, 21.7]]}\n"));
  ASSERT_EQ(s.clouds.size(), 2U);
  EXPECT_FALSE(s.clouds[0].gas);
  EXPECT_TRUE(s.clouds[1].gas);
  EXPECT_EQ(s.clouds[1].name, "Cloud");
  expect_refused("  - {kind: smoke, name: Small, area: [[0, 0], [10, 0], [10, 8], [0, 8]]}\n", "this one is 10.0 by 8.0");
  expect_refused("  - {kind: gas, name: Three, area: [[0, 0], [11.7, 0], [0, 8.3]]}\n", "give its 4 corners");
  expect_refused("  - {kind: gas, name: Skew, area: [[0, 0], [11.7, 1], [11.7, 9.3], [0, 8.3]]}\n", "square to the table's edges");
}

// Ruling 43: smoke between firer and target takes 1 from each firing die. Red 1 (24, 30) fires
// at Blue 2, a column (easy, 3+) at (28, 14), across smoke from y 18 to 26.3: 4+. Its 4 dice
// (16 average figures, a die per 4) show 4, 4, 3, 1: 2 hits, 14 figures left. Blue 1 (24, 14)
// fires back at Red 1 in the open (4+) through the same smoke: 5+.
TEST(M2mAppendix1SmokeAndGas, SmokeBetweenFirerAndTargetTakesOneFromEachFiringDie) {
  State s = battle_of(with_terrain(small_battle("", kFacingRed), sheet("smoke", "Screen", 20, 18)));
  done(s);
  done(s);
  ASSERT_EQ(s.stage, Stage::kFire);
  apply_action(s, {{"type", "fire"}, {"unit", "Red 1"}, {"target", "Blue 2"}});
  engine::DiceRequest roll = pending_roll(s);
  EXPECT_EQ(roll.count, 4);
  EXPECT_NE(roll.reason.find("4+"), std::string::npos) << roll.reason;
  apply_roll(s, {4, 4, 3, 1});
  EXPECT_EQ(s.unit(unit_index(s, "Blue 2")).figures, 14);
  apply_action(s, {{"type", "fire"}, {"unit", "Blue 1"}, {"target", "Red 1"}});
  roll = pending_roll(s);
  EXPECT_NE(roll.reason.find("5+"), std::string::npos) << roll.reason;
}

// Ruling 20: a target hit only on 6 cannot be hit through smoke; the fire is not offered.
// Blue 1 at (24, 20) sees Red 1 in trenches at (24, 30), 10 inches off (within the 12 of
// ruling 24), and may fire at it on 6; with smoke between (y 20.7 to 29) it may not.
TEST(M2mAppendix1SmokeAndGas, ATargetHitOnlyOnSixCannotBeHitThroughSmoke) {
  const std::string blue = "                - {name: Blue 1, type: infantry, figures: 16, x: 24, y: 20, facing: 90, order: defend}\n";
  const std::string trench = "  - {kind: trenches, name: Red trench, area: [[18, 29], [30, 29], [30, 31], [18, 31]]}\n";
  const State clear = battle_of(with_terrain(small_battle("", blue), trench));
  EXPECT_EQ(fire_targets(clear, unit_index(clear, "Blue 1")), std::vector<int>{unit_index(clear, "Red 1")});
  const State smoky = battle_of(with_terrain(small_battle("", blue), trench + sheet("smoke", "Screen", 20, 20.7)));
  EXPECT_TRUE(fire_targets(smoky, unit_index(smoky, "Blue 1")).empty());
}

// Ruling 43: gas takes 1 from the dice of the troops standing in it, not from fire at them.
// Gas from (22.15, 9.85) covers Blue 1 and Blue 2. Red 1 fires at Blue 2 in gas: still 3+;
// Blue 1 fires from the gas at Red 1 in the open: 4+ becomes 5+.
TEST(M2mAppendix1SmokeAndGas, GasTakesOneFromTheFiringDiceOfTroopsInItNotOfFireAtThem) {
  State s = battle_of(with_terrain(small_battle("", kFacingRed), sheet("gas", "Cloud", 22.15, 9.85)));
  done(s);
  done(s);
  apply_action(s, {{"type", "fire"}, {"unit", "Red 1"}, {"target", "Blue 2"}});
  engine::DiceRequest roll = pending_roll(s);
  EXPECT_NE(roll.reason.find("3+"), std::string::npos) << roll.reason;
  apply_roll(s, {1, 1, 1, 1});
  apply_action(s, {{"type", "fire"}, {"unit", "Blue 1"}, {"target", "Red 1"}});
  roll = pending_roll(s);
  EXPECT_NE(roll.reason.find("5+"), std::string::npos) << roll.reason;
}

// Ruling 43: the areas hang in plain view, so a unit's note says it stands in gas, to its own
// side and to an enemy in sight alike. The cloud covers Blue 1 (24, 14), not Red 1 (24, 30).
TEST(M2mAppendix1SmokeAndGas, AUnitsNoteSaysItStandsInGas) {
  const State s = battle_of(with_terrain(small_battle("", kFacingRed), sheet("gas", "Cloud", 22.15, 9.85)));
  const auto notes = [&](engine::SideIndex viewer) {
    std::map<std::string, std::string> out;
    for (const engine::UnitNote& n : unit_notes_for(s, viewer)) out[n.unit] = n.text;
    return out;
  };
  EXPECT_EQ(notes(kUmpire)["Blue 1"], "average infantry, line, 16 figures, in gas; defend");
  EXPECT_EQ(notes(kUmpire)["Red 1"], "average infantry, line, 16 figures; defend");
  EXPECT_EQ(notes(1)["Blue 1"], "enemy infantry, line, 16 figures, in gas");
}

// Ruling 43: smoke hangs in plain view as gas does, so the note says a unit stands in it, to
// its own side and to an enemy in sight alike, in the summary too. The smoke covers Blue 1
// (24, 14), not Red 1 (24, 30).
TEST(M2mAppendix1SmokeAndGas, AUnitsNoteAndTheSummarySayItStandsInSmoke) {
  const State s = battle_of(with_terrain(small_battle("", kFacingRed), sheet("smoke", "Screen", 22.15, 9.85)));
  std::map<std::string, std::string> notes;
  for (const engine::UnitNote& n : unit_notes_for(s, 1)) notes[n.unit] = n.text;
  EXPECT_EQ(notes["Blue 1"], "enemy infantry, line, 16 figures, in smoke");
  EXPECT_EQ(notes["Red 1"], "average infantry, line, 16 figures; defend");
  const std::string summary = summary_for(s, kUmpire);
  EXPECT_NE(summary.find("Blue 1 (average infantry, line, 16 figures, in smoke): defend"), std::string::npos) << summary;
  EXPECT_EQ(summary.find("Red 1 (average infantry, line, 16 figures, in smoke)"), std::string::npos) << summary;
}

// 8 Morale with ruling 43: Blue 2 in gas loses 4 figures (3, 3, 3, 3 all hit a column on 3+)
// and tests to advance: 2 and 2 make 4, less 1 in gas 3: a total of 3 or less retreats (out of
// gas it would be 4, not above its 4 losses: pinned). A column falls back 10 inches, no die.
TEST(M2mAppendix1SmokeAndGas, GasTakesOneFromTheMoraleScore) {
  State s = battle_of(with_terrain(small_battle("", kFacingRed), sheet("gas", "Cloud", 22.15, 9.85)));
  done(s);
  done(s);
  apply_action(s, {{"type", "fire"}, {"unit", "Red 1"}, {"target", "Blue 2"}});
  apply_roll(s, {3, 3, 3, 3});
  done(s);
  ASSERT_EQ(s.stage, Stage::kMorale);
  apply_roll(s, {2, 2});
  const Unit& blue2 = s.unit(unit_index(s, "Blue 2"));
  EXPECT_TRUE(blue2.retreating);
  EXPECT_NEAR(blue2.at.y, 4.0, 1e-9);
}

// 5 Movement with ruling 43: infantry in line in the open move D6+4 on the slower end's die;
// in gas D6+3. Blue 1 at (20, 6) in gas rolls 3 and 5: 3 + 3 = 6 inches toward the Hill.
TEST(M2mAppendix1SmokeAndGas, GasTakesOneFromTheMoveDie) {
  State s = battle_of(with_terrain(small_battle(), sheet("gas", "Cloud", 14.15, 2)));
  hurry_to(s, 1, Stage::kMovement);
  const engine::DiceRequest roll = pending_roll(s);
  ASSERT_NE(roll.reason.find("Blue 1"), std::string::npos) << roll.reason;
  const core::Vec2 before = s.unit(unit_index(s, "Blue 1")).at;
  apply_roll(s, {3, 5});
  EXPECT_NEAR(core::distance(before, s.unit(unit_index(s, "Blue 1")).at), 6.0, 1e-9);
}

// 3 Field Engineering with ruling 43: not under fire and outside trench warfare a figure crosses
// wire on 4+; in gas 5+. Blue 1 in gas stops at wire 2 inches ahead (1 and 1: 1 + 3 = 4 inches
// would take it past); the gas stays (its die shows 6) and next turn each of its 16 figures
// rolls, needing 5+.
TEST(M2mAppendix1SmokeAndGas, GasTakesOneFromEachWireDie) {
  State s = battle_of(with_terrain(small_battle(), "  - {kind: wire, name: Wire, line: [[0, 8], [48, 8]], width: 0.5}\n" + sheet("gas", "Cloud", 14.15, 2)));
  hurry_to(s, 1, Stage::kMessages);
  ASSERT_TRUE(s.unit(unit_index(s, "Blue 1")).at_wire);
  apply_roll(s, {6});  // the gas stays
  hurry_to(s, 2, Stage::kMovement);
  const engine::DiceRequest roll = pending_roll(s);
  EXPECT_EQ(roll.count, 16);
  EXPECT_NE(roll.reason.find("wire"), std::string::npos) << roll.reason;
  EXPECT_NE(roll.reason.find("5+"), std::string::npos) << roll.reason;
}

// 7 Melee with ruling 43: -1 on each die of the side fighting in gas. Blue attacks (+1 to its
// dice); Red 1 stands in gas (-1 to its dice); both average, neither pinned.
TEST(M2mAppendix1SmokeAndGas, GasTakesOneFromTheMeleeDiceOfTheSideInIt) {
  const State s = battle_of(with_terrain(small_battle(), sheet("gas", "Cloud", 18.15, 26)));
  const MeleePlan plan = melee_plan(melee_situation(s, unit_index(s, "Blue 1"), unit_index(s, "Red 1")), s.rulings);
  EXPECT_EQ(plan.attacker_modifier, 1);
  EXPECT_EQ(plan.defender_modifier, -1);
}

// Appendix 1 e): a D6 for each area each turn, 1 disperses it; rolled by the umpire in stage 8
// and seen by both sides and observers (ruling 43), as are the areas themselves. Smoke rolls 1
// and goes, gas 6 and stays; next turn the gas rolls 1 and the table is clear.
TEST(M2mAppendix1SmokeAndGas, EachAreaDispersesOnADieOfOneEachTurn) {
  State s = battle_of(with_terrain(small_battle(), sheet("smoke", "Screen", 10, 12) + sheet("gas", "Cloud", 30, 12)));
  for (const engine::SideIndex viewer : {0, 1, engine::kNoSide}) EXPECT_EQ(view_for(s, viewer)["smoke_and_gas"].size(), 2U);
  hurry_to(s, 1, Stage::kMessages);
  engine::DiceRequest roll = pending_roll(s);
  EXPECT_EQ(roll.side, engine::kNoSide);
  EXPECT_EQ(roll.count, 2);
  for (const engine::SideIndex viewer : {0, 1, engine::kNoSide}) EXPECT_FALSE(pending_roll_hidden_from(s, viewer));
  apply_roll(s, {1, 6});
  ASSERT_EQ(s.clouds.size(), 1U);
  EXPECT_EQ(s.clouds[0].name, "Cloud");
  EXPECT_EQ(state_json(s)["smoke_and_gas"][0]["kind"], "gas");
  for (const engine::SideIndex viewer : {0, 1, engine::kNoSide}) EXPECT_FALSE(hidden_from(s, s.audience.size(), viewer));
  hurry_to(s, 2, Stage::kMessages);
  roll = pending_roll(s);
  EXPECT_EQ(roll.count, 1);
  apply_roll(s, {1});
  EXPECT_TRUE(s.clouds.empty());
  EXPECT_FALSE(state_json(s).contains("smoke_and_gas"));
  EXPECT_FALSE(view_for(s, 0).contains("smoke_and_gas"));
}

// Saves made before smoke and gas keep their fingerprints: a battle with no areas (or none
// left) hashes as it did; one with an area hashes it.
TEST(M2mAppendix1SmokeAndGas, AreasChangeTheFingerprintOnlyWhileAnyHang) {
  const State plain = battle_of(small_battle());
  State smoky = battle_of(with_terrain(small_battle(), sheet("smoke", "Screen", 10, 12)));
  EXPECT_NE(fingerprint(smoky), fingerprint(plain));
  smoky.clouds.clear();
  EXPECT_EQ(fingerprint(smoky), fingerprint(plain));
}

// The map: the ground as it lies now, in cm, with the areas drawn last while they hang.
TEST(M2mAppendix1SmokeAndGas, TheMapDrawsTheAreasWhileTheyHang) {
  State s = battle_of(with_terrain(small_battle(), sheet("smoke", "Screen", 10, 12)));
  std::vector<engine::TerrainFeature> ground = M2mGame(s).terrain_now().value();
  ASSERT_EQ(ground.size(), 4U);  // Hill, Farm, Far wood, then the smoke
  EXPECT_EQ(ground.back().kind, "smoke");
  EXPECT_NEAR(ground.back().area[2].x, 21.7 * 2.54, 1e-9);
  EXPECT_NEAR(ground.back().area[2].y, 20.3 * 2.54, 1e-9);
  s.clouds.clear();
  ground = M2mGame(s).terrain_now().value();
  EXPECT_EQ(ground.size(), 3U);
  EXPECT_EQ(ground[2].kind, "woods");
}

// Ruling 50: a gun ordered to fire smoke at the Hill (its spotter sees Red 1 there) fires
// ranging shots in turn 1 and no smoke; in turn 2 its smoke hangs as an A4 sheet centred on the
// Hill (24, 30): x 24 -/+ 5.85, y 30 -/+ 4.15. Red 1 stands in it, so Blue 1's fire at Red 1
// takes 1 from each die; the gun's order is done.
TEST(M2mAppendix1SmokeAndGas, AGunFiresSmokeAfterItsRangingShots) {
  State s = blue_turn_1_orders(with_battery());
  apply_action(s, battery_order("smoke", "Hill"));
  hurry_to(s, 1, Stage::kMovement);
  EXPECT_TRUE(s.clouds.empty());
  hurry_to(s, 2, Stage::kMovement);
  ASSERT_EQ(s.clouds.size(), 1U);
  EXPECT_FALSE(s.clouds[0].gas);
  EXPECT_EQ(s.clouds[0].name, "Hill (smoke from Blue battery, turn 2)");
  const core::Box& box = s.clouds[0].area.box();
  EXPECT_NEAR(box.lo.x, 18.15, 1e-9);
  EXPECT_NEAR(box.hi.x, 29.85, 1e-9);
  EXPECT_NEAR(box.lo.y, 25.85, 1e-9);
  EXPECT_NEAR(box.hi.y, 34.15, 1e-9);
  const int red1 = unit_index(s, "Red 1");
  EXPECT_TRUE(in_smoke(s, s.unit(red1)));
  EXPECT_TRUE(fire_situation(s, unit_index(s, "Blue 1"), red1, false).smoke);
  EXPECT_EQ(s.unit(unit_index(s, "Blue battery")).order.kind, OrderKind::kReserve);
}

// Ruling 50 with ruling 49: smoke is indirect fire at a new target, so it too needs the spotter;
// with him 18.5 inches from the gun neither bombardment nor smoke is offered.
TEST(M2mAppendix1SmokeAndGas, SmokeNeedsASpotterLikeABombardment) {
  State s = blue_turn_1_orders(with_battery());
  const auto offered = [&](const std::string& order) {
    const std::vector<engine::Action> actions = legal_actions(s);
    return std::any_of(actions.begin(), actions.end(), [&](const engine::Action& a) { return a.json.value("order", "") == order && a.type() == "bombard"; });
  };
  EXPECT_TRUE(offered("smoke"));
  s.unit(unit_index(s, "Blue spotter")).at = {24, 20.5};
  EXPECT_FALSE(offered("smoke"));
  EXPECT_FALSE(offered("bombard"));
}

// Ruling 55, by ruling 50's way: a gun ordered to fire gas at the Hill fires ranging shots in
// turn 1; in turn 2 its gas hangs as an A4 sheet centred on the Hill (24, 30), x 18.15 to 29.85,
// y 25.85 to 34.15. Red 1 (at (24, 30)) stands in it, so its own fire at Blue 1 takes 1 from each
// die; Blue 1 (at (20, 6) and moving, outside it) fires at Red 1 unchanged by gas.
TEST(M2mAppendix1SmokeAndGas, AGunFiresGasAfterItsRangingShots) {
  State s = blue_turn_1_orders(with_battery());
  apply_action(s, battery_order("gas", "Hill"));
  hurry_to(s, 1, Stage::kMovement);
  EXPECT_TRUE(s.clouds.empty());
  hurry_to(s, 2, Stage::kMovement);
  ASSERT_EQ(s.clouds.size(), 1U);
  EXPECT_TRUE(s.clouds[0].gas);
  EXPECT_EQ(s.clouds[0].name, "Hill (gas from Blue battery, turn 2)");
  const core::Box& box = s.clouds[0].area.box();
  EXPECT_NEAR(box.lo.x, 18.15, 1e-9);
  EXPECT_NEAR(box.hi.y, 34.15, 1e-9);
  const int red1 = unit_index(s, "Red 1");
  const int blue1 = unit_index(s, "Blue 1");
  EXPECT_TRUE(in_gas(s, s.unit(red1)));
  EXPECT_TRUE(fire_situation(s, red1, blue1, false).gas);
  EXPECT_FALSE(fire_situation(s, blue1, red1, false).gas);
  EXPECT_EQ(s.unit(unit_index(s, "Blue battery")).order.kind, OrderKind::kReserve);
}

// Ruling 55's switch off (`gas_shells: false`): gas is not offered to the gun, and refused.
TEST(M2mAppendix1SmokeAndGas, WithoutGasShellsNoGunFiresGas) {
  State s = blue_turn_1_orders(with_battery("rulings: {gas_shells: false}\n"));
  EXPECT_FALSE(offered(s, battery_order("gas", "Hill")));
  EXPECT_TRUE(offered(s, battery_order("smoke", "Hill")));
  EXPECT_THROW(apply_action(s, battery_order("gas", "Hill")), GameError);
}

}  // namespace
}  // namespace sandtable::rules::m2m
