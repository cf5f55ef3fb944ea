#include "core/grid.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "core/random.hpp"

namespace sandtable::core {
namespace {

// Cells of 10: (5, 5) and (15, 5) are in neighbouring cells, (55, 5) five cells along.
TEST(Grid, FindsTheItemsInTheCellsAroundAPoint) {
  Grid g(10);
  g.place(2, {5, 5});
  g.place(0, {15, 5});
  g.place(1, {55, 5});
  EXPECT_EQ(g.size(), 3);
  EXPECT_EQ(g.near({5, 5}, 3), (Grid::Items{2}));
  EXPECT_EQ(g.near({10, 5}, 3), (Grid::Items{0, 2})) << "in increasing order, not the order placed";
  EXPECT_EQ(g.near({30, 5}, 30), (Grid::Items{0, 1, 2}));
}

TEST(Grid, ItemsNumberedBeyondSixtyFourComeInIncreasingOrderToo) {
  Grid g(10);
  for (const int item : {130, 64, 0, 63, 65, 200}) g.place(item, {static_cast<double>(item % 7) * 10 + 5, 5});
  EXPECT_EQ(g.near({35, 5}, 100), (Grid::Items{0, 63, 64, 65, 130, 200}));
}

TEST(Grid, MovingAndRemovingKeepTheCellsTrue) {
  Grid g(10);
  g.place(0, {5, 5});
  g.place(0, {95, 95});
  EXPECT_TRUE(g.near({5, 5}, 2).empty()) << "a moved item leaves its old cell";
  EXPECT_EQ(g.near({95, 95}, 2), (Grid::Items{0}));
  EXPECT_EQ(g.position(0).x, 95);
  g.remove(0);
  EXPECT_FALSE(g.holds(0));
  EXPECT_TRUE(g.near({95, 95}, 200).empty());
  EXPECT_EQ(g.size(), 0);
  g.remove(0);  // removing twice is harmless
  EXPECT_THROW(g.place(-1, {0, 0}), std::invalid_argument);
  EXPECT_THROW(Grid(0), std::invalid_argument);
}

TEST(Grid, NegativeCoordinatesHaveCellsOfTheirOwn) {
  Grid g(10);
  g.place(0, {-5, -5});
  g.place(1, {5, 5});
  EXPECT_EQ(g.near({-5, -5}, 1), (Grid::Items{0}));
  EXPECT_EQ(g.near({0, 0}, 7.1), (Grid::Items{0, 1})) << "both are 7.07 from the origin";
}

// Against a search of every item: nothing within the radius is ever missed, whatever the
// sequence of places, moves and removals, and wide searches (answered cell by cell) agree.
TEST(Grid, NeverMissesAnItemWithinTheRadius) {
  Rng rng(2026);
  Grid g(7.5);
  std::vector<Vec2> where(60);
  std::vector<bool> held(60, false);
  const auto coordinate = [&] { return static_cast<double>(rng.below(3000)) / 10.0 - 50; };
  for (int step = 0; step < 3000; ++step) {
    const int item = static_cast<int>(rng.below(60));
    if (rng.below(5) == 0) {
      g.remove(item);
      held[static_cast<std::size_t>(item)] = false;
    } else {
      where[static_cast<std::size_t>(item)] = {coordinate(), coordinate()};
      g.place(item, where[static_cast<std::size_t>(item)]);
      held[static_cast<std::size_t>(item)] = true;
    }
    const Vec2 centre{coordinate(), coordinate()};
    const double radius = static_cast<double>(rng.below(400)) / 2.0;
    const Grid::Items found = g.near(centre, radius);
    ASSERT_TRUE(std::is_sorted(found.begin(), found.end()));
    for (int i = 0; i < 60; ++i) {
      const bool listed = std::binary_search(found.begin(), found.end(), i);
      if (!held[static_cast<std::size_t>(i)]) {
        ASSERT_FALSE(listed) << "item " << i << " was removed";
      } else if (distance(where[static_cast<std::size_t>(i)], centre) <= radius) {
        ASSERT_TRUE(listed) << "item " << i << " within " << radius << " of the centre was missed at step " << step;
      }
    }
  }
}

}  // namespace
}  // namespace sandtable::core
