#include "rules/hun/competitive.hpp"

#include <fmt/format.h>

#include <array>

#include "rules/hun/types.hpp"

namespace sandtable::rules::hun {

InitiativeRoll roll_initiative(engine::DiceSource& dice) {
  InitiativeRoll r;
  while (true) {
    const int a = roll_die(dice, 6, "first side's initiative");
    const int b = roll_die(dice, 6, "second side's initiative");
    r.rolls.emplace_back(a, b);
    if (a != b) {
      r.winner = a > b ? 0 : 1;
      return r;
    }
  }
}

CompetitiveTurn competitive_turn(InitiativeStyle style, int units_a, int units_b, engine::DiceSource& dice) {
  for (const auto& [units, field] : {std::pair{units_a, "player_units"}, std::pair{units_b, "enemy_units"}}) {
    if (units < 0 || units > kMostUnitsPerSide) {
      throw engine::BadInput(field, fmt::format("must be from 0 to {} units, not {}", kMostUnitsPerSide, units));
    }
  }
  CompetitiveTurn turn;
  std::array<int, 2> left{units_a, units_b};
  int side = 0;
  if (style != InitiativeStyle::kUnitByUnit && units_a + units_b > 0) {
    turn.rolls.push_back(roll_initiative(dice));
    side = turn.rolls.back().winner;
  }
  while (left[0] + left[1] > 0) {
    if (left[side] == 0) {
      side = 1 - side;  // one side has no units left to act: the other finishes the turn
    } else if (style == InitiativeStyle::kUnitByUnit && left[1 - side] > 0) {
      turn.rolls.push_back(roll_initiative(dice));
      side = turn.rolls.back().winner;
    }
    turn.order.push_back(side);
    --left[side];
    if (style == InitiativeStyle::kAlternatingUnits) side = 1 - side;
  }
  return turn;
}

}  // namespace sandtable::rules::hun
