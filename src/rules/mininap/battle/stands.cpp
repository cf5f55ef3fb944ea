#include "rules/mininap/battle/stands.hpp"

#include <algorithm>
#include <limits>

namespace sandtable::rules::mininap {

namespace {

constexpr double kBendDeg = 30;
// Bases are shrunk by this much before the overlap test, so touching is not overlapping.
constexpr double kOverlapMarginCm = 0.02;

// A stand's place in the unit's own frame: front-centre offset (x right, y forward) and turn.
struct Slot {
  core::Vec2 offset;
  double turn_deg = 0;
};

core::Vec2 rotate(core::Vec2 v, double deg) {
  const double r = core::degrees_to_radians(deg);
  return {v.x * std::cos(r) - v.y * std::sin(r), v.x * std::sin(r) + v.y * std::cos(r)};
}

std::vector<Slot> slots(UnitType type, Formation formation) {
  const StandSize s = stand_size(type);
  if (category(type) == Category::kArtillery || category(type) == Category::kCommand) return {{}};
  switch (formation) {
    case Formation::kLine:
    case Formation::kSkirmish:
      return {{{-s.width / 2, 0}, 0}, {{s.width / 2, 0}, 0}};
    case Formation::kColumn:
      return {{{0, 0}, 0}, {{0, -s.depth}, 0}};
    case Formation::kSquare:
      return {{{0, 0}, 0}, {{0, -2 * s.depth}, 180}};
    case Formation::kBentLine:
    case Formation::kBentSkirmish:
      return {{rotate({-s.width / 2, 0}, kBendDeg), kBendDeg}, {rotate({s.width / 2, 0}, -kBendDeg), -kBendDeg}};
  }
  return {};
}

// In the unit frame x runs to the right of the facing and y along it.
core::Vec2 to_table(const core::Pose& pose, core::Vec2 local) {
  return pose.position + pose.right() * local.x + pose.forward() * local.y;
}

core::Base shrunk(const core::Base& b) {
  core::Base s = b;
  s.width = std::max(0.0, b.width - 2 * kOverlapMarginCm);
  s.depth = std::max(0.0, b.depth - 2 * kOverlapMarginCm);
  s.pose.position = b.pose.position - b.pose.forward() * kOverlapMarginCm;
  return s;
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

std::vector<core::Base> stands(UnitType type, Formation formation, const core::Pose& pose) {
  const StandSize size = stand_size(type);
  std::vector<core::Base> out;
  for (const Slot& slot : slots(type, formation)) {
    out.push_back({size.width, size.depth, {to_table(pose, slot.offset), pose.facing_deg + slot.turn_deg}});
  }
  return out;
}

core::Pose pose_keeping_stand(UnitType type, Formation formation, int index, const core::Base& kept) {
  const std::vector<Slot> s = slots(type, formation);
  const Slot& slot = s.at(static_cast<std::size_t>(std::min<int>(index, static_cast<int>(s.size()) - 1)));
  core::Pose pose;
  pose.facing_deg = core::normalize_degrees(kept.pose.facing_deg - slot.turn_deg);
  pose.position = kept.pose.position - pose.right() * slot.offset.x - pose.forward() * slot.offset.y;
  return pose;
}

double distance(const std::vector<core::Base>& a, const std::vector<core::Base>& b) {
  double best = std::numeric_limits<double>::infinity();
  for (const auto& x : a) {
    for (const auto& y : b) best = std::min(best, core::distance(x, y));
  }
  return best;
}

bool interpenetrate(const std::vector<core::Base>& a, const std::vector<core::Base>& b) {
  for (const auto& x : a) {
    for (const auto& y : b) {
      if (core::overlaps(shrunk(x), shrunk(y))) return true;
    }
  }
  return false;
}

bool on_table(const std::vector<core::Base>& s, double width_cm, double depth_cm) {
  for (const auto& base : s) {
    for (const core::Vec2 c : base.corners()) {
      if (c.x < 0 || c.y < 0 || c.x > width_cm || c.y > depth_cm) return false;
    }
  }
  return true;
}

}  // namespace sandtable::rules::mininap
