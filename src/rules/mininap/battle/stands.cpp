#include "rules/mininap/battle/stands.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cmath>
#include <limits>

namespace sandtable::rules::mininap {

namespace {

// Bases are shrunk by this much before the overlap test, so touching is not overlapping.
constexpr double kOverlapMarginCm = 0.02;

// A turn as the unit vector it makes of the facing (cosine, sine), so placing a stand needs
// no trigonometry: straight on, about, and the 30-degree bend either way.
constexpr core::Vec2 kStraight{1, 0};
constexpr core::Vec2 kAbout{-1, 0};
const core::Vec2 kBendLeft{std::sqrt(3.0) / 2, 0.5};
const core::Vec2 kBendRight{std::sqrt(3.0) / 2, -0.5};
constexpr double kBendDeg = 30;

core::Vec2 rotate(core::Vec2 v, core::Vec2 turn) { return {v.x * turn.x - v.y * turn.y, v.x * turn.y + v.y * turn.x}; }

// A stand's place in the unit's own frame: front-centre offset (x right, y forward) and turn.
struct Slot {
  core::Vec2 offset;
  double turn_deg = 0;
  core::Vec2 turn = kStraight;
};
using Slots = boost::container::static_vector<Slot, 2>;

Slots slots(UnitType type, Formation formation) {
  const StandSize s = stand_size(type);
  if (category(type) == Category::kArtillery || category(type) == Category::kCommand) return {Slot{}};
  switch (formation) {
    case Formation::kLine:
    case Formation::kSkirmish:
      return {Slot{{-s.width / 2, 0}}, Slot{{s.width / 2, 0}}};
    case Formation::kColumn:
      return {Slot{{0, 0}}, Slot{{0, -s.depth}}};
    case Formation::kSquare:
      return {Slot{{0, 0}}, Slot{{0, -2 * s.depth}, 180, kAbout}};
    case Formation::kBentLine:
    case Formation::kBentSkirmish:
      return {Slot{rotate({-s.width / 2, 0}, kBendLeft), kBendDeg, kBendLeft},
              Slot{rotate({s.width / 2, 0}, kBendRight), -kBendDeg, kBendRight}};
  }
  return {};
}

core::Base shrunk(const core::Base& b) {
  return {std::max(0.0, b.width() - 2 * kOverlapMarginCm), std::max(0.0, b.depth() - 2 * kOverlapMarginCm),
          {b.pose().position - b.forward() * kOverlapMarginCm, b.pose().facing_deg}, b.forward()};
}

}  // namespace

StandSize stand_size(UnitType type) {
  switch (category(type)) {
    case Category::kInfantry: return {2.5, 2};
    case Category::kCavalry: return {2.5, 4};
    case Category::kArtillery: return {3, 3};
    case Category::kCommand: return {2.5, 2.5};
  }
  return {};
}

Stands stands(UnitType type, Formation formation, const core::Pose& pose) { return stands(type, formation, pose, pose.forward()); }

Stands stands(UnitType type, Formation formation, const core::Pose& pose, core::Vec2 forward) {
  const StandSize size = stand_size(type);
  const core::Vec2 right{forward.y, -forward.x};
  Stands out;
  for (const Slot& slot : slots(type, formation)) {
    // In the unit frame x runs to the right of the facing and y along it.
    const core::Vec2 at = pose.position + right * slot.offset.x + forward * slot.offset.y;
    out.emplace_back(size.width, size.depth, core::Pose{at, pose.facing_deg + slot.turn_deg}, rotate(forward, slot.turn));
  }
  return out;
}

const Stands& PlacedStands::at(UnitType type, Formation formation, const core::Pose& pose) {
  const auto same = [](double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); };
  if (!placed_ || type != type_ || formation != formation_ || !same(pose.position.x, pose_.position.x) ||
      !same(pose.position.y, pose_.position.y) || !same(pose.facing_deg, pose_.facing_deg)) {
    stands_ = stands(type, formation, pose);
    placed_ = true;
    type_ = type;
    formation_ = formation;
    pose_ = pose;
  }
  return stands_;
}

core::Pose pose_keeping_stand(UnitType type, Formation formation, int index, const core::Base& kept) {
  const Slots s = slots(type, formation);
  const Slot& slot = s[static_cast<std::size_t>(std::min<int>(index, static_cast<int>(s.size()) - 1))];
  core::Pose pose;
  pose.facing_deg = core::normalize_degrees(kept.pose().facing_deg - slot.turn_deg);
  pose.position = kept.pose().position - pose.right() * slot.offset.x - pose.forward() * slot.offset.y;
  return pose;
}

double distance(const Stands& a, const Stands& b) {
  double best = std::numeric_limits<double>::infinity();
  for (const auto& x : a) {
    for (const auto& y : b) {
      // The centres less the radii bound the gap from below: skip pairs that cannot beat it.
      if (core::distance(x.centre(), y.centre()) - x.radius() - y.radius() >= best) continue;
      best = std::min(best, core::distance(x, y));
    }
  }
  return best;
}

bool within(const Stands& a, const Stands& b, double cm) {
  for (const auto& x : a) {
    for (const auto& y : b) {
      const core::Vec2 apart = x.centre() - y.centre();
      const double reach = x.radius() + y.radius() + cm;
      if (apart.dot(apart) <= reach * reach && core::distance(x, y) <= cm) return true;
    }
  }
  return false;
}

bool interpenetrate(const Stands& a, const Stands& b) {
  for (const auto& x : a) {
    for (const auto& y : b) {
      const core::Vec2 apart = x.centre() - y.centre();
      const double reach = x.radius() + y.radius();
      if (apart.dot(apart) > reach * reach) continue;
      if (core::overlaps(shrunk(x), shrunk(y))) return true;
    }
  }
  return false;
}

bool on_table(const Stands& s, double width_cm, double depth_cm) {
  for (const auto& base : s) {
    for (const core::Vec2 c : base.corners()) {
      if (c.x < 0 || c.y < 0 || c.x > width_cm || c.y > depth_cm) return false;
    }
  }
  return true;
}

const Stands& StandsAlong::at(std::size_t k) const {
  if (placed_.empty()) placed_.resize(poses_.size() - 1);
  std::optional<Stands>& slot = placed_.at(k - 1);
  if (!slot) {
    // Poses along a straight stretch share a facing, and so one sine and cosine.
    const core::Pose& pose = poses_[k];
    if (!forward_ || forward_->first != pose.facing_deg) forward_ = {pose.facing_deg, pose.forward()};
    slot = stands(type_, formation_, pose, forward_->second);
  }
  return *slot;
}

}  // namespace sandtable::rules::mininap
