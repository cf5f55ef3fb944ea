// Where a Mini-Nap 2 unit's stands stand: bases from the unit's pose and formation, and the
// distances, contacts and overlaps measured between them.
#pragma once

#include <boost/container/static_vector.hpp>

#include <optional>
#include <utility>
#include <vector>

#include "core/geometry.hpp"
#include "rules/mininap/types.hpp"

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
inline constexpr double kContactCm = 0.01;

// A unit's stands: one or two bases, held inline because they are made in every measurement.
using Stands = boost::container::static_vector<core::Base, 2>;

// The unit's stands. The pose is the centre of the front edge of the whole formation: a line
// or skirmish line has its stands side by side, a column and a square one behind the other
// (the square's rear stand facing the rear), a bent form has its stands turned back 30
// degrees about the front corners they share. Artillery and commanders are one stand.
Stands stands(UnitType type, Formation formation, const core::Pose& pose);
// The same with the facing's unit vector already worked out.
Stands stands(UnitType type, Formation formation, const core::Pose& pose, core::Vec2 forward);

// A unit's stands at each pose of a path after the first, placed once, when first asked
// for, so the checks of one move (units in the way, terrain) share them.
class StandsAlong {
 public:
  StandsAlong(UnitType type, Formation formation, const std::vector<core::Pose>& poses)
      : type_(type), formation_(formation), poses_(poses) {}
  // The stands at poses[k], 1 <= k < poses.size().
  const Stands& at(std::size_t k) const;

 private:
  UnitType type_;
  Formation formation_;
  const std::vector<core::Pose>& poses_;
  // Placed when first asked for: many checks stop after a few poses.
  mutable std::vector<std::optional<Stands>> placed_;
  mutable std::optional<std::pair<double, core::Vec2>> forward_;  // a facing and its direction
};

// A unit's stands kept with the type, formation and pose they were placed from: asking again
// for a unit that has not moved costs a comparison, not a placement. Bit-for-bit keys, so a
// remembered placement is always the one stands() would make now.
class PlacedStands {
 public:
  const Stands& at(UnitType type, Formation formation, const core::Pose& pose);

 private:
  bool placed_ = false;
  UnitType type_{};
  Formation formation_{};
  core::Pose pose_;
  Stands stands_;
};

// The pose that puts stand `index` of the new formation exactly where `kept` stands now: a
// change of formation about a stationary stand.
core::Pose pose_keeping_stand(UnitType type, Formation formation, int index, const core::Base& kept);

// Shortest base-to-base distance between two sets of stands.
double distance(const Stands& a, const Stands& b);
// True when some stand of `a` is at most `cm` from some stand of `b`: distance(a, b) <= cm,
// measuring only the pairs whose bounding circles come that close.
bool within(const Stands& a, const Stands& b, double cm);
// True when the two sets of stands overlap by more than a touch.
bool interpenetrate(const Stands& a, const Stands& b);
// True when every corner of every stand lies on a table of this size (origin at a corner).
bool on_table(const Stands& s, double width_cm, double depth_cm);

}  // namespace sandtable::rules::mininap
