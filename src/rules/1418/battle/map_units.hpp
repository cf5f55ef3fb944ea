// The platoons as the web app's map draws them (MapUnit in web/src/games/game-protocol.ts):
// each base's corners in cm, its side, company and battalion, and whether it is gone.
#pragma once

#include "core/geometry.hpp"
#include "engine/request.hpp"
#include "rules/1418/battle/battle.hpp"

namespace sandtable::rules::gw1418 {

// A platoon's base on the table: the rulings' base size around its centre, its front towards
// the enemy's edge (RULINGS.md 34).
core::Base platoon_base(const Battle& b, const Platoon& p);

// Every platoon, removed ones flagged, in the map's format.
engine::Json map_units_json(const Battle& b);

}  // namespace sandtable::rules::gw1418
