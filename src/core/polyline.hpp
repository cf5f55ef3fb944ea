// A linear feature of the table with a width: a river, a stream, a road.
#pragma once

#include <vector>

#include "core/box.hpp"
#include "core/geometry.hpp"

namespace sandtable::core {

// The points within half `width` of a chain of segments through at least 2 points.
class Polyline {
 public:
  Polyline(std::vector<Vec2> points, double width);

  double width() const { return width_; }
  const std::vector<Vec2>& points() const { return points_; }

  // The distance from `p` to the centre line.
  double distance(Vec2 p) const;
  // True when `p` lies within half the width of the centre line (distance(p) <= width / 2).
  bool holds(Vec2 p) const;
  // True when the segment [a, b] comes within half the width: it enters or crosses the feature.
  bool touches(Vec2 a, Vec2 b) const;
  // True when the convex quadrilateral (a base) comes within half the width.
  bool touches(const Quad& quad) const;
  const Box& box() const { return box_; }

 private:
  std::vector<Vec2> points_;
  double width_;
  Box box_;  // holds every point of the feature, its width included
};

}  // namespace sandtable::core
