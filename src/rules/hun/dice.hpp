// The Hun at the Gates: a roll asks for its dice one at a time, because what it needs next
// can depend on what came up (a 6 to hit brings the vital roll). The dice come from any
// engine::DiceSource: seeded digital dice or physical dice typed in, read by the same code.
#pragma once

#include <string>

#include "engine/dice_source.hpp"

namespace sandtable::rules::hun {

// The face of the next die with `sides` faces, asked of `dice` as one request whose reason
// is `what` the die decides ("to hit", "save", ...).
int roll_die(engine::DiceSource& dice, int sides, std::string what);

// A 1d3 as VII makes it: a d6 divided by 2, rounded up (1-2: 1, 3-4: 2, 5-6: 3), so typed
// dice are the d6 as it fell (ruling 39).
int roll_d3(engine::DiceSource& dice, std::string what);

}  // namespace sandtable::rules::hun
