// Units and HQ stands as the web app's map draws them (MapUnit in web/src/games/game-protocol.ts):
// a rectangle the unit's figures cover (RULINGS.md 37), in cm, facing the enemy's edge.
#pragma once

#include "core/geometry.hpp"
#include "engine/request.hpp"
#include "engine/scenario.hpp"
#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

inline constexpr double kCmPerInch = 2.54;

// The ground a unit on the table covers, in inches, centred where it stands (RULINGS.md 37).
core::Base unit_footprint(const State& s, const Unit& u);
// An HQ stand's, in inches.
core::Base hq_footprint(const State& s, const Commander& c);

// The map's members of a unit's JSON: its side's number, its footprint's corners and centre
// in cm (its inches kept as x_in, y_in), facing, and whether it is gone. Off the table: no stand.
engine::Json unit_map_fields(const State& s, const Unit& u);
// An HQ stand on the table in the map's format (type "hq").
engine::Json hq_map_json(const State& s, const Commander& c);
// The ground as it lies now, in cm: the scenario's terrain, the gaps tanks crushed in the wire
// (kind "wire-gap", over the wire: ruling 46) and the smoke and gas not yet dispersed (ruling
// 43), drawn last so they lie over the rest.
std::vector<engine::TerrainFeature> terrain_now(const State& s);

}  // namespace sandtable::rules::m2m
