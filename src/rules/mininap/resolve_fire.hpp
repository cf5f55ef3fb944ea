// Mini-Nap 2, the firing phase: musket and artillery fire as an exact distribution of hits.
#pragma once

#include <optional>
#include <string>

#include "core/dist.hpp"
#include "rules/mininap/factors.hpp"
#include "rules/mininap/range.hpp"
#include "rules/mininap/rulings.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

struct FireSituation {
  Unit firer;
  int strength_points = 0;                // the firer's remaining strength points
  std::optional<int> allocated_points;    // SP given to this fire: default all (half if splitting)
  std::optional<double> range_cm;         // to the target; artillery must give it
  Unit target;
  bool limbered = false;                  // artillery only
  bool suppressed = false;                // the firer is itself an eligible musket/canister target
  bool split_fire = false;                // this is one stand's share of a split fire
  bool firer_in_contact = false;          // base contact with an enemy: no firing
  bool target_in_hand_to_hand = false;    // no firing into a melee
  bool reaction = false;                  // fire as a reaction outside the firing phase
  bool exact = true;                      // also the exact (rational) distributions: battles need only the floating-point ones
  bool explain = true;                    // also the factors' wording: battles need only the numbers
  int terrain_dice = 0;                   // adjustment the players agreed for terrain
};

struct FireResult {
  std::string weapon;                 // "muskets" or the artillery band, e.g. "medium range roundshot"
  std::optional<RangeBand> band;      // artillery only
  int dice = 0;
  int hit_on = 0;                     // a die showing this or less scores a hit
  core::Dist hits;
  core::ExactDist exact_hits;
  // Roundshot at medium range bounces through to the next target at medium range, with
  // one die per miss: its hits, seen before any dice are thrown.
  std::optional<core::Dist> bounce_through_hits;
  std::optional<core::ExactDist> exact_bounce_through_hits;
  Factors factors;
};

// Throws ImpossibleSituation when the rules forbid the fire, saying why.
FireResult resolve_fire(const FireSituation& situation, const Rulings& rulings = {});

inline constexpr int kFireHitOn = 2;

}  // namespace sandtable::rules::mininap
