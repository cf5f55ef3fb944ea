#include "rules/hitt/battle/zones.hpp"

#include <fmt/format.h>

#include <cmath>

#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "table/zones.hpp"

namespace sandtable::rules::hitt {

namespace {

using enum Element;

// Has a zone of control: a ground element that fights to its front.
bool has_zone(const Troop& t) {
  return t.present() && !is_aerial(t.element) && t.element != kBarrage && t.element != kGas && t.element != kMinefield &&
         t.element != kCommandBunker;
}

// The zone ahead of the base, a touch in from each side and a touch ahead of its front, so
// bases flush beside it or in front contact with it are not counted as in it.
core::Quad zone_of(const core::Base& base) { return table::strip_ahead(base, kTouch, kTouch + kBaseWidth, kTouch); }

// Trench Movement: between elements in one trench a side edge counts as a front, so each
// side has a zone too: the strip beside it along the trench.
core::Quad zone_beside(const core::Base& base, Edge side) {
  const auto [from, to] = edge(base, side);
  const double facing = base.pose().facing_deg + (side == Edge::kRight ? -90 : 90);
  return zone_of(core::Base(base.depth(), base.width(), {(from + to) * 0.5, core::normalize_degrees(facing)}));
}

void add_zone(int owner, const core::Quad& area, std::vector<Zone>& out) { out.push_back({owner, area, core::bounds(area).grown(1)}); }

void add_zones(const core::Base& theirs, int owner, bool trench_sides, std::vector<Zone>& out) {
  add_zone(owner, zone_of(theirs), out);
  if (!trench_sides) return;
  for (const Edge side : {Edge::kLeft, Edge::kRight}) add_zone(owner, zone_beside(theirs, side), out);
}

bool in_front_contact_with(const Battle& b, const core::Base& mover, const core::Base& enemy) {
  if (front_against(mover, enemy) == Edge::kFront && front_against(enemy, mover) == Edge::kFront) return true;
  return side_against(mover, enemy) && in_trench(b, mover) && in_trench(b, enemy);
}

}  // namespace

bool heeds_zones(const Battle& b, const Troop& t) {
  return b.rules.zones_of_control && !is_aerial(t.element) && t.element != kBarrage && t.element != kGas && t.element != kMinefield;
}

// A zone lies within a zone's depth (kTouch + kBaseWidth) of the base's edge, so within the base's
// circle grown by that; its box adds a pace.
constexpr double kZoneBeyondCircle = kTouch + kBaseWidth + 1;

double zone_reach(const core::Base& base) { return base.radius() + kZoneBeyondCircle; }
double zone_reach_from_pose() { return circle_reach_from_pose() + kZoneBeyondCircle; }

std::vector<Zone> zones_among(const Battle& b, int mover, const std::vector<int>& near, bool in_trench, const core::Box& area) {
  std::vector<Zone> zones;
  std::vector<Zone> its;
  const Troop& m = b.troop(mover);
  for (const int j : near) {
    const Troop& e = b.troop(j);
    if (e.side == m.side || !has_zone(e)) continue;
    const core::Base& theirs = e.base();
    const double reach = zone_reach(theirs);
    const core::Vec2 r{reach, reach};
    if (!area.overlaps({theirs.centre() - r, theirs.centre() + r}) || (in_trench && !hitt::in_trench(b, theirs))) continue;
    its.clear();
    add_zones(theirs, j, in_trench, its);
    for (const Zone& z : its) {
      if (z.box.overlaps(area)) zones.push_back(z);
    }
  }
  return zones;
}

std::vector<int> zone_owners(const std::vector<Zone>& zones, const core::Base& at) {
  std::vector<int> owners;
  const core::Box around = core::bounds(at.corners());
  for (const Zone& z : zones) {
    if ((owners.empty() || owners.back() != z.owner) && z.box.overlaps(around) && core::overlaps(z.area, at.corners())) owners.push_back(z.owner);
  }
  return owners;
}

int zone_at(const std::vector<Zone>& zones, const core::Base& at) {
  if (zones.empty()) return -1;  // most walks, far from the enemy: the base's box is not needed
  const core::Box around = core::bounds(at.corners());
  for (const Zone& z : zones) {
    if (z.box.overlaps(around) && core::overlaps(z.area, at.corners())) return z.owner;
  }
  return -1;
}

std::optional<std::string> zone_refusal(const Battle& b, int mover, const core::Base& end, int entered, const std::vector<int>& holding) {
  const Troop& m = b.troop(mover);
  const core::Base& start = m.base();
  for (const int e : holding) {
    if (in_front_contact_with(b, end, b.troop(e).base())) return std::nullopt;
  }
  if (!holding.empty()) {
    const core::Vec2 moved = end.pose().position - start.pose().position;
    const bool same_facing = std::abs(core::normalize_degrees(end.pose().facing_deg - start.pose().facing_deg)) < 0.5;
    const bool straight_back = same_facing && moved.dot(start.forward()) < 0 && std::abs(moved.cross(start.forward())) < kTouch;
    if (straight_back || moved.length() < kTouch * 0.01) return std::nullopt;
    return fmt::format("{} is in the zone of control of {}: it may only close with it or fall straight back", m.name,
                       b.troop(holding.front()).name);
  }
  if (entered >= 0 && !in_front_contact_with(b, end, b.troop(entered).base())) {
    return fmt::format("{} would enter the zone of control of {}: it must stop short or close with it", m.name, b.troop(entered).name);
  }
  return std::nullopt;
}

}  // namespace sandtable::rules::hitt
