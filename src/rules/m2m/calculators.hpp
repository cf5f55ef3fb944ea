// Mukden to Megiddo's table-side calculators, declared for the engine: every front end (the
// command line, the JSON API, the web app) builds its form and call from these.
#pragma once

#include "engine/rule_set.hpp"

namespace sandtable::rules::m2m {

engine::Calculator fire_calculator();
engine::Calculator melee_calculator();
engine::Calculator morale_calculator();
engine::Calculator message_calculator();
engine::Calculator move_calculator();
engine::Calculator wire_calculator();

}  // namespace sandtable::rules::m2m
