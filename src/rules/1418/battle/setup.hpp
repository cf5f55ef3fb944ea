// A 1418 battle from a scenario: its battalions, companies and platoons, its ground and
// objectives; and what a scenario may say (unit members, terrain kinds, victory terms).
#pragma once

#include "engine/rule_set.hpp"
#include "engine/scenario.hpp"
#include "rules/1418/battle/battle.hpp"

namespace sandtable::rules::gw1418 {

// Throws std::invalid_argument saying file:line:column and what is wrong.
Battle battle_from_scenario(const engine::Scenario& s, const engine::Rulings& rulings);

engine::ScenarioSchema scenario_schema();
engine::InputSpec victory_terms();

}  // namespace sandtable::rules::gw1418
