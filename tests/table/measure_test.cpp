#include "table/measure.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "two_bases.hpp"

namespace sandtable::table {
namespace {

using testing::kTwoBasesInColumn;
using testing::kTwoBasesInLine;

// One base 4 across and 2 deep, its front edge centred on the pose.
const Layout<1> kFourByTwoBase{4, 2, {Slot{}}};

Footprint<1> base_at(double x, double y, double facing = 90) { return place(kFourByTwoBase, {{x, y}, facing}); }

TEST(TableMeasure, TwoBasesThreeApartEdgeToEdgeAreThreeApart) {
  // x from -2 to 2, and from 5 to 9.
  EXPECT_DOUBLE_EQ(distance(base_at(0, 0), base_at(7, 0)), 3);
  EXPECT_TRUE(within(base_at(0, 0), base_at(7, 0), 3));
  EXPECT_FALSE(within(base_at(0, 0), base_at(7, 0), 2.99));
}

TEST(TableMeasure, TheNearestPairOfBasesGivesTheDistance) {
  const Layout<2> pair{4, 2, {Slot{{-2, 0}}, Slot{{2, 0}}}};  // x from -4 to 4
  const Footprint<2> two = place(pair, {{0, 0}, 90});
  // Facing down the table, 5 up: the base's front edge at y 5, its rear at y 7.
  EXPECT_DOUBLE_EQ(distance(two, base_at(3, 5, -90)), 5);
  // Off to the side, corner to corner: (4, 0) to (7, 4).
  EXPECT_DOUBLE_EQ(distance(two, base_at(9, 6)), 5);
}

TEST(TableMeasure, TheDistanceWithinABoundIsTheDistanceOrNothing) {
  const Layout<2> pair{4, 2, {Slot{{-2, 0}}, Slot{{2, 0}}}};
  const Footprint<2> two = place(pair, {{0, 0}, 90});
  // Corner to corner, 5 apart, as above: given at a bound of 5 or more, never below it.
  EXPECT_EQ(distance_within(two, base_at(9, 6), 5), 5.0);
  EXPECT_EQ(distance_within(two, base_at(9, 6), 100), distance(two, base_at(9, 6)));
  EXPECT_FALSE(distance_within(two, base_at(9, 6), 4.99));
  EXPECT_EQ(distance_within(two, base_at(3, 5, -90), 5), 5.0) << "edge to edge, the bases' circles nearer than that";
}

TEST(TableMeasure, TouchingIsWithinTheContactTolerance) {
  EXPECT_TRUE(touching(base_at(0, 0), base_at(4, 0))) << "edge to edge";
  EXPECT_TRUE(touching(base_at(0, 0), base_at(4.005, 0)));
  EXPECT_FALSE(touching(base_at(0, 0), base_at(4.02, 0)));
  // Front to front, facing each other.
  EXPECT_TRUE(touching(base_at(0, 0), base_at(0, 0.005, -90)));
}

TEST(TableMeasure, TouchingIsNotOverlapping) {
  EXPECT_FALSE(overlap(base_at(0, 0), base_at(4, 0)));
  EXPECT_FALSE(overlap(base_at(0, 0), base_at(3.97, 0))) << "0.03 over: within the margin";
  EXPECT_TRUE(overlap(base_at(0, 0), base_at(3.5, 0)));
  EXPECT_TRUE(overlap(base_at(0, 0), base_at(1, -1, 45)));
}

TEST(TableMeasure, BasesWhoseInnerCirclesOverlapAreFoundOverlappingByTheFullTest) {
  // Bases 4 x 2 (inner circles 0.98 across the shrunk base) about each other at every turn and
  // at distances up to where the inner circles part: every pair the cheap test finds, the
  // separating-axis test finds too.
  const core::Base a = base_at(0, 0)[0];
  int sure = 0;
  for (int step = 0; step < 200; ++step) {
    const double d = 0.01 * step;
    for (int turn = 0; turn < 360; turn += 15) {
      const double at = core::degrees_to_radians(turn * 7.0);
      const core::Base b = base_at(d * std::cos(at), -1 + d * std::sin(at), turn)[0];
      if (!bases_surely_overlap(a, b)) continue;
      ++sure;
      EXPECT_TRUE(bases_overlap(a, b)) << d << " apart, turned " << turn;
    }
  }
  EXPECT_GT(sure, 100);
  EXPECT_FALSE(bases_surely_overlap(a, base_at(0, -1.97)[0])) << "centres 1.97 apart, beyond the inner circles (0.98 each)";
  EXPECT_TRUE(bases_surely_overlap(a, base_at(0, -1.95)[0]));
}

TEST(TableMeasure, OnTheTableOnlyWhenEveryCornerIs) {
  // Corners from (0, 0) to (4, 2) on a 10 x 10 table.
  EXPECT_TRUE(on_table(base_at(2, 2), 10, 10));
  EXPECT_FALSE(on_table(base_at(1.9, 2), 10, 10));
  EXPECT_FALSE(on_table(base_at(2, 10.1), 10, 10));
  EXPECT_TRUE(on_table(base_at(8, 10), 10, 10));
}


TEST(TableMeasure, ALinesSharedRearCornerIsInsideItsOutline) {
  const Footprint<2> line = place(kTwoBasesInLine, {{0, 0}, 90});
  EXPECT_TRUE(inside_outline(line, 0, line[0].corners()[2])) << "(0, -2), on the other base";
  EXPECT_FALSE(inside_outline(line, 0, line[0].corners()[3])) << "(-2.5, -2), the line's own corner";
}

TEST(TableMeasure, AFrontEdgeAgainstARearEdgeIsContactWithTheRear) {
  const Footprint<1> ahead = base_at(0, 0);  // its rear edge at y -2
  EXPECT_TRUE(front_touches_rear(base_at(1, -2), ahead));
  EXPECT_TRUE(front_touches_rear(place(kTwoBasesInColumn, {{1, -2}, 90}), ahead)) << "a column's front stand";
  EXPECT_FALSE(front_touches_rear(ahead, base_at(1, -2))) << "the other way about: rear to front";
  EXPECT_FALSE(front_touches_rear(base_at(0, 0.005, -90), ahead)) << "face to face";
  EXPECT_FALSE(front_touches_rear(base_at(4, 0), ahead)) << "side by side";
}

TEST(TableMeasure, AColumnsInnerEdgesAreNeitherFrontNorRear) {
  // Its front stand's rear edge (y -2) is against its own rear stand: a base whose front edge
  // lies along y -2 beside it touches that edge's end only at the column's outline.
  const Footprint<2> column = place(kTwoBasesInColumn, {{0, 0}, 90});
  EXPECT_FALSE(front_touches_rear(base_at(3.25, -2), column)) << "x from 1.25: touching the corner (1.25, -2)";
  EXPECT_TRUE(front_touches_rear(base_at(3.25, -4), column)) << "against the rear stand's rear corner (1.25, -4)";
}

}  // namespace
}  // namespace sandtable::table
