// Sides by dice (Setting up the battlefield, step 3; RULINGS.md 39): with `setup: {sides:
// dice}` a die decides, before bound 1, which half of the table each side takes; without it
// the scenario fixes the sides.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"
#include "core/random.hpp"
#include "engine/dice_source.hpp"
#include "engine/log.hpp"
#include "rules/1418/battle/setup.hpp"
#include "rules/1418/simulate.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using namespace testing;

// Blue's B1 at (20, 20), facing up the table; Red's R1 at (90, 90) on the 100 x 100 table.
std::string placed(const std::string& setup) {
  return two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]") + setup;
}

const std::string kByDice = "setup: {sides: dice}\n";

// The first side rolls one die, even odds of a swap; it is a roll like any other, so a
// typed die works.
TEST(SidesByDice, OneDieIsAskedOfTheFirstSideBeforeAnyOrder) {
  auto g = start(placed(kByDice));
  const engine::DiceRequest roll = roll_due(*g);
  EXPECT_EQ(roll.side, 0);
  EXPECT_EQ(roll.count, 1);
  ASSERT_TRUE(roll.labelled_outcome.has_value());
  EXPECT_EQ(roll.labelled_outcome->probability("swapped"), core::Rational(1, 2));
  EXPECT_EQ(g->to_json()["sides_by_dice"], "to roll");
  try {
    order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "hold"}});
    ADD_FAILURE() << "an order before the die was accepted";
  } catch (const engine::IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find("waiting for a roll of 1d6 (sides by dice"), std::string::npos) << e.what();
  }
}

// 4 to 6: the armies swap halves, each turned through the table's centre (B1 to (80, 80),
// R1 to (10, 10)), and each faces the other way; then the orders of bound 1 are asked.
TEST(SidesByDice, AFourToSixSwapsTheHalves) {
  auto g = start(placed(kByDice));
  g->apply_dice({4});
  const Battle& b = battle_of(*g);
  EXPECT_DOUBLE_EQ(b.platoons[0].at.x, 80);
  EXPECT_DOUBLE_EQ(b.platoons[0].at.y, 80);
  EXPECT_DOUBLE_EQ(b.platoons[1].at.x, 10);
  EXPECT_DOUBLE_EQ(b.platoons[1].at.y, 10);
  EXPECT_DOUBLE_EQ(b.facing_deg[0], -90);
  EXPECT_DOUBLE_EQ(b.facing_deg[1], 90);
  EXPECT_TRUE(said(b, "sides by dice: 4: Blue and Red swap table halves"));
  EXPECT_TRUE(std::holds_alternative<engine::SealedOrders>(g->next_request()));
  EXPECT_FALSE(g->to_json().contains("sides_by_dice"));
}

// 1 to 3: everyone stands as placed.
TEST(SidesByDice, AOneToThreeKeepsTheScenariosHalves) {
  auto g = start(placed(kByDice));
  g->apply_dice({3});
  const Battle& b = battle_of(*g);
  EXPECT_DOUBLE_EQ(b.platoons[0].at.y, 20);
  EXPECT_DOUBLE_EQ(b.platoons[1].at.y, 90);
  EXPECT_DOUBLE_EQ(b.facing_deg[0], 90);
  EXPECT_TRUE(said(b, "sides by dice: 3: Blue and Red stand as the scenario places them"));
}

// By default the scenario fixes the sides: no die; a value other than fixed or dice is
// refused at its line.
TEST(SidesByDice, TheScenarioFixesTheSidesUnlessItSaysDice) {
  EXPECT_TRUE(std::holds_alternative<engine::SealedOrders>(start(placed(""))->next_request()));
  EXPECT_TRUE(std::holds_alternative<engine::SealedOrders>(start(placed("setup: {sides: fixed}\n"))->next_request()));
  const std::string refused = start_refusal(placed("setup: {sides: coin}\n"));
  EXPECT_NE(refused.find("test.yaml:23:"), std::string::npos) << refused;
  EXPECT_NE(refused.find("sides"), std::string::npos) << refused;
}

// Rolled digitally through a session, the die is an event of the log: undone, it is asked
// again; the log replayed gives the same table.
TEST(SidesByDice, TheRollIsAnEventOfTheLog) {
  engine::Session session(start(placed(kByDice)));
  engine::SeededDice dice{core::Rng(7)};
  session.roll(dice);
  const engine::Event& rolled = session.events().back();
  ASSERT_EQ(rolled.kind, engine::EventKind::kDice);
  EXPECT_NE(rolled.payload.at("reason").get<std::string>().find("sides by dice"), std::string::npos);
  const int face = rolled.payload.at("faces")[0].get<int>();
  EXPECT_DOUBLE_EQ(battle_of(session.game()).platoons[0].at.y, face > 3 ? 80 : 20);
  engine::Session replayed(start(placed(kByDice)));
  replayed.replay(session.events());
  EXPECT_EQ(replayed.game().to_json(), session.game().to_json());
  ASSERT_TRUE(session.undo());
  EXPECT_TRUE(std::holds_alternative<engine::DiceRequest>(session.next_request()));
}

// A simulated battle rolls for sides too, from its random stream, before its first bound.
TEST(SidesByDice, ASimulatedBattleRollsForSidesFirst) {
  const engine::Scenario s = engine::parse_scenario(placed(kByDice), "test.yaml");
  Battle b = battle_from_scenario(s, rule_set().checked_rulings(s.rulings));
  ASSERT_TRUE(b.sides_by_dice);
  core::Rng rng(3);
  play_out(b, rng);
  EXPECT_FALSE(b.sides_by_dice);
  EXPECT_TRUE(b.over);
}

}  // namespace
}  // namespace sandtable::rules::gw1418
