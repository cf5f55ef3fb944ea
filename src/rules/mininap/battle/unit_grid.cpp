#include "rules/mininap/battle/unit_grid.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

namespace sandtable::rules::mininap {

namespace {

BattleUnit& at(Battle& b, int i) { return b.units[static_cast<std::size_t>(i)]; }

core::Grid& grid_of(Battle& b, int unit) { return b.grids[static_cast<std::size_t>(at(b, unit).side)]; }

#ifndef NDEBUG
// A unit moved or removed by a plain assignment would be missed by searches: debug builds
// (the tests) check the whole grid before every search.
void check_grid(const Battle& b) {
  int on_table = 0;
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    const BattleUnit& u = b.units[static_cast<std::size_t>(i)];
    if (u.removed) continue;
    ++on_table;
    const core::Grid& grid = b.grids[static_cast<std::size_t>(u.side)];
    if (!grid.holds(i) || !(grid.position(i) == u.pose.position)) {
      throw std::logic_error(fmt::format("{} moved without place_unit(): the battle's grid is stale", u.name));
    }
  }
  if (on_table != b.grids[0].size() + b.grids[1].size()) throw std::logic_error("a unit was removed without remove_unit(): the battle's grid is stale");
}
#endif

}  // namespace

void place_unit(Battle& b, int unit, const core::Pose& pose) {
  at(b, unit).pose = pose;
  if (!at(b, unit).removed) grid_of(b, unit).place(unit, pose.position);
}

void remove_unit(Battle& b, int unit) {
  at(b, unit).removed = true;
  grid_of(b, unit).remove(unit);
}

void index_units(Battle& b) {
  for (core::Grid& g : b.grids) g.clear();
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    if (!at(b, i).removed) grid_of(b, i).place(i, at(b, i).pose.position);
  }
}

core::Grid::Items units_near(const Battle& b, core::Vec2 centre, double radius) {
#ifndef NDEBUG
  check_grid(b);
#endif
  const core::Grid::Items first = b.grids[0].near(centre, radius);
  const core::Grid::Items second = b.grids[1].near(centre, radius);
  core::Grid::Items both(first.size() + second.size());
  std::merge(first.begin(), first.end(), second.begin(), second.end(), both.begin());
  return both;
}

core::Grid::Items enemies_near(const Battle& b, int side, core::Vec2 centre, double radius) {
#ifndef NDEBUG
  check_grid(b);
#endif
  return b.grids[static_cast<std::size_t>(1 - side)].near(centre, radius);
}

int enemies_on_table(const Battle& b, int side) { return b.grids[static_cast<std::size_t>(1 - side)].size(); }

}  // namespace sandtable::rules::mininap
