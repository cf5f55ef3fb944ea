#include "core/polygon.hpp"

#include <gtest/gtest.h>

namespace sandtable::core {
namespace {

// An L-shaped wood: the 4 x 4 square at the origin with its top-right 2 x 2 quarter cut away.
const Polygon kL{{{0, 0}, {4, 0}, {4, 2}, {2, 2}, {2, 4}, {0, 4}}};

TEST(Polygon, ContainsInsideAndEdgeButNotTheNotch) {
  EXPECT_TRUE(kL.contains({1, 1}));
  EXPECT_TRUE(kL.contains({3, 1}));
  EXPECT_TRUE(kL.contains({1, 3}));
  EXPECT_TRUE(kL.contains({4, 1})) << "the boundary belongs to the area";
  EXPECT_TRUE(kL.contains({2, 3}));
  EXPECT_FALSE(kL.contains({3, 3})) << "the cut-away quarter";
  EXPECT_FALSE(kL.contains({5, 1}));
  EXPECT_FALSE(kL.contains({-0.1, 2}));
}

TEST(Polygon, EitherWindingGivesTheSameArea) {
  const Polygon clockwise{{{0, 4}, {2, 4}, {2, 2}, {4, 2}, {4, 0}, {0, 0}}};
  EXPECT_TRUE(clockwise.contains({3, 1}));
  EXPECT_FALSE(clockwise.contains({3, 3}));
}

TEST(Polygon, SegmentTouchesWhenAnEndIsInsideOrItCrossesAnEdge) {
  EXPECT_TRUE(kL.touches({1, 1}, {10, 10})) << "starts inside";
  EXPECT_TRUE(kL.touches({-1, 1}, {5, 1})) << "passes right through, both ends outside";
  EXPECT_FALSE(kL.touches({3, 3}, {5, 5})) << "stays in the notch and beyond";
  EXPECT_FALSE(kL.touches({2.5, 10}, {2.5, 2.5})) << "comes down into the notch and stops short of the edge y = 2";
  EXPECT_TRUE(kL.touches({2.5, 10}, {2.5, 2})) << "reaches the edge";
}

TEST(Polygon, QuadOverlapsByCornerByEdgeOrByContainingIt) {
  const Quad corner_in{{{3, 1.5}, {5, 1.5}, {5, 3}, {3, 3}}};
  EXPECT_TRUE(kL.overlaps(corner_in));
  const Quad in_the_notch{{{2.5, 2.5}, {3.5, 2.5}, {3.5, 3.5}, {2.5, 3.5}}};
  EXPECT_FALSE(kL.overlaps(in_the_notch));
  const Quad around_all{{{-1, -1}, {5, -1}, {5, 5}, {-1, 5}}};
  EXPECT_TRUE(kL.overlaps(around_all)) << "the polygon lies wholly inside the quad";
  // A thin bar across the L's arm: no corner of either lies inside the other, only edges cross.
  const Quad bar{{{-1, 0.9}, {5, 0.9}, {5, 1.1}, {-1, 1.1}}};
  EXPECT_TRUE(kL.overlaps(bar));
  const Quad beside{{{4.5, 0}, {6, 0}, {6, 2}, {4.5, 2}}};
  EXPECT_FALSE(kL.overlaps(beside));
}

TEST(Polygon, OverlapsAStandingBase) {
  // A 2.5 x 2 infantry stand whose front edge runs from (3, 5) to (5.5, 5), facing down the table: it reaches y = 7.
  const Base stand{2.5, 2, Pose{{4.25, 5}, -90}};
  const Polygon wood{{{0, 6}, {10, 6}, {10, 10}, {0, 10}}};
  EXPECT_TRUE(wood.overlaps(stand.corners()));
  const Polygon far_wood{{{0, 7.5}, {10, 7.5}, {10, 10}, {0, 10}}};
  EXPECT_FALSE(far_wood.overlaps(stand.corners()));
}

TEST(Polygon, ConvexQuadContainsItsEdge) {
  const Quad q{{{0, 0}, {2, 0}, {2, 1}, {0, 1}}};
  EXPECT_TRUE(convex_contains(q, {1, 0.5}));
  EXPECT_TRUE(convex_contains(q, {2, 1}));
  EXPECT_FALSE(convex_contains(q, {2.01, 0.5}));
}

TEST(Polygon, NeedsThreePoints) { EXPECT_THROW(Polygon({{0, 0}, {1, 1}}), std::invalid_argument); }

}  // namespace
}  // namespace sandtable::core
