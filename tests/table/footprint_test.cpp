#include "table/footprint.hpp"

#include <gtest/gtest.h>

#include "two_bases.hpp"

namespace sandtable::table {
namespace {

using testing::kTwoBasesInColumn;
using testing::kTwoBasesInLine;

TEST(TableFootprint, ALineFacingUpTheTableStandsSideBySide) {
  const Footprint<2> f = place(kTwoBasesInLine, {{10, 10}, 90});
  ASSERT_EQ(f.size(), 2U);
  EXPECT_EQ(f[0].front_left(), (core::Vec2{7.5, 10}));
  EXPECT_EQ(f[0].front_right(), (core::Vec2{10, 10}));
  EXPECT_EQ(f[1].front_right(), (core::Vec2{12.5, 10}));
  EXPECT_EQ(f[1].corners()[2], (core::Vec2{12.5, 8}));
}

TEST(TableFootprint, TheLayoutTurnsWithTheFacing) {
  // Facing along +x the unit's right is -y: the left-hand base is the one further up the table.
  const Footprint<2> f = place(kTwoBasesInLine, {{10, 10}, 0});
  EXPECT_EQ(f[0].pose().position, (core::Vec2{10, 11.25}));
  EXPECT_EQ(f[1].pose().position, (core::Vec2{10, 8.75}));
  EXPECT_EQ(f[1].centre(), (core::Vec2{9, 8.75}));
}

TEST(TableFootprint, ABaseTurnedAboutFacesTheRear) {
  const Layout<2> square{2.5, 2, {Slot{{0, 0}}, Slot{{0, -4}, 180, {-1, 0}}}};
  const Footprint<2> f = place(square, {{0, 0}, 90});
  EXPECT_EQ(f[1].pose().facing_deg, 270);
  EXPECT_EQ(f[1].forward(), (core::Vec2{0, -1}));
  // Its front edge is 4 behind the unit's: its body runs back towards the front stand, to y -2.
  EXPECT_EQ(f[1].centre(), (core::Vec2{0, -3}));
}

TEST(TableFootprint, TurnedRotatesCounterclockwise) {
  const core::Vec2 v = turned({2, 0}, {0, 1});
  EXPECT_EQ(v, (core::Vec2{0, 2}));
}

TEST(TableFootprint, APoseKeepingABasePutsThatBaseOfTheNewLayoutWhereItWas) {
  const Footprint<2> line = place(kTwoBasesInLine, {{20, 20}, 90});
  const core::Pose column = pose_keeping_base(kTwoBasesInColumn, 1, line[1]);
  // The column's second base sits 2 behind its pose, so the pose is 2 ahead of the kept base.
  EXPECT_EQ(column.position, (core::Vec2{21.25, 22}));
  EXPECT_EQ(column.facing_deg, 90);
  EXPECT_EQ(place(kTwoBasesInColumn, column)[1].corners(), line[1].corners());
}

TEST(TableFootprint, APoseKeepingABaseBeyondTheLayoutKeepsItsLast) {
  const Layout<2> one{3, 3, {Slot{}}};
  const Footprint<2> line = place(kTwoBasesInLine, {{20, 20}, 90});
  EXPECT_EQ(pose_keeping_base(one, 1, line[1]).position, line[1].pose().position);
}

}  // namespace
}  // namespace sandtable::table
