// Hordes in the Trenches' table-side calculators and rulings, declared for the engine: every
// front end (the command line, the JSON API, the web app) builds its form and call from these.
#pragma once

#include <vector>

#include "engine/rule_set.hpp"

namespace sandtable::rules::hitt {

// The rulings (RULINGS.md) as fields; the combat calculator takes them too.
std::vector<engine::Field> ruling_fields();
engine::Calculator combat_calculator();
engine::Calculator army_calculator();
engine::Calculator pips_calculator();

}  // namespace sandtable::rules::hitt
