#include "rules/mininap/battle/terrain.hpp"

#include <fmt/format.h>

#include "engine/scenario.hpp"

namespace sandtable::rules::mininap {

namespace {

TerrainPiece piece_from(const engine::TerrainFeature& f) {
  const std::string at = fmt::format("{}: terrain '{}'", f.where, f.name);
  TerrainKind kind{};
  try {
    kind = parse_terrain_kind(f.kind);
  } catch (const UnknownName& e) {
    throw UnknownName(fmt::format("{}: {}", at, e.what()));
  }
  const TerrainShape shape = shape_of(kind);
  if (!f.area.empty() && shape == TerrainShape::kLine) {
    throw RuleError(fmt::format("{}: a {} is a line, not an area: give 'line' and maybe 'width'", at, id(kind)));
  }
  if (!f.line.empty() && shape == TerrainShape::kArea) {
    throw RuleError(fmt::format("{}: {} is an area, not a line: give 'area' with 3 or more points", at, id(kind)));
  }
  if (!f.area.empty()) return {kind, f.name, core::Polygon{f.area}};
  return {kind, f.name, core::Polyline{f.line, f.width_cm.value_or(default_width_cm(kind))}};
}

}  // namespace

std::shared_ptr<const Terrain> terrain_from_scenario(const engine::Scenario& scenario) {
  auto terrain = std::make_shared<Terrain>();
  for (const engine::TerrainFeature& f : scenario.terrain) terrain->push_back(piece_from(f));
  return terrain;
}

}  // namespace sandtable::rules::mininap
