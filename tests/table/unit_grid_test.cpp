#include "table/unit_grid.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "core/random.hpp"

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

// The distance of a unit's position from the origin: its cost in a nearest-unit search.
struct FromOrigin {
  const UnitGrid<2>& grid;
  int side;
  std::optional<double> operator()(int unit, double /*best*/) const { return core::distance(grid.position(unit, side), {0, 0}); }
};

TEST(TableUnitGrid, TheLeastCostSearchWidensUntilNothingBeyondCouldDoBetter) {
  UnitGrid<2> g{12};
  g.place(0, 1, {100, 0});
  g.place(1, 1, {0, 30});
  g.place(2, 0, {1, 0});  // the other side: never looked at
  const auto least = g.least_cost(1, {0, 0}, 10, 0, FromOrigin{g, 1});
  ASSERT_TRUE(least);
  EXPECT_EQ(least->unit, 1);
  EXPECT_DOUBLE_EQ(least->cost, 30);
}

TEST(TableUnitGrid, TheLeastCostSearchTakesTheLowestNumberOnATie) {
  UnitGrid<2> g{12};
  g.place(5, 0, {0, -20});
  g.place(3, 0, {20, 0});
  g.place(4, 0, {0, 20});
  EXPECT_EQ(g.least_cost(0, {0, 0}, 8, 0, FromOrigin{g, 0})->unit, 3);
}

// The unit placed nearest is weighed first, but a tie still goes to the lowest number.
TEST(TableUnitGrid, TheLeastCostSearchTakesTheLowestNumberOnATieWhicheverIsPlacedNearest) {
  UnitGrid<2> g{12};
  g.place(7, 0, {1, 0});
  g.place(2, 0, {5, 0});
  g.place(4, 0, {6, 0});
  const auto flat = [](int unit, double /*best*/) { return std::optional<double>(unit == 4 ? 6.0 : 5.0); };
  EXPECT_EQ(g.least_cost(0, {0, 0}, 8, 0, flat)->unit, 2);
}

// Cells of 12: a first circle of 10 about the origin takes the cells from -12 to 12, so unit 3
// at (11.9, 11.9), 16.8 away, is found first; units 1 and 2, 13 away, lie in cells beyond.
TEST(TableUnitGrid, TheLeastCostSearchLooksOutToTheBestFoundForANearerOne) {
  UnitGrid<2> g{12};
  g.place(3, 0, {11.9, 11.9});
  g.place(2, 0, {0, -13});
  g.place(1, 0, {13, 0});
  const auto least = g.least_cost(0, {0, 0}, 10, 0, FromOrigin{g, 0});
  ASSERT_TRUE(least);
  EXPECT_EQ(least->unit, 1) << "the lowest-numbered of the two nearest";
  EXPECT_DOUBLE_EQ(least->cost, 13);
}

TEST(TableUnitGrid, TheLeastCostSearchFindsNoneWhenNoUnitCounts) {
  UnitGrid<2> g{12};
  g.place(0, 1, {500, 0});
  EXPECT_FALSE(g.least_cost(1, {0, 0}, 10, 0, [](int, double) { return std::optional<double>(); }));
  EXPECT_FALSE(g.least_cost(0, {0, 0}, 10, 0, FromOrigin{g, 0})) << "no unit of the side";
}

TEST(TableUnitGrid, ABoundedLeastCostSearchFindsOnlyWhatCostsNoMore) {
  UnitGrid<2> g{12};
  g.place(0, 1, {100, 0});
  g.place(1, 1, {0, 30});
  EXPECT_EQ(g.least_cost(1, {0, 0}, 10, 0, FromOrigin{g, 1}, 30)->unit, 1) << "a cost of the bound itself counts";
  EXPECT_FALSE(g.least_cost(1, {0, 0}, 10, 0, FromOrigin{g, 1}, 29.9));
  int asked = 0;
  const auto counted = [&](int unit, double best) {
    ++asked;
    return FromOrigin{g, 1}(unit, best);
  };
  EXPECT_FALSE(g.least_cost(1, {0, 0}, 10, 0, counted, 20));
  EXPECT_EQ(asked, 0) << "no unit lies near enough to cost 20 or less";
}

// Against the unbounded search on random tables: bounded by `most`, the answer is the same
// unit when that one costs at most `most`, and none when it costs more.
TEST(TableUnitGrid, ABoundedLeastCostSearchAgreesWithTheUnboundedOne) {
  core::Rng rng(19);
  for (int table = 0; table < 200; ++table) {
    UnitGrid<2> g{12};
    const int units = 1 + static_cast<int>(rng.below(30));
    for (int i = 0; i < units; ++i) {
      g.place(i, static_cast<int>(rng.below(2)), {static_cast<double>(rng.below(2000)) / 10.0, static_cast<double>(rng.below(1200)) / 10.0});
    }
    const core::Vec2 centre{static_cast<double>(rng.below(2000)) / 10.0, static_cast<double>(rng.below(1200)) / 10.0};
    const double most = static_cast<double>(rng.below(1500)) / 10.0;
    for (int side = 0; side < 2; ++side) {
      const auto cost = [&](int unit, double) { return std::optional<double>(core::distance(g.position(unit, side), centre)); };
      const auto all = g.least_cost(side, centre, 10, 0, cost);
      const auto bounded = g.least_cost(side, centre, 10, 0, cost, most);
      if (all && all->cost <= most) {
        ASSERT_TRUE(bounded) << "table " << table;
        EXPECT_EQ(bounded->unit, all->unit) << "table " << table;
      } else {
        EXPECT_FALSE(bounded) << "table " << table;
      }
    }
  }
}

}  // namespace
}  // namespace sandtable::table
