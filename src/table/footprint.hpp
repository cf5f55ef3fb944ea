// A unit's footprint on the table: its bases (oriented rectangles), placed from the unit's pose
// and a basing layout that the rule set gives (base size, how many, where each stands).
#pragma once

#include <boost/container/static_vector.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "core/geometry.hpp"

namespace sandtable::table {

// A unit's bases, held inline (no allocation) because they are placed in every measurement;
// N is the most bases a unit of the rule set has.
template <std::size_t N>
using Footprint = boost::container::static_vector<core::Base, N>;

// The turn that takes a direction `v` to `v` turned as `turn` is turned from straight ahead
// (`turn` a unit vector: cosine, sine), so placing bases needs no trigonometry.
constexpr core::Vec2 turned(core::Vec2 v, core::Vec2 turn) { return {v.x * turn.x - v.y * turn.y, v.x * turn.y + v.y * turn.x}; }

inline constexpr core::Vec2 kStraightAhead{1, 0};

// Where one base stands in the unit's own frame: the centre of its front edge offset from the
// unit's pose (x to the right of the facing, y along it), and its turn from the unit's facing
// in degrees and as a unit vector (the two must agree).
struct Slot {
  core::Vec2 offset;
  double turn_deg = 0;
  core::Vec2 turn = kStraightAhead;
};

// A basing layout: every base `width` across its front and `depth` front to back, one per slot.
template <std::size_t N>
struct Layout {
  double width = 0;
  double depth = 0;
  boost::container::static_vector<Slot, N> slots;
};

// The unit's bases at `pose`, `forward` being pose.forward() already worked out (bases placed
// along a straight path share one sine and cosine).
template <std::size_t N>
Footprint<N> place(const Layout<N>& layout, const core::Pose& pose, core::Vec2 forward) {
  const core::Vec2 right{forward.y, -forward.x};
  Footprint<N> out;
  for (const Slot& slot : layout.slots) {
    const core::Vec2 at = pose.position + right * slot.offset.x + forward * slot.offset.y;
    out.emplace_back(layout.width, layout.depth, core::Pose{at, pose.facing_deg + slot.turn_deg}, turned(forward, slot.turn));
  }
  return out;
}

template <std::size_t N>
Footprint<N> place(const Layout<N>& layout, const core::Pose& pose) {
  return place(layout, pose, pose.forward());
}

// How far the footprint's farthest corner lies from `p`: every point of it lies that close.
template <std::size_t N>
double reach_from(const Footprint<N>& f, core::Vec2 p) {
  double most = 0;
  for (const core::Base& base : f) {
    for (const core::Vec2 c : base.corners()) most = std::max(most, (c - p).dot(c - p));
  }
  return std::sqrt(most);
}

// The pose that puts base `index` of the layout (the last base if it has fewer) exactly where
// `kept` stands now: a change of layout about a stationary base.
template <std::size_t N>
core::Pose pose_keeping_base(const Layout<N>& layout, int index, const core::Base& kept) {
  const auto last = static_cast<int>(layout.slots.size()) - 1;
  const Slot& slot = layout.slots[static_cast<std::size_t>(std::min(index, last))];
  core::Pose pose;
  pose.facing_deg = core::normalize_degrees(kept.pose().facing_deg - slot.turn_deg);
  pose.position = kept.pose().position - pose.right() * slot.offset.x - pose.forward() * slot.offset.y;
  return pose;
}

}  // namespace sandtable::table
