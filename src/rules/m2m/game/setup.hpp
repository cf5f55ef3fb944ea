// A Mukden to Megiddo battle read from a scenario: the chain of command (chateau, sector,
// front line) with the units under each, the terrain and objectives, the setup and victory
// terms; and what its scenarios may say, for the engine to check.
#pragma once

#include "engine/rule_set.hpp"
#include "engine/scenario.hpp"
#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

// Throws engine::BadInput naming file:line:column for what the rules cannot play.
State battle_from_scenario(const engine::Scenario& scenario, const engine::Rulings& rulings);

engine::ScenarioSchema scenario_schema();
std::vector<engine::Field> victory_fields();
// The rulings with switches that only a tracked game uses (RULINGS.md 24, 25, 27, 37 and 39).
std::vector<engine::Field> game_ruling_fields();

}  // namespace sandtable::rules::m2m
