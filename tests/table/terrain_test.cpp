#include "table/terrain.hpp"

#include <gtest/gtest.h>

namespace sandtable::table {
namespace {

enum class FeatureKind { kWood, kRiver };

// A wood 10 x 10 from the origin, and a river 2 wide along y 20.
const Terrain<FeatureKind> kTerrain{
    {FeatureKind::kWood, "Copse", core::Polygon{{{0, 0}, {10, 0}, {10, 10}, {0, 10}}}},
    {FeatureKind::kRiver, "Brook", core::Polyline{{{0, 20}, {30, 20}}, 2}},
};

TEST(TableTerrain, AnAreaHoldsItsInsideAndTouchesABaseAcrossItsEdge) {
  const TerrainPiece<FeatureKind>& wood = kTerrain[0];
  EXPECT_TRUE(wood.holds({5, 5}));
  EXPECT_FALSE(wood.holds({10.5, 5}));
  // A 4 x 2 base facing up the table, its front edge from (9, 6) to (13, 6): half in the wood.
  EXPECT_TRUE(wood.touches(core::Base{4, 2, {{11, 6}, 90}}.corners()));
  EXPECT_FALSE(wood.touches(core::Base{4, 2, {{13, 6}, 90}}.corners())) << "x from 11: 1 clear";
  EXPECT_EQ(wood.middle(), (core::Vec2{5, 5}));
}

TEST(TableTerrain, ALineHoldsWhatLiesWithinHalfItsWidth) {
  const TerrainPiece<FeatureKind>& river = kTerrain[1];
  EXPECT_TRUE(river.holds({3, 20.9}));
  EXPECT_FALSE(river.holds({3, 21.1}));
  EXPECT_TRUE(river.crossed_by({3, 10}, {3, 30}));
  EXPECT_FALSE(river.crossed_by({3, 10}, {3, 18.9}));
  EXPECT_TRUE(river.crossed_by({3, 10}, {3, 19.1})) << "it enters the river";
  EXPECT_EQ(river.box().hi.y, 21);
}

TEST(TableTerrain, PiecesNearAnAreaAreThoseWhoseBoxesReachIt) {
  const PiecesNear<FeatureKind> near = pieces_near(kTerrain, core::Box{{12, 12}, {14, 14}});
  EXPECT_TRUE(near.empty());
  const PiecesNear<FeatureKind> both = pieces_near(kTerrain, core::Box{{5, 9}, {6, 19}});
  ASSERT_EQ(both.size(), 2U);
  EXPECT_EQ(both[1]->name, "Brook");
}

}  // namespace
}  // namespace sandtable::table
