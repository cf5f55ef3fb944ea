// The Mukden to Megiddo turn (4 Turn Sequence) with movement (5), fire (6) and morale (8) as
// the game plays them: each expectation worked by hand in its comment.
#include <gtest/gtest.h>

#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using testing::battle_of;
using testing::done;
using testing::hurry_to;
using testing::pending_roll;
using testing::small_battle;
using testing::unit_index;

// 4 Turn Sequence: the defender (Red) writes his orders first; Blue then; in stage 5 the
// attacker (Blue) moves first. Nothing is in range at the start, so stages 2 to 4 pass.
TEST(M2mTurnSequence, TheDefenderActsFirstExceptInMovement) {
  State s = battle_of(small_battle());
  EXPECT_EQ(s.stage, Stage::kOrders);
  EXPECT_EQ(std::get<engine::Decision>(battle_request(s)).side, 1);
  done(s);
  EXPECT_EQ(s.stage, Stage::kOrders);
  EXPECT_EQ(std::get<engine::Decision>(battle_request(s)).side, 0);
  done(s);
  EXPECT_EQ(s.stage, Stage::kMovement);
  EXPECT_EQ(pending_roll(s).side, 0);
  EXPECT_EQ(s.order_of_play(Stage::kFire), (std::vector<int>{1, 0}));
  EXPECT_EQ(s.order_of_play(Stage::kMovement), (std::vector<int>{0, 1}));
}

// 5 Movement: Blue 1, a line in the open, rolls a die for each end (D6+4) and goes as far as
// its slower end (ruling 30): 5 and 2 make 2 + 4 = 6 inches. Blue 2, a column, goes 10 inches
// with no die. The clock moves on 20 minutes at the end of the turn.
TEST(M2mMovement, ALineGoesAsFarAsItsSlowerEndAndAColumnTenInches) {
  State s = battle_of(small_battle());
  const core::Vec2 line_from = s.unit(unit_index(s, "Blue 1")).at;
  const core::Vec2 column_from = s.unit(unit_index(s, "Blue 2")).at;
  done(s);
  done(s);
  const engine::DiceRequest roll = pending_roll(s);
  EXPECT_EQ(roll.count, 2);
  EXPECT_NE(roll.reason.find("Blue 1"), std::string::npos);
  apply_roll(s, {5, 2});
  EXPECT_NEAR(core::distance(line_from, s.unit(unit_index(s, "Blue 1")).at), 6.0, 1e-9);
  EXPECT_NEAR(core::distance(column_from, s.unit(unit_index(s, "Blue 2")).at), 10.0, 1e-9);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.clock_minutes, 20);
}

const std::string kFacingRed =
    "                - {name: Blue 1, type: infantry, figures: 16, x: 24, y: 14, facing: 90, order: defend}\n"
    "                - {name: Blue 2, type: infantry, figures: 16, formation: column, x: 28, y: 14, facing: 90, order: attack, objective: Hill}\n";

// 6 Firing: average infantry in the open roll a D6 per 4 figures: 16 figures, 4 dice. A column
// is an easy target, hit on 3+: 3, 3, 2, 1 is 2 hits. A line in the open is hit on 4+: 4, 3,
// 6, 1 is 2 hits.
TEST(M2mFire, DicePerFiguresAndToHitByTargetState) {
  State s = battle_of(small_battle("", kFacingRed));
  done(s);  // Red's orders
  done(s);  // Blue's
  ASSERT_EQ(s.stage, Stage::kFire);
  apply_action(s, {{"type", "fire"}, {"unit", "Red 1"}, {"target", "Blue 2"}});
  engine::DiceRequest roll = pending_roll(s);
  EXPECT_EQ(roll.side, 1);
  EXPECT_EQ(roll.count, 4);
  EXPECT_NE(roll.reason.find("3+"), std::string::npos) << roll.reason;
  apply_roll(s, {3, 3, 2, 1});
  EXPECT_EQ(s.unit(unit_index(s, "Blue 2")).figures, 14);
  // Red has no one else to fire: Blue's turn to fire comes at once.
  apply_action(s, {{"type", "fire"}, {"unit", "Blue 1"}, {"target", "Red 1"}});
  roll = pending_roll(s);
  EXPECT_EQ(roll.count, 4);
  EXPECT_NE(roll.reason.find("4+"), std::string::npos) << roll.reason;
  apply_roll(s, {4, 3, 6, 1});
  EXPECT_EQ(s.unit(unit_index(s, "Red 1")).figures, 14);
}

