// The tracked game: sealed orders, the order of effectiveness, movement by terrain, shooting
// and melee as the table plays them, hidden drafts and refused orders. Every die is typed.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"
#include "rules/1418/battle/queries.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using namespace testing;



// An early HMG dug in, never moved (step 1), and a line platoon in the open 20 cm away
// (step 4): each told to shoot at the other.
std::unique_ptr<engine::Game> hmg_against_rifles() {
  auto g = start(two_companies("[{name: HMG, type: early-hmg, x: 50, y: 20, dug_in: true}]",
                               "[{name: Rifles, type: line-infantry, x: 50, y: 40}]"));
  orders(*g, 0, kHold, kStay, {{"target", "Red Coy"}});
  orders(*g, 1, kHold, kStay, {{"target", "Blue Coy"}});
  return g;
}

// Order of effectiveness (1) before (4): the HMG shoots first. Rifles in the open: R4 -2 = 2.
// Arming 3 (+1): the + die hits on any face, the two plain on 2+ (5/6 each), so
// P(1 hit) = 1/36, P(2) = 2*5/36 = 10/36, P(3) = 25/36. Three sixes: removed before it shoots.
TEST(OrderOfEffectiveness, StationaryHeavyWeaponsShootBeforeInfantryAndRemovalsDoNotShoot) {
  auto g = hmg_against_rifles();
  const engine::DiceRequest first = roll_due(*g);
  EXPECT_EQ(first.side, 0);
  EXPECT_EQ(first.count, 3);
  ASSERT_TRUE(first.outcome.has_value());
  EXPECT_NEAR(first.outcome->probability(1), 1.0 / 36, 1e-12);
  EXPECT_NEAR(first.outcome->probability(2), 10.0 / 36, 1e-12);
  EXPECT_NEAR(first.outcome->probability(3), 25.0 / 36, 1e-12);
  g->apply_dice({6, 6, 6});
  // Red's only platoon is gone before its step: no roll of Red's, and Blue has won.
  const engine::Request next = g->next_request();
  ASSERT_TRUE(std::holds_alternative<engine::GameOver>(next));
  EXPECT_EQ(std::get<engine::GameOver>(next).winner, 0);
  EXPECT_TRUE(battle_of(*g).platoons[1].removed);
  EXPECT_TRUE(said(battle_of(*g), "Rifles takes 3 hits from HMG: removed"));
}

// Shooting outcomes: faces 1 1 1 give one hit (only the + die: 1+1 = 2), so the rifles are
// injured and shoot back in step 4 with one die at the HMG: "as parent" with no parent
// Resilience in its company is 4 (RULINGS.md 25), dug into open ground +1: hits on 5+ (2/6).
TEST(ShootingOutcomes, OneHitInjuresAndTheInjuredShootBackAtADugInTarget) {
  auto g = hmg_against_rifles();
  g->apply_dice({1, 1, 1});
  // While the bound is executed everyone sees it as far as it has gone.
  EXPECT_EQ(g->to_json_for(0)["platoons"][1]["injured"], true);
  EXPECT_NE(g->summary_for(1).find("Rifles takes 1 hit from HMG: injured"), std::string::npos) << g->summary_for(1);
  const engine::DiceRequest back = roll_due(*g);
  EXPECT_EQ(back.side, 1);
  EXPECT_EQ(back.count, 1);
  ASSERT_TRUE(back.outcome.has_value());
  EXPECT_NEAR(back.outcome->probability(1), 2.0 / 6, 1e-12);
  g->apply_dice({4});
  EXPECT_TRUE(said(battle_of(*g), "HMG takes no hit from Rifles"));
  EXPECT_TRUE(std::holds_alternative<engine::SealedOrders>(g->next_request()));
}

