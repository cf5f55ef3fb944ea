#include "rules/mininap/battle/going.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "rules/mininap/battle/queries.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr double kSampleCm = 0.5;  // as the steps of a move's path

using Pieces = table::PiecesNear<TerrainKind>;

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

bool rough_anywhere_in(const Pieces& pieces, const core::Quad& area) {
  return std::any_of(pieces.begin(), pieces.end(), [&](const TerrainPiece* p) { return rough_going(p->kind) && p->touches(area); });
}

// R20-R22 as the table's going asks for them.
struct TerrainGoing {
  const Battle& b;
  const BattleUnit& u;

  std::optional<std::string> closed(const Pieces& pieces, const Stands& stands) const { return closed_among(pieces, b, u, stands); }
  double cost_per_unit(const Pieces& pieces, const Stands& stands) const {
    return in_rough_going(pieces, stands) ? b.rulings.rough_going_cost : 1;
  }
  std::optional<double> toll(const Pieces& pieces, const Stands& stands) const {
    if (!touches_stream(pieces, stands)) return std::nullopt;
    return b.rulings.stream_crossing_cm;
  }
  bool may_close(const Pieces& pieces) const {
    return std::any_of(pieces.begin(), pieces.end(), [&](const TerrainPiece* p) { return closed_to(p->kind, u.arm(), b.rulings); });
  }
  // A hill, or a village to infantry, changes nothing; a road only excuses rough going or lets
  // guns through closed ground, and a ford or bridge only opens a closed river.
  void keep_what_matters(Pieces& pieces) const {
    const auto any = [&](auto wanted) { return std::any_of(pieces.begin(), pieces.end(), [&](const TerrainPiece* p) { return wanted(p->kind); }); };
    const auto closed = [&](TerrainKind k) { return closed_to(k, u.arm(), b.rulings); };
    const bool rough = any(rough_going);
    const bool closed_river = any([&](TerrainKind k) { return k == TerrainKind::kRiver && closed(k); });
    const bool guns_closed_out = u.arm() == Category::kArtillery && any(closed);
    const auto matters = [&](const TerrainPiece* p) {
      return rough_going(p->kind) || closed(p->kind) || is_stream(p->kind) || (is_crossing(p->kind) && closed_river) ||
             (is_road(p->kind) && (rough || guns_closed_out));
    };
    pieces.erase(std::remove_if(pieces.begin(), pieces.end(), [&](const TerrainPiece* p) { return !matters(p); }), pieces.end());
  }
};

}  // namespace

std::optional<std::string> closed_terrain(const Battle& b, const BattleUnit& u, const Stands& stands) {
  return closed_among(table::pieces_near(*b.terrain, table::bounds(stands)), b, u, stands);
}

bool closed_terrain_near(const Battle& b, const BattleUnit& u, const core::Box& area) {
  return std::any_of(b.terrain->begin(), b.terrain->end(),
                     [&](const TerrainPiece& p) { return closed_to(p.kind, u.arm(), b.rulings) && p.box().overlaps(area); });
}

Going going_along(const Battle& b, const BattleUnit& u, const std::vector<core::Pose>& poses, const StandsAlong& along) {
  return table::going_along(*b.terrain, poses, along, kUnitReachCm, TerrainGoing{b, u});
}

int road_march_cm(const Battle& b, const BattleUnit& u, Formation formation, const Order& order) {
  const bool may = b.rulings.road_march_cm > 0 && order.step == InfantryStep::kForward && order.pace != MovePace::kCharge &&
                   marches_in_column(u, formation, order) &&
                   std::any_of(b.terrain->begin(), b.terrain->end(), [](const TerrainPiece& p) { return is_road(p.kind); });
  return may ? b.rulings.road_march_cm : 0;
}

bool on_road_throughout(const Battle& b, const BattleUnit& u, Formation formation, const std::vector<core::Pose>& poses,
                        const StandsAlong& along) {
  // Most moves begin off the road: the pieces near where the unit stands tell.
  const Stands start = stands_at(u, formation, poses.front());
  if (!all_on_way(table::pieces_near(*b.terrain, table::bounds(start)), start)) return false;
  const Pieces pieces = table::pieces_near(*b.terrain, table::path_box(poses, kUnitReachCm));
  for (std::size_t k = 1; k < poses.size(); ++k) {
    if (!all_on_way(pieces, along.at(k))) return false;
  }
  return true;
}

double straight_reach_cm(const Battle& b, const BattleUnit& u, const core::Pose& from, double allowance_cm) {
  if (b.terrain->empty() || b.rulings.rough_going_cost == 1 || allowance_cm <= 0) return std::max(0.0, allowance_cm);
  const Stands start = stands_at(u, u.unit.formation, from);
  const core::Quad sweep = table::swept(start, from, allowance_cm);
  const Pieces pieces = table::pieces_near(*b.terrain, core::bounds(sweep));
  if (!rough_anywhere_in(pieces, sweep)) return allowance_cm;
  const TerrainGoing going{b, u};
  // Every sample faces the same way: one sine and cosine for them all.
  const core::Vec2 ahead = from.forward();
  const StandsLayout& layout = stands_layout(u.unit.type, u.unit.formation);
  return table::straight_reach(allowance_cm, kSampleCm, [&](double go) {
    return going.cost_per_unit(pieces, table::place(layout, {from.position + ahead * go, from.facing_deg}, ahead));
  });
}

}  // namespace sandtable::rules::mininap
