#include "core/grid.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <stdexcept>

namespace sandtable::core {

namespace {

constexpr std::int64_t kMostCells = std::int64_t{1} << 22;

}  // namespace

Grid::Grid(double cell_size) : cell_size_(cell_size) {
  if (!(cell_size > 0)) throw std::invalid_argument("a grid's cells need a positive size");
}

Grid::Cell Grid::cell_of(Vec2 p) const {
  return {static_cast<std::int64_t>(std::floor(p.x / cell_size_)), static_cast<std::int64_t>(std::floor(p.y / cell_size_))};
}

bool Grid::covers(Cell c) const {
  return c.column >= first_.column && c.column < first_.column + columns_ && c.row >= first_.row && c.row < first_.row + rows_;
}

std::vector<int>& Grid::members(Cell c) {
  return cells_[static_cast<std::size_t>((c.row - first_.row) * columns_ + (c.column - first_.column))];
}

void Grid::grow_to(Cell c) {
  const std::int64_t left = columns_ == 0 ? c.column : std::min(first_.column, c.column);
  const std::int64_t bottom = rows_ == 0 ? c.row : std::min(first_.row, c.row);
  const std::int64_t right = columns_ == 0 ? c.column : std::max(first_.column + columns_ - 1, c.column);
  const std::int64_t top = rows_ == 0 ? c.row : std::max(first_.row + rows_ - 1, c.row);
  // Items far apart on a fine grid would need more cells than memory holds.
  if ((right - left + 1) * (top - bottom + 1) > kMostCells) throw std::length_error("the grid's items are too far apart for its cell size");
  first_ = {left, bottom};
  columns_ = right - left + 1;
  rows_ = top - bottom + 1;
  cells_.assign(static_cast<std::size_t>(columns_ * rows_), {});
  for (std::size_t i = 0; i < held_.size(); ++i) {
    if (held_[i]) members(cell_of(position_[i])).push_back(static_cast<int>(i));
  }
}

bool Grid::holds(int item) const { return item >= 0 && static_cast<std::size_t>(item) < held_.size() && held_[static_cast<std::size_t>(item)]; }

Vec2 Grid::position(int item) const { return position_.at(static_cast<std::size_t>(item)); }

void Grid::place(int item, Vec2 at) {
  if (item < 0) throw std::invalid_argument("grid items are numbered from 0");
  if (!std::isfinite(at.x) || !std::isfinite(at.y)) throw std::invalid_argument("a grid item needs a finite position");
  const auto i = static_cast<std::size_t>(item);
  if (i >= held_.size()) {
    held_.resize(i + 1, false);
    position_.resize(i + 1);
  }
  const Cell to = cell_of(at);
  if (held_[i]) {
    const Cell from = cell_of(position_[i]);
    if (from.column == to.column && from.row == to.row) {
      position_[i] = at;
      return;
    }
    remove(item);
  }
  position_[i] = at;
  held_[i] = true;
  ++count_;
  if (covers(to)) {
    members(to).push_back(item);
  } else {
    grow_to(to);
  }
}

void Grid::remove(int item) {
  if (!holds(item)) return;
  const auto i = static_cast<std::size_t>(item);
  std::vector<int>& m = members(cell_of(position_[i]));
  m.erase(std::find(m.begin(), m.end(), item));
  held_[i] = false;
  --count_;
}

void Grid::clear() {
  cells_.clear();
  columns_ = rows_ = 0;
  position_.clear();
  held_.clear();
  count_ = 0;
}

Grid::Items Grid::near(Vec2 centre, double radius) const {
  Items out;
  if (count_ == 0) return out;
  const Cell lo = cell_of(centre - Vec2{radius, radius});
  const Cell hi = cell_of(centre + Vec2{radius, radius});
  const std::int64_t x0 = std::max(lo.column, first_.column), x1 = std::min(hi.column, first_.column + columns_ - 1);
  const std::int64_t y0 = std::max(lo.row, first_.row), y1 = std::min(hi.row, first_.row + rows_ - 1);
  // The items found are marked in a bitmap of every item's number, which read in order gives
  // them sorted without sorting.
  boost::container::small_vector<std::uint64_t, 4> found((held_.size() + 63) / 64, 0);
  for (std::int64_t y = y0; y <= y1; ++y) {
    for (std::int64_t x = x0; x <= x1; ++x) {
      const auto& m = cells_[static_cast<std::size_t>((y - first_.row) * columns_ + (x - first_.column))];
      for (const int item : m) found[static_cast<std::size_t>(item) / 64] |= std::uint64_t{1} << (item % 64);
    }
  }
  for (std::size_t word = 0; word < found.size(); ++word) {
    for (std::uint64_t bits = found[word]; bits != 0; bits &= bits - 1) {
      out.push_back(static_cast<int>(word * 64) + std::countr_zero(bits));
    }
  }
  return out;
}

}  // namespace sandtable::core
