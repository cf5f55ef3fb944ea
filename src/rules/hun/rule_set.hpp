// The Hun at the Gates as the engine sees it: its calculators and the rulings a player can
// switch. Patrol and Defense sessions are still their own commands (`hun patrol`).
#pragma once

#include "engine/rule_set.hpp"

namespace sandtable::rules::hun {

engine::RuleSet rule_set();

}  // namespace sandtable::rules::hun
