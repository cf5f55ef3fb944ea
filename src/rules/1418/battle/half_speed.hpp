// Who goes at half speed into the next bound (RULINGS.md 27): an injury halves a platoon's
// move while the shooter that injured it keeps firing at it; under fire from others only, it
// rolls the recovery die (RULINGS.md 22); under no fire, it has its move back.
#pragma once

#include "rules/1418/battle/execution.hpp"

namespace sandtable::rules::gw1418 {

// At the end of a bound: the freshly injured go at half speed next bound; each platoon at
// half speed this bound keeps it, rolls its recovery die or gets its move back.
void settle_half_speed(Execution& x);

}  // namespace sandtable::rules::gw1418
