// Footprints placed once and asked for many times: a unit's where it stands now, and a moving
// unit's at each pose of its path.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/bits.hpp"
#include "table/footprint.hpp"

namespace sandtable::table {

// A footprint kept with the key (what the rule set places it from: a unit's type and
// formation, say) and pose it was placed at: asking again for a unit that has not moved costs
// a comparison, not a placement. Poses compare bit for bit, so a remembered footprint is
// always the one placing it now would make.
template <class Key, std::size_t N>
class PlacedFootprint {
 public:
  // `layout()` gives the key's layout; it is called only when the footprint must be placed.
  template <class LayoutOf>
  const Footprint<N>& at(const Key& key, const core::Pose& pose, LayoutOf layout) {
    const auto same = [](double a, double b) { return core::bits_of(a) == core::bits_of(b); };
    if (placed_ && key == key_ && same(pose.position.x, pose_.position.x) && same(pose.position.y, pose_.position.y) &&
        same(pose.facing_deg, pose_.facing_deg)) {
      return footprint_;
    }
    return place_anew(key, pose, layout());
  }

 private:
  // Out of line, so that asking again for a footprint already placed is inlined and cheap.
  [[gnu::noinline]] const Footprint<N>& place_anew(const Key& key, const core::Pose& pose, const Layout<N>& layout) {
    footprint_ = place(layout, pose);
    placed_ = true;
    key_ = key;
    pose_ = pose;
    return footprint_;
  }

  bool placed_ = false;
  Key key_{};
  core::Pose pose_;
  Footprint<N> footprint_;
};

// A layout's footprint at each pose of a path after the first, placed when first asked for,
// so the checks of one move (units in the way, terrain) share them.
template <std::size_t N>
class FootprintsAlong {
 public:
  FootprintsAlong(const Layout<N>& layout, const std::vector<core::Pose>& poses) : layout_(layout), poses_(poses) {}
  const Layout<N>& layout() const { return layout_; }
  // The footprint at poses[k], 1 <= k < poses.size().
  const Footprint<N>& at(std::size_t k) const {
    if (placed_.empty()) placed_.resize(poses_.size() - 1);
    std::optional<Footprint<N>>& slot = placed_.at(k - 1);
    if (!slot) {
      // Poses along a straight stretch share a facing, and so one sine and cosine.
      const core::Pose& pose = poses_[k];
      if (!forward_ || forward_->first != pose.facing_deg) forward_ = {pose.facing_deg, pose.forward()};
      slot.emplace(Placing{layout_, pose, forward_->second});
    }
    return *slot;
  }

 private:
  // Placed straight into its slot (a footprint is a few hundred bytes): optional's emplace
  // converts this, and the footprint place() returns is built where it is kept.
  struct Placing {
    const Layout<N>& layout;
    const core::Pose& pose;
    core::Vec2 forward;
    operator Footprint<N>() const { return place(layout, pose, forward); }
  };

  Layout<N> layout_;
  const std::vector<core::Pose>& poses_;
  // Placed when first asked for: many checks stop after a few poses.
  mutable std::vector<std::optional<Footprint<N>>> placed_;
  mutable std::optional<std::pair<double, core::Vec2>> forward_;  // a facing and its direction
};

}  // namespace sandtable::table
