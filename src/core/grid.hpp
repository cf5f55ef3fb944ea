// A uniform grid of square cells over the plane, holding numbered items at points: a search
// near a point looks only at the cells around it, so finding the neighbours of each of n
// items costs about n, not n squared. Rule-agnostic: the items are whatever the caller numbers.
#pragma once

#include <boost/container/small_vector.hpp>

#include <cstdint>
#include <vector>

#include "core/geometry.hpp"

namespace sandtable::core {

class Grid {
 public:
  // Item numbers, in increasing order.
  using Items = boost::container::small_vector<int, 32>;

  explicit Grid(double cell_size);

  // Puts item `item` (0 or more) at `at`, moving it if it is already in the grid.
  void place(int item, Vec2 at);
  void remove(int item);
  void clear();
  bool holds(int item) const;
  // Where the item was placed (it must be held).
  Vec2 position(int item) const;
  int size() const { return count_; }

  // Every item within `radius` of `centre`, and perhaps some a little beyond (whole cells
  // are taken): the caller measures. In increasing order, so results never depend on the
  // order items were placed in.
  Items near(Vec2 centre, double radius) const;

 private:
  struct Cell {
    std::int64_t column = 0;
    std::int64_t row = 0;
  };
  Cell cell_of(Vec2 p) const;
  bool covers(Cell c) const;
  std::vector<int>& members(Cell c);
  // Makes the cells cover `c` too (every item is filed again).
  void grow_to(Cell c);

  double cell_size_;
  int count_ = 0;
  // The cells are stored densely over the columns and rows that items have reached.
  Cell first_;
  std::int64_t columns_ = 0;
  std::int64_t rows_ = 0;
  std::vector<std::vector<int>> cells_;
  std::vector<Vec2> position_;  // by item
  std::vector<bool> held_;      // by item
};

}  // namespace sandtable::core
