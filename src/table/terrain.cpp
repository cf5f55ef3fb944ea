#include "table/terrain.hpp"

namespace sandtable::table {

bool touches(const Shape& shape, const core::Quad& quad) {
  if (const auto* area = std::get_if<core::Polygon>(&shape)) return area->overlaps(quad);
  return std::get<core::Polyline>(shape).touches(quad);
}

bool holds(const Shape& shape, core::Vec2 p) {
  if (const auto* area = std::get_if<core::Polygon>(&shape)) return area->contains(p);
  return std::get<core::Polyline>(shape).holds(p);
}

const core::Box& box(const Shape& shape) {
  return std::visit([](const auto& s) -> const core::Box& { return s.box(); }, shape);
}

bool crossed_by(const Shape& shape, core::Vec2 a, core::Vec2 b) {
  return std::visit([&](const auto& s) { return s.touches(a, b); }, shape);
}

core::Vec2 middle(const Shape& shape) {
  const auto* area = std::get_if<core::Polygon>(&shape);
  const std::vector<core::Vec2>& points = area ? area->outline() : std::get<core::Polyline>(shape).points();
  core::Vec2 sum;
  for (const core::Vec2 p : points) sum = sum + p;
  return sum * (1.0 / static_cast<double>(points.size()));
}

core::Vec2 nearest_point(const Shape& shape, core::Vec2 p) {
  if (holds(shape, p)) return p;
  const auto* area = std::get_if<core::Polygon>(&shape);
  const std::vector<core::Vec2>& points = area ? area->outline() : std::get<core::Polyline>(shape).points();
  // An area's outline closes on its first point; a line's centre line does not.
  const std::size_t segments = area ? points.size() : points.size() - 1;
  core::Vec2 best = points.front();
  for (std::size_t i = 0; i < segments; ++i) {
    const core::Vec2 q = core::nearest_on_segment(p, points[i], points[(i + 1) % points.size()]);
    if ((q - p).length() < (best - p).length()) best = q;
  }
  if (area) return best;
  // Out from the centre line by half the line's width, toward p (which lies beyond it).
  const double half = std::get<core::Polyline>(shape).width() / 2;
  return best + (p - best) * (half / (p - best).length());
}

}  // namespace sandtable::table
