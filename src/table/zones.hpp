// Zones and arcs: the ground straight ahead of a base (a zone of fire, a charge's path) and the
// wedge either side of a facing, tested against points and footprints. The single-base forms
// are core's (core::zone_ahead, core::in_zone_ahead, core::in_arc).
#pragma once

#include <algorithm>

#include "table/footprint.hpp"
#include "table/measure.hpp"

namespace sandtable::table {

// The strip straight ahead of the base's front edge from `near` to `far` ahead of it, narrowed
// by `inset` at each side: front-left, front-right, rear-right, rear-left as the base faces.
core::Quad strip_ahead(const core::Base& base, double near, double far, double inset);

// The zone `length` ahead of the base narrowed by the contact tolerance at each side, so a base
// flush beside the zone, sharing its edge, is not in it.
inline core::Quad clear_zone_ahead(const core::Base& base, double length) {
  return strip_ahead(base, 0, length, kContactTolerance);
}

// True when some part of `target` lies in the zone ahead of some base of `from` to `range`.
template <std::size_t N, std::size_t M>
bool in_zone_ahead(const Footprint<N>& from, double range, const Footprint<M>& target) {
  for (const core::Base& mine : from) {
    for (const core::Base& theirs : target) {
      if (core::in_zone_ahead(mine, range, theirs)) return true;
    }
  }
  return false;
}

// True when some part of the base lies within `half_angle_deg` either side of the facing of
// `from`, seen from its position (touching the edge of the arc counts).
bool in_arc(const core::Pose& from, const core::Base& base, double half_angle_deg);

template <std::size_t N>
bool in_arc(const core::Pose& from, const Footprint<N>& f, double half_angle_deg) {
  return std::any_of(f.begin(), f.end(), [&](const core::Base& b) { return in_arc(from, b, half_angle_deg); });
}

}  // namespace sandtable::table
