// Mini-Nap 2 movement allowances: the table of move, double-time and charge distances.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

enum class MovementRowId {
  kInfantryLine,
  kInfantryColumn,
  kInfantrySkirmish,
  kInfantryStepBack,
  kInfantrySideStep,
  kSquare,
  kLightCavalry,
  kMediumCavalry,
  kHeavyCavalry,
  kProlongArtillery,
  kLimberedFootArtillery,
  kLimberedHorseArtillery,
  kCommander,
};

// One row of the table; an empty allowance means the unit may not move that way.
struct MovementRow {
  MovementRowId row;
  std::string_view what;
  int move_cm;
  std::optional<int> double_time_cm;
  std::optional<int> charge_cm;
};

std::span<const MovementRow> movement_table();
const MovementRow& movement_row(MovementRowId row);

// The row that governs an ordinary move for this unit (infantry advancing, not stepping
// back). Throws ImpossibleSituation for units in bent formations, which may not move.
const MovementRow& movement_row_for(const Unit& unit, bool limbered);

// No double time for anyone with an enemy unit (any kind) this close at the start of its move.
inline constexpr int kDoubleTimeEnemyDistanceCm = 18;
// A square may not move or turn with enemy cavalry or command units this close.
inline constexpr int kSquareFrozenByCavalryCm = 9;
// Limbered foot artillery may move this far and then unlimber; horse artillery this far.
inline constexpr int kFootArtilleryMoveThenUnlimberCm = 3;
inline constexpr int kHorseArtilleryMoveAndLimberCm = 4;

}  // namespace sandtable::rules::mininap