// Shooting outcomes: an injured platoon goes at its next hit (RULINGS.md 7); the next bound
// it is under fire.
TEST(ShootingOutcomes, AnInjuredPlatoonIsRemovedByItsNextHit) {
  auto g = hmg_against_rifles();
  g->apply_dice({1, 1, 1});
  g->apply_dice({6});  // the rifles' shot hits the HMG: injured
  EXPECT_TRUE(battle_of(*g).platoons[0].injured);
  EXPECT_TRUE(battle_of(*g).platoons[0].under_fire);
  orders(*g, 0, kHold, kStay, {{"target", "Red Coy"}});
  orders(*g, 1, kHold, kStay, {{"target", "Blue Coy"}});
  g->apply_dice({1, 1, 1});
  EXPECT_TRUE(battle_of(*g).platoons[1].removed);
}

double y_after_one_bound(const std::string& blue_order, double to_y, const std::string& terrain) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]",
                               terrain));
  orders(*g, 0, {{"command", blue_order}}, {{"command", blue_order == "advance" ? "move" : "assault"}, {"x", 20}, {"y", to_y}}, kHoldFire);
  orders(*g, 1, kHold, kStay, kHoldFire);
  EXPECT_TRUE(std::holds_alternative<engine::SealedOrders>(g->next_request()));
  return battle_of(*g).platoons[0].at.y;
}

// Movement by terrain: medium infantry 6 cm in the open; rough -25%: 4.5; impractical -75%:
// 1.5; an assault doubles after terrain: 12 in the open.
TEST(MovementByTerrain, MediumInfantryMovesSixCmChangedByTheGoingAndDoubledAssaulting) {
  EXPECT_DOUBLE_EQ(y_after_one_bound("advance", 50, "[]"), 26.0);
  EXPECT_DOUBLE_EQ(y_after_one_bound("advance", 50, "[{kind: rough, name: Scrub, area: [[0, 0], [40, 0], [40, 40], [0, 40]]}]"), 24.5);
  EXPECT_DOUBLE_EQ(y_after_one_bound("advance", 50, "[{kind: impractical, name: Bog, area: [[0, 0], [40, 0], [40, 40], [0, 40]]}]"), 21.5);
  EXPECT_DOUBLE_EQ(y_after_one_bound("assault", 50, "[]"), 32.0);
  // An arrow shorter than the move ends where it points.
  EXPECT_DOUBLE_EQ(y_after_one_bound("advance", 23, "[]"), 23.0);
}

// Movement on an intact road (+25% after the other modifiers; RULINGS.md 42): B1 walks up a
// road 2 cm wide from (20, 20): 6 x 5/4 = 7.5 cm; assaulting, 6 x 2 x 5/4 = 15. A road that
// ends after 3 cm, or one beside the arrow, gives nothing: 6 cm.
TEST(MovementByTerrain, AMoveAllAlongARoadGoesAQuarterFurther) {
  const std::string road = "[{kind: road, name: Chaussee, line: [[20, 0], [20, 100]], width: 2}]";
  EXPECT_DOUBLE_EQ(y_after_one_bound("advance", 50, road), 27.5);
  EXPECT_DOUBLE_EQ(y_after_one_bound("assault", 50, road), 35.0);
  EXPECT_DOUBLE_EQ(y_after_one_bound("advance", 50, "[{kind: road, name: Lane, line: [[20, 0], [20, 23]]}]"), 26.0);
  EXPECT_DOUBLE_EQ(y_after_one_bound("advance", 50, "[{kind: road, name: Beside, line: [[24, 0], [24, 100]], width: 2}]"), 26.0);
}

TEST(MovementByTerrain, ARoadMustBeALine) {
  const std::string area = "[{kind: road, name: Square, area: [[0, 0], [10, 0], [10, 10]]}]";
  EXPECT_NE(start_refusal(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]", area))
                .find("road 'Square' must be a line"),
            std::string::npos);
}

