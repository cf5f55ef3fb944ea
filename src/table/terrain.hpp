// Terrain pieces on the table as shapes: an area (a polygon) or a line with a width, with a
// kind that only the rule set interprets (what a wood or a river does is its ruling).
#pragma once

#include <boost/container/small_vector.hpp>

#include <string>
#include <variant>
#include <vector>

#include "core/box.hpp"
#include "core/polygon.hpp"
#include "core/polyline.hpp"

namespace sandtable::table {

using Shape = std::variant<core::Polygon, core::Polyline>;

// True when the convex quadrilateral (a base, a zone) shares a point with the shape.
bool touches(const Shape& shape, const core::Quad& quad);
// True when the point lies in the area, or within half the line's width.
bool holds(const Shape& shape, core::Vec2 p);
// Holds every point of the shape.
const core::Box& box(const Shape& shape);
// True when the segment [a, b] enters or crosses the shape.
bool crossed_by(const Shape& shape, core::Vec2 a, core::Vec2 b);
// The mean of its outline's or line's points: where to head for it.
core::Vec2 middle(const Shape& shape);
// The point of the shape nearest p: p itself when the shape holds it.
core::Vec2 nearest_point(const Shape& shape, core::Vec2 p);

template <class Kind>
struct TerrainPiece {
  Kind kind{};
  std::string name;
  Shape shape;

  bool touches(const core::Quad& quad) const { return table::touches(shape, quad); }
  bool holds(core::Vec2 p) const { return table::holds(shape, p); }
  const core::Box& box() const { return table::box(shape); }
  bool crossed_by(core::Vec2 a, core::Vec2 b) const { return table::crossed_by(shape, a, b); }
  core::Vec2 middle() const { return table::middle(shape); }
  core::Vec2 nearest_point(core::Vec2 p) const { return table::nearest_point(shape, p); }
};

template <class Kind>
using Terrain = std::vector<TerrainPiece<Kind>>;

// The pieces that may reach into an area: only these need exact tests there.
template <class Kind>
using PiecesNear = boost::container::small_vector<const TerrainPiece<Kind>*, 16>;

template <class Kind>
PiecesNear<Kind> pieces_near(const Terrain<Kind>& terrain, const core::Box& area) {
  PiecesNear<Kind> near;
  for (const TerrainPiece<Kind>& p : terrain) {
    if (p.box().overlaps(area)) near.push_back(&p);
  }
  return near;
}

}  // namespace sandtable::table
