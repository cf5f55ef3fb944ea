// Vehicles in the tracked game (Vehicles; Armoured Fighting Vehicles; RULINGS.md 5, 8, 32,
// 36): hits on them re-rolled as the shoot calculator forecasts, the "+" kept on the re-roll,
// the guns' bombardment not re-rolled but for the outer ring, no digging in, melee with no
// melee die of their own. Every die is typed.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"
#include "rules/1418/calculators.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using namespace testing;

// An early HMG dug in shoots (step 1) at a Mother tank in the open 20 cm away; the tank holds
// its fire. `rulings` is a YAML map added to the scenario.
std::unique_ptr<engine::Game> hmg_against_tank(const std::string& rulings = "{}") {
  auto g = start(two_companies("[{name: HMG, type: early-hmg, x: 50, y: 20, dug_in: true}]",
                               "[{name: Tank, type: mother-tank, x: 50, y: 40}]") +
                 "rulings: " + rulings + "\n");
  orders(*g, 0, kHold, kStay, {{"target", "Red Coy"}});
  orders(*g, 1, kHold, kStay, kHoldFire);
  return g;
}

// The tank is R6, the open -2: R4. The HMG's A3(+1): two plain dice hit on 4+ (1/2), the +1 die
// on 3+ (2/3); each hit re-rolled (infantry and heavy weapons re-roll on vehicles), the re-roll
// of the + die with its +1 (ruling 5): a plain die 1/4, the + die 4/9. Two plain dice give
// 0, 1, 2 hits with 9/16, 6/16, 1/16, so
//   0: 9/16 x 5/9 = 45/144          1: 6/16 x 5/9 + 9/16 x 4/9 = 66/144
//   2: 1/16 x 5/9 + 6/16 x 4/9 = 29/144   3: 1/16 x 4/9 = 4/144.
// The game's forecast of the roll is the shoot calculator's.
TEST(Vehicles, AVehicleShotAtInTheGameIsReRolledAsTheCalculatorForecasts) {
  auto g = hmg_against_tank();
  const engine::DiceRequest first = roll_due(*g);
  EXPECT_EQ(first.side, 0);
  EXPECT_EQ(first.count, 3);
  EXPECT_NE(first.reason.find("hit on 4+ (the first 1 with +1), hits re-rolled"), std::string::npos) << first.reason;
  ASSERT_TRUE(first.outcome.has_value());
  const std::vector<double> by_hand{45.0 / 144, 66.0 / 144, 29.0 / 144, 4.0 / 144};
  const Json calc = shoot_calculator().run({{"shooter", "early-hmg"}, {"target", "mother-tank"}});
  ASSERT_EQ(calc.at("outcomes").size(), by_hand.size());
  for (int hits = 0; hits < 4; ++hits) {
    EXPECT_NEAR(first.outcome->probability(hits), by_hand[static_cast<std::size_t>(hits)], 1e-12) << hits;
    EXPECT_NEAR(calc.at("outcomes")[static_cast<std::size_t>(hits)].at("probability").get<double>(), by_hand[static_cast<std::size_t>(hits)],
                1e-12)
        << hits;
  }
}

// Faces 3 4 1: the + die (3+1) and the 4 hit. The re-roll is a second roll of two dice in the
// same order (ruling 32): 3 3, the first with its +1 again (4: stands), the second misses. One
// hit: the tank is injured.
TEST(Vehicles, TheReRollOfTheBonusDieKeepsItsPlus) {
  auto g = hmg_against_tank();
  g->apply_dice({3, 4, 1});
  const engine::DiceRequest again = roll_due(*g);
  EXPECT_EQ(again.side, 0);
  EXPECT_EQ(again.count, 2);
  EXPECT_NE(again.reason.find("re-roll the 2 hits"), std::string::npos) << again.reason;
  g->apply_dice({3, 3});
  const Battle& b = battle_of(*g);
  EXPECT_TRUE(said(b, "HMG at Tank (R4) rolls 3 4 1: 2 hits; re-rolled 3 3: 1 stand"));
  EXPECT_TRUE(b.platoons[1].injured);
  EXPECT_FALSE(b.platoons[1].removed);
}

// With the switch off the re-rolled + die is a plain 3 against R4: no hit stands.
TEST(Vehicles, WithoutTheRulingTheReRollLosesThePlus) {
  auto g = hmg_against_tank("{reroll_keeps_bonus: false}");
  g->apply_dice({3, 4, 1});
  g->apply_dice({3, 3});
  const Battle& b = battle_of(*g);
  EXPECT_TRUE(said(b, "re-rolled 3 3: 0 stand"));
  EXPECT_FALSE(b.platoons[1].injured);
}