// Melee: fast cavalry assault (16 cm x 2) stops at base contact and strikes before infantry;
// three dice against R4 (no cover in melee, RULINGS.md 9): faces 4 4 1 are two hits, removed
// before it can strike back.
TEST(MeleeOnContact, CavalryAssaultStopsAtContactAndStrikesFirst) {
  auto g = start(two_companies("[{name: Lancers, type: melee-cavalry, x: 50, y: 20}]", "[{name: Rifles, type: line-infantry, x: 50, y: 40}]"));
  orders(*g, 0, {{"command", "assault"}}, {{"command", "assault"}, {"x", 50}, {"y", 40}}, nullptr);
  orders(*g, 1, kHold, kStay, kHoldFire);
  const engine::DiceRequest strike = roll_due(*g);
  EXPECT_EQ(strike.side, 0);
  EXPECT_EQ(strike.count, 3);
  EXPECT_NE(strike.reason.find("melee round 1"), std::string::npos) << strike.reason;
  g->apply_dice({4, 4, 1});
  const Battle& b = battle_of(*g);
  EXPECT_DOUBLE_EQ(b.platoons[0].at.y, 36.0);  // 4 cm short of the rifles
  EXPECT_TRUE(b.platoons[1].removed);
  EXPECT_TRUE(std::holds_alternative<engine::GameOver>(g->next_request()));
}

// Deathmatch: two line platoons strike together, A2 against R4; neither hits in round 1
// (faces 1 1 each), then round 2 is at R3.
TEST(MeleeOnContact, DeathmatchRoundsLowerResilience) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 50, y: 30}]", "[{name: R1, type: line-infantry, x: 50, y: 40}]"));
  orders(*g, 0, {{"command", "assault"}}, {{"command", "assault"}, {"x", 50}, {"y", 40}}, kHoldFire);
  orders(*g, 1, kHold, kStay, kHoldFire);
  g->apply_dice({1, 1});
  g->apply_dice({1, 1});
  const engine::DiceRequest round2 = roll_due(*g);
  EXPECT_NE(round2.reason.find("melee round 2"), std::string::npos) << round2.reason;
  EXPECT_NE(round2.reason.find("hit on 3+"), std::string::npos) << round2.reason;
}

// Bombardment: a battalion of two light howitzer batteries (A2(+2)) has 4 shots, at most 2 on
// one base; one enemy platoon under the circle's centre gets 2 shots.
TEST(Bombardment, TheBatteriesLayTheirShotsOnTheBasesUnderTheCircle) {
  const std::string guns =
      "        - name: Guns\n          units: [{name: Bty 1, type: light-howitzer, x: 10, y: 5}, {name: Bty 2, type: light-howitzer, x: 20, y: 5}]\n";
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 50, y: 10}]", "[{name: R1, type: line-infantry, x: 50, y: 80}]",
                               "[]", 8, guns));
  order(*g, 0, {{"type", "high"}, {"battalion", "Guns"}, {"command", "bombard"}, {"x", 50}, {"y", 80}});
  orders(*g, 0, kHold, kStay, kHoldFire);
  orders(*g, 1, kHold, kStay, kHoldFire);
  const engine::DiceRequest shells = roll_due(*g);
  EXPECT_EQ(shells.side, 0);
  EXPECT_EQ(shells.count, 2);
  g->apply_dice({6, 6});
  EXPECT_TRUE(battle_of(*g).platoons[3].removed);  // B1, Bty 1, Bty 2, then R1
}

// Hidden drafts: Red sees that Blue writes but not what; Blue and the umpire see Blue's orders.
TEST(HiddenDrafts, TheOtherSidesDraftOrdersAreHiddenWhileTheRoundIsOpen) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}});
  EXPECT_EQ(g->to_json_for(1)["orders"][0]["written"], "hidden");
  EXPECT_EQ(g->to_json_for(engine::kNoSide)["orders"][0]["written"], "hidden");
  EXPECT_EQ(g->to_json_for(0)["orders"][0]["written"][0]["command"], "advance");
  EXPECT_EQ(g->to_json()["orders"][0]["written"][0]["command"], "advance");
  EXPECT_EQ(g->summary_for(1).find("advance"), std::string::npos);
  EXPECT_NE(g->summary_for(0).find("Blue Btn: advance"), std::string::npos);
}

