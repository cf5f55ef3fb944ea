// A unit's advance straight ahead (a charge, a unit joining in), and the battle's memory of
// the advances traced at its present state: the AI's trial of a charge, the rules carrying it
// out and the queue asking who may join in trace the same ones.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/geometry.hpp"
#include "rules/mininap/battle/terrain.hpp"
#include "rules/mininap/rulings.hpp"

namespace sandtable::rules::mininap {

struct Advance {
  core::Pose pose;
  bool contact = false;
  int blocker = -1;  // the unit in the way
  bool off_table = false;
  std::optional<std::string> closed;  // terrain closed to the unit stopped it (R21, R22)
  double distance_cm = 0;
};

// `unit` going up to `most_cm` straight ahead of `from` toward `target`, traced when both
// sides' counts of table changes were `at` (Battle::table_changes), on `terrain` under
// `rulings`. Besides those the trace reads only what no battle changes (the table's size, the
// units' names, sides and stands layouts), so it holds until a unit of either side is placed
// or removed, or the terrain or rulings are changed (a battle's never are, but a test's may).
struct RememberedAdvance {
  std::array<std::uint64_t, 2> at{0, 0};
  std::shared_ptr<const Terrain> terrain;  // held, so that no other terrain takes its place in memory
  Rulings rulings;
  int unit = -1;
  int target = -1;
  core::Pose from;
  double most_cm = 0;
  Advance advance;      // where a touch was first seen, not necessarily the first touch
  double clear_cm = 0;  // in contact: how far it went clear of the target before that step
};

}  // namespace sandtable::rules::mininap
