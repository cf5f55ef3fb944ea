#include "rules/mininap/battle/stands.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace sandtable::rules::mininap {

namespace {

// The turns of a stand from the unit's facing: about, and the 30-degree bend either way.
constexpr core::Vec2 kAbout{-1, 0};
const core::Vec2 kBendLeft{std::sqrt(3.0) / 2, 0.5};
const core::Vec2 kBendRight{std::sqrt(3.0) / 2, -0.5};
constexpr double kBendDeg = 30;

StandsLayout layout_of(UnitType type, Formation formation) {
  using table::Slot;
  const StandSize s = stand_size(type);
  if (category(type) == Category::kArtillery || category(type) == Category::kCommand) return {s.width, s.depth, {Slot{}}};
  switch (formation) {
    case Formation::kLine:
    case Formation::kSkirmish:
      return {s.width, s.depth, {Slot{{-s.width / 2, 0}}, Slot{{s.width / 2, 0}}}};
    case Formation::kColumn:
      return {s.width, s.depth, {Slot{{0, 0}}, Slot{{0, -s.depth}}}};
    case Formation::kSquare:
      return {s.width, s.depth, {Slot{{0, 0}}, Slot{{0, -2 * s.depth}, 180, kAbout}}};
    case Formation::kBentLine:
    case Formation::kBentSkirmish:
      return {s.width, s.depth,
              {Slot{table::turned({-s.width / 2, 0}, kBendLeft), kBendDeg, kBendLeft},
               Slot{table::turned({s.width / 2, 0}, kBendRight), -kBendDeg, kBendRight}}};
  }
  return {s.width, s.depth, {}};
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

const StandsLayout& stands_layout(UnitType type, Formation formation) {
  return stands_detail::tabled(type, formation, [](UnitType t, Formation f) { return layout_of(t, f); });
}

double pivot_radius(UnitType type, Formation formation) {
  // The default pose faces +y, so the front line is y = 0 (to a millionth).
  constexpr double kFrontLineCm = 1e-6;
  return stands_detail::tabled(type, formation, [](UnitType t, Formation f) {
    double r = 0;
    for (const core::Base& s : stands(t, f, core::Pose{})) {
      for (const core::Vec2 c : {s.front_left(), s.front_right()}) {
        if (c.y > -kFrontLineCm) r = std::max(r, c.length());
      }
    }
    return r;
  });
}

Stands stands(UnitType type, Formation formation, const core::Pose& pose) { return table::place(stands_layout(type, formation), pose); }

core::Pose pose_keeping_stand(UnitType type, Formation formation, int index, const core::Base& kept) {
  return table::pose_keeping_base(stands_layout(type, formation), index, kept);
}

}  // namespace sandtable::rules::mininap
