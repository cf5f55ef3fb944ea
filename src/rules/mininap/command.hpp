// Mini-Nap 2, command: whether a unit is close enough to one of its commanders.
#pragma once

#include <optional>
#include <string>

#include "rules/mininap/rulings.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

// Base-to-base distances from the unit to its own commanders' stands, where they are on the table.
struct CommandReach {
  std::optional<double> brigade_cm;
  std::optional<double> division_cm;
  std::optional<double> corps_cm;
};

struct CommandStatus {
  bool in_command = false;
  std::string reason;  // which commander, or why none
};

// How far each commander's influence reaches (cm).
double command_distance_cm(CommanderRank rank);

// In command when within the command distance of its brigade, division or corps commander.
// Throws ImpossibleSituation for a negative or non-finite distance.
CommandStatus command_status(UnitType unit, const CommandReach& reach, const Rulings& rulings = {});

}  // namespace sandtable::rules::mininap
