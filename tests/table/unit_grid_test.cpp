#include "table/unit_grid.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace sandtable::table {
namespace {

std::vector<int> listed(const UnitGrid<2>::Items& items) { return {items.begin(), items.end()}; }

// Units 0 and 3 of side 0, 1 and 2 of side 1, in a row 10 apart; unit 4 of side 1 far away.
UnitGrid<2> row() {
  UnitGrid<2> g{12};
  g.place(3, 0, {30, 0});
  g.place(0, 0, {0, 0});
  g.place(2, 1, {20, 0});
  g.place(1, 1, {10, 0});
  g.place(4, 1, {500, 500});
  return g;
}

TEST(TableUnitGrid, NearGivesEverySidesUnitsInIncreasingOrder) {
  const UnitGrid<2> g = row();
  const std::vector<int> near = listed(g.near({15, 0}, 6));
  // Whole cells are taken, so some a little beyond may come too; 1 and 2 always, 4 never.
  EXPECT_TRUE(std::is_sorted(near.begin(), near.end()));
  EXPECT_NE(std::find(near.begin(), near.end(), 1), near.end());
  EXPECT_NE(std::find(near.begin(), near.end(), 2), near.end());
  EXPECT_EQ(std::find(near.begin(), near.end(), 4), near.end());
  EXPECT_EQ(listed(g.near({15, 0}, 40)), (std::vector<int>{0, 1, 2, 3}));
}

TEST(TableUnitGrid, NearOneSideGivesThatSideOnly) {
  const UnitGrid<2> g = row();
  EXPECT_EQ(listed(g.near(1, {15, 0}, 40)), (std::vector<int>{1, 2}));
  EXPECT_EQ(listed(g.near(0, {15, 0}, 40)), (std::vector<int>{0, 3}));
}

TEST(TableUnitGrid, PlacingAgainMovesAndRemovingForgets) {
  UnitGrid<2> g = row();
  g.place(1, 1, {400, 400});
  EXPECT_EQ(g.position(1, 1), (core::Vec2{400, 400}));
  EXPECT_EQ(listed(g.near(1, {15, 0}, 40)), (std::vector<int>{2}));
  g.remove(2, 1);
  EXPECT_FALSE(g.holds(2, 1));
  EXPECT_EQ(g.count(1), 2);
  EXPECT_EQ(g.size(), 4);
  g.clear();
  EXPECT_EQ(g.size(), 0);
}

}  // namespace
}  // namespace sandtable::table
