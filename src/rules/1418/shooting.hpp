// 1418 shooting: a platoon's ranged Arming dice against its target's Resilience in cover;
// one hit injures, two remove; infantry and heavy weapons re-roll their hits on vehicles.
#pragma once

#include <string>
#include <vector>

#include "core/dist.hpp"
#include "rules/1418/cover.hpp"
#include "rules/1418/dice.hpp"
#include "rules/1418/units.hpp"

namespace sandtable::rules::gw1418 {

// Whose hits on a vehicle must be re-rolled: everyone's but guns' (Vehicles), cavalry's
// unless the ruling switch says otherwise (RULINGS.md 6).
bool rerolls_against_vehicles(Kind attacker, bool cavalry_rerolls);

struct Shot {
  Arming arming;             // the shooter's ranged Arming
  bool rerolls_on_vehicles = true;
  int own_resilience = 4;    // the target's, or its parent's for "as parent"
  Cover cover;               // the target's; cover.vehicle: the target is a vehicle
  bool target_injured = false;  // one more hit removes it
  bool reroll_keeps_bonus = true;
};

// How a shot can end for its target.
struct Effects {
  core::Rational unharmed;
  core::Rational injured;  // newly injured (none for a target injured already)
  core::Rational removed;
};

// Hits against a target with `hits_to_remove` hit points left (2 fresh, 1 injured).
Effects effects_of(const core::ExactDist& hits, int hits_to_remove);

struct ShotOdds {
  int resilience = 0;  // as it stands: own plus cover
  std::vector<ResilienceFactor> resilience_factors;
  Volley volley;
  core::ExactDist hits;
  Effects effects;
  std::vector<std::string> why;  // the dice, the bonus, the re-roll
};

ShotOdds shoot(const Shot& s);

// An injured platoon under fire from a new shooter gets its move back on a die at or under
// `resilience`; a 6 always fails.
core::Rational recovery_chance(int resilience);

}  // namespace sandtable::rules::gw1418
