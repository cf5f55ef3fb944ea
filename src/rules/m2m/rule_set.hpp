// Mukden to Megiddo (Andy Callan's early 20th century rules): its calculators, declared for
// the registry, and its tracked game.
#pragma once

#include "engine/rule_set.hpp"

namespace sandtable::rules::m2m {

engine::RuleSet rule_set();

}  // namespace sandtable::rules::m2m
