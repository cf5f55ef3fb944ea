#include "rules/mininap/battle/going.hpp"

#include <fmt/format.h>

#include <boost/container/small_vector.hpp>

#include <algorithm>

#include "rules/mininap/battle/queries.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr double kSampleCm = 0.5;  // as the steps of a move's path
constexpr int kBisections = 30;

// The pieces of terrain that may reach into an area: only these need exact tests there.
using Pieces = boost::container::small_vector<const TerrainPiece*, 16>;

Pieces pieces_near(const Battle& b, const core::Box& area) {
  Pieces near;
  for (const TerrainPiece& p : *b.terrain) {
    if (p.box().overlaps(area)) near.push_back(&p);
  }
  return near;
}

template <class Points>
core::Box box_of(const Stands& stands, const Points& more) {
  core::Box box = core::bounds(more);
  for (const core::Base& s : stands) {
    for (const core::Vec2 c : s.corners()) box.add(c);
  }
  return box;
}

core::Box bounds_of(const Stands& stands) { return box_of(stands, std::array<core::Vec2, 0>{}); }

// Every point a unit's stands reach along the poses lies within this box.
core::Box path_box(const std::vector<core::Pose>& poses) {
  core::Box path;
  for (const core::Pose& p : poses) path.add(p.position);
  return path.grown(kUnitReachCm);
}

bool touches_kind(const Pieces& pieces, const core::Base& stand, bool (*kind_wanted)(TerrainKind)) {
  return std::any_of(pieces.begin(), pieces.end(),
                     [&](const TerrainPiece* p) { return kind_wanted(p->kind) && p->touches(stand.corners()); });
}

bool is_road(TerrainKind k) { return k == TerrainKind::kRoad; }
bool is_stream(TerrainKind k) { return k == TerrainKind::kStream; }

bool centre_on_way(const Pieces& pieces, const core::Base& stand) {
  return std::any_of(pieces.begin(), pieces.end(),
                     [&](const TerrainPiece* p) { return carries_road_march(p->kind) && p->holds(stand.centre()); });
}

bool all_on_way(const Pieces& pieces, const Stands& stands) {
  return std::all_of(stands.begin(), stands.end(), [&](const core::Base& s) { return centre_on_way(pieces, s); });
}

bool marches_in_column(const BattleUnit& u, Formation formation, const Order& order) {
  switch (u.arm()) {
    case Category::kCommand: return true;
    case Category::kArtillery: return u.limbered && order.limber == LimberChange::kNone;
    default: return formation == Formation::kColumn;
  }
}

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

// The ground the stands sweep going `most` cm straight ahead of `from`.
core::Quad swept(const Stands& stands, const core::Pose& from, double most) {
  const core::Vec2 ahead = from.forward();
  const core::Vec2 right = from.right();
  double back = 0;
  double front = 0;
  double leftmost = 0;
  double rightmost = 0;
  for (const core::Base& s : stands) {
    for (const core::Vec2 c : s.corners()) {
      const core::Vec2 d = c - from.position;
      back = std::min(back, d.dot(ahead));
      front = std::max(front, d.dot(ahead));
      leftmost = std::min(leftmost, d.dot(right));
      rightmost = std::max(rightmost, d.dot(right));
    }
  }
  const auto at = [&](double a, double r) { return from.position + ahead * a + right * r; };
  return {at(front + most, leftmost), at(front + most, rightmost), at(back, rightmost), at(back, leftmost)};
}

bool rough_anywhere_in(const Pieces& pieces, const core::Quad& area) {
  return std::any_of(pieces.begin(), pieces.end(), [&](const TerrainPiece* p) { return rough_going(p->kind) && p->touches(area); });
}

}  // namespace

std::optional<std::string> closed_terrain(const Battle& b, const BattleUnit& u, const Stands& stands) {
  return closed_among(pieces_near(b, bounds_of(stands)), b, u, stands);
}

bool terrain_near(const Battle& b, const core::Box& area) { return !pieces_near(b, area).empty(); }

Going going_along(const Battle& b, const BattleUnit& u, const std::vector<core::Pose>& poses, const StandsAlong& along) {
  Going g;
  const Pieces pieces = pieces_near(b, path_box(poses));
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

int road_march_cm(const Battle& b, const BattleUnit& u, Formation formation, const Order& order) {
  const bool may = b.rulings.road_march_cm > 0 && order.step == InfantryStep::kForward && order.pace != MovePace::kCharge &&
                   marches_in_column(u, formation, order) &&
                   std::any_of(b.terrain->begin(), b.terrain->end(), [](const TerrainPiece& p) { return is_road(p.kind); });
  return may ? b.rulings.road_march_cm : 0;
}

bool on_road_throughout(const Battle& b, const BattleUnit& u, Formation formation, const std::vector<core::Pose>& poses,
                        const StandsAlong& along) {
  const Pieces pieces = pieces_near(b, path_box(poses));
  if (!all_on_way(pieces, stands(u.unit.type, formation, poses.front()))) return false;
  for (std::size_t k = 1; k < poses.size(); ++k) {
    if (!all_on_way(pieces, along.at(k))) return false;
  }
  return true;
}

double straight_reach_cm(const Battle& b, const BattleUnit& u, const core::Pose& from, double allowance_cm) {
  if (b.terrain->empty() || b.rulings.rough_going_cost == 1 || allowance_cm <= 0) return std::max(0.0, allowance_cm);
  const Stands start = stands(u.unit.type, u.unit.formation, from);
  const core::Quad sweep = swept(start, from, allowance_cm);
  const Pieces pieces = pieces_near(b, core::bounds(sweep));
  if (!rough_anywhere_in(pieces, sweep)) return allowance_cm;
  const auto rough_at = [&](double go) {
    return in_rough_going(pieces, stands(u.unit.type, u.unit.formation, {from.position + from.forward() * go, from.facing_deg}));
  };
  double gone = 0;
  double left = allowance_cm;
  // Goes on to `to` in one kind of going; true when the allowance runs out first.
  const auto spend = [&](double to, bool rough) {
    const double per_cm = rough ? b.rulings.rough_going_cost : 1;
    if (gone + left / per_cm <= to) {
      gone += left / per_cm;
      return true;
    }
    left -= (to - gone) * per_cm;
    gone = to;
    return false;
  };
  bool rough = rough_at(0);
  for (double next = kSampleCm;; next += kSampleCm) {
    const bool there = rough_at(next);
    if (there != rough) {
      // The going changes between two samples: find where, so the edge of a wood is exact.
      double lo = next - kSampleCm;
      double hi = next;
      for (int i = 0; i < kBisections; ++i) {
        const double mid = (lo + hi) / 2;
        (rough_at(mid) == rough ? lo : hi) = mid;
      }
      if (spend(hi, rough)) return gone;
      rough = there;
    }
    if (spend(next, rough)) return gone;
  }
}

}  // namespace sandtable::rules::mininap
