// The Hun at the Gates, IV.A: initiative in competitive play, in its three styles.
#pragma once

#include <string>
#include <vector>

#include "engine/names.hpp"
#include "rules/hun/dice.hpp"

namespace sandtable::rules::hun {

enum class InitiativeStyle { kUnitByUnit, kAlternatingUnits, kAlternatingSides };
inline constexpr engine::NameTable<InitiativeStyle, 3> kInitiativeStyleNames{
    {{InitiativeStyle::kUnitByUnit, "unit-by-unit"},
     {InitiativeStyle::kAlternatingUnits, "alternating-units"},
     {InitiativeStyle::kAlternatingSides, "alternating-sides"}}};

// The most units a side may have in a turn: past any skirmish the rules are written for.
inline constexpr int kMostUnitsPerSide = 5000;

// One side's d6 against the other's, re-rolled until they differ.
struct InitiativeRoll {
  std::vector<std::pair<int, int>> rolls;  // (side A, side B), the last one decides
  int winner = 0;                          // 0: side A, 1: side B
};
InitiativeRoll roll_initiative(engine::DiceSource& dice);

// A whole turn: which side acts at each initiative. The winner of a roll acts (the rules
// let him hand the initiative over; the players can still do that at the table).
struct CompetitiveTurn {
  std::vector<InitiativeRoll> rolls;
  std::vector<int> order;  // side index per initiative; every unit of both sides once
};
// Throws engine::BadInput (player_units, enemy_units) for a side of fewer than 0 or more than
// kMostUnitsPerSide units.
CompetitiveTurn competitive_turn(InitiativeStyle style, int units_a, int units_b, engine::DiceSource& dice);

}  // namespace sandtable::rules::hun
