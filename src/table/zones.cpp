#include "table/zones.hpp"

#include <cmath>
#include <optional>

namespace sandtable::table {

core::Quad strip_ahead(const core::Base& base, double near, double far, double inset) {
  const core::Vec2 across = base.right() * inset;
  const core::Vec2 left = base.front_left() + across;
  const core::Vec2 right = base.front_right() - across;
  const core::Vec2 to_far = base.forward() * far;
  const core::Vec2 to_near = base.forward() * near;
  return {left + to_far, right + to_far, right + to_near, left + to_near};
}

namespace {

// For an arc narrower than a half-turn, bounded by two straight edges: true when a corner lies
// inside both edges, false when every corner lies beyond one of them, each by a millionth of
// its distance to spare (far beyond rounding and core::in_arc's tolerance), so that the
// measuring below would answer the same; otherwise nullopt.
std::optional<bool> plainly_in_or_out_of_arc(const core::Pose& from, const core::Base& base, double half_angle_deg) {
  if (!(half_angle_deg > 0 && half_angle_deg < 90)) return std::nullopt;
  // The edges are the facing turned either way: one sine and cosine, the facing's own being
  // exact for the four axis directions.
  const core::Vec2 ahead = core::direction(from.facing_deg);
  const core::Vec2 turn = core::direction(half_angle_deg);
  const core::Vec2 left{ahead.x * turn.x - ahead.y * turn.y, ahead.x * turn.y + ahead.y * turn.x};
  const core::Vec2 right{ahead.x * turn.x + ahead.y * turn.y, ahead.y * turn.x - ahead.x * turn.y};
  const core::Vec2 inward_of_left{left.y, -left.x};
  const core::Vec2 inward_of_right{-right.y, right.x};
  bool inside = false;
  bool beyond_left = true;
  bool beyond_right = true;
  for (const core::Vec2 corner : base.corners()) {
    const core::Vec2 v = corner - from.position;
    const double spare = 1e-6 * (1 + std::abs(v.x) + std::abs(v.y));
    const double from_left = v.dot(inward_of_left);
    const double from_right = v.dot(inward_of_right);
    inside = inside || (from_left > spare && from_right > spare);
    beyond_left = beyond_left && from_left < -spare;
    beyond_right = beyond_right && from_right < -spare;
  }
  if (inside) return true;
  if (beyond_left || beyond_right) return false;
  return std::nullopt;
}

}  // namespace

bool in_arc(const core::Pose& from, const core::Base& base, double half_angle_deg) {
  if (const std::optional<bool> plainly = plainly_in_or_out_of_arc(from, base, half_angle_deg)) return *plainly;
  const core::Quad& c = base.corners();
  if (std::any_of(c.begin(), c.end(), [&](core::Vec2 p) { return core::in_arc(from, p, half_angle_deg); })) return true;
  if (base.contains(from.position)) return true;
  // No corner in the arc: the base is in it only where an edge of the arc runs through it.
  const double far = core::distance(from.position, base.centre()) + base.radius();
  for (const double side : {half_angle_deg, -half_angle_deg}) {
    const core::Vec2 end = from.position + core::direction(from.facing_deg + side) * far;
    for (std::size_t i = 0; i < 4; ++i) {
      if (core::segment_distance(from.position, end, c[i], c[(i + 1) % 4]) == 0) return true;
    }
  }
  return false;
}

}  // namespace sandtable::table
