// The one list of the rule sets this program knows (ids hun, hitt, m2m, 1418, mininap as
// each is written).
#pragma once

#include "engine/game.hpp"
#include "engine/rule_set.hpp"

namespace sandtable::rules {

const engine::Registry& rule_sets();

}  // namespace sandtable::rules
