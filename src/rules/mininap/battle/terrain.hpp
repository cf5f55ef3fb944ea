// The terrain of a Mini-Nap 2 battle: the scenario's features with their kinds read, as
// shapes that stands and zones of fire are tested against.
#pragma once

#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "core/polygon.hpp"
#include "core/polyline.hpp"
#include "rules/mininap/terrain_table.hpp"

namespace sandtable::engine {
struct Scenario;
}

namespace sandtable::rules::mininap {

struct TerrainPiece {
  TerrainKind kind = TerrainKind::kWoods;
  std::string name;
  std::variant<core::Polygon, core::Polyline> shape;

  // True when the quadrilateral (a stand, a zone of fire) shares a point with the piece.
  bool touches(const core::Quad& quad) const;
  // True when the point lies in the area, or within half the line's width.
  bool holds(core::Vec2 p) const;
  // Holds every point of the piece.
  const core::Box& box() const;
  // True when the segment [a, b] enters or crosses the piece.
  bool crossed_by(core::Vec2 a, core::Vec2 b) const;
  // The mean of its outline's or line's points: where to head for it.
  core::Vec2 middle() const;
};

using Terrain = std::vector<TerrainPiece>;

// Reads the scenario's terrain. Throws UnknownName or RuleError starting "file:line:column:"
// for an unknown kind or a shape the kind does not take (an area given for a river).
std::shared_ptr<const Terrain> terrain_from_scenario(const engine::Scenario& scenario);

}  // namespace sandtable::rules::mininap