// 8 Morale: Blue 2, ordered to attack, lost 4 figures to fire this turn, so it tests to
// advance: average infantry roll 2D6 and pass above their losses. 2 and 2 make 4, not above
// 4 and not 3 or less: pinned down, and it halts (it does not move in stage 5).
TEST(M2mMorale, AUnitHitThisTurnTestsToAdvanceAndIsPinnedOnItsLosses) {
  State s = battle_of(small_battle("", kFacingRed));
  done(s);
  done(s);
  apply_action(s, {{"type", "fire"}, {"unit", "Red 1"}, {"target", "Blue 2"}});
  apply_roll(s, {3, 3, 3, 3});
  done(s);  // Blue fires not (Red has no one else to fire)
  ASSERT_EQ(s.stage, Stage::kMorale);
  const engine::DiceRequest roll = pending_roll(s);
  EXPECT_EQ(roll.side, 0);
  EXPECT_EQ(roll.count, 2);
  const core::Vec2 before = s.unit(unit_index(s, "Blue 2")).at;
  apply_roll(s, {2, 2});
  const Unit& blue2 = s.unit(unit_index(s, "Blue 2"));
  EXPECT_TRUE(blue2.pinned);
  EXPECT_EQ(blue2.at.x, before.x);
  EXPECT_EQ(blue2.at.y, before.y);
}

// 8 Morale: infantry that total 3 or less on two dice fail and retreat one move at once: 1 and
// 2 is 3. A column falls back 10 inches, from y 14 to y 4, and keeps retreating.
TEST(M2mMorale, ATotalOfThreeOrLessRetreatsOneMoveAtOnce) {
  State s = battle_of(small_battle("", kFacingRed));
  done(s);
  done(s);
  apply_action(s, {{"type", "fire"}, {"unit", "Red 1"}, {"target", "Blue 2"}});
  apply_roll(s, {3, 3, 2, 1});
  done(s);
  apply_roll(s, {1, 2});
  const Unit& blue2 = s.unit(unit_index(s, "Blue 2"));
  EXPECT_TRUE(blue2.retreating);
  EXPECT_NEAR(blue2.at.y, 4.0, 1e-9);
}

// 2 Command & Control: two actions a turn. The chateau's two messages use them both; it is then
// offered nothing more.
TEST(M2mCommand, ACommanderHasTwoActionsATurn) {
  State s = battle_of(small_battle());
  done(s);
  const engine::Json message{{"type", "message"}, {"from", "Blue chateau"}, {"to", "Blue reserve HQ"}, {"order", "attack"}, {"objective", "Hill"}};
  apply_action(s, message);
  apply_action(s, message);
  for (const engine::Action& a : legal_actions(s)) EXPECT_NE(a.json.value("from", ""), "Blue chateau") << a.label;
}

// 2 Command & Control: an HQ that sends more than one order cannot move that turn; one that
// sends one follows its units (ruling 28: up to 11 inches).
TEST(M2mCommand, AnHqThatSendsMoreThanOneOrderDoesNotMove) {
  State s = battle_of(small_battle());
  done(s);
  apply_action(s, {{"type", "tactical"}, {"commander", "Blue HQ"}, {"unit", "Blue 1"}, {"order", "defend"}});
  apply_action(s, {{"type", "tactical"}, {"commander", "Blue HQ"}, {"unit", "Blue 2"}, {"order", "defend"}});
  const core::Vec2 hq = s.commander(testing::commander_index(s, "Blue HQ")).at;
  hurry_to(s, 2, Stage::kOrders);
  EXPECT_EQ(s.commander(testing::commander_index(s, "Blue HQ")).at.y, hq.y);
  // Blue reserve HQ sent nothing: it moved up to its unit, 2 inches away at (10, 6).
  EXPECT_NEAR(s.commander(testing::commander_index(s, "Blue reserve HQ")).at.y, 6.0, 1e-9);
}

// Victory (scenario terms, ruling 31): the attacker wins holding an objective at the end of a
// turn (his unit within 3 inches, none of the defender's); the defender when the last turn
// ends without that.
TEST(M2mVictory, TheAttackerWinsHoldingAnObjectiveAtTheEndOfATurn) {
  State s = battle_of(small_battle("", "                - {name: Blue 1, type: infantry, figures: 16, x: 4, y: 30, facing: 90, order: defend}\n"));
  hurry_to(s, 1, Stage::kOver);
  ASSERT_TRUE(s.winner);
  EXPECT_EQ(*s.winner, 0);
  EXPECT_NE(s.result.find("turn 1"), std::string::npos) << s.result;
}

TEST(M2mVictory, TheDefenderWinsWhenTheLastTurnEnds) {
  State s = battle_of(small_battle());
  hurry_to(s, 3, Stage::kOver);
  ASSERT_TRUE(s.winner);
  EXPECT_EQ(*s.winner, 1);
  EXPECT_TRUE(std::holds_alternative<engine::GameOver>(battle_request(s)));
}

}  // namespace
}  // namespace sandtable::rules::m2m
