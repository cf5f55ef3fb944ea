// Small Hordes in the Trenches battles built by hand for the rule tests: a 2400p table, Blue
// (side 0, attacking up the table) against Red (side 1, the defender), Blue's bound.
#pragma once

#include <string>
#include <utility>

#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt::testing {

inline Battle empty_table() {
  Battle b;
  b.width = 2400;
  b.depth = 2400;
  b.sides = {"Blue", "Red"};
  b.defender = 1;
  b.active = 0;
  b.stage = Stage::kMoves;
  b.pips = 6;
  b.army_ap = {36, 36};
  return b;
}

// Adds an element whose front edge is centred at (x, y) paces; returns its index.
inline int add(Battle& b, std::string name, int side, Element e, core::Pose pose, bool general = false) {
  Troop t;
  t.name = std::move(name);
  t.side = side;
  t.element = e;
  t.pose = pose;
  t.general = general;
  b.troops.push_back(t);
  return b.count() - 1;
}

inline void add_line(Battle& b, Ground g, std::string name, core::Vec2 from, core::Vec2 to, double width) {
  b.terrain.push_back({{g, std::move(name), core::Polyline{{from, to}, width}}});
}

inline void add_area(Battle& b, Ground g, std::string name, double x0, double y0, double x1, double y1) {
  b.terrain.push_back({{g, std::move(name), core::Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}}}});
}

inline constexpr double kUp = 90;
inline constexpr double kDown = -90;

}  // namespace sandtable::rules::hitt::testing
