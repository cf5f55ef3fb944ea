#include "rules/hitt/battle/contact.hpp"

#include <algorithm>
#include <cmath>

#include "table/measure.hpp"

namespace sandtable::rules::hitt {

std::pair<core::Vec2, core::Vec2> edge(const core::Base& b, Edge e) {
  const core::Quad& c = b.corners();  // front-left, front-right, rear-right, rear-left
  switch (e) {
    case Edge::kFront: return {c[0], c[1]};
    case Edge::kRight: return {c[1], c[2]};
    case Edge::kRear: return {c[2], c[3]};
    case Edge::kLeft: return {c[3], c[0]};
  }
  return {c[0], c[1]};
}

bool edges_meet(std::pair<core::Vec2, core::Vec2> a, std::pair<core::Vec2, core::Vec2> b, double shared) {
  const core::Vec2 along = b.second - b.first;
  const double length = along.length();
  if (length == 0) return false;
  const core::Vec2 unit = along * (1 / length);
  // Both ends of `a` on the line of `b`.
  for (const core::Vec2 p : {a.first, a.second}) {
    if (std::abs(unit.cross(p - b.first)) > kTouch) return false;
  }
  const double s1 = unit.dot(a.first - b.first);
  const double s2 = unit.dot(a.second - b.first);
  const double overlap = std::min(std::max(s1, s2), length) - std::max(std::min(s1, s2), 0.0);
  return overlap >= shared;
}

std::optional<Edge> exact::front_against(const core::Base& a, const core::Base& b) {
  const double shared = a.width() / 5;
  for (const Edge e : {Edge::kFront, Edge::kLeft, Edge::kRight, Edge::kRear}) {
    if (edges_meet(edge(a, Edge::kFront), edge(b, e), std::min(shared, b.depth() / 2))) {
      // Facing into it, not away: the bases lie on either side of the shared line.
      if (core::in_front(a, b.centre())) return e;
    }
  }
  return std::nullopt;
}

core::Pose facing_front(const core::Base& target) {
  return {target.pose().position, core::normalize_degrees(target.pose().facing_deg + 180)};
}

core::Pose against_edge(const core::Base& target, Edge e) {
  const auto [a, b] = edge(target, e);
  const core::Vec2 middle = (a + b) * 0.5;
  const double facing = target.pose().facing_deg;
  switch (e) {
    case Edge::kFront: return facing_front(target);
    case Edge::kRight: return {middle, core::normalize_degrees(facing + 90)};
    case Edge::kLeft: return {middle, core::normalize_degrees(facing - 90)};
    case Edge::kRear: return {middle, facing};
  }
  return facing_front(target);
}

std::optional<Edge> exact::side_against(const core::Base& a, const core::Base& b) {
  const double shared = std::min(a.depth(), b.depth()) / 2;
  for (const Edge mine : {Edge::kLeft, Edge::kRight}) {
    for (const Edge theirs : {Edge::kLeft, Edge::kRight}) {
      if (edges_meet(edge(a, mine), edge(b, theirs), shared) && !overlapping(a, b)) return mine;
    }
  }
  return std::nullopt;
}

Edge far_side(Edge e) {
  switch (e) {
    case Edge::kLeft: return Edge::kRight;
    case Edge::kRight: return Edge::kLeft;
    case Edge::kFront: return Edge::kRear;
    case Edge::kRear: return Edge::kFront;
  }
  return e;
}

std::optional<core::Pose> beside(const core::Base& target, Edge e, double facing, double depth) {
  const double turn = std::abs(core::normalize_degrees(facing - target.pose().facing_deg));
  if (turn > 1 && turn < 179) return std::nullopt;
  const double out = e == Edge::kRight ? 1 : -1;
  const core::Vec2 centre = target.centre() + target.right() * (out * target.width());  // every base is as wide
  return core::Pose{centre + core::direction(facing) * (depth / 2), facing};
}

bool line_crosses(const core::Base& base, core::Vec2 a, core::Vec2 b) {
  // A line that passes well clear of the base's circle cannot cut it (most lines asked of it).
  const core::Vec2 along = b - a;
  const double length2 = along.dot(along);
  const double t = length2 > 0 ? std::clamp((base.centre() - a).dot(along) / length2, 0.0, 1.0) : 0.0;
  const core::Vec2 off = a + along * t - base.centre();
  if (off.dot(off) > (base.radius() + 1e-6) * (base.radius() + 1e-6)) return false;
  const core::Quad& c = base.corners();
  return core::segment_distance(a, b, c[0], c[2]) == 0 || core::segment_distance(a, b, c[1], c[3]) == 0;
}

bool within(const core::Base& a, const core::Base& b, double reach) {
  if (plainly_apart(a, b, reach)) return false;
  // Each base holds the circle of half its shorter side round its centre, so bases whose
  // circles come plainly within reach are too.
  const core::Vec2 d = a.centre() - b.centre();
  const double apart = reach + std::min(a.width(), a.depth()) / 2 + std::min(b.width(), b.depth()) / 2 - 1e-6;
  if (reach > 1e-6 && d.dot(d) < apart * apart) return true;
  return core::distance(a, b) <= reach;
}

bool exact::overlapping(const core::Base& a, const core::Base& b) { return table::bases_overlap(a, b); }

}  // namespace sandtable::rules::hitt
