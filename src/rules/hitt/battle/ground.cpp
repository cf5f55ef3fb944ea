#include "rules/hitt/battle/ground.hpp"

#include <algorithm>

#include "rules/hitt/battle/contact.hpp"

namespace sandtable::rules::hitt {

namespace {

bool gives_cover(Ground k) { return k == Ground::kWoods || k == Ground::kBuiltUp || k == Ground::kRuins || k == Ground::kStrongpoint; }
bool bad_going(Ground k) { return k == Ground::kRough || gives_cover(k); }

template <class Kinds>
bool touches_any(const Battle& b, const core::Base& base, Kinds kinds) {
  const core::Box around = bounds_of(base);
  for (const Piece& p : b.terrain) {
    if (p.cut || !kinds(p.shape.kind)) continue;
    if (p.shape.box().overlaps(around) && p.shape.touches(base.corners())) return true;
  }
  return false;
}

bool piece_holds(const Piece& p, core::Vec2 at) { return p.shape.box().overlaps(core::Box{at, at}) && p.shape.holds(at); }

// The index of the first of the pieces asked for which `stop` is true, or -1.
template <class Stop>
int first_piece(const Battle& b, Pieces among, Stop stop) {
  if (among.only) {
    for (const int i : *among.only) {
      if (stop(b.terrain[static_cast<std::size_t>(i)])) return i;
    }
    return -1;
  }
  for (std::size_t i = 0; i < b.terrain.size(); ++i) {
    if (stop(b.terrain[i])) return static_cast<int>(i);
  }
  return -1;
}

bool any_holds(const Battle& b, core::Vec2 at, Ground kind, Pieces among = {}) {
  return first_piece(b, among, [&](const Piece& p) { return p.shape.kind == kind && piece_holds(p, at); }) >= 0;
}

}  // namespace

core::Box bounds_of(const core::Base& base) { return core::bounds(base.corners()); }

bool in_bad_going(const Battle& b, const core::Base& base) { return touches_any(b, base, bad_going); }
bool in_cover(const Battle& b, const core::Base& base) { return touches_any(b, base, gives_cover); }

bool in_strongpoint(const Battle& b, const core::Base& base) {
  return touches_any(b, base, [](Ground k) { return k == Ground::kStrongpoint; });
}
bool on_hill(const Battle& b, const core::Base& base) { return any_holds(b, base.centre(), Ground::kHill); }
bool in_trench(const Battle& b, const core::Base& base, Pieces among) { return any_holds(b, base.centre(), Ground::kTrench, among); }

std::vector<int> pieces_near(const Battle& b, const core::Box& area) {
  std::vector<int> near;
  near.reserve(b.terrain.size());
  for (std::size_t i = 0; i < b.terrain.size(); ++i) {
    if (b.terrain[i].shape.box().overlaps(area)) near.push_back(static_cast<int>(i));
  }
  return near;
}

GroundUnder ground_under(const Battle& b, const core::Base& base) {
  const core::Box around = bounds_of(base);
  GroundUnder under;
  for (const Piece& p : b.terrain) {
    const Ground k = p.shape.kind;
    if (k == Ground::kHill || k == Ground::kTrench) {
      if (piece_holds(p, base.centre())) (k == Ground::kHill ? under.hill : under.trench) = true;
    } else if (!p.cut && bad_going(k) && p.shape.box().overlaps(around) && p.shape.touches(base.corners())) {
      under.bad_going = true;
      under.cover = under.cover || gives_cover(k);
      under.strongpoint = under.strongpoint || k == Ground::kStrongpoint;
    }
  }
  return under;
}

Going going_at(const Battle& b, const core::Base& base, Pieces among, Going at_least) {
  // One pass over the terrain (every step of every path asks): a river touched is the worst,
  // then bad going touched; a road only under all four corners.
  const core::Box around = bounds_of(base);
  const bool roads_matter = at_least == Going::kRoad;
  bool bad = false;
  unsigned on_road = 0;  // a bit for each corner on a road
  const bool river = first_piece(b, among, [&](const Piece& p) {
    const Ground k = p.shape.kind;
    if (k == Ground::kRoad) {
      for (std::size_t c = 0; c < 4 && roads_matter; ++c) on_road |= piece_holds(p, base.corners()[c]) ? 1U << c : 0U;
      return false;
    }
    if (p.cut || (k != Ground::kRiver && !bad_going(k)) || !p.shape.box().overlaps(around) || !p.shape.touches(base.corners())) return false;
    bad = true;
    return k == Ground::kRiver;
  }) >= 0;
  if (river) return Going::kRiver;
  if (bad) return std::max(at_least, Going::kBad);
  return std::max(at_least, on_road == 0xF ? Going::kRoad : Going::kGood);
}

int wire_touched(const Battle& b, const core::Base& base, int mover_side, Pieces among) {
  if (mover_side == b.defender) return -1;
  const core::Box around = bounds_of(base);
  return first_piece(b, among, [&](const Piece& p) {
    return p.shape.kind == Ground::kWire && !p.cut && p.shape.box().overlaps(around) && p.shape.touches(base.corners());
  });
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
