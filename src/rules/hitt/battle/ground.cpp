#include "rules/hitt/battle/ground.hpp"

#include <algorithm>

#include "rules/hitt/battle/contact.hpp"

namespace sandtable::rules::hitt {

namespace {

bool touches_any(const Battle& b, const core::Base& base, std::initializer_list<Ground> kinds) {
  const core::Box around = bounds_of(base);
  for (const Piece& p : b.terrain) {
    if (p.cut || std::find(kinds.begin(), kinds.end(), p.shape.kind) == kinds.end()) continue;
    if (p.shape.box().overlaps(around) && p.shape.touches(base.corners())) return true;
  }
  return false;
}

bool holds_any(const Battle& b, core::Vec2 at, std::initializer_list<Ground> kinds) {
  const core::Box point{at, at};
  for (const Piece& p : b.terrain) {
    if (std::find(kinds.begin(), kinds.end(), p.shape.kind) == kinds.end()) continue;
    if (p.shape.box().overlaps(point) && p.shape.holds(at)) return true;
  }
  return false;
}

}  // namespace

core::Box bounds_of(const core::Base& base) { return core::bounds(base.corners()); }

bool in_bad_going(const Battle& b, const core::Base& base) {
  return touches_any(b, base, {Ground::kWoods, Ground::kBuiltUp, Ground::kRuins, Ground::kStrongpoint, Ground::kRough});
}

bool in_cover(const Battle& b, const core::Base& base) {
  return touches_any(b, base, {Ground::kWoods, Ground::kBuiltUp, Ground::kRuins, Ground::kStrongpoint});
}

bool in_strongpoint(const Battle& b, const core::Base& base) { return touches_any(b, base, {Ground::kStrongpoint}); }
bool on_hill(const Battle& b, const core::Base& base) { return holds_any(b, base.centre(), {Ground::kHill}); }
bool in_trench(const Battle& b, const core::Base& base) { return holds_any(b, base.centre(), {Ground::kTrench}); }

Going going_at(const Battle& b, const core::Base& base) {
  if (touches_any(b, base, {Ground::kRiver})) return Going::kRiver;
  if (in_bad_going(b, base)) return Going::kBad;
  bool road = true;
  for (const core::Vec2 c : base.corners()) road = road && holds_any(b, c, {Ground::kRoad});
  return road ? Going::kRoad : Going::kGood;
}

int wire_touched(const Battle& b, const core::Base& base, int mover_side) {
  if (mover_side == b.defender) return -1;
  for (std::size_t i = 0; i < b.terrain.size(); ++i) {
    const Piece& p = b.terrain[i];
    if (p.shape.kind == Ground::kWire && !p.cut && p.shape.box().overlaps(bounds_of(base)) && p.shape.touches(base.corners())) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

bool sight_blocked(const Battle& b, core::Vec2 from, core::Vec2 to) {
  for (const Piece& p : b.terrain) {
    const Ground k = p.shape.kind;
    if (k != Ground::kWoods && k != Ground::kBuiltUp && k != Ground::kRuins && k != Ground::kStrongpoint) continue;
    if (p.shape.holds(from) || p.shape.holds(to)) continue;
    if (p.shape.crossed_by(from, to)) return true;
  }
  for (const Troop& t : b.troops) {
    if (t.element != Element::kGas || !t.present()) continue;
    const core::Base& g = t.base();
    if (!g.contains(from) && !g.contains(to) && line_crosses(g, from, to)) return true;
  }
  return false;
}

}  // namespace sandtable::rules::hitt
