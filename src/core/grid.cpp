#include "core/grid.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace sandtable::core {

Grid::Grid(double cell_size) : cell_size_(cell_size) {
  if (!(cell_size > 0)) throw std::invalid_argument("a grid's cells need a positive size");
}

std::int64_t Grid::index(double coordinate) const { return static_cast<std::int64_t>(std::floor(coordinate / cell_size_)); }

Grid::Key Grid::key(std::int64_t column, std::int64_t row) {
  return (static_cast<Key>(static_cast<std::uint32_t>(column)) << 32) | static_cast<std::uint32_t>(row);
}

Grid::Key Grid::key_of(Vec2 p) const { return key(index(p.x), index(p.y)); }

bool Grid::holds(int item) const { return item >= 0 && static_cast<std::size_t>(item) < held_.size() && held_[static_cast<std::size_t>(item)]; }

Vec2 Grid::position(int item) const { return position_.at(static_cast<std::size_t>(item)); }

void Grid::place(int item, Vec2 at) {
  if (item < 0) throw std::invalid_argument("grid items are numbered from 0");
  const auto i = static_cast<std::size_t>(item);
  if (i >= held_.size()) {
    held_.resize(i + 1, false);
    cell_of_.resize(i + 1);
    position_.resize(i + 1);
  }
  const Key k = key_of(at);
  position_[i] = at;
  if (held_[i]) {
    if (cell_of_[i] == k) return;
    remove(item);
  }
  cells_[k].push_back(item);
  cell_of_[i] = k;
  held_[i] = true;
  ++count_;
}

void Grid::remove(int item) {
  if (!holds(item)) return;
  const auto i = static_cast<std::size_t>(item);
  auto cell = cells_.find(cell_of_[i]);
  std::vector<int>& members = cell->second;
  members.erase(std::find(members.begin(), members.end(), item));
  if (members.empty()) cells_.erase(cell);
  held_[i] = false;
  --count_;
}

void Grid::clear() {
  cells_.clear();
  cell_of_.clear();
  position_.clear();
  held_.clear();
  count_ = 0;
}

Grid::Items Grid::near(Vec2 centre, double radius) const {
  Items out;
  const std::int64_t x0 = index(centre.x - radius), x1 = index(centre.x + radius);
  const std::int64_t y0 = index(centre.y - radius), y1 = index(centre.y + radius);
  // A search wider than the grid holds is answered from the cells themselves.
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > static_cast<std::int64_t>(cells_.size())) {
    for (const auto& [k, members] : cells_) {
      for (const int item : members) {
        const Vec2 p = position_[static_cast<std::size_t>(item)];
        if (p.x >= centre.x - radius && p.x <= centre.x + radius && p.y >= centre.y - radius && p.y <= centre.y + radius) {
          out.push_back(item);
        }
      }
    }
  } else {
    for (std::int64_t x = x0; x <= x1; ++x) {
      for (std::int64_t y = y0; y <= y1; ++y) {
        const auto cell = cells_.find(key(x, y));
        if (cell != cells_.end()) out.insert(out.end(), cell->second.begin(), cell->second.end());
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace sandtable::core
