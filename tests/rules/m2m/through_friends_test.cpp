// 8 Morale: infantry advancing through friends pinned down by fire halt a turn among them, an
// easy target, and test morale to go on (ruling 53). Each expectation is worked by hand in its
// comment.
#include <gtest/gtest.h>

#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using testing::battle_of;
using testing::hurry_to;
using testing::pending_roll;
using testing::small_battle;
using testing::unit_index;

// Blue 1 (16 good figures, a line) attacks the Hill at (24, 30) straight up x 24 from (24, 6);
// Blue 2 holds at (24, 12), in its way.
State blue_behind_friends() {
  return battle_of(small_battle("",
                                "                - {name: Blue 1, type: infantry, rating: good, figures: 16, x: 24, y: 6, facing: 90, order: attack, objective: Hill}\n"
                                "                - {name: Blue 2, type: infantry, figures: 16, x: 24, y: 12, facing: 90, order: defend}\n"));
}

// 8 Morale, ruling 53. Turn 1: Blue 2 is pinned down when Blue 1 moves; Blue 1's dice 6 and 6
// give 6 + 4 = 10 inches, but in quarter-inch steps it stops at y 11, the first point within an
// inch of Blue 2. Turn 2 it halts there: an easy target though a line (open), its fire at Red 1
// (19 inches off, in its 24) not halved for moving, and it tests morale in stage 4, 2D6 + 1
// against no losses: 3 and 4 pass; no move in stage 5. Turn 3 it goes
// on: dice 1 and 1 give 5 inches, to y 16, through Blue 2 pinned again (friends it has gone
// through do not stop it twice).
TEST(M2mMorale, InfantryAdvancingThroughPinnedDownFriendsHaltATurnAsAnEasyTargetAndTest) {
  State s = blue_behind_friends();
  const int blue1 = unit_index(s, "Blue 1");
  const int blue2 = unit_index(s, "Blue 2");
  hurry_to(s, 1, Stage::kMovement);
  s.unit(blue2).pinned = true;
  ASSERT_EQ(pending_roll(s).count, 2);
  apply_roll(s, {6, 6});
  EXPECT_DOUBLE_EQ(s.unit(blue1).at.y, 11.0);
  EXPECT_EQ(s.unit(blue1).through_friends, blue2);
  hurry_to(s, 2, Stage::kOrders);
  EXPECT_EQ(target_state(s, s.unit(blue1)), Target::kEasy);
  EXPECT_FALSE(fire_situation(s, blue1, unit_index(s, "Red 1"), false).moved);
  hurry_to(s, 2, Stage::kMorale);
  const engine::DiceRequest test = pending_roll(s);
  EXPECT_EQ(test.count, 2);
  EXPECT_NE(test.reason.find("Blue 1 tests morale (to advance through pinned-down friends)"), std::string::npos) << test.reason;
  apply_roll(s, {3, 4});
  EXPECT_FALSE(s.unit(blue1).pinned);
  hurry_to(s, 3, Stage::kOrders);
  EXPECT_DOUBLE_EQ(s.unit(blue1).at.y, 11.0);
  EXPECT_EQ(target_state(s, s.unit(blue1)), Target::kOpen);
  EXPECT_TRUE(fire_situation(s, blue1, unit_index(s, "Red 1"), false).moved);
  hurry_to(s, 3, Stage::kMovement);
  s.unit(blue2).pinned = true;
  apply_roll(s, {1, 1});
  EXPECT_DOUBLE_EQ(s.unit(blue1).at.y, 16.0);
}

// Ruling 53: friends that are not pinned down do not stop a move; Blue 1's 10 inches take it
// from y 6 to y 16, past Blue 2.
TEST(M2mMorale, InfantryAdvancingThroughFriendsNotPinnedDoNotHalt) {
  State s = blue_behind_friends();
  hurry_to(s, 1, Stage::kMovement);
  apply_roll(s, {6, 6});
  EXPECT_DOUBLE_EQ(s.unit(unit_index(s, "Blue 1")).at.y, 16.0);
  EXPECT_EQ(s.unit(unit_index(s, "Blue 1")).through_turn, 0);
}

}  // namespace
}  // namespace sandtable::rules::m2m
