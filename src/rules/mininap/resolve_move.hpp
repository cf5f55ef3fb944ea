// Mini-Nap 2, the manoeuvre phases: how far a unit may go this move, and why.
#pragma once

#include <optional>
#include <string_view>

#include "rules/mininap/factors.hpp"
#include "rules/mininap/movement.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

enum class MovePace { kMove, kDoubleTime, kCharge };

// Infantry may also step back or side-step at a slower rate.
enum class InfantryStep { kForward, kStepBack, kSideStep };

// What an artillery unit does with its limber this move.
enum class LimberAction {
  kNone,
  kUnlimberAfter,  // limbered: move a little, then unlimber ready to fire
  kLimberFirst,    // unlimbered horse artillery: limber up, then move a little
};

struct MoveSituation {
  Unit unit;
  bool limbered = false;                            // artillery only
  MovePace pace = MovePace::kMove;
  InfantryStep step = InfantryStep::kForward;
  LimberAction limber_action = LimberAction::kNone;
  std::optional<double> nearest_enemy_cm;           // any enemy unit, at the start of the move
  std::optional<double> nearest_enemy_cavalry_cm;   // enemy cavalry or command unit (for squares)
  bool explain = true;                              // also the factors' wording: battles need only the numbers
};

struct MoveResult {
  int allowance_cm = 0;
  Factors factors;
};

// Throws ImpossibleSituation when the unit may not move that way at all.
MoveResult resolve_move(const MoveSituation& situation);

std::string_view id(MovePace pace);
MovePace parse_move_pace(std::string_view text);
std::string_view id(InfantryStep step);
InfantryStep parse_infantry_step(std::string_view text);
std::vector<std::string> move_pace_ids();
std::vector<std::string> infantry_step_ids();

}  // namespace sandtable::rules::mininap
