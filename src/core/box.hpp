// An axis-aligned bounding box: the cheap first test before exact geometry.
#pragma once

#include <algorithm>
#include <limits>

#include "core/geometry.hpp"

namespace sandtable::core {

struct Box {
  Vec2 lo{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  Vec2 hi{-std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};

  void add(Vec2 p) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  Box grown(double margin) const { return {lo - Vec2{margin, margin}, hi + Vec2{margin, margin}}; }
  // Touching counts.
  bool overlaps(const Box& o) const { return lo.x <= o.hi.x && o.lo.x <= hi.x && lo.y <= o.hi.y && o.lo.y <= hi.y; }
};

template <class Points>
Box bounds(const Points& points) {
  Box b;
  for (const Vec2& p : points) b.add(p);
  return b;
}

}  // namespace sandtable::core
