#include "rules/hun/competitive.hpp"

#include <fmt/format.h>

#include <array>

#include "rules/hun/types.hpp"

namespace sandtable::rules::hun {

InitiativeStyle parse_initiative_style(const std::string& text) {
  if (text == "unit-by-unit") return InitiativeStyle::kUnitByUnit;
  if (text == "alternating-units") return InitiativeStyle::kAlternatingUnits;
  if (text == "alternating-sides") return InitiativeStyle::kAlternatingSides;
  throw RuleError(fmt::format("unknown initiative style '{}' (unit-by-unit, alternating-units, alternating-sides)", text));
}

InitiativeRoll roll_initiative(DiceRoller& dice) {
  InitiativeRoll r;
  while (true) {
    const int a = dice.roll(6, "first side's initiative");
    const int b = dice.roll(6, "second side's initiative");
    r.rolls.emplace_back(a, b);
    if (a != b) {
      r.winner = a > b ? 0 : 1;
      return r;
    }
  }
}

CompetitiveTurn competitive_turn(InitiativeStyle style, int units_a, int units_b, DiceRoller& dice) {
  if (units_a < 0 || units_b < 0 || units_a + units_b > 10000) {
    throw RuleError(fmt::format("unit counts {} and {} are out of range", units_a, units_b));
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
