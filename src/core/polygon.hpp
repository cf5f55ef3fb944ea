// A closed area of the table given by its outline: a wood, a village, a hill.
#pragma once

#include <vector>

#include "core/box.hpp"
#include "core/geometry.hpp"

namespace sandtable::core {

// True when `p` lies inside the convex quadrilateral or on its edge.
bool convex_contains(const Quad& quad, Vec2 p);

// A simple polygon (its edges do not cross), of at least 3 points in either winding. It may
// be concave. Its boundary belongs to it.
class Polygon {
 public:
  explicit Polygon(std::vector<Vec2> outline);

  const std::vector<Vec2>& outline() const { return outline_; }
  bool contains(Vec2 p) const;
  // True when some point of the segment [a, b] lies in the polygon: an end inside, or it crosses an edge.
  bool touches(Vec2 a, Vec2 b) const;
  // True when the convex quadrilateral (a base, a zone of fire) shares any point with it.
  bool overlaps(const Quad& quad) const;
  const Box& box() const { return box_; }

 private:
  std::vector<Vec2> outline_;
  Box box_;
};

}  // namespace sandtable::core
