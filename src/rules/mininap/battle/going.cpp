#include "rules/mininap/battle/going.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "rules/mininap/battle/queries.hpp"

namespace sandtable::rules::mininap {

namespace {

bool touches_kind(const Battle& b, const core::Base& stand, bool (*kind_wanted)(TerrainKind)) {
  return std::any_of(b.terrain->begin(), b.terrain->end(),
                     [&](const TerrainPiece& p) { return kind_wanted(p.kind) && p.touches(stand.corners()); });
}

bool is_road(TerrainKind k) { return k == TerrainKind::kRoad; }
bool is_stream(TerrainKind k) { return k == TerrainKind::kStream; }

// A stand on a road goes as on open ground.
bool in_rough_going(const Battle& b, const Stands& stands) {
  return std::any_of(stands.begin(), stands.end(),
                     [&](const core::Base& s) { return touches_kind(b, s, rough_going) && !touches_kind(b, s, is_road); });
}

bool touches_stream(const Battle& b, const Stands& stands) {
  return std::any_of(stands.begin(), stands.end(), [&](const core::Base& s) { return touches_kind(b, s, is_stream); });
}

}  // namespace

std::optional<std::string> closed_terrain(const Battle& b, const BattleUnit& u, const Stands& stands) {
  for (const core::Base& s : stands) {
    for (const TerrainPiece& piece : *b.terrain) {
      if (!closed_to(piece.kind, u.arm(), b.rulings) || !piece.touches(s.corners())) continue;
      if (piece.kind == TerrainKind::kRiver) {
        if (touches_kind(b, s, is_crossing)) continue;
        return fmt::format("{} may cross the river '{}' only at a ford or bridge", u.name, piece.name);
      }
      if (u.arm() == Category::kArtillery && touches_kind(b, s, is_road)) continue;
      return fmt::format("{} ({}) may not enter the {} '{}'", u.name, arm_id(u.arm()), id(piece.kind), piece.name);
    }
  }
  return std::nullopt;
}

Going going_along(const Battle& b, const BattleUnit& u, const std::vector<core::Pose>& poses, const StandsAlong& along) {
  Going g;
  if (b.terrain->empty()) return g;
  bool stream = false;
  for (std::size_t k = 1; k < poses.size(); ++k) {
    const Stands& here = along.at(k);
    if ((g.closed = closed_terrain(b, u, here))) return g;
    const double step = core::distance(poses[k - 1].position, poses[k].position);
    if (step == 0) continue;  // a turn: priced by R11 alone
    stream = stream || touches_stream(b, here);
    if (in_rough_going(b, here)) g.extra_cm += step * (b.rulings.rough_going_cost - 1);
  }
  if (stream) g.extra_cm += b.rulings.stream_crossing_cm;
  return g;
}

}  // namespace sandtable::rules::mininap
