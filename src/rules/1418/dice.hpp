// 1418's one roll: Arming dice against a Resilience, each die that matches or beats it a hit,
// the "+" added to one die, and hits re-rolled where the rules say (against vehicles, on the
// bombardment circle's outer ring). Exact, over rationals.
#pragma once

#include "core/dist.hpp"
#include "core/rational.hpp"

namespace sandtable::rules::gw1418 {

// Dice rolled at one target.
struct Volley {
  int dice = 0;         // Arming: the dice rolled
  int bonus_dice = 0;   // how many of them carry the bonus (one for a platoon's Arming)
  int bonus = 0;        // the "+" added to each of those
  int resilience = 0;   // the target's Resilience as it stands
  bool rerolled = false;  // a hit stands only if its re-roll hits too
  bool reroll_keeps_bonus = true;  // the re-roll of the bonus die has the bonus (RULINGS.md 5)
};

// The chance one d6 plus `bonus` matches or beats `resilience`: no face is special, so R1 or
// less is hit by every die and R7 only with a bonus (RULINGS.md 3).
core::Rational hit_chance(int resilience, int bonus);
// That chance for one die of the volley, its re-roll included when it has one.
core::Rational die_chance(const Volley& v, int bonus);
// The number of hits the volley scores.
core::ExactDist hits(const Volley& v);
// The outcomes are counted over this many equally likely rolls: 6 per die, 36 re-rolled.
core::BigInt rolls_counted(const Volley& v);
// The same distribution in doubles, for the JSON's "probability".
core::Dist approximate(const core::ExactDist& exact);

}  // namespace sandtable::rules::gw1418
