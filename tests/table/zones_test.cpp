#include "table/zones.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

namespace sandtable::table {
namespace {

// 4 across and 2 deep, its front edge from (-2, 0) to (2, 0), facing up the table.
const core::Base kFacingUp{4, 2, {{0, 0}, 90}};

Footprint<1> one(const core::Base& b) { return {b}; }

TEST(TableZones, AStripAheadRunsFromNearToFarInsetAtTheSides) {
  const core::Quad q = strip_ahead(kFacingUp, 1, 5, 0.5);
  EXPECT_EQ(q[0], (core::Vec2{-1.5, 5}));
  EXPECT_EQ(q[1], (core::Vec2{1.5, 5}));
  EXPECT_EQ(q[2], (core::Vec2{1.5, 1}));
  EXPECT_EQ(q[3], (core::Vec2{-1.5, 1}));
}

TEST(TableZones, ABaseFlushBesideAClearZoneIsNotInIt) {
  // x from 2 to 6: it shares the zone's right edge, x = 2.
  const core::Base beside{4, 2, {{4, 5}, 90}};
  EXPECT_TRUE(core::in_zone_ahead(kFacingUp, 10, beside)) << "the plain zone counts a touch";
  EXPECT_FALSE(core::overlaps(clear_zone_ahead(kFacingUp, 10), beside.corners()));
  const core::Base over{4, 2, {{3.9, 5}, 90}};  // 0.1 into the zone
  EXPECT_TRUE(core::overlaps(clear_zone_ahead(kFacingUp, 10), over.corners()));
}

TEST(TableZones, AFootprintIsAheadWhenAnyOfItsBasesIsAheadOfAnyOfOurs) {
  const Layout<2> line{2, 1, {Slot{{-1, 0}}, Slot{{1, 0}}}};  // x from -2 to 2
  const Footprint<2> ours = place(line, {{0, 0}, 90});
  EXPECT_TRUE(in_zone_ahead(ours, 5, one(core::Base{1, 1, {{1.5, 4}, -90}})));
  EXPECT_FALSE(in_zone_ahead(ours, 5, one(core::Base{1, 1, {{1.5, 6}, -90}}))) << "6 ahead: out of range";
  EXPECT_FALSE(in_zone_ahead(ours, 5, one(core::Base{1, 1, {{3, 4}, -90}}))) << "x from 2.5: beside";
}

TEST(TableArcs, ABaseJustOutsideTheArcIsNotInIt) {
  const core::Pose up{{0, 0}, 90};
  // x from 4 to 6; its nearest corner (4, 3.9) lies just below the 45-degree line y = x.
  EXPECT_FALSE(in_arc(up, core::Base{2, 2, {{5, 3.9}, 90}}, 45));
  EXPECT_TRUE(in_arc(up, core::Base{2, 2, {{5, 4.1}, 90}}, 45)) << "its corner (4, 4.1) is inside";
}

// An arc under a half-turn answers a base plainly inside or beyond an edge without measuring
// it, and measures a base with a corner within a millionth of its distance of an edge: on
// either side of the edge, near and very near, the answer is the one measuring gives.
TEST(TableArcs, ABaseNearTheArcsEdgeIsInItOnlyWhereACornerIs) {
  const core::Pose up{{0, 0}, 90};
  // x from 4 to 6, the nearest corner (4, 4 + off) on, above or below the 45-degree line y = x.
  const auto at = [](double off) { return core::Base{2, 2, {{5, 4 + off}, 90}}; };
  EXPECT_TRUE(in_arc(up, at(0), 45)) << "touching the edge counts";
  for (const double off : {1e-4, 1e-7}) {
    EXPECT_TRUE(in_arc(up, at(off), 45)) << off << " inside";
    EXPECT_FALSE(in_arc(up, at(-off), 45)) << off << " beyond";
  }
  // Turned: the same base and viewpoint a third of a turn about the origin.
  const auto turned = [](const core::Base& b) {
    const double c = std::cos(2 * std::numbers::pi / 3);
    const double s = std::sin(2 * std::numbers::pi / 3);
    const core::Vec2 p = b.pose().position;
    return core::Base{b.width(), b.depth(), {{c * p.x - s * p.y, s * p.x + c * p.y}, 210}};
  };
  EXPECT_TRUE(in_arc({{0, 0}, 210}, turned(at(1e-4)), 45));
  EXPECT_FALSE(in_arc({{0, 0}, 210}, turned(at(-1e-4)), 45));
}

TEST(TableArcs, AnArcRunningThroughABaseWithNoCornerInItHoldsIt) {
  // 10 across, from x -5 to 5 at y 9 to 10: every corner is more than 10 degrees off the facing.
  const core::Base wide{10, 1, {{0, 10}, 90}};
  EXPECT_TRUE(in_arc({{0, 0}, 90}, wide, 10));
  EXPECT_FALSE(in_arc({{0, 0}, -90}, wide, 10)) << "facing away";
}

TEST(TableArcs, ABaseOverTheViewpointIsInEveryArc) {
  EXPECT_TRUE(in_arc({{0, -1}, -90}, kFacingUp, 5));
}

TEST(TableArcs, AFootprintIsInTheArcWhenAnyBaseIs) {
  const Layout<2> line{2, 2, {Slot{{-10, 0}}, Slot{{10, 0}}}};
  const Footprint<2> f = place(line, {{0, 20}, 90});  // bases about x -10 and x 10, 20 up
  EXPECT_FALSE(in_arc({{0, 0}, 90}, f, 10));
  EXPECT_TRUE(in_arc({{0, 0}, 90}, f, 30));
}

}  // namespace
}  // namespace sandtable::table
