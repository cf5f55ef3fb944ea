// Tiny Mini-Nap 2 battles for rule tests: units placed by hand on a 100 x 100 cm table.
#pragma once

#include <string>

#include "rules/mininap/battle/battle.hpp"
#include "rules/mininap/battle/unit_grid.hpp"

namespace sandtable::rules::mininap::testing {

inline int add_unit(Battle& b, std::string name, int side, UnitType type, Formation formation, int sp, double x, double y,
                    double facing) {
  BattleUnit u;
  u.name = std::move(name);
  u.side = side;
  u.unit = {type, formation};
  u.start_sp = sp;
  u.phase_sp = sp;
  b.units.push_back(u);
  const int index = static_cast<int>(b.units.size()) - 1;
  place_unit(b, index, {{x, y}, facing});
  return index;
}

// An order to move to (x, y) facing `facing` degrees.
inline Order move_to(double x, double y, double facing, MovePace pace = MovePace::kMove) {
  Order o;
  o.kind = OrderKind::kMove;
  o.to = {{x, y}, facing};
  o.pace = pace;
  return o;
}

inline Battle empty_battle() {
  Battle b;
  b.sides = {"Blue", "Red"};
  b.width_cm = 100;
  b.depth_cm = 100;
  return b;
}

struct Placed {
  std::string name;
  UnitType type;
  Formation formation;
  int sp;
  double x;
  double y;
  double facing;
};

// A Blue unit (side 0) against a Red one (side 1), units 0 and 1.
inline Battle duel(const Placed& blue, const Placed& red) {
  Battle b = empty_battle();
  for (const auto& [side, p] : {std::pair{0, &blue}, std::pair{1, &red}}) {
    add_unit(b, p->name, side, p->type, p->formation, p->sp, p->x, p->y, p->facing);
  }
  return b;
}

inline int add_group(Battle& b, std::string name, CommanderRank rank, int side, int commander) {
  b.groups.push_back({std::move(name), rank, side, commander});
  const int g = static_cast<int>(b.groups.size()) - 1;
  if (commander >= 0) b.units[static_cast<std::size_t>(commander)].leads = g;
  return g;
}

}  // namespace sandtable::rules::mininap::testing
