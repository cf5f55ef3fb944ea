#include "rules/1418/battle/sides_by_dice.hpp"

#include <fmt/format.h>

#include <utility>

namespace sandtable::rules::gw1418 {

engine::DiceRequest sides_roll(const Battle& b) {
  engine::DiceRequest r;
  r.side = 0;
  r.count = 1;
  r.reason = fmt::format("sides by dice: 1-3 {} and {} keep the table halves the scenario gives them, 4-6 they swap",
                         b.sides[0], b.sides[1]);
  core::ExactOutcomes chances;
  chances.add("as placed", core::Rational(1, 2)).add("swapped", core::Rational(1, 2));
  r.labelled_outcome = chances;
  return r;
}

void settle_sides(Battle& b, int face) {
  b.sides_by_dice = false;
  if (face <= 3) {
    b.last_bound.push_back(fmt::format("sides by dice: {}: {} and {} stand as the scenario places them", face, b.sides[0], b.sides[1]));
    return;
  }
  for (Platoon& p : b.platoons) p.at = {b.width_cm - p.at.x, b.depth_cm - p.at.y};
  std::swap(b.facing_deg[0], b.facing_deg[1]);
  b.last_bound.push_back(fmt::format("sides by dice: {}: {} and {} swap table halves", face, b.sides[0], b.sides[1]));
}

void roll_for_sides(Battle& b, DiceFeed& dice) { settle_sides(b, dice.roll(sides_roll(b)).front()); }

}  // namespace sandtable::rules::gw1418
