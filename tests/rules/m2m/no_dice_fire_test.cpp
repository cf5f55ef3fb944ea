// 6 Firing: a fire is a roll of dice by the figures or crew (ruling 54): a fire with no die to
// roll is not offered, and the AI never picks one with only a spare die's chance. Each
// expectation is worked by hand in its comment.
#include <gtest/gtest.h>

#include "game_support.hpp"
#include "rules/m2m/game/ai.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using testing::battle_of;
using testing::done;
using testing::hurry_to;
using testing::small_battle;
using testing::unit_index;

// Blue 1, `figures` figures of `rating` infantry attacking the Hill, stands at (24, 14), 16
// inches from Red 1 on it (in the open, in range of any infantry): the battle waits for
// Blue's decision in turn 1's fire stage.
State blue_to_fire(const std::string& rating, int figures) {
  State s = battle_of(small_battle("", "                - {name: Blue 1, type: infantry, rating: " + rating + ", figures: " + std::to_string(figures) +
                                           ", x: 24, y: 14, facing: 90, order: attack, objective: Hill}\n"));
  hurry_to(s, 1, Stage::kFire);
  if (s.acting != 0) done(s);  // Red fires first
  EXPECT_EQ(s.acting, 0);
  return s;
}

// 6 Firing, ruling 54: 3 average figures in the open roll a die per 4 figures, none, and
// average troops ignore spares: nothing to roll, so Red 1 is no target.
TEST(M2mFire, AFireOfNoDiceIsNotOffered) {
  const State s = blue_to_fire("average", 3);
  EXPECT_TRUE(fire_targets(s, unit_index(s, "Blue 1")).empty());
}

// 6 Firing, ruling 54: 2 elite figures in the open roll a die per 3, none, with 2 spares: a die
// of 2 or less gives them one, so the fire is offered; but the AI, offered only that, is done.
// With 4 figures (1 die and a spare) it fires.
TEST(M2mFire, TheAiNeverPicksAFireOfNoWholeDie) {
  const State two = blue_to_fire("elite", 2);
  const int blue1 = unit_index(two, "Blue 1");
  const int red1 = unit_index(two, "Red 1");
  ASSERT_EQ(fire_targets(two, blue1), std::vector<int>{red1});
  int spares = 0;
  EXPECT_EQ(whole_fire_dice(two, blue1, red1, &spares), 0);
  EXPECT_EQ(spares, 2);
  core::Rng rng = core::Rng::stream(1, 0, core::Purpose::kDecision);
  EXPECT_EQ(choose_action(two, legal_actions(two), rng).type(), "done");
  const State four = blue_to_fire("elite", 4);
  EXPECT_EQ(whole_fire_dice(four, blue1, red1), 1);
  EXPECT_EQ(choose_action(four, legal_actions(four), rng).type(), "fire");
}

}  // namespace
}  // namespace sandtable::rules::m2m
