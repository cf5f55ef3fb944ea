#include "core/polygon.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

namespace sandtable::core {

namespace {

// A point beyond the edge's box (by more than rounding) is not on it: only the rest are measured.
bool on_edge(Vec2 p, Vec2 a, Vec2 b) {
  const double slack = 1e-9 * (std::abs(a.x) + std::abs(a.y) + std::abs(b.x) + std::abs(b.y) + std::abs(p.x) + std::abs(p.y));
  if (p.x < std::min(a.x, b.x) - slack || p.x > std::max(a.x, b.x) + slack || p.y < std::min(a.y, b.y) - slack ||
      p.y > std::max(a.y, b.y) + slack) {
    return false;
  }
  return segment_distance(p, p, a, b) == 0;
}

}  // namespace

bool convex_contains(const Quad& quad, Vec2 p) {
  bool left = false;
  bool right = false;
  for (std::size_t i = 0; i < 4; ++i) {
    const double side = (quad[(i + 1) % 4] - quad[i]).cross(p - quad[i]);
    left = left || side > 0;
    right = right || side < 0;
  }
  return !(left && right);
}

Polygon::Polygon(std::vector<Vec2> outline) : outline_(std::move(outline)), box_(bounds(outline_)) {
  if (outline_.size() < 3) throw std::invalid_argument("a polygon needs at least 3 points");
}

bool Polygon::contains(Vec2 p) const {
  if (!box_.overlaps(Box{p, p})) return false;
  // Even-odd rule: count the edges a ray from p toward +x crosses.
  bool inside = false;
  for (std::size_t i = 0, j = outline_.size() - 1; i < outline_.size(); j = i++) {
    const Vec2 a = outline_[i];
    const Vec2 b = outline_[j];
    if (on_edge(p, a, b)) return true;
    if ((a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)) inside = !inside;
  }
  return inside;
}

bool Polygon::touches(Vec2 a, Vec2 b) const {
  if (!box_.overlaps(bounds(std::array{a, b}))) return false;
  if (contains(a) || contains(b)) return true;
  for (std::size_t i = 0, j = outline_.size() - 1; i < outline_.size(); j = i++) {
    if (segment_distance(a, b, outline_[i], outline_[j]) == 0) return true;
  }
  return false;
}

bool Polygon::overlaps(const Quad& quad) const {
  const Box around = bounds(quad);
  if (!box_.overlaps(around)) return false;
  if (std::any_of(quad.begin(), quad.end(), [&](Vec2 c) { return contains(c); })) return true;
  if (std::any_of(outline_.begin(), outline_.end(), [&](Vec2 p) { return convex_contains(quad, p); })) return true;
  // Neither holds a corner of the other: they share a point only where an edge of each meets,
  // and an outline edge whose box misses the quadrilateral's meets none of its edges.
  for (std::size_t i = 0, j = outline_.size() - 1; i < outline_.size(); j = i++) {
    if (!bounds(std::array{outline_[i], outline_[j]}).overlaps(around)) continue;
    for (std::size_t k = 0; k < 4; ++k) {
      if (segment_distance(quad[k], quad[(k + 1) % 4], outline_[i], outline_[j]) == 0) return true;
    }
  }
  return false;
}

}  // namespace sandtable::core
