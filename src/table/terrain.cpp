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

}  // namespace sandtable::table
