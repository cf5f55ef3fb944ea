// 8 Morale: cavalry that fail a test by rolling under their losses retreat to the nearest
// cover, or until no longer under fire when there is none, and halt (ruling 56). Each
// expectation is worked by hand in its comment.
#include <gtest/gtest.h>

#include <cmath>

#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using testing::battle_of;
using testing::hurry_to;
using testing::pending_roll;
using testing::small_battle;
using testing::unit_index;

// Blue horse (12 figures) attacks the Hill from (10, 20); with `copse`, a wood behind it at x 4
// to 12, y 6 to 10 (its middle (8, 8), nearer Blue's edge y 0 than the horse). In turn 1 fire
// hits the horse (set by hand), it tests to advance under fire in stage 4 and rolls a natural
// 1: it retreats at once, its one die showing 6.
State horse_falls_back(bool copse) {
  std::string yaml = small_battle("", "                - {name: Blue horse, type: cavalry, figures: 12, x: 10, y: 20, facing: 90, order: attack, objective: Hill}\n");
  if (copse) {
    const std::string terrain = "terrain:\n";
    yaml.insert(yaml.find(terrain) + terrain.size(), "  - {kind: woods, name: Copse, area: [[4, 6], [12, 6], [12, 10], [4, 10]]}\n");
  }
  State s = battle_of(yaml);
  const int horse = unit_index(s, "Blue horse");
  hurry_to(s, 1, Stage::kFire);
  s.unit(horse).hits = 1;
  s.unit(horse).under_fire = true;
  hurry_to(s, 1, Stage::kMorale);
  EXPECT_NE(pending_roll(s).reason.find("Blue horse tests morale"), std::string::npos) << pending_roll(s).reason;
  apply_roll(s, {1});
  EXPECT_TRUE(s.unit(horse).retreating);
  EXPECT_EQ(pending_roll(s).count, 1);
  apply_roll(s, {6});
  return s;
}

// 8 Morale, ruling 56: the 6 gives 6 + 10 = 16 inches toward the Copse's middle (8, 8), a line
// sqrt(2² + 12²) = sqrt(148) long; in quarter-inch steps the horse is first in the Copse after
// 41 steps, 10.25 inches (at 10 inches it is at y 20 - 12 x 10 / sqrt(148) = 10.14, outside),
// and halts there. Its rally tests in the turns after (1s, fails) keep it retreating, but it
// stays in the Copse.
TEST(M2mMorale, RetreatingCavalryMakeForTheNearestCoverAndHaltInIt) {
  State s = horse_falls_back(true);
  const Unit& horse = s.unit(unit_index(s, "Blue horse"));
  const double along = 10.25 / std::sqrt(148.0);
  EXPECT_NEAR(horse.at.x, 10 - 2 * along, 1e-9);
  EXPECT_NEAR(horse.at.y, 20 - 12 * along, 1e-9);
  EXPECT_TRUE(in_cover(s, horse));
  const core::Vec2 there = horse.at;
  hurry_to(s, 3, Stage::kOrders);
  EXPECT_TRUE(horse.retreating);
  EXPECT_EQ(horse.at.x, there.x);
  EXPECT_EQ(horse.at.y, there.y);
}

// Ruling 56 with no cover behind (the Far wood's middle, y 33, is toward the enemy): the horse
// falls back straight to its edge, 16 inches to (10, 4); in the turns after, no longer under
// fire, it halts there instead of going on back.
TEST(M2mMorale, RetreatingCavalryWithNoCoverFallBackUntilNoLongerUnderFire) {
  State s = horse_falls_back(false);
  const Unit& horse = s.unit(unit_index(s, "Blue horse"));
  EXPECT_NEAR(horse.at.x, 10, 1e-9);
  EXPECT_NEAR(horse.at.y, 4, 1e-9);
  hurry_to(s, 3, Stage::kOrders);
  EXPECT_NEAR(horse.at.y, 4, 1e-9);
}

}  // namespace
}  // namespace sandtable::rules::m2m
