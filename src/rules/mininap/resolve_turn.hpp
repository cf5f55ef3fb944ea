// Mini-Nap 2, the rest of the turn: initiative, remove losses, commander removal, victory.
#pragma once

#include "core/dist.hpp"
#include "rules/mininap/factors.hpp"
#include "rules/mininap/rulings.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

// ---- Initiative: each side throws 2D6, the lower total wins, ties are thrown again.

struct InitiativeSituation {
  // Added to a side's 2D6 total. The surviving text has none; a scenario may give one.
  int side_a_adjustment = 0;
  int side_b_adjustment = 0;
};

struct InitiativeResult {
  core::ExactDist side_a_total;   // one throw
  core::ExactDist side_b_total;
  core::Rational a_lower;         // one throw: A wins it
  core::Rational tie;             // one throw: thrown again
  core::Rational b_lower;
  core::Rational a_wins;          // over all re-throws
  double a_wins_probability = 0;
  core::Rational expected_throws;
  Factors factors;
};

// Throws ImpossibleSituation if one side can never win or lose (adjustments 11 or more apart).
InitiativeResult resolve_initiative(const InitiativeSituation& situation = {});

// ---- Remove losses, for one unit.

struct LossesSituation {
  Unit unit;
  int starting_strength_points = 0;
  int hits = 0;               // green markers before this phase
  bool in_contact = false;    // touching an enemy unit now
  bool veteran = false;       // a scenario's veteran unit
  bool explain = true;        // also the factors' wording: battles need only the numbers
};

enum class Fate {
  kStays,
  kBrokenNoStrength,   // 0 SP or less
  kBrokenInContact,    // 1 SP and still in contact (squares, commanders, veterans exempt)
};

struct LossesResult {
  int hits_after_recovery = 0;
  int strength_points_left = 0;
  Fate fate = Fate::kStays;
  Factors factors;
};

LossesResult remove_losses(const LossesSituation& situation);

// The chance the unit is removed this phase if `new_hits` more land on it first.
core::Rational chance_removed(const LossesSituation& situation, const core::ExactDist& new_hits);

std::string_view id(Fate fate);

// ---- Commander removal, at the end of the phase.

struct CommanderLossSituation {
  CommanderRank rank = CommanderRank::kBrigade;
  int original_units = 0;   // infantry, cavalry and artillery under him, commanders not counted
  int units_lost = 0;       // all lost so far this game
  bool explain = true;      // also the factors' wording: battles need only the numbers
};

struct CommanderLossResult {
  bool removed = false;
  Factors factors;
};

CommanderLossResult commander_removal(const CommanderLossSituation& situation, const Rulings& rulings = {});

// ---- Victory (pages lost): a side beaten by its losses, per Rulings::army_break_percent.

struct ArmyLossSituation {
  int original_units = 0;   // commanders not counted
  int units_lost = 0;
};

struct VictoryResult {
  bool beaten = false;
  Factors factors;
};

VictoryResult army_beaten(const ArmyLossSituation& situation, const Rulings& rulings = {});

}  // namespace sandtable::rules::mininap
