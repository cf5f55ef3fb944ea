// The bound in Hordes in the Trenches (Sequence of Events): the PIP die, moves, shooting and
// close combat, then the end of the bound and the test for a lost battle. The battle says
// what it needs next; rolls and orders move it on.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/outcomes.hpp"
#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt {

struct OrdersNeeded {
  int side = 0;
  std::string prompt;
};

struct RollNeeded {
  int side = -1;  // -1: both sides' dice (a fight, or who defends)
  int dice = 1;
  std::string why;
  std::optional<core::ExactOutcomes> outcome;  // a fight's outcomes, exactly
};

struct BattleOver {
  std::optional<int> winner;
  std::string why;
};

using Need = std::variant<OrdersNeeded, RollNeeded, BattleOver>;
Need need(const Battle& b);
// What need() asks for without its words and a fight's odds: how many dice, 0 for an order,
// none once the battle is over (a simulation asks it at every step).
std::optional<int> dice_needed(const Battle& b);

// Starts the battle: the defender by dice unless the scenario names him, and his first bound.
void start(Battle& b);
// The faces of the roll need() asks for. Throws RuleError when no roll is due.
void apply_roll(Battle& b, const std::vector<int>& faces);

// Called by orders: the moves are over (shooting begins); the front shooter's target.
void end_moves(Battle& b);
void choose_target(Battle& b, int target);

// The labelled odds of a fight ("Rifles destroyed": 7/36, ...).
core::ExactOutcomes fight_odds(const Battle& b, const Fight& fight);

}  // namespace sandtable::rules::hitt
