// Cover and terrain: each line of the table as a change to a platoon's own Resilience.
#include <gtest/gtest.h>

#include "rules/1418/cover.hpp"

namespace sandtable::rules::gw1418 {
namespace {

Cover in(Ground g) {
  Cover c;
  c.ground = g;
  return c;
}

Cover moving_in(Ground g) {
  Cover c = in(g);
  c.moving = true;
  return c;
}

TEST(Gw1418CoverAndTerrain, OpenAndRoughGround) {
  EXPECT_EQ(resilience_in_cover(4, in(Ground::kOpen)), 2);   // -2R
  EXPECT_EQ(resilience_in_cover(4, in(Ground::kRough)), 3);  // -1R
}

TEST(Gw1418CoverAndTerrain, DugIntoOpenOrRoughIsPlusOne) {
  EXPECT_EQ(resilience_in_cover(4, in(Ground::kDugInOpen)), 5);
  EXPECT_EQ(resilience_in_cover(4, in(Ground::kDugInRough)), 5);
}

TEST(Gw1418CoverAndTerrain, DefensibleIsPlusTwoDugInElsePlusOne) {
  EXPECT_EQ(resilience_in_cover(4, in(Ground::kDefensible)), 6);
  EXPECT_EQ(resilience_in_cover(4, moving_in(Ground::kDefensible)), 5);
  Cover not_dug = in(Ground::kDefensible);
  not_dug.not_dug_in = true;
  EXPECT_EQ(resilience_in_cover(4, not_dug), 5);
}

TEST(Gw1418CoverAndTerrain, FortificationIsPlusThreeDugInElsePlusTwo) {
  EXPECT_EQ(resilience_in_cover(4, in(Ground::kFortification)), 7);
  EXPECT_EQ(resilience_in_cover(4, moving_in(Ground::kFortification)), 6);
}

// A unit that moves at all is not dug in: out of its holes it is in the open (or rough) again.
TEST(Gw1418CoverAndTerrain, MovingOutOfHolesIsTheGroundItself) {
  EXPECT_EQ(resilience_in_cover(4, moving_in(Ground::kDugInOpen)), 2);
  EXPECT_EQ(resilience_in_cover(4, moving_in(Ground::kDugInRough)), 3);
}

// The text's example: over the top of a dug-in trench into the open gives -2, and so does
// assaulting from the open into a trench.
TEST(Gw1418CoverAndTerrain, TheWeakerOfTwoGroundsCounts) {
  Cover over_the_top = in(Ground::kOpen);
  over_the_top.from = Ground::kDefensible;
  EXPECT_EQ(cover_factors(over_the_top).front().value, -2);
  Cover into_trench = in(Ground::kDefensible);
  into_trench.from = Ground::kOpen;
  EXPECT_EQ(cover_factors(into_trench).front().value, -2);
  Cover rough_to_fort = in(Ground::kFortification);
  rough_to_fort.from = Ground::kRough;
  EXPECT_EQ(resilience_in_cover(5, rough_to_fort), 4);  // rough's -1
}

// Vehicles never dig in: a tank in a fortification has the +2 of one not dug in.
TEST(Gw1418CoverAndTerrain, VehiclesNeverDigIn) {
  Cover c = in(Ground::kFortification);
  c.vehicle = true;
  EXPECT_EQ(resilience_in_cover(6, c), 8);
}

// The High Command table's note: a company may dig in, at -1R while it digs.
TEST(Gw1418CoverAndTerrain, DiggingInUnderFireCostsOne) {
  Cover c = in(Ground::kOpen);
  c.digging = true;
  EXPECT_EQ(resilience_in_cover(4, c), 1);  // -2 open, -1 digging
  Cover d = in(Ground::kDefensible);
  d.digging = true;
  EXPECT_EQ(resilience_in_cover(4, d), 4);  // +1 not yet dug in, -1 digging
  EXPECT_EQ(cover_factors(d).size(), 2u);
}

}  // namespace
}  // namespace sandtable::rules::gw1418
