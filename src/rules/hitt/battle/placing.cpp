#include "rules/hitt/battle/placing.hpp"

#include <algorithm>

#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "table/measure.hpp"

namespace sandtable::rules::hitt {

namespace {

using enum Element;

double nearest_enemy_distance(const Battle& b, const core::Base& base, int side) {
  double best = 1e18;
  for (const Troop& t : b.troops) {
    if (t.side != side && t.present()) best = std::min(best, core::distance(base, t.base()));
  }
  return best;
}

}  // namespace

bool clear_of_all(const Battle& b, const core::Base& base, int self) {
  for (int j = 0; j < b.count(); ++j) {
    if (j != self && b.troop(j).present() && overlapping(base, b.troop(j).base())) return false;
  }
  return table::on_table(base, b.width, b.depth);
}

std::string barrage_place_refused(const Battle& b, int troop, const core::Pose& to) {
  Troop placed = b.troop(troop);
  placed.pose = to;
  const core::Base base = placed.base();
  if (!clear_of_all(b, base, troop)) return "the place is off the table or taken";
  const bool enemy_half = placed.side == 0 ? base.centre().y >= b.depth / 2 : base.centre().y <= b.depth / 2;
  if (!enemy_half) return "it must go on the enemy's half of the table";
  if (nearest_enemy_distance(b, base, placed.side) >= kKeepOff) return {};
  for (int j = 0; j < b.count(); ++j) {
    const Troop& e = b.troop(j);
    if (e.side == placed.side || !e.present() || !front_against(base, e.base())) continue;
    if (e.element == kCommandBunker || in_trench(b, e.base()) || in_strongpoint(b, e.base())) return {};
  }
  return "it must be 200p from every enemy, or in contact with one in a trench, a strongpoint or the command bunker";
}

std::vector<core::Pose> barrage_places(const Battle& b, int troop) {
  std::vector<core::Pose> out;
  for (int j = 0; j < b.count(); ++j) {
    const Troop& e = b.troop(j);
    if (e.side == b.troop(troop).side || !e.present()) continue;
    if (e.element != kCommandBunker && !in_trench(b, e.base()) && !in_strongpoint(b, e.base())) continue;
    for (const Edge edge : {Edge::kFront, Edge::kRear}) {
      const core::Pose to = against_edge(e.base(), edge);
      if (barrage_place_refused(b, troop, to).empty()) {
        out.push_back(to);
        break;
      }
    }
  }
  return out;
}

std::vector<std::pair<int, core::Pose>> aerial_places(const Battle& b) {
  std::vector<std::pair<int, core::Pose>> out;
  // The aircraft placed so far (held back, they are not on b's table): those after them keep
  // clear of them too.
  std::vector<core::Base> taken;
  const double facing = Battle::forward_facing(b.active);
  for (int i = 0; i < b.count(); ++i) {
    const Troop& t = b.troop(i);
    if (t.side != b.active || !held_back(t) || !is_aerial(t.element)) continue;
    const double depth = t.base().depth();
    const double y = b.active == 0 ? depth : b.depth - depth;
    Troop placed = t;
    for (int k = 0; k < 40; ++k) {
      const double x = b.width / 2 + (k % 2 == 0 ? 1 : -1) * ((k + 1) / 2) * (kBaseWidth + 1);
      placed.pose = {{x, y}, facing};
      const core::Base& base = placed.base();
      const bool clear = clear_of_all(b, base, i) && std::none_of(taken.begin(), taken.end(), [&](const core::Base& a) { return overlapping(base, a); });
      if (clear && nearest_enemy_distance(b, base, t.side) >= kKeepOff) {
        out.push_back({i, placed.pose});
        taken.push_back(base);
        break;
      }
    }
  }
  return out;
}

std::string lurker_place_refused(const Battle& b, int troop, const core::Pose& to) {
  Troop placed = b.troop(troop);
  placed.pose = to;
  const core::Base& base = placed.base();
  if (!clear_of_all(b, base, troop)) return "the place is off the table or taken";
  if (in_bad_going(b, base)) return {};
  if (placed.element == kMinefield) {
    for (const Piece& p : b.terrain) {
      if (p.shape.kind == Ground::kWire && core::distance(p.shape.middle(), base.centre()) <= kKeepOff + kBaseWidth / 2) return {};
    }
    return "a minefield goes in bad going or within 200p of barbed wire";
  }
  return "a sniper goes only in bad going";
}

std::vector<core::Pose> lurker_places(const Battle& b, int troop) {
  const Troop& t = b.troop(troop);
  const double facing = Battle::forward_facing(t.side);
  const double depth = t.base().depth();
  std::vector<core::Pose> out;
  for (const Piece& p : b.terrain) {
    const bool bad = p.shape.kind == Ground::kWoods || p.shape.kind == Ground::kBuiltUp || p.shape.kind == Ground::kRuins ||
                     p.shape.kind == Ground::kRough || p.shape.kind == Ground::kStrongpoint;
    if (!bad && !(t.element == kMinefield && p.shape.kind == Ground::kWire)) continue;
    // The base centred on the piece's middle: its front edge half a depth ahead of it.
    const core::Pose at{p.shape.middle() + core::direction(facing) * (depth / 2), facing};
    if (lurker_place_refused(b, troop, at).empty()) out.push_back(at);
  }
  return out;
}

std::optional<core::Pose> beyond_wire(const Battle& b, int troop) {
  const Troop& t = b.troop(troop);
  const int wire = wire_touched(b, t.base(), t.side);
  if (wire < 0) return std::nullopt;
  // Placed as the element's base would be, with its facing's one sine and cosine.
  const core::Vec2 ahead = t.pose.forward();
  core::Pose at = t.pose;
  for (double d = kTouch; d <= 400; d += kTouch * 4) {
    at.position = t.pose.position + ahead * d;
    if (!b.terrain[static_cast<std::size_t>(wire)].shape.touches(core::Base(kBaseWidth, t.base().depth(), at, ahead).corners())) break;
  }
  return at;
}

std::optional<core::Pose> wire_crossing(const Battle& b, int troop, const std::optional<core::Pose>& beyond) {
  if (!beyond) return std::nullopt;
  Troop moved = b.troop(troop);
  moved.pose = *beyond;
  if (!clear_of_all(b, moved.base(), troop)) return std::nullopt;
  return beyond;
}

std::optional<core::Pose> wire_crossing(const Battle& b, int troop) { return wire_crossing(b, troop, beyond_wire(b, troop)); }

}  // namespace sandtable::rules::hitt
