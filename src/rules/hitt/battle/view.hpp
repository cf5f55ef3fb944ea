// The battle for people and front ends: the state as JSON (each element's base in cm for the
// map, positions in paces for orders), the terrain as it lies, and lines of text for the table.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/scenario.hpp"

#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt {

nlohmann::json battle_json(const Battle& b);
std::string battle_summary(const Battle& b);
// Each element's type, whether it is the general, and how it stands (suppressed, lost, ...).
std::vector<engine::UnitNote> troop_notes(const Battle& b);
std::string_view id(Stage stage);

// The terrain as scenario features in cm: every piece on the table, and those still in the
// box (marked to place) where the scenario drew them.
std::vector<engine::TerrainFeature> terrain_features(const Battle& b);

}  // namespace sandtable::rules::hitt
