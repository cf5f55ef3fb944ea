#include "core/polyline.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <stdexcept>

#include "core/polygon.hpp"

namespace sandtable::core {

namespace {

// Whether the segment [a, b], grown by `reach` and a millionth of a pace for rounding, may come
// near `box`: a segment whose grown box misses it lies further off than `reach`, so it is not
// measured (most segments of a long line lie far from what is asked of it).
bool may_reach(Vec2 a, Vec2 b, double reach, const Box& box) {
  Box around;
  around.add(a);
  around.add(b);
  return around.grown(reach + 1e-6).overlaps(box);
}

}  // namespace

Polyline::Polyline(std::vector<Vec2> points, double width)
    : points_(std::move(points)), width_(width), box_(bounds(points_).grown(width / 2)) {
  if (points_.size() < 2) throw std::invalid_argument("a line needs at least 2 points");
  if (!(width_ >= 0)) throw std::invalid_argument("a line's width cannot be negative");
}

double Polyline::distance(Vec2 p) const {
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t i = 1; i < points_.size(); ++i) best = std::min(best, segment_distance(p, p, points_[i - 1], points_[i]));
  return best;
}

bool Polyline::holds(Vec2 p) const {
  const Box at{p, p};
  if (!box_.overlaps(at)) return false;
  for (std::size_t i = 1; i < points_.size(); ++i) {
    if (may_reach(points_[i - 1], points_[i], width_ / 2, at) && segment_distance(p, p, points_[i - 1], points_[i]) <= width_ / 2) return true;
  }
  return false;
}

bool Polyline::touches(Vec2 a, Vec2 b) const {
  const Box around = bounds(std::array{a, b});
  if (!box_.overlaps(around)) return false;
  for (std::size_t i = 1; i < points_.size(); ++i) {
    if (!may_reach(points_[i - 1], points_[i], width_ / 2, around)) continue;
    if (segment_distance(a, b, points_[i - 1], points_[i]) <= width_ / 2) return true;
  }
  return false;
}

bool Polyline::touches(const Quad& quad) const {
  const Box around = bounds(quad);
  if (!box_.overlaps(around)) return false;
  // The centre line passes inside the quadrilateral, or comes near one of its edges. Only the
  // points in its box (and a millionth) can lie inside it.
  const Box inside = around.grown(1e-6);
  if (std::any_of(points_.begin(), points_.end(), [&](Vec2 p) { return inside.overlaps({p, p}) && convex_contains(quad, p); })) {
    return true;
  }
  // Every point of the quadrilateral lies within its box's circle: a segment further from the
  // circle than half the width (and a millionth) comes near none of its edges.
  const Vec2 centre = (around.lo + around.hi) * 0.5;
  const double reach = (around.hi - around.lo).length() / 2 + width_ / 2 + 1e-6;
  for (std::size_t i = 1; i < points_.size(); ++i) {
    const Vec2 a = points_[i - 1];
    const Vec2 b = points_[i];
    if (core::distance(nearest_on_segment(centre, a, b), centre) > reach) continue;
    for (std::size_t k = 0; k < 4; ++k) {
      const Vec2 c = quad[k];
      const Vec2 d = quad[(k + 1) % 4];
      if (may_reach(a, b, width_ / 2, bounds(std::array{c, d})) && segment_distance(c, d, a, b) <= width_ / 2) return true;
    }
  }
  return false;
}

}  // namespace sandtable::core
