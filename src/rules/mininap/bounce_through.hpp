// Mini-Nap 2, bounce-through: medium-range roundshot that misses may strike the next target.
#pragma once

#include "core/dist.hpp"
#include "rules/mininap/factors.hpp"
#include "rules/mininap/rulings.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

struct BounceThroughSituation {
  UnitType firer = UnitType::kMediumFootArtillery;
  double range_cm = 0;          // to the original target
  int misses = 0;               // dice that missed the original target
  double bounce_range_cm = 0;   // to the next closest target at medium range (friend or foe)
  int terrain_dice = 0;         // the only adjustment bounce-through allows
};

struct BounceThroughResult {
  int dice = 0;
  int hit_on = 0;
  core::Dist hits;
  core::ExactDist exact_hits;
  Factors factors;
};

// The second roll, made after the original fire with one die per miss and no modifiers but
// terrain. Throws ImpossibleSituation when there is no bounce-through (canister, long range).
BounceThroughResult resolve_bounce_through(const BounceThroughSituation& situation, const Rulings& rulings = {});

// Before anything is thrown: hits on the bounce-through target from `dice` original dice
// (each die must first miss, then hit), with no terrain adjustment.
core::Dist bounce_through_before_throw(int dice, int hit_on);
core::ExactDist exact_bounce_through_before_throw(int dice, int hit_on);

}  // namespace sandtable::rules::mininap
