#include "rules/mininap/battle/going.hpp"

#include <fmt/format.h>

#include <boost/container/small_vector.hpp>

#include <algorithm>

#include "rules/mininap/battle/queries.hpp"

namespace sandtable::rules::mininap {

namespace {

// The pieces of terrain that may reach into an area: only these need exact tests there.
using Pieces = boost::container::small_vector<const TerrainPiece*, 16>;

Pieces pieces_near(const Battle& b, const core::Box& area) {
  Pieces near;
  for (const TerrainPiece& p : *b.terrain) {
    if (p.box().overlaps(area)) near.push_back(&p);
  }
  return near;
}

core::Box bounds_of(const Stands& stands) {
  core::Box box;
  for (const core::Base& s : stands) {
    for (const core::Vec2 c : s.corners()) box.add(c);
  }
  return box;
}

bool touches_kind(const Pieces& pieces, const core::Base& stand, bool (*kind_wanted)(TerrainKind)) {
  return std::any_of(pieces.begin(), pieces.end(),
                     [&](const TerrainPiece* p) { return kind_wanted(p->kind) && p->touches(stand.corners()); });
}

bool is_road(TerrainKind k) { return k == TerrainKind::kRoad; }
bool is_stream(TerrainKind k) { return k == TerrainKind::kStream; }

// A stand on a road goes as on open ground.
bool in_rough_going(const Pieces& pieces, const Stands& stands) {
  return std::any_of(stands.begin(), stands.end(), [&](const core::Base& s) {
    return touches_kind(pieces, s, rough_going) && !touches_kind(pieces, s, is_road);
  });
}

bool touches_stream(const Pieces& pieces, const Stands& stands) {
  return std::any_of(stands.begin(), stands.end(), [&](const core::Base& s) { return touches_kind(pieces, s, is_stream); });
}

std::optional<std::string> closed_among(const Pieces& pieces, const Battle& b, const BattleUnit& u, const Stands& stands) {
  for (const core::Base& s : stands) {
    for (const TerrainPiece* piece : pieces) {
      if (!closed_to(piece->kind, u.arm(), b.rulings) || !piece->touches(s.corners())) continue;
      if (piece->kind == TerrainKind::kRiver) {
        if (touches_kind(pieces, s, is_crossing)) continue;
        return fmt::format("{} may cross the river '{}' only at a ford or bridge", u.name, piece->name);
      }
      if (u.arm() == Category::kArtillery && touches_kind(pieces, s, is_road)) continue;
      return fmt::format("{} ({}) may not enter the {} '{}'", u.name, arm_id(u.arm()), id(piece->kind), piece->name);
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> closed_terrain(const Battle& b, const BattleUnit& u, const Stands& stands) {
  return closed_among(pieces_near(b, bounds_of(stands)), b, u, stands);
}

bool terrain_near(const Battle& b, const core::Box& area) { return !pieces_near(b, area).empty(); }

Going going_along(const Battle& b, const BattleUnit& u, const std::vector<core::Pose>& poses, const StandsAlong& along) {
  Going g;
  core::Box path;
  for (const core::Pose& p : poses) path.add(p.position);
  const Pieces pieces = pieces_near(b, path.grown(kUnitReachCm));
  if (pieces.empty()) return g;
  bool stream = false;
  for (std::size_t k = 1; k < poses.size(); ++k) {
    const Stands& here = along.at(k);
    if ((g.closed = closed_among(pieces, b, u, here))) return g;
    const double step = core::distance(poses[k - 1].position, poses[k].position);
    if (step == 0) continue;  // a turn: priced by R11 alone
    stream = stream || touches_stream(pieces, here);
    if (in_rough_going(pieces, here)) g.extra_cm += step * (b.rulings.rough_going_cost - 1);
  }
  if (stream) g.extra_cm += b.rulings.stream_crossing_cm;
  return g;
}

}  // namespace sandtable::rules::mininap