void expect_refused(engine::Game& g, int side, const Json& json, const std::string& reason) {
  try {
    order(g, side, json);
    ADD_FAILURE() << json.dump() << " was accepted";
  } catch (const engine::IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find(reason), std::string::npos) << e.what();
  }
}

// The table of Low Commands: under Hold a company not dug in and safe may stay put, find
// cover or dig in, never move; orders out of turn or off the table are refused with why.
TEST(BadOrders, AreRefusedWithTheReason) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
  expect_refused(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "stay-put"}}, "no High Command yet");
  expect_refused(*g, 0, {{"type", "high"}, {"battalion", "Red Btn"}, {"command", "hold"}}, "not one of Blue's battalions");
  expect_refused(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "bombard"}, {"x", 1}, {"y", 1}}, "no guns");
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "hold"}});
  expect_refused(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "move"}, {"x", 20}, {"y", 30}},
                 "under hold may not move: it may stay-put, find-cover, dig-in");
  expect_refused(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "find-cover"}, {"x", 20}, {"y", 30}}, "open ground");
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}});
  expect_refused(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "move"}, {"x", 20}, {"y", 130}}, "off the table");
  expect_refused(*g, 0, {{"type", "fire"}, {"company", "Blue Coy"}, {"target", "Blue Coy"}}, "no enemy company");
  order(*g, 0, {{"type", "seal"}});
  expect_refused(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "hold"}}, "sealed");
}

// A sealed side is offered only to change its orders, and may.
TEST(SealedOrders, ASealedSideMayUnsealAndRewrite) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
  order(*g, 0, {{"type", "seal"}});
  const auto orders_now = std::get<engine::SealedOrders>(g->next_request());
  ASSERT_EQ(orders_now.decisions[0].actions.size(), 1U);
  EXPECT_EQ(orders_now.decisions[0].actions[0].type(), "unseal");
  order(*g, 0, {{"type", "unseal"}});
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "hold"}});
  EXPECT_FALSE(battle_of(*g).orders[0].sealed);
}

// Digging in (Hold allows it): the company is dug in at the end of the bound, +1R in the open.
// The umpire closes the round: Red, with no orders, stays put.
TEST(DiggingIn, AHoldingCompanyIsDugInAtTheEndOfTheBound) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
  orders(*g, 0, kHold, {{"command", "dig-in"}}, kHoldFire);
  g->close_round();
  const Battle& b = battle_of(*g);
  EXPECT_TRUE(b.platoons[0].dug_in);
  EXPECT_EQ(cover_ground(b, b.platoons[0]), Ground::kDugInOpen);
  EXPECT_EQ(b.bound, 2);
}

// Victory: after the last bound, the side holding more objectives wins.
TEST(Victory, TheSideHoldingMoreObjectivesAtTheBoundLimitWins) {
  auto g = start(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]",
                               "[{kind: objective, name: Hill, area: [[10, 10], [30, 10], [30, 30], [10, 30]]}]", 1));
  orders(*g, 0, kHold, kStay, kHoldFire);
  orders(*g, 1, kHold, kStay, kHoldFire);
  const auto over = std::get<engine::GameOver>(g->next_request());
  ASSERT_TRUE(over.winner.has_value());
  EXPECT_EQ(*over.winner, 0);
}

TEST(ScenarioErrors, AnUnknownTerrainKindSaysWhere) {
  try {
    start(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]",
                        "[{kind: swamp, name: Fen, area: [[10, 10], [30, 10], [30, 30]]}]"));
    ADD_FAILURE() << "a swamp was accepted";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("test.yaml:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("swamp"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace sandtable::rules::gw1418
