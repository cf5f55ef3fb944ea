#include "rules/mininap/terrain_table.hpp"

#include "rules/mininap/names.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr IdTable<TerrainKind, 10> kTerrainIds{{
    {TerrainKind::kWoods, "woods"},
    {TerrainKind::kVillage, "village"},
    {TerrainKind::kHill, "hill"},
    {TerrainKind::kMarsh, "marsh"},
    {TerrainKind::kRough, "rough"},
    {TerrainKind::kRiver, "river"},
    {TerrainKind::kStream, "stream"},
    {TerrainKind::kRoad, "road"},
    {TerrainKind::kFord, "ford"},
    {TerrainKind::kBridge, "bridge"},
}};

}  // namespace

std::string_view id(TerrainKind kind) { return id_of(kTerrainIds, kind); }

TerrainKind parse_terrain_kind(std::string_view text) { return parse_id(kTerrainIds, text, "terrain kind"); }
std::vector<std::string> terrain_kind_ids() { return ids_of(kTerrainIds); }

TerrainShape shape_of(TerrainKind kind) {
  switch (kind) {
    case TerrainKind::kRiver:
    case TerrainKind::kStream:
    case TerrainKind::kRoad: return TerrainShape::kLine;
    case TerrainKind::kFord:
    case TerrainKind::kBridge: return TerrainShape::kEither;
    default: return TerrainShape::kArea;
  }
}

double default_width_cm(TerrainKind kind) {
  switch (kind) {
    case TerrainKind::kRiver: return 2;
    case TerrainKind::kFord:
    case TerrainKind::kBridge: return 3;  // the breadth of the crossing, along the river
    default: return 1;
  }
}

bool blocks_fire(TerrainKind kind, const Rulings& rulings) {
  return rulings.woods_and_villages_block_fire && (kind == TerrainKind::kWoods || kind == TerrainKind::kVillage);
}

int cover_dice(TerrainKind kind, const Rulings& rulings) {
  if (kind == TerrainKind::kWoods) return rulings.woods_cover_dice;
  if (kind == TerrainKind::kVillage) return rulings.village_cover_dice;
  return 0;
}

int defence_cv(TerrainKind kind, const Rulings& rulings) {
  if (kind == TerrainKind::kWoods) return rulings.woods_defence_cv;
  if (kind == TerrainKind::kVillage) return rulings.village_defence_cv;
  return 0;
}

bool rough_going(TerrainKind kind) {
  return kind == TerrainKind::kWoods || kind == TerrainKind::kMarsh || kind == TerrainKind::kRough ||
         kind == TerrainKind::kFord;
}

bool closed_to(TerrainKind kind, Category arm, const Rulings& rulings) {
  if (kind == TerrainKind::kRiver) return rulings.rivers_need_crossings;
  if (!rulings.arms_keep_to_open_ground) return false;
  const bool marsh_or_village = kind == TerrainKind::kMarsh || kind == TerrainKind::kVillage;
  if (arm == Category::kArtillery) return marsh_or_village || kind == TerrainKind::kWoods;
  if (arm == Category::kCavalry) return marsh_or_village;
  return false;
}

bool is_crossing(TerrainKind kind) { return kind == TerrainKind::kFord || kind == TerrainKind::kBridge; }

bool carries_road_march(TerrainKind kind) { return kind == TerrainKind::kRoad || kind == TerrainKind::kBridge; }

}  // namespace sandtable::rules::mininap
