// The table and its terrain as they lie now, for a front end to draw a game's units on: the
// same for every rule set, so no rule set repeats it in its state.
#pragma once

#include "play/tracked_game.hpp"

namespace sandtable::play {

// {"table": {"width_cm", "depth_cm"} or null, "terrain": [{"kind", "name", "area"|"line",
// "width_cm"}]}, in cm; pieces still to be placed are left out.
engine::Json map_json(const TrackedGame& game);

}  // namespace sandtable::play
