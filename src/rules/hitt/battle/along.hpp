// What the steps of a straight walk can meet in Hordes in the Trenches: the terrain pieces,
// the other elements and the enemies' zones of control near its ground, found once for the
// walk (or for a larger walk of the same element, whose ground holds it).
#pragma once

#include <boost/container/small_vector.hpp>

#include <vector>

#include "core/box.hpp"
#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/zones.hpp"

namespace sandtable::rules::hitt {

// No base of a walk from `from` to `to` (front-edge positions, turning on the way or not)
// reaches beyond `area`, the positions' box grown by a base's width and depth, so a step asks
// only about the terrain pieces and elements whose boxes overlap it, and the zones of control
// that reach into it: a walk in the open asks about nothing but the table's edge.
struct Along {
  core::Box span;  // the box of the walk's two positions
  core::Box area;
  std::vector<int> pieces;  // indices into b.terrain
  // Other elements, each with its base (looked up once for the walk).
  struct Near {
    const Troop* troop;
    const core::Base* base;
  };
  std::vector<Near> near;
  std::vector<Zone> zones;  // of enemies the mover heeds
  // The mover where it starts: in a trench or not, its going (of `pieces`, among which lies
  // all that its base touches) and the enemies in whose zones it stands (zone_owners of
  // `zones`): what every walk of it asks first.
  bool started_in_trench = false;
  Going start_going = Going::kGood;
  std::vector<int> holding;
  // Whether `zones` and `holding` are found (find_zones), and where from: the other elements
  // whose zones may reach `area`, if the mover heeds zones.
  bool zones_found = false;
  bool zoc = false;
  std::vector<int> reach;
  // Whether this serves a walk of the same element between these positions: all it finds
  // beyond that walk's ground lies off every base of it, so the walk comes out the same.
  bool covers(core::Vec2 from, core::Vec2 to) const;
};

// Those of `near` (of an Along holding a walk from `from` to `to`, positions, turning on the
// way or not) whose base the walk's base, `depth` deep, may overlap on the way, in their order:
// every other one's circle lies further from each position on the way than that base reaches.
using NearPath = boost::container::small_vector<Along::Near, 16>;
NearPath near_path(const std::vector<Along::Near>& near, core::Vec2 from, core::Vec2 to, double depth);

// `zoc`: the mover heeds zones of control; `in_trench`: it starts in a trench.
Along along(const Battle& b, int troop, core::Vec2 from, core::Vec2 to, double depth, bool zoc, bool in_trench);

// Finds the zones of control near the walk, unless found already: a walk refused by a look at
// where it ends (falls_short) needs none.
void find_zones(const Battle& b, int troop, Along& a);

// along for the element's walk from where it stands to `to`; `zones`: with its zones found.
Along along_to(const Battle& b, int troop, core::Vec2 to, bool zones = true);
// along_to for its walk straight ahead as far as its move on a road.
Along along_ahead(const Battle& b, int troop);

}  // namespace sandtable::rules::hitt
