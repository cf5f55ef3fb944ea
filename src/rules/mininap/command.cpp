#include "rules/mininap/command.hpp"

#include <fmt/format.h>

#include <array>
#include <cmath>
#include <utility>

namespace sandtable::rules::mininap {

double command_distance_cm(CommanderRank rank) {
  switch (rank) {
    case CommanderRank::kBrigade:
      return 1;
    case CommanderRank::kDivision:
      return 3;
    case CommanderRank::kCorps:
      return 6;
  }
  throw std::logic_error("a rank without a command distance");
}

CommandStatus command_status(UnitType unit, const CommandReach& reach, const Rulings& rulings) {
  const std::array<std::pair<CommanderRank, std::optional<double>>, 3> commanders{
      {{CommanderRank::kBrigade, reach.brigade_cm},
       {CommanderRank::kDivision, reach.division_cm},
       {CommanderRank::kCorps, reach.corps_cm}}};
  for (const auto& [rank, distance] : commanders) {
    if (distance && (!std::isfinite(*distance) || *distance < 0)) {
      throw ImpossibleSituation(fmt::format("the distance to the {} commander must be 0 cm or more, not {}", id(rank),
                                            *distance));
    }
  }
  if (unit == UnitType::kCommand && rulings.command_unit_is_in_command) {
    return {true, "a command stand is in command of itself"};
  }
  for (const auto& [rank, distance] : commanders) {
    if (!distance) continue;
    const double reach_cm = command_distance_cm(rank);
    const bool within = rulings.command_distance_inclusive ? *distance <= reach_cm : *distance < reach_cm;
    if (within) {
      return {true, fmt::format("in command: {} commander at {} cm (reaches {} cm)", id(rank), *distance, reach_cm)};
    }
  }
  return {false, "not in command: no brigade commander within 1 cm, division within 3 cm or corps within 6 cm"};
}

}  // namespace sandtable::rules::mininap
