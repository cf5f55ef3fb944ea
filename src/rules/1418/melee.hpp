// 1418 melee: two platoons in base contact, each with the hits it can take (a second rank
// adds its own), fight a first round and then deathmatch rounds at -1R each until one side
// or both are gone: a Markov chain over the hits each side has left, exact to the last round.
#pragma once

#include <string_view>
#include <vector>

#include "core/dist.hpp"
#include "core/rational.hpp"
#include "rules/1418/units.hpp"

namespace sandtable::rules::gw1418 {

// When a platoon strikes in a melee round: fast cavalry first, then medium, then slow, then
// infantry, then heavy weapons (LMG, HMG, mortars, command). Lower strikes earlier.
int strike_step(Kind kind, Speed speed, bool infantry_by_speed);
// The step of a heavy weapon, for raw input that names no type.
int heavy_weapon_step();

struct Fighter {
  Arming arming;              // melee Arming
  int resilience = 4;         // as it fights the first round
  int strike_step = 0;        // strike_step()
  bool vehicle = false;
  bool rerolls_on_vehicles = true;  // its hits on a vehicle are re-rolled
  int hits_left = 2;          // 2 fresh, 1 injured; a second rank adds its 2 (or 1)
};

struct Melee {
  Fighter attacker;
  Fighter defender;
  bool reroll_keeps_bonus = true;
};

enum class Ending { kAttackerWins, kDefenderWins, kBothRemoved, kStandOff };
std::string_view id(Ending e);

// Who strikes first in a round.
enum class Order { kAttackerFirst, kDefenderFirst, kTogether };
Order strike_order(const Melee& m);

// Each round's Resilience and the chance of each ending in it.
struct MeleeRound {
  int round = 1;  // 1: the first fight; 2 on: deathmatch
  int attacker_resilience = 0;
  int defender_resilience = 0;
  core::Rational attacker_wins, defender_wins, both_removed;
  core::Rational fighting_on;  // still in contact after it
};

struct MeleeOdds {
  core::Rational attacker_wins, defender_wins, both_removed, stand_off;
  std::vector<MeleeRound> rounds;
  core::ExactDist attacker_hits_left;  // at the end (0: removed)
  core::ExactDist defender_hits_left;
};

// Exact: every round until no chance of contact is left, which comes once Resilience falls
// to 1 (every die hits) unless neither side has a melee die (a stand-off).
MeleeOdds melee(const Melee& m);

// The Resilience a fighter defends with in `round`.
int resilience_in_round(const Fighter& f, int round);

}  // namespace sandtable::rules::gw1418
