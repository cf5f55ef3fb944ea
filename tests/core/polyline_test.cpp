#include "core/polyline.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/polygon.hpp"

namespace sandtable::core {
namespace {

// A river 2 cm wide: along y = 10 from x = 0 to 10, then up to (10, 20).
const Polyline kRiver{{{0, 10}, {10, 10}, {10, 20}}, 2};

TEST(Polyline, DistanceToTheCentreLine) {
  EXPECT_DOUBLE_EQ(kRiver.distance({5, 13}), 3);
  EXPECT_DOUBLE_EQ(kRiver.distance({13, 15}), 3);
  EXPECT_DOUBLE_EQ(kRiver.distance({13, 6}), 5) << "3-4-5 from the bend";
}

TEST(Polyline, SegmentCrossingOrEnteringTheWidthTouches) {
  EXPECT_TRUE(kRiver.touches({5, 5}, {5, 15})) << "crosses";
  EXPECT_TRUE(kRiver.touches({5, 5}, {5, 9})) << "reaches the bank at y = 9";
  EXPECT_FALSE(kRiver.touches({5, 5}, {5, 8.9}));
  EXPECT_FALSE(kRiver.touches({12, 0}, {12, 30})) << "runs alongside, 2 cm from the centre line";
}

TEST(Polyline, BaseTouchesWhenAnyPartComesWithinHalfTheWidth) {
  // 2.5 x 2 stands facing up the table: front edge at y = 8.5 is 1.5 cm short of the centre line.
  EXPECT_FALSE(kRiver.touches(Base{2.5, 2, Pose{{5, 8.5}, 90}}.corners()));
  EXPECT_TRUE(kRiver.touches(Base{2.5, 2, Pose{{5, 9}, 90}}.corners())) << "front edge on the bank";
  EXPECT_TRUE(kRiver.touches(Base{2.5, 2, Pose{{5, 11}, 90}}.corners())) << "straddles the centre line";
  // A wide base with the river's end point inside it.
  EXPECT_TRUE(kRiver.touches(Base{6, 6, Pose{{0, 13}, 90}}.corners()));
}

// What touches(quad) means, measured without shortcuts: a point of the line inside the
// quadrilateral, or one of its edges within half the width of a segment.
bool touches_by_definition(const Polyline& line, const Quad& quad) {
  const std::vector<Vec2>& p = line.points();
  if (std::any_of(p.begin(), p.end(), [&](Vec2 q) { return convex_contains(quad, q); })) return true;
  for (std::size_t i = 1; i < p.size(); ++i) {
    for (std::size_t k = 0; k < 4; ++k) {
      if (segment_distance(quad[k], quad[(k + 1) % 4], p[i - 1], p[i]) <= line.width() / 2) return true;
    }
  }
  return false;
}

TEST(Polyline, ABaseTouchesAsTheDefinitionSaysWhereverItStands) {
  const Polyline road{{{0, 10}, {10, 10}, {20, 30}, {21, 5}}, 1.5};
  std::mt19937 rng(19);
  std::uniform_real_distribution<double> x(-5, 25), y(0, 35), facing(-180, 180), side(0.5, 6);
  int touching = 0;
  for (int n = 0; n < 20000; ++n) {
    const Quad corners = Base{side(rng), side(rng), Pose{{x(rng), y(rng)}, facing(rng)}}.corners();
    const bool expected = touches_by_definition(road, corners);
    ASSERT_EQ(road.touches(corners), expected) << "base " << n;
    touching += expected ? 1 : 0;
  }
  EXPECT_GT(touching, 2000) << "the bases met the road often enough to test it";
}

TEST(Polyline, ZeroWidthIsItsCentreLine) {
  const Polyline wall{{{0, 0}, {10, 0}}, 0};
  EXPECT_TRUE(wall.touches({5, -1}, {5, 1}));
  EXPECT_FALSE(wall.touches({5, 0.1}, {5, 1}));
}

TEST(Polyline, NeedsTwoPointsAndNoNegativeWidth) {
  EXPECT_THROW(Polyline({{0, 0}}, 1), std::invalid_argument);
  EXPECT_THROW(Polyline({{0, 0}, {1, 1}}, -1), std::invalid_argument);
}

}  // namespace
}  // namespace sandtable::core
