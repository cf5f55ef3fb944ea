// 6 Firing: elite and good infantry fire at half effect and then move half, or move half and
// then fire (ruling 57). Each expectation is worked by hand in its comment.
#include <gtest/gtest.h>

#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"
#include "rules/m2m/game/resolve.hpp"

namespace sandtable::rules::m2m {
namespace {

using testing::battle_of;
using testing::done;
using testing::hurry_to;
using testing::offered;
using testing::pending_roll;
using testing::small_battle;
using testing::unit_index;

// Blue 1, 16 `rating` figures in a line attacking the Hill, at (24, 2): 28 inches from Red 1
// on it, beyond any rifle's range. The battle waits for Blue's turn-1 fire decision.
State blue_out_of_range(const std::string& rating) {
  State s = battle_of(small_battle("", "                - {name: Blue 1, type: infantry, rating: " + rating +
                                           ", figures: 16, x: 24, y: 2, facing: 90, order: attack, objective: Hill}\n"));
  hurry_to(s, 1, Stage::kFire);
  if (s.acting != 0) done(s);
  EXPECT_EQ(s.acting, 0);
  return s;
}

const engine::Json kMoveFire{{"type", "move-fire"}, {"unit", "Blue 1"}, {"target", "Red 1"}};

// 6 Firing ("or vice versa"), ruling 57. Good Blue 1 may close and fire: 28 inches is within its
// 24 and the longest half move, (6 + 4) / 2 = 5. Its dice 4 and 5: the slower end's 4 + 4 = 8,
// halved, 4 inches, to y 6, 24 inches from Red 1: it fires, a die per 4 figures, 4 dice, 4+
// to hit (Red 1 in the open), each hit standing on a further 4+ (half effect: it moved). In
// stage 5 it does not move again.
TEST(M2mFire, GoodInfantryMayMoveHalfThenFireAtHalfEffect) {
  State s = blue_out_of_range("good");
  const int blue1 = unit_index(s, "Blue 1");
  EXPECT_TRUE(fire_targets(s, blue1).empty());
  ASSERT_TRUE(offered(s, kMoveFire));
  apply_action(s, kMoveFire);
  EXPECT_EQ(pending_roll(s).count, 2);
  apply_roll(s, {4, 5});
  EXPECT_DOUBLE_EQ(s.unit(blue1).at.y, 6.0);
  const engine::DiceRequest fire = pending_roll(s);
  EXPECT_EQ(fire.count, 4);
  EXPECT_NE(fire.reason.find("Blue 1 fires at Red 1: 4+ to hit"), std::string::npos) << fire.reason;
  EXPECT_EQ(s.rolls.front().confirmations, 1);
  hurry_to(s, 2, Stage::kOrders);
  EXPECT_DOUBLE_EQ(s.unit(blue1).at.y, 6.0);
}

// Ruling 57: dice 1 and 1 give (1 + 4) / 2 = 2.5 inches, to y 4.5, 25.5 inches from Red 1:
// out of range, so no fire follows.
TEST(M2mFire, AHalfMoveThatEndsOutOfRangeFiresNothing) {
  State s = blue_out_of_range("elite");
  apply_action(s, kMoveFire);
  apply_roll(s, {1, 1});
  EXPECT_DOUBLE_EQ(s.unit(unit_index(s, "Blue 1")).at.y, 4.5);
  EXPECT_TRUE(s.rolls.empty());
}

// 6 Firing ("Others either fire OR move"): average Blue 1 has no half move and fire (nor any
// fire: Blue's fire stage asks nothing), and asking for one is refused.
TEST(M2mFire, AverageInfantryMayNotMoveThenFire) {
  State s = testing::blue_turn_1_orders(small_battle("", "                - {name: Blue 1, type: infantry, figures: 16, x: 24, y: 2, facing: 90, order: attack, objective: Hill}\n"));
  EXPECT_TRUE(move_then_fire_targets(s, unit_index(s, "Blue 1")).empty());
  EXPECT_THROW(apply_action(s, kMoveFire), GameError);
}

}  // namespace
}  // namespace sandtable::rules::m2m
