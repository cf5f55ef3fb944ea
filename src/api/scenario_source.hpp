// Where a call's scenario comes from: YAML text in the request, a file on this machine (when
// the Api may read files), or, for simulate, the brigade action built into the program.
#pragma once

#include "api/call.hpp"
#include "engine/scenario.hpp"

namespace sandtable::api {

// The fields that name a scenario: scenario_text, scenario_name, scenario_path.
std::vector<engine::Field> scenario_fields();

// The scenario the args name; BadInput when they name none (or a file the Api may not read).
engine::Scenario scenario_from(const CallContext& context, const Json& args);

// The scenario the args name, or the one built into the program when they name none.
engine::Scenario scenario_or_builtin(const CallContext& context, const Json& args);

// The args' "rulings" object as Rulings over `base` (the scenario's own).
engine::Rulings rulings_from(const Json& args, engine::Rulings base);

}  // namespace sandtable::api
