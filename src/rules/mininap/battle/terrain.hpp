// The terrain of a Mini-Nap 2 battle: the scenario's features with their kinds read, as
// shapes that stands and zones of fire are tested against.
#pragma once

#include <memory>

#include "rules/mininap/terrain_table.hpp"
#include "table/terrain.hpp"

namespace sandtable::engine {
struct Scenario;
}

namespace sandtable::rules::mininap {

// A piece of the table's terrain (a shape, see table::TerrainPiece) of a Mini-Nap kind.
using TerrainPiece = table::TerrainPiece<TerrainKind>;
using Terrain = table::Terrain<TerrainKind>;

// Reads the scenario's terrain. Throws UnknownName or RuleError starting "file:line:column:"
// for an unknown kind or a shape the kind does not take (an area given for a river).
std::shared_ptr<const Terrain> terrain_from_scenario(const engine::Scenario& scenario);

}  // namespace sandtable::rules::mininap
