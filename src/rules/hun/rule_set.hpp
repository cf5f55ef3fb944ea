// The Hun at the Gates as the engine sees it: its calculators, the rulings a player can switch,
// and its games: Patrol and Defense sessions (`hun patrol`) and a charge in order
// (`hun charge-sequence`), picked by the scenario's setup `mode`.
#pragma once

#include "engine/rule_set.hpp"

namespace sandtable::rules::hun {

engine::RuleSet rule_set();

}  // namespace sandtable::rules::hun
