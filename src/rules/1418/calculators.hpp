// 1418's table-side calculators, declared for the engine: every front end (the command line,
// the JSON API, the web app) builds its form and call from these.
#pragma once

#include "engine/rule_set.hpp"

namespace sandtable::rules::gw1418 {

engine::Calculator shoot_calculator();
engine::Calculator melee_calculator();
engine::Calculator bombard_calculator();
engine::Calculator move_calculator();
engine::Calculator commands_calculator();
engine::Calculator units_calculator();

}  // namespace sandtable::rules::gw1418
