// The members of a scenario that belong to its rule set (each unit's own members, the setup
// map, whether units are placed), checked against what the rule set declares.
#pragma once

#include <string>

#include "engine/rule_set.hpp"
#include "engine/scenario.hpp"

namespace sandtable::engine {

// Checks `s` against `schema`, filling in declared defaults. Throws InputError listing every
// problem as "file:line:column: path: what" (`rule_set_name` says whose rules ask for it).
void check_scenario_members(Scenario& s, const ScenarioSchema& schema, const std::string& rule_set_name);

}  // namespace sandtable::engine
