// Mini-Nap 2's table-side calculators, declared for the engine: every front end (the
// command line, the JSON API, the web app) builds its form and its call from these.
#pragma once

#include <vector>

#include "engine/rule_set.hpp"

namespace sandtable::rules::mininap::calculators {

engine::Calculator fire_calculator();
engine::Calculator bounce_through_calculator();
engine::Calculator melee_calculator();
engine::Calculator hold_back_calculator();
engine::Calculator initiative_calculator();
engine::Calculator strength_calculator();
engine::Calculator losses_calculator();
engine::Calculator commander_calculator();
engine::Calculator move_calculator();

// All of them, in the order of a turn.
inline std::vector<engine::Calculator> all() {
  return {initiative_calculator(), move_calculator(),       fire_calculator(),     bounce_through_calculator(),
          melee_calculator(),      hold_back_calculator(),  losses_calculator(),   commander_calculator(),
          strength_calculator()};
}

}  // namespace sandtable::rules::mininap::calculators
