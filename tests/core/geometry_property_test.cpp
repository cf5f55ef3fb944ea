// Property tests (RapidCheck): bases are measured in their own frame (a rectangle's sides);
// the answers must agree with the general convex-quadrilateral tests on their corners.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cmath>

#include "core/geometry.hpp"

namespace sandtable::core {
namespace {

Base any_base() {
  const double width = *rc::gen::inRange(1, 80) / 10.0;
  const double depth = *rc::gen::inRange(1, 80) / 10.0;
  const double x = *rc::gen::inRange(-200, 200) / 10.0;
  const double y = *rc::gen::inRange(-200, 200) / 10.0;
  const double facing = *rc::gen::inRange(-1800, 1800) / 10.0;
  return Base{width, depth, Pose{{x, y}, facing}};
}

// The nearest two edges, one of each base: true of any two convex polygons apart.
double edge_to_edge(const Base& a, const Base& b) {
  double best = INFINITY;
  const Quad& ca = a.corners();
  const Quad& cb = b.corners();
  for (std::size_t i = 0; i < 4; ++i) {
    for (std::size_t j = 0; j < 4; ++j) best = std::min(best, segment_distance(ca[i], ca[(i + 1) % 4], cb[j], cb[(j + 1) % 4]));
  }
  return best;
}

RC_GTEST_PROP(GeometryProperty, BaseOverlapAgreesWithQuadrilaterals, ()) {
  const Base a = any_base();
  const Base b = any_base();
  RC_ASSERT(overlaps(a, b) == overlaps(a.corners(), b.corners()));
  if (edge_to_edge(a, b) > 1e-6) RC_ASSERT(overlaps(a, b) == (a.contains(b.centre()) || b.contains(a.centre())));
}

RC_GTEST_PROP(GeometryProperty, BaseDistanceIsTheNearestEdgesApart, ()) {
  const Base a = any_base();
  const Base b = any_base();
  const double d = distance(a, b);
  RC_ASSERT(d == distance(b, a));
  if (overlaps(a.corners(), b.corners())) {
    RC_ASSERT(d == 0.0);
  } else {
    RC_ASSERT(std::fabs(d - edge_to_edge(a, b)) < 1e-9);
  }
}

// in_zone_ahead passes by, without the overlap test, a target whose circle lies plainly beside
// the zone, behind the front edge or beyond the range: the answer must be the overlap's, for
// targets anywhere and for targets whose circles lie just beyond one of those lines.
RC_GTEST_PROP(GeometryProperty, TheZoneAheadIsTheOverlapOfItsQuadrilateral, ()) {
  const Base face = any_base();
  const Base shape = any_base();
  const double range = *rc::gen::inRange(0, 600) / 10.0;
  const Vec2 ahead = face.forward();
  const Vec2 right = face.right();
  const double beyond = std::pow(10.0, -*rc::gen::inRange(30, 60) / 10.0);  // 1e-3 to 1e-6
  const double r = shape.radius() + beyond;
  const double along = *rc::gen::inRange(-100, 100) / 10.0;
  const Vec2 fl = face.front_left();
  const Vec2 at = *rc::gen::element(shape.centre(), fl - right * r + ahead * along, fl + right * (face.width() + r) + ahead * along,
                                    fl - ahead * r + right * along, fl + ahead * (range + r) + right * along);
  const Base target{shape.width(), shape.depth(), Pose{at + shape.forward() * (shape.depth() / 2), shape.pose().facing_deg}};
  RC_ASSERT(in_zone_ahead(face, range, target) == overlaps(zone_ahead(face, range), target.corners()));
}

// distance() skips the overlap test for bases whose circles are more than a micron apart: the
// separating-axis test, with its own tolerance, must find every such pair apart.
RC_GTEST_PROP(GeometryProperty, BasesWhoseCirclesAreApartNeverOverlap, ()) {
  const Base a = any_base();
  const Base shape = any_base();
  const double bearing = *rc::gen::inRange(0, 3600) / 10.0;
  const double beyond = std::pow(10.0, -*rc::gen::inRange(30, 60) / 10.0);  // 1e-3 to 1e-6
  const Vec2 at = a.centre() + direction(bearing) * (a.radius() + shape.radius() + beyond);
  const double facing = shape.pose().facing_deg;
  const Vec2 pose_to_centre = Base{shape.width(), shape.depth(), Pose{{0, 0}, facing}}.centre();
  const Base b{shape.width(), shape.depth(), Pose{at - pose_to_centre, facing}};
  RC_ASSERT(!overlaps(a, b));
  RC_ASSERT(!overlaps(a.corners(), b.corners()));
  RC_ASSERT(distance(a, b) >= beyond * (1 - 1e-6));
}

}  // namespace
}  // namespace sandtable::core
