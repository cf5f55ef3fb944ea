// Where each side's units stand, kept in grids so that the questions asked of each unit (who
// is near, who touches it, who is nearest) look at its neighbours, not at every unit. Units
// are numbered by the rule set (0 or more, one number a unit whatever its side); the grid
// holds their positions only.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <utility>

#include "core/grid.hpp"

namespace sandtable::table {

template <std::size_t Sides>
class UnitGrid {
 public:
  using Items = core::Grid::Items;

  explicit UnitGrid(double cell_size) : grids_(filled(cell_size, std::make_index_sequence<Sides>{})), all_(cell_size) {}

  // Puts the unit of `side` at `at`, moving it if it is already there.
  void place(int unit, int side, core::Vec2 at) {
    of(side).place(unit, at);
    all_.place(unit, at);
  }
  void remove(int unit, int side) {
    of(side).remove(unit);
    all_.remove(unit);
  }
  void clear() {
    for (core::Grid& g : grids_) g.clear();
    all_.clear();
  }

  bool holds(int unit, int side) const { return of(side).holds(unit); }
  // Where the unit was placed (it must be held).
  core::Vec2 position(int unit, int side) const { return of(side).position(unit); }
  // How many units of the side the grid holds.
  int count(int side) const { return of(side).size(); }
  int size() const { return all_.size(); }

  // The units of every side within `radius` of `centre`, and perhaps some a little beyond
  // (whole cells are taken: the caller measures), in increasing order.
  Items near(core::Vec2 centre, double radius) const { return all_.near(centre, radius); }
  // The same, of one side only.
  Items near(int side, core::Vec2 centre, double radius) const { return of(side).near(centre, radius); }

  struct Least {
    int unit = -1;
    double cost = 0;
  };
  // The unit of `side` whose cost is least (the lowest-numbered on a tie), if any counts and
  // costs at most `most`: the nearest, the soonest able to strike. `cost(unit, best)` gives a
  // unit's cost, or nullopt when it does not count or certainly cannot beat `best`. No unit's
  // cost is below its position's distance from `centre` less `slack`, so the circle searched
  // grows from `first_radius` until nothing beyond it could do better: to the best cost found
  // and the slack, or to twice its size while none is found, but never past `most` and the slack.
  template <class Cost>
  std::optional<Least> least_cost(int side, core::Vec2 centre, double first_radius, double slack, Cost cost,
                                  double most = std::numeric_limits<double>::infinity()) const {
    const double farthest = most + slack;
    for (double radius = std::min(first_radius, farthest);;) {
      const Items candidates = near(side, centre, radius);
      std::optional<Least> best;
      const auto weigh = [&](int i) {
        const std::optional<double> c = cost(i, best ? best->cost : most);
        if (c && *c <= most && (!best || *c < best->cost || (*c == best->cost && i < best->unit))) best = Least{i, *c};
      };
      // The one placed nearest is weighed first: its cost lets `cost` pass most others by.
      const int nearest = nearest_of(side, centre, candidates);
      if (nearest >= 0) weigh(nearest);
      for (const int i : candidates) {
        if (i != nearest) weigh(i);
      }
      if (best && best->cost + slack <= radius) return best;
      // Every unit of the side was looked at, or every one that could cost `most` or less.
      if (static_cast<int>(candidates.size()) == count(side) || radius >= farthest) return best;
      radius = best && std::isfinite(best->cost) ? best->cost + slack : std::min(2 * radius, farthest);
    }
  }

 private:
  // Of `items` (units of `side`), the one placed nearest `centre`; -1 when there are none.
  int nearest_of(int side, core::Vec2 centre, const Items& items) const {
    int nearest = -1;
    double least = std::numeric_limits<double>::infinity();
    for (const int i : items) {
      const core::Vec2 d = position(i, side) - centre;
      if (d.dot(d) < least) {
        least = d.dot(d);
        nearest = i;
      }
    }
    return nearest;
  }
  template <std::size_t... S>
  static std::array<core::Grid, Sides> filled(double cell_size, std::index_sequence<S...>) {
    return {(static_cast<void>(S), core::Grid{cell_size})...};
  }
  core::Grid& of(int side) { return grids_[static_cast<std::size_t>(side)]; }
  const core::Grid& of(int side) const { return grids_[static_cast<std::size_t>(side)]; }

  std::array<core::Grid, Sides> grids_;
  core::Grid all_;  // every side's units together: one search, where merging the sides' cost more
};

}  // namespace sandtable::table