// Vehicles never dig in (ruling 8): a company with a tank is not offered it, and an order to
// is refused saying why; a scenario may not start one dug in.
TEST(Vehicles, AVehicleOrderedToDigInIsRefusedWithTheReason) {
  auto g = start(two_companies("[{name: Tank, type: mother-tank, x: 20, y: 20}, {name: B1, type: line-infantry, x: 26, y: 20}]",
                               "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "hold"}});
  const auto offered = std::get<engine::SealedOrders>(g->next_request()).decisions[0].actions;
  for (const engine::Action& a : offered) EXPECT_NE(a.json.value("command", ""), "dig-in") << a.label;
  try {
    order(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "dig-in"}});
    ADD_FAILURE() << "a tank dug in";
  } catch (const engine::IllegalAction& e) {
    EXPECT_EQ(std::string(e.what()), "Blue Coy may not dig in: Tank is a vehicle (mother-tank), and vehicles never dig in (RULINGS.md 8)");
  }
  const std::string dug_in =
      start_refusal(two_companies("[{name: Tank, type: mother-tank, x: 20, y: 20, dug_in: true}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
  EXPECT_NE(dug_in.find("test.yaml:13:"), std::string::npos) << dug_in;
  EXPECT_NE(dug_in.find("vehicles never dig in"), std::string::npos) << dug_in;
}

// Armoured Fighting Vehicles: the table's tanks are platoons a scenario may field; a misspelt
// type is refused at its line, with the types it could be.
TEST(Vehicles, AScenarioFieldsTheTablesTanksAndRefusesAMisspeltOne) {
  const auto g = start(two_companies("[{name: Tank, type: mother-tank, x: 20, y: 20}, {name: Whippet, type: medium-whippet, x: 30, y: 20}]",
                                     "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
  EXPECT_EQ(battle_of(*g).platoons[1].type, "medium-whippet");
  EXPECT_EQ(g->unit_notes()[0].text, "mother-tank (a vehicle: tank, \"Mother tanks\") of Blue Coy, open");
  const std::string misspelt =
      start_refusal(two_companies("[{name: Tank, type: mother-tnak, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
  EXPECT_NE(misspelt.find("test.yaml:13:"), std::string::npos) << misspelt;
  EXPECT_NE(misspelt.find("mother-tnak"), std::string::npos) << misspelt;
  EXPECT_NE(misspelt.find("mother-tank"), std::string::npos) << misspelt;
}

// Order of everything: a tank moves at its speed class, a Mother tank as slow infantry (4 cm),
// a Whippet as fast (8 cm).
TEST(Vehicles, TanksMoveAtTheirSpeedClass) {
  for (const auto& [type, cm] : {std::pair{"mother-tank", 4.0}, std::pair{"medium-whippet", 8.0}}) {
    auto g = start(two_companies(std::string("[{name: Tank, type: ") + type + ", x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
    orders(*g, 0, {{"command", "advance"}}, {{"command", "move"}, {"x", 20}, {"y", 50}}, kHoldFire);
    orders(*g, 1, kHold, kStay, kHoldFire);
    EXPECT_DOUBLE_EQ(battle_of(*g).platoons[0].at.y, 20 + cm) << type;
  }
}

// Two light howitzer batteries (A2(+2)) have 4 shots, at most 2 on one base, and one "+" shot
// each (ruling 15): both "+" shots go on the lone tank in the open (R4), each hitting on 2+
// (5/6). Artillery does not re-roll on vehicles: under the inner circle both hit with
// (5/6)^2 = 25/36. In the outer ring the hits are re-rolled once (RULINGS.md 36), each with its
// +2 again (ruling 5): (25/36)^2 = 625/1296.
std::unique_ptr<engine::Game> shelled_tank(double tank_y) {
  const std::string guns =
      "        - name: Guns\n          units: [{name: Bty 1, type: light-howitzer, x: 10, y: 5}, {name: Bty 2, type: light-howitzer, x: 20, y: 5}]\n";
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 50, y: 10}]",
                               "[{name: Tank, type: mother-tank, x: 50, y: " + std::to_string(tank_y) + "}]", "[]", 8, guns));
  order(*g, 0, {{"type", "high"}, {"battalion", "Guns"}, {"command", "bombard"}, {"x", 50}, {"y", 80}});
  orders(*g, 0, kHold, kStay, kHoldFire);
  orders(*g, 1, kHold, kStay, kHoldFire);
  return g;
}

TEST(Vehicles, ABombardmentReRollsAVehicleOnlyInTheOuterRing) {
  auto inner = shelled_tank(80);
  const engine::DiceRequest plain = roll_due(*inner);
  EXPECT_EQ(plain.count, 2);
  EXPECT_EQ(plain.reason.find("re-rolled"), std::string::npos) << plain.reason;
  EXPECT_NEAR(plain.outcome->probability(2), 25.0 / 36, 1e-12);

  auto outer = shelled_tank(85);  // 5 cm from the centre: past the inner circle's 3.81
  const engine::DiceRequest ring = roll_due(*outer);
  EXPECT_EQ(ring.count, 2);
  EXPECT_NE(ring.reason.find("hits re-rolled"), std::string::npos) << ring.reason;
  EXPECT_NEAR(ring.outcome->probability(2), 625.0 / 1296, 1e-12);
  outer->apply_dice({6, 6});
  EXPECT_EQ(roll_due(*outer).count, 2);  // one re-roll of the two hits
  outer->apply_dice({6, 6});
  EXPECT_TRUE(battle_of(*outer).platoons[3].removed);  // B1, Bty 1, Bty 2, then the tank
}

// Tanks work as infantry but have no melee die: line infantry assaulting a Mother tank strike
// alone, A2 against R6 (no cover in melee), every hit re-rolled: 1/6 x 1/6 = 1/36 a die. Faces
// 6 6 then 6 6: two hits stand and the tank is removed; it never rolls.
TEST(Vehicles, InfantryInMeleeWithATankStrikeAloneAndReRoll) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 50, y: 40}]", "[{name: Tank, type: mother-tank, x: 50, y: 50}]"));
  orders(*g, 0, {{"command", "assault"}}, {{"command", "assault"}, {"x", 50}, {"y", 50}}, kHoldFire);
  orders(*g, 1, kHold, kStay, kHoldFire);
  const engine::DiceRequest strike = roll_due(*g);
  EXPECT_EQ(strike.side, 0);
  EXPECT_EQ(strike.count, 2);
  EXPECT_NE(strike.reason.find("melee round 1: B1 strikes Tank (R6)"), std::string::npos) << strike.reason;
  EXPECT_NEAR(strike.outcome->probability(2), 1.0 / (36 * 36), 1e-12);
  g->apply_dice({6, 6});
  EXPECT_EQ(roll_due(*g).side, 0);
  g->apply_dice({6, 6});
  EXPECT_TRUE(battle_of(*g).platoons[1].removed);
  EXPECT_TRUE(std::holds_alternative<engine::GameOver>(g->next_request()));
}

// Armoured Fighting Vehicles (RULINGS.md 43): an armoured car is shot at as a vehicle of R5,
// the open -2: R3. The dug-in HMG's A3(+1): plain dice hit on 3+ (2/3) and again on the
// re-roll, 4/9; the + die on 2+ (5/6), then 25/36. No hit: (5/9)^2 x 11/36 = 275/2916; three:
// (4/9)^2 x 25/36 = 400/2916.
TEST(Vehicles, AnArmouredCarIsShotAtAsAVehicleOfResilienceFive) {
  auto g = start(two_companies("[{name: HMG, type: early-hmg, x: 50, y: 20, dug_in: true}]",
                               "[{name: Car, type: armoured-car, x: 50, y: 40}]"));
  orders(*g, 0, kHold, kStay, {{"target", "Red Coy"}});
  orders(*g, 1, kHold, kStay, kHoldFire);
  const engine::DiceRequest first = roll_due(*g);
  EXPECT_NE(first.reason.find("hit on 3+ (the first 1 with +1), hits re-rolled"), std::string::npos) << first.reason;
  ASSERT_TRUE(first.outcome.has_value());
  EXPECT_NEAR(first.outcome->probability(0), 275.0 / 2916, 1e-12);
  EXPECT_NEAR(first.outcome->probability(3), 400.0 / 2916, 1e-12);
}

// A battalion of self-propelled guns is artillery: it may bombard; its guns never dig in.
TEST(Vehicles, SelfPropelledGunsBombardAndNeverDigIn) {
  auto g = start(two_companies("[{name: SP1, type: sp-field-gun-7cm, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
  EXPECT_TRUE(battle_of(*g).battalions[0].artillery);
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "bombard"}, {"x", 90}, {"y", 90}});
  EXPECT_EQ(battle_of(*g).orders[0].high.at(0).command, HighCommand::kBombard);
  const std::string dug_in = start_refusal(
      two_companies("[{name: SP1, type: sp-field-gun-7cm, x: 20, y: 20, dug_in: true}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
  EXPECT_NE(dug_in.find("vehicles never dig in"), std::string::npos) << dug_in;
}

}  // namespace
}  // namespace sandtable::rules::gw1418
