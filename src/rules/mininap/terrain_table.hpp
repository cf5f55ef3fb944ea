// Mini-Nap 2 terrain kinds and what each does. The rules' terrain guidelines are lost: the
// effects are our rulings R16-R23 (RULINGS.md), their numbers options of `Rulings`.
#pragma once

#include <string_view>

#include "rules/mininap/rulings.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

enum class TerrainKind { kWoods, kVillage, kHill, kMarsh, kRough, kRiver, kStream, kRoad, kFord, kBridge };

std::string_view id(TerrainKind kind);
// Throws UnknownName listing the kinds.
TerrainKind parse_terrain_kind(std::string_view text);
std::vector<std::string> terrain_kind_ids();

// How a feature of the kind is drawn in a scenario.
enum class TerrainShape { kArea, kLine, kEither };
TerrainShape shape_of(TerrainKind kind);
// A line's width (cm) when the scenario gives none.
double default_width_cm(TerrainKind kind);

// R16: the kind blocks a zone of fire that crosses it (hills: R17, by position).
bool blocks_fire(TerrainKind kind, const Rulings& rulings);
// R18: dice taken away from fire at a target in it.
int cover_dice(TerrainKind kind, const Rulings& rulings);
// R19: CV taken away from an attack on a unit in it (hills: uphill_defence_cv, by position).
int defence_cv(TerrainKind kind, const Rulings& rulings);
// R20: moving in it costs rough_going_cost per cm (a stand on a road excepted).
bool rough_going(TerrainKind kind);
// R21, R22: the arm may not enter it at all (rivers: except at a crossing; batteries: except on a road).
bool closed_to(TerrainKind kind, Category arm, const Rulings& rulings);
// A ford or bridge: where a river may be crossed.
bool is_crossing(TerrainKind kind);
// R23: a road march keeps to it: a road, or a bridge carrying one over a river.
bool carries_road_march(TerrainKind kind);

}  // namespace sandtable::rules::mininap
