// Melee once shooting and moving are done: every pair of enemy platoons in base contact
// (each base fights one other) fights rounds until one side is gone, each round after the
// first at one less Resilience (deathmatch).
#pragma once

#include "rules/1418/battle/execution.hpp"

namespace sandtable::rules::gw1418 {

void fight_melees(Execution& x);

}  // namespace sandtable::rules::gw1418
