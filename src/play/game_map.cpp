#include "play/game_map.hpp"

namespace sandtable::play {

namespace {

engine::Json points_json(const std::vector<core::Vec2>& points) {
  engine::Json out = engine::Json::array();
  for (const core::Vec2& p : points) out.push_back({p.x, p.y});
  return out;
}

}  // namespace

engine::Json map_json(const TrackedGame& game) {
  const engine::Scenario scenario = engine::parse_scenario(game.header().scenario_text, game.header().scenario_name);
  std::vector<engine::TerrainFeature> features = game.session().game().terrain_now().value_or(scenario.terrain);
  // Pieces still to be placed lie in no place yet.
  std::erase_if(features, [](const engine::TerrainFeature& f) { return f.to_place; });
  engine::Json terrain = engine::Json::array();
  for (const engine::TerrainFeature& f : features) {
    engine::Json piece = {{"kind", f.kind}, {"name", f.name}};
    if (!f.area.empty()) piece["area"] = points_json(f.area);
    if (!f.line.empty()) piece["line"] = points_json(f.line);
    if (f.width_cm) piece["width_cm"] = *f.width_cm;
    terrain.push_back(std::move(piece));
  }
  engine::Json table = nullptr;
  if (scenario.table.given) table = {{"width_cm", scenario.table.width_cm}, {"depth_cm", scenario.table.depth_cm}};
  return {{"table", std::move(table)}, {"terrain", std::move(terrain)}};
}

}  // namespace sandtable::play
