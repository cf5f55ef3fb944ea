// 1418: Battles of the Great War for the engine: its rulings and calculators (no tracked
// game yet).
#pragma once

#include "engine/rule_set.hpp"

namespace sandtable::rules::gw1418 {

engine::RuleSet rule_set();

}  // namespace sandtable::rules::gw1418
