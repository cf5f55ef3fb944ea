// Builds a Mini-Nap 2 battle from a scenario: unit types, formations, commands and rulings.
#pragma once

#include "engine/scenario.hpp"
#include "engine/spec.hpp"
#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

// Throws std::invalid_argument (engine::BadInput for a ruling, RuleError for the rest) naming
// the unit or ruling at fault and what is accepted. The battle is returned with turn 1 begun;
// with `tell` (a game people follow, Battle::tell) its first roll is already put in words.
Battle battle_from_scenario(const engine::Scenario& scenario, const engine::Rulings& rulings, bool tell = false);

// A unit's own members in a scenario: its strength (SP) and formation.
engine::InputSpec scenario_unit_fields();

// Reads the `rulings:` map into Rulings, the turn limit and the veteran units' names, after
// checking it against rulings_spec() (engine::BadInput names the ruling at fault).
struct ScenarioRulings {
  Rulings rulings;
  int turn_limit = 12;
  std::vector<std::string> veterans;
};
ScenarioRulings read_rulings(const engine::Rulings& rulings);

}  // namespace sandtable::rules::mininap
