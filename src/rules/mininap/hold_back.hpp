// Mini-Nap 2, joining in: the test to hold back a unit that would have to join a melee.
#pragma once

#include <optional>

#include "core/rational.hpp"
#include "rules/mininap/command.hpp"
#include "rules/mininap/factors.hpp"
#include "rules/mininap/rulings.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

struct HoldBackSituation {
  Unit unit;
  int strength_points = 0;  // remaining
  CommandReach command;     // distances to the unit's commanders
  std::optional<double> distance_cm;  // to the enemy already in the melee, if measured
};

struct HoldBackResult {
  bool tested = false;            // false: in command, held back without a test
  std::optional<int> pass_on;     // 1D6 showing this or less holds the unit back
  core::Rational held_back;       // the chance the unit stays where it is
  double held_back_probability = 0;
  Factors factors;
};

// Throws ImpossibleSituation for units that can never join in (and so never test).
HoldBackResult resolve_hold_back(const HoldBackSituation& situation, const Rulings& rulings = {});

// A unit this close to an enemy already in a melee must join in, unless held back.
inline constexpr double kJoinInDistanceCm = 3;

}  // namespace sandtable::rules::mininap
