#include "rules/mininap/battle/unit_grid.hpp"

#include <fmt/format.h>

#include <stdexcept>

namespace sandtable::rules::mininap {

namespace {

// What was remembered of the unit, and of its side for its enemies, is stale.
void changed(Battle& b, int unit) {
  b.fire_ranges.valid = false;
  ++b.table_changes[static_cast<std::size_t>(b.unit(unit).side)];
  b.unit(unit).contact_known_at = 0;
}

#ifndef NDEBUG
// A unit moved or removed by a plain assignment would be missed by searches: debug builds
// (the tests) check the whole grid before every search.
void check_grid(const Battle& b) {
  int on_table = 0;
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    const BattleUnit& u = b.units[static_cast<std::size_t>(i)];
    if (u.removed) continue;
    ++on_table;
    if (!b.grid.holds(i, u.side) || !(b.grid.position(i, u.side) == u.pose.position)) {
      throw std::logic_error(fmt::format("{} moved without place_unit(): the battle's grid is stale", u.name));
    }
  }
  if (on_table != b.grid.size()) throw std::logic_error("a unit was removed without remove_unit(): the battle's grid is stale");
}
#endif

}  // namespace

void place_unit(Battle& b, int unit, const core::Pose& pose) {
  changed(b, unit);
  b.unit(unit).pose = pose;
  if (!b.unit(unit).removed) b.grid.place(unit, b.unit(unit).side, pose.position);
}

void remove_unit(Battle& b, int unit) {
  changed(b, unit);
  b.unit(unit).removed = true;
  b.grid.remove(unit, b.unit(unit).side);
}

void index_units(Battle& b) {
  b.fire_ranges.valid = false;
  for (std::uint64_t& n : b.table_changes) ++n;
  b.grid.clear();
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    if (!b.unit(i).removed) b.grid.place(i, b.unit(i).side, b.unit(i).pose.position);
  }
}

const table::UnitGrid<2>& checked_grid(const Battle& b) {
#ifndef NDEBUG
  check_grid(b);
#endif
  return b.grid;
}

table::UnitGrid<2>::Items units_near(const Battle& b, core::Vec2 centre, double radius) {
  return checked_grid(b).near(centre, radius);
}

table::UnitGrid<2>::Items enemies_near(const Battle& b, int side, core::Vec2 centre, double radius) {
  return checked_grid(b).near(1 - side, centre, radius);
}

}  // namespace sandtable::rules::mininap
