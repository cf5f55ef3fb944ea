// Mini-Nap 2, hand-to-hand combat: one attack's combat value, dice and hits, with re-throws.
#pragma once

#include <optional>
#include <span>

#include "core/dist.hpp"
#include "rules/mininap/command.hpp"
#include "rules/mininap/factors.hpp"
#include "rules/mininap/rulings.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

struct MeleeSituation {
  Unit attacker;
  int strength_points = 0;        // the attacker's SP given to this attack (0 throws nothing)
  Unit target;
  bool outflanking = false;       // the attacker outflanks this target
  CommandReach command;           // the attacker's distances to its commanders
  bool rethrow_used = false;      // the attacker already re-threw an attack this phase
  int terrain_cv = 0;             // adjustment the players agreed for terrain
  std::optional<RethrowPolicy> rethrow_policy;  // overrides Rulings::rethrow_policy
  std::optional<int> rethrow_at_most;           // overrides Rulings::rethrow_at_most
  bool exact = true;  // also the exact (rational) distributions: battles need only the floating-point ones
  bool explain = true;  // also the factors' wording: battles need only the numbers
};

struct MeleeResult {
  int cv = 0;                     // the modified combat value
  int dice = 0;
  int hit_on = 0;                 // a die showing this or less scores a hit (= cv)
  core::Dist hits;                // one throw, no re-throw
  core::ExactDist exact_hits;
  bool rethrow_allowed = false;   // in command, and the unit's re-throw not yet used
  std::optional<int> rethrow_when_at_most;  // the policy: re-throw on this many hits or fewer
  core::Dist hits_with_rethrow;   // under that policy (the same as hits when none applies)
  core::ExactDist exact_hits_with_rethrow;
  Factors factors;
};

// Throws ImpossibleSituation for situations the rules forbid (outflanking a square, say).
MeleeResult resolve_melee(const MeleeSituation& situation, const Rulings& rulings = {});
// resolve_melee(situation, rulings).hits.mean(), to the last bit, without the distributions.
double mean_melee_hits(const MeleeSituation& situation, const Rulings& rulings = {});

// The hit every unit in contact takes before any attack is thrown.
inline constexpr int kInitialMeleeHits = 1;

// The basic combat value of a unit type, before modifiers.
int basic_combat_value(UnitType type);

struct MeleeTally {
  core::Dist hits;
  core::ExactDist exact_hits;
};

// All the hits one unit in contact takes this phase: the initial hit plus every attack on it.
MeleeTally melee_hits_on_unit(std::span<const MeleeResult> attacks_on_it, bool with_rethrows = false);

// One throw of n dice kept unless it scored `at_most` hits or fewer; then thrown again.
core::Dist with_rethrow(const core::Dist& throw_once, int at_most);
core::ExactDist with_rethrow(const core::ExactDist& throw_once, int at_most);

}  // namespace sandtable::rules::mininap
