// A battle from a scenario: the table in paces, the terrain (barbed wire cut into 40 mm
// sections), each side's elements and general, who defends, the rulings; every problem
// reported with the file, line and column it is about.
#pragma once

#include "engine/scenario.hpp"
#include "engine/spec.hpp"
#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt {

// The members a hitt scenario may give under `setup:`.
engine::InputSpec scenario_setup_spec();

// Throws RuleError ("file:line:column: what") for a scenario that cannot be played.
Battle battle_from_scenario(const engine::Scenario& scenario, const engine::Rulings& rulings);

// The rulings the battle reads, from their checked values.
BattleRules battle_rules(const engine::Rulings& rulings);

}  // namespace sandtable::rules::hitt
