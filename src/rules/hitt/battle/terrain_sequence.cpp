#include "rules/hitt/battle/terrain_sequence.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "rules/hitt/battle/bound.hpp"
#include "table/measure.hpp"

namespace sandtable::rules::hitt {

namespace {

bool high(Ground g) {
  return g == Ground::kHill || g == Ground::kWoods || g == Ground::kBuiltUp || g == Ground::kRuins || g == Ground::kStrongpoint;
}
bool bad_going(Ground g) {
  return g == Ground::kWoods || g == Ground::kBuiltUp || g == Ground::kRuins || g == Ground::kStrongpoint || g == Ground::kRough;
}
bool works(Ground g) { return g == Ground::kTrench || g == Ground::kWire; }
bool line_kind(Ground g) { return g == Ground::kRoad || g == Ground::kRiver; }

// The points along a shape's outline (or centre line) every 20p: enough to measure it by.
std::vector<core::Vec2> outline_points(const table::Shape& shape) {
  std::vector<core::Vec2> corners;
  bool closed = false;
  if (const auto* area = std::get_if<core::Polygon>(&shape)) {
    corners = area->outline();
    closed = true;
  } else {
    corners = std::get<core::Polyline>(shape).points();
  }
  std::vector<core::Vec2> out;
  const std::size_t edges = closed ? corners.size() : corners.size() - 1;
  for (std::size_t k = 0; k < edges; ++k) {
    const core::Vec2 a = corners[k];
    const core::Vec2 b = corners[(k + 1) % corners.size()];
    const int steps = std::max(1, static_cast<int>(core::distance(a, b) / 20));
    for (int s = 0; s < steps; ++s) out.push_back(a + (b - a) * (static_cast<double>(s) / steps));
  }
  if (!closed) out.push_back(corners.back());
  return out;
}

// Whether two pieces' shapes meet: an outline point of one within the other, or crossing it.
bool shapes_meet(const table::Shape& a, const table::Shape& b) {
  if (!table::box(a).overlaps(table::box(b))) return false;
  const std::vector<core::Vec2> pa = outline_points(a);
  const std::vector<core::Vec2> pb = outline_points(b);
  for (const core::Vec2 p : pa) {
    if (table::holds(b, p)) return true;
  }
  for (const core::Vec2 p : pb) {
    if (table::holds(a, p)) return true;
  }
  for (std::size_t k = 1; k < pa.size(); ++k) {
    if (table::crossed_by(b, pa[k - 1], pa[k])) return true;
  }
  return false;
}

double distance_to(const table::Shape& shape, const core::Polyline& trench) {
  double nearest = 1e18;
  for (const core::Vec2 p : outline_points(shape)) nearest = std::min(nearest, trench.distance(p));
  return nearest;
}

bool unplaced(const Battle& b, int piece) {
  return piece >= 0 && piece < static_cast<int>(b.terrain_box.size()) && !b.terrain_box[static_cast<std::size_t>(piece)].placed;
}

bool any_unplaced(const Battle& b) {
  for (int k = 0; k < static_cast<int>(b.terrain_box.size()); ++k) {
    if (unplaced(b, k)) return true;
  }
  return false;
}

core::Quad quarter(const Battle& b, int q) {
  const double x0 = q % 2 == 0 ? 0 : b.width / 2;
  const double y0 = q < 2 ? 0 : b.depth / 2;
  return {core::Vec2{x0, y0}, {x0 + b.width / 2, y0}, {x0 + b.width / 2, y0 + b.depth / 2}, {x0, y0 + b.depth / 2}};
}

// Moves the sequence on after a placing or a pass; once it is over, the battle begins.
void next_step(Battle& b) {
  ++b.terrain_step;
  b.terrain_chooser = -1;
  if (!any_unplaced(b)) {
    note(b, [] { return "every terrain piece is placed"; });
    b.terrain_step = -1;
  }
  if (b.terrain_step < 0) {
    start(b);
  } else {
    b.stage = b.terrain_step < kOpeningTerrainPlacings ? Stage::kTerrain : Stage::kTerrainDice;
    b.active = terrain_side(b);
  }
}

// Whether some piece still waiting has somewhere to go among the listed places.
bool room_for_more(const Battle& b) {
  for (int k = 0; k < static_cast<int>(b.terrain_box.size()); ++k) {
    if (unplaced(b, k) && !terrain_places(b, k).empty()) return true;
  }
  return false;
}

}  // namespace

int terrain_side(const Battle& b) {
  if (b.terrain_chooser >= 0) return b.terrain_chooser;
  const int attacker = 1 - b.defender;
  return b.terrain_step % 2 == 0 ? attacker : b.defender;
}

Piece placed_piece(const BoxedPiece& boxed, core::Vec2 middle) {
  const core::Box& box = boxed.piece.shape.box();
  const core::Vec2 offset = middle - (box.lo + box.hi) * 0.5;
  Piece out = boxed.piece;
  if (const auto* area = std::get_if<core::Polygon>(&boxed.piece.shape.shape)) {
    std::vector<core::Vec2> outline = area->outline();
    for (core::Vec2& p : outline) p = p + offset;
    out.shape.shape = core::Polygon(std::move(outline));
  } else {
    const auto& line = std::get<core::Polyline>(boxed.piece.shape.shape);
    std::vector<core::Vec2> points = line.points();
    for (core::Vec2& p : points) p = p + offset;
    out.shape.shape = core::Polyline(std::move(points), line.width());
  }
  return out;
}

std::string terrain_place_refused(const Battle& b, int piece, core::Vec2 middle) {
  if (!unplaced(b, piece)) return "that piece is not waiting to be placed";
  const Piece p = placed_piece(b.terrain_box[static_cast<std::size_t>(piece)], middle);
  const std::string& name = p.shape.name;
  const core::Box& box = p.shape.box();
  if (box.lo.x < 0 || box.lo.y < 0 || box.hi.x > b.width || box.hi.y > b.depth) return fmt::format("{} would not lie wholly on the table", name);
  for (const Piece& other : b.terrain) {
    const Ground k = other.shape.kind;
    // Roads and rivers may run through other terrain; nothing goes on trenches or wire.
    const bool may_cross = !works(k) && (line_kind(k) || line_kind(p.shape.kind));
    if (!may_cross && shapes_meet(p.shape.shape, other.shape.shape)) return fmt::format("{} would lie on {}", name, other.shape.name);
    if (k == Ground::kTrench && high(p.shape.kind)) {
      const auto& trench = std::get<core::Polyline>(other.shape.shape);
      if (distance_to(p.shape.shape, trench) < kHighTerrainOffTrench + trench.width() / 2) {
        return fmt::format("{} is high terrain: it must lie {:.0f}p from the face of {}", name, kHighTerrainOffTrench, other.shape.name);
      }
    }
  }
  for (const Troop& t : b.troops) {
    if (t.present() && p.shape.touches(t.base().corners())) return fmt::format("{} would lie under {}", name, t.name);
  }
  return {};
}

// The quarter holding the point: 0 and 1 along side 0's half, 2 and 3 along side 1's.
int quarter_of(const Battle& b, core::Vec2 p) { return (p.x < b.width / 2 ? 0 : 1) + (p.y < b.depth / 2 ? 0 : 2); }

int quarters_with_terrain(const Battle& b, bool bad_going_only) {
  std::array<bool, 4> held{};
  for (const Piece& p : b.terrain) {
    if (works(p.shape.kind) || (bad_going_only && !bad_going(p.shape.kind))) continue;
    // An area lies in the quarter of its middle; a road or river in every quarter it runs through.
    if (!line_kind(p.shape.kind)) {
      const core::Box& box = p.shape.box();
      held[static_cast<std::size_t>(quarter_of(b, (box.lo + box.hi) * 0.5))] = true;
      continue;
    }
    for (int q = 0; q < 4; ++q) held[static_cast<std::size_t>(q)] = held[static_cast<std::size_t>(q)] || p.shape.touches(quarter(b, q));
  }
  return static_cast<int>(std::count(held.begin(), held.end(), true));
}

std::string quarters_unmet(const Battle& b) {
  const int with_terrain = quarters_with_terrain(b, false);
  if (with_terrain < 3) return fmt::format("terrain lies in {} quarter{} of the table; it must lie in 3", with_terrain, with_terrain == 1 ? "" : "s");
  if (quarters_with_terrain(b, true) == 0) return "no quarter of the table has bad going; one must";
  return {};
}

std::vector<core::Vec2> terrain_places(const Battle& b, int piece) {
  std::vector<core::Vec2> out;
  for (const double y : {b.depth / 4, b.depth / 2, 3 * b.depth / 4}) {
    for (const double x : {b.width / 4, b.width / 2, 3 * b.width / 4}) {
      if (terrain_place_refused(b, piece, {x, y}).empty()) out.push_back({x, y});
    }
  }
  return out;
}

void place_terrain(Battle& b, int piece, core::Vec2 middle) {
  if (b.stage != Stage::kTerrain) throw RuleError("no terrain is being placed now");
  if (const std::string why = terrain_place_refused(b, piece, middle); !why.empty()) throw RuleError(why);
  BoxedPiece& boxed = b.terrain_box[static_cast<std::size_t>(piece)];
  const Piece p = placed_piece(boxed, middle);
  boxed.offset = p.shape.box().lo - boxed.piece.shape.box().lo;
  boxed.placed = true;
  b.terrain.push_back(p);
  next_step(b);
}

bool terrain_may_end(const Battle& b) {
  return b.stage == Stage::kTerrain && (b.terrain_step < kOpeningTerrainPlacings || quarters_unmet(b).empty() || !room_for_more(b));
}

void end_terrain(Battle& b) {
  if (b.stage != Stage::kTerrain) throw RuleError("no terrain is being placed now");
  if (!terrain_may_end(b)) throw RuleError(fmt::format("the terrain may not end yet: {}", quarters_unmet(b)));
  if (b.terrain_step >= kOpeningTerrainPlacings) {
    note(b, [&] { return fmt::format("{} end the terrain sequence", b.sides[static_cast<std::size_t>(terrain_side(b))]); });
    b.terrain_step = -1;
    start(b);
    return;
  }
  next_step(b);
}

void apply_terrain_dice(Battle& b, const std::vector<int>& faces) {
  if (faces[0] == faces[1]) {
    note(b, [] { return "the dice tie: roll again"; });
    return;
  }
  b.terrain_chooser = faces[0] > faces[1] ? 0 : 1;
  b.active = b.terrain_chooser;
  b.stage = Stage::kTerrain;
}

bool terrain_waiting(const Battle& b) { return b.terrain_step >= 0 && any_unplaced(b); }

void begin_terrain(Battle& b) {
  b.stage = b.terrain_step < kOpeningTerrainPlacings ? Stage::kTerrain : Stage::kTerrainDice;
  b.active = terrain_side(b);
}

}  // namespace sandtable::rules::hitt
