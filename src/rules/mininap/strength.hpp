// Mini-Nap 2 starting strength points from a unit's historical size.
#pragma once

#include "rules/mininap/factors.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

struct StrengthResult {
  int strength_points = 0;
  Factors factors;
};

// Infantry and cavalry: one SP a hundred men, nearest hundred with 50 rounding up, at least 2.
StrengthResult strength_from_men(UnitType type, int men);
// Batteries: one SP per two guns rounded down, at least 2 and at most 4.
StrengthResult strength_from_guns(UnitType type, int guns);
// Every command stand starts with 2.
StrengthResult command_strength();

}  // namespace sandtable::rules::mininap
