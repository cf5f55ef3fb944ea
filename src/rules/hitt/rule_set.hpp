// Hordes in the Trenches for the engine: its rulings and calculators (no tracked game yet).
#pragma once

#include "engine/rule_set.hpp"

namespace sandtable::rules::hitt {

engine::RuleSet rule_set();

}  // namespace sandtable::rules::hitt
