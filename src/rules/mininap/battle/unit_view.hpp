// A unit as a front end draws it on the map: its stands, its state, and where it could shoot
// and how far it could go.
#pragma once

#include <nlohmann/json.hpp>

#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

// The unit's members of the game state: everything the battle keeps of it, each stand's
// corners (cm: front left, front right, rear right, rear left), its zones of fire (quads,
// cm) and its reach in the open (`reach_cm`: move and charge, null where it may not).
nlohmann::json unit_view(const Battle& b, int unit);

}  // namespace sandtable::rules::mininap
