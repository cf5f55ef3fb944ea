#include "table/zones.hpp"

namespace sandtable::table {

core::Quad strip_ahead(const core::Base& base, double near, double far, double inset) {
  const core::Vec2 across = base.right() * inset;
  const core::Vec2 left = base.front_left() + across;
  const core::Vec2 right = base.front_right() - across;
  const core::Vec2 to_far = base.forward() * far;
  const core::Vec2 to_near = base.forward() * near;
  return {left + to_far, right + to_far, right + to_near, left + to_near};
}

bool in_arc(const core::Pose& from, const core::Base& base, double half_angle_deg) {
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
