// The Hun at the Gates, IV.A: initiative in competitive play, in its three styles.
#pragma once

#include <string>
#include <vector>

#include "rules/hun/dice.hpp"

namespace sandtable::rules::hun {

enum class InitiativeStyle { kUnitByUnit, kAlternatingUnits, kAlternatingSides };
InitiativeStyle parse_initiative_style(const std::string& text);

// One side's d6 against the other's, re-rolled until they differ.
struct InitiativeRoll {
  std::vector<std::pair<int, int>> rolls;  // (side A, side B), the last one decides
  int winner = 0;                          // 0: side A, 1: side B
};
InitiativeRoll roll_initiative(DiceRoller& dice);

// A whole turn: which side acts at each initiative. The winner of a roll acts (the rules
// let him hand the initiative over; the players can still do that at the table).
struct CompetitiveTurn {
  std::vector<InitiativeRoll> rolls;
  std::vector<int> order;  // side index per initiative; every unit of both sides once
};
CompetitiveTurn competitive_turn(InitiativeStyle style, int units_a, int units_b, DiceRoller& dice);

}  // namespace sandtable::rules::hun
