// Where a Mini-Nap 2 unit's stands stand: the basing layout of each type and formation, which
// the shared table geometry (src/table/) places and measures.
#pragma once

#include <array>
#include <cstddef>
#include <tuple>

#include "rules/mininap/types.hpp"
#include "table/measure.hpp"
#include "table/placed.hpp"

namespace sandtable::rules::mininap {

// Basing in cm: infantry 2.5 x 2, cavalry 2.5 x 4, artillery 3 x 3, command 2.5 round
// (measured as its 2.5 cm square; the engine's bases are rectangles).
struct StandSize {
  double width = 0;
  double depth = 0;
};
StandSize stand_size(UnitType type);

// Every point of a unit's stands lies within this distance (cm) of its pose (the longest
// is a cavalry column, 8 cm deep), so poses further apart than twice it bound the distance.
inline constexpr double kUnitReachCm = 9;

// Closer than this (cm) counts as touching: base contact.
inline constexpr double kContactCm = table::kContactTolerance;

// A unit's stands: one or two bases.
using Stands = table::Footprint<2>;
using StandsLayout = table::Layout<2>;

// The unit's stands as a layout. The pose is the centre of the front edge of the whole
// formation: a line or skirmish line has its stands side by side, a column and a square one
// behind the other (the square's rear stand facing the rear), a bent form has its stands
// turned back 30 degrees about the front corners they share. Artillery and commanders are one stand.
const StandsLayout& stands_layout(UnitType type, Formation formation);

// The unit's stands at `pose`.
Stands stands(UnitType type, Formation formation, const core::Pose& pose);

// How far the outer front corners are from the unit's pose (the front stands' corners on the
// front line): the radius the unit wheels about.
double pivot_radius(UnitType type, Formation formation);

namespace stands_detail {

// What `work_out(type, formation)` gives, worked out once for every type and formation: asked
// for at every placing of stands and every trial move. One table for each lambda passed.
template <class WorkOut>
const auto& tabled(UnitType type, Formation formation, WorkOut work_out) {
  constexpr std::size_t kTypes = static_cast<std::size_t>(UnitType::kCommand) + 1;
  constexpr std::size_t kFormations = static_cast<std::size_t>(Formation::kBentSkirmish) + 1;
  using Value = decltype(work_out(type, formation));
  static const auto table = [&] {
    std::array<std::array<Value, kFormations>, kTypes> all;
    for (std::size_t t = 0; t < kTypes; ++t) {
      for (std::size_t f = 0; f < kFormations; ++f) all[t][f] = work_out(static_cast<UnitType>(t), static_cast<Formation>(f));
    }
    return all;
  }();
  return table[static_cast<std::size_t>(type)][static_cast<std::size_t>(formation)];
}

}  // namespace stands_detail

// How far the unit's stands reach from its pose: every point of them lies this close (at most
// kUnitReachCm; placed at other poses, a rounding's breadth more). Inline: asked of every unit
// near every trial move's end.
inline double stands_reach(UnitType type, Formation formation) {
  return stands_detail::tabled(type, formation, [](UnitType t, Formation f) { return table::reach_from(stands(t, f, core::Pose{}), {}); });
}

// A unit's stands at each pose of a path after the first (see table::FootprintsAlong).
using StandsAlong = table::FootprintsAlong<2>;

// A unit's stands remembered with the type, formation and pose they were placed from.
class PlacedStands {
 public:
  // Inline: asked of every unit in every question of where it stands.
  const Stands& at(UnitType type, Formation formation, const core::Pose& pose) {
    return placed_.at({type, formation}, pose, [&] { return stands_layout(type, formation); });
  }

 private:
  table::PlacedFootprint<std::tuple<UnitType, Formation>, 2> placed_;
};

// The pose that puts stand `index` of the new formation exactly where `kept` stands now: a
// change of formation about a stationary stand.
core::Pose pose_keeping_stand(UnitType type, Formation formation, int index, const core::Base& kept);

}  // namespace sandtable::rules::mininap
