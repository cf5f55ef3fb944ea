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

bool any_holds(const Battle& b, core::Vec2 at, Ground kind) {
  return first_piece(b, {}, [&](const Piece& p) { return p.shape.kind == kind && piece_holds(p, at); }) >= 0;
}

}  // namespace

core::Box bounds_of(const core::Base& base) { return core::bounds(base.corners()); }

bool in_bad_going(const Battle& b, const core::Base& base) { return touches_any(b, base, bad_going); }
bool in_cover(const Battle& b, const core::Base& base) { return touches_any(b, base, gives_cover); }

bool in_strongpoint(const Battle& b, const core::Base& base) {
  return touches_any(b, base, [](Ground k) { return k == Ground::kStrongpoint; });
}
bool on_hill(const Battle& b, const core::Base& base) { return any_holds(b, base.centre(), Ground::kHill); }
bool in_trench(const Battle& b, const core::Base& base) { return any_holds(b, base.centre(), Ground::kTrench); }

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
  return step_ground(b, base, {.going = true, .at_least = at_least}, among).going;
}

int wire_touched(const Battle& b, const core::Base& base, int mover_side, Pieces among) {
  return step_ground(b, base, {.wire_of = mover_side}, among).wire;
}

StepGround step_ground(const Battle& b, const core::Base& base, const StepAsk& ask, Pieces among) {
  // For the going: a river touched is the worst, then bad going touched; a road only under
  // all four corners.
  const core::Box around = bounds_of(base);
  const bool wire_asked = ask.wire_of >= 0 && ask.wire_of != b.defender;
  const bool roads_matter = ask.going && ask.at_least == Going::kRoad;
  bool bad = false;
  bool river = false;
  unsigned on_road = 0;  // a bit for each corner on a road
  StepGround out;
  const auto touched = [&](const Piece& p) { return !p.cut && p.shape.box().overlaps(around) && p.shape.touches(base.corners()); };
  // Each piece answers what is still open; the pass ends once nothing is.
  first_piece(b, among, [&](const Piece& p) {
    const Ground k = p.shape.kind;
    if (k == Ground::kWire) {
      if (wire_asked && out.wire < 0 && touched(p)) out.wire = static_cast<int>(&p - b.terrain.data());
    } else if (k == Ground::kTrench) {
      out.trench = out.trench || (ask.trench && piece_holds(p, base.centre()));
    } else if (k == Ground::kRoad) {
      if (!roads_matter || river) return false;
      const core::Box& box = p.shape.box();
      for (std::size_t c = 0; c < 4; ++c) {
        const core::Vec2 at = base.corners()[c];
        on_road |= box.overlaps(core::Box{at, at}) && p.shape.holds(at) ? 1U << c : 0U;
      }
      return false;
    } else if (ask.going && !river && (k == Ground::kRiver || bad_going(k)) && touched(p)) {
      bad = true;
      river = k == Ground::kRiver;
    }
    return (!wire_asked || out.wire >= 0) && (!ask.trench || out.trench) && (!ask.going || river);
  });
  if (river) {
    out.going = Going::kRiver;
  } else if (bad) {
    out.going = std::max(ask.at_least, Going::kBad);
  } else {
    out.going = std::max(ask.at_least, on_road == 0xF ? Going::kRoad : Going::kGood);
  }
  return out;
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
