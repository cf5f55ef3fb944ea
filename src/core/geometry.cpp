#include "core/geometry.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>

#include "core/bits.hpp"

namespace sandtable::core {

double degrees_to_radians(double degrees) { return degrees * std::numbers::pi / 180.0; }

double normalize_degrees(double degrees) {
  // Most angles asked about are in range already, where the remainder would give them back.
  if (degrees > -180.0 && degrees <= 180.0) return degrees;
  double d = std::fmod(degrees, 360.0);
  if (d > 180.0) d -= 360.0;
  if (d <= -180.0) d += 360.0;
  return d;
}

namespace {

Vec2 direction_worked_out(double facing_degrees) {
  // Exact on the four axis directions, so hand-worked cases compare without rounding noise.
  const double d = normalize_degrees(facing_degrees);
  if (d == 0.0) return {1, 0};
  if (d == 90.0) return {0, 1};
  if (d == 180.0) return {-1, 0};
  if (d == -90.0) return {0, -1};
  const double r = degrees_to_radians(d);
  return {std::cos(r), std::sin(r)};
}

// The two facings last asked about on this thread (by their bits) and their directions: most
// footprints are placed again and again at the facing of a unit's trial, and a pose's right
// is asked beside its forward. An older facing is forgotten when a new one is asked about.
struct KnownDirection {
  std::uint64_t bits = 0;
  Vec2 direction{1, 0};  // of +0 degrees
};
thread_local std::array<KnownDirection, 2> known_directions;

}  // namespace

Vec2 direction(double facing_degrees) {
  const std::uint64_t bits = bits_of(facing_degrees);
  for (const KnownDirection& k : known_directions) {
    if (k.bits == bits) {
#ifndef NDEBUG
      if (!(k.direction == direction_worked_out(facing_degrees))) throw std::logic_error("a remembered direction differs from its facing's");
#endif
      return k.direction;
    }
  }
  known_directions[1] = known_directions[0];
  known_directions[0] = {bits, direction_worked_out(facing_degrees)};
  return known_directions[0].direction;
}

Base::Base(double width, double depth, const Pose& pose) : Base(width, depth, pose, pose.forward()) {}

bool Base::contains(Vec2 p) const {
  const Vec2 rel = p - pose_.position;
  const double ahead = rel.dot(forward_);
  const double across = rel.dot(right());
  return ahead <= 0 && ahead >= -depth_ && std::abs(across) <= width_ / 2;
}

namespace {

constexpr double kEpsilon = 1e-9;
// Far beyond kEpsilon, so bases whose circles are this far apart are apart for every test.
constexpr double kPlainlyApart = 1e-6;

// True when some edge normal of `a` separates the two quadrilaterals.
bool has_separating_axis(const Quad& a, const Quad& b) {
  for (std::size_t i = 0; i < 4; ++i) {
    const Vec2 edge = a[(i + 1) % 4] - a[i];
    const Vec2 axis{-edge.y, edge.x};
    double min_a = std::numeric_limits<double>::infinity(), max_a = -min_a;
    double min_b = min_a, max_b = -min_a;
    for (const Vec2& p : a) {
      min_a = std::min(min_a, axis.dot(p));
      max_a = std::max(max_a, axis.dot(p));
    }
    for (const Vec2& p : b) {
      min_b = std::min(min_b, axis.dot(p));
      max_b = std::max(max_b, axis.dot(p));
    }
    const double tolerance = kEpsilon * std::max(1.0, axis.length());
    if (max_a < min_b - tolerance || max_b < min_a - tolerance) return true;
  }
  return false;
}

// From p to the nearest point of the segment [a, b].
Vec2 point_segment_gap(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = ab.dot(ab);
  const double t = len2 == 0 ? 0 : std::clamp((p - a).dot(ab) / len2, 0.0, 1.0);
  return p - (a + ab * t);
}

double point_segment_distance(Vec2 p, Vec2 a, Vec2 b) { return point_segment_gap(p, a, b).length(); }

// Bases are rectangles, so they are measured in their own frame: across and ahead of the
// centre, where the sides are at +-width/2 and +-depth/2.
Vec2 in_frame_of(const Base& base, Vec2 p) {
  const Vec2 d = p - base.centre();
  return {d.dot(base.right()), d.dot(base.forward())};
}

// The squared distance from p to the base (0 inside it).
double gap_squared(const Base& base, Vec2 p) {
  const Vec2 l = in_frame_of(base, p);
  const double across = std::max(0.0, std::abs(l.x) - base.width() / 2);
  const double ahead = std::max(0.0, std::abs(l.y) - base.depth() / 2);
  return across * across + ahead * ahead;
}

// True when the line of a's sides or of its front and rear separates b from it.
bool sides_separate(const Base& a, const Base& b) {
  double lo_x = std::numeric_limits<double>::infinity(), hi_x = -lo_x;
  double lo_y = lo_x, hi_y = hi_x;
  for (const Vec2& p : b.corners()) {
    const Vec2 l = in_frame_of(a, p);
    lo_x = std::min(lo_x, l.x);
    hi_x = std::max(hi_x, l.x);
    lo_y = std::min(lo_y, l.y);
    hi_y = std::max(hi_y, l.y);
  }
  const double w = a.width() / 2 + kEpsilon;
  const double d = a.depth() / 2 + kEpsilon;
  return lo_x > w || hi_x < -w || lo_y > d || hi_y < -d;
}

bool segments_cross(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
  const double d1 = (a2 - a1).cross(b1 - a1);
  const double d2 = (a2 - a1).cross(b2 - a1);
  const double d3 = (b2 - b1).cross(a1 - b1);
  const double d4 = (b2 - b1).cross(a2 - b1);
  return ((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0)) && d1 != 0 && d2 != 0 && d3 != 0 && d4 != 0;
}

}  // namespace

bool overlaps(const Quad& a, const Quad& b) { return !has_separating_axis(a, b) && !has_separating_axis(b, a); }

bool overlaps(const Base& a, const Base& b) { return !sides_separate(a, b) && !sides_separate(b, a); }

Vec2 nearest_on_segment(Vec2 p, Vec2 a, Vec2 b) { return p - point_segment_gap(p, a, b); }

double segment_distance(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
  if (segments_cross(a1, a2, b1, b2)) return 0;
  return std::min({point_segment_distance(a1, b1, b2), point_segment_distance(a2, b1, b2),
                   point_segment_distance(b1, a1, a2), point_segment_distance(b2, a1, a2)});
}

double distance(const Base& a, const Base& b) {
  // Bases whose circles are plainly apart do not overlap: only nearer ones are tested.
  const double apart = a.radius() + b.radius() + kPlainlyApart;
  const Vec2 gap = a.centre() - b.centre();
  if (gap.dot(gap) <= apart * apart && overlaps(a, b)) return 0;
  // Two convex shapes apart are nearest at a vertex of one and an edge of the other.
  double best = std::numeric_limits<double>::infinity();
  for (const Vec2& p : a.corners()) best = std::min(best, gap_squared(b, p));
  for (const Vec2& p : b.corners()) best = std::min(best, gap_squared(a, p));
  return std::sqrt(best);
}

double distance(const Base& a, Vec2 p) {
  if (a.contains(p)) return 0;
  const Quad& c = a.corners();
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < 4; ++i) best = std::min(best, point_segment_distance(p, c[i], c[(i + 1) % 4]));
  return best;
}

bool in_front(const Base& base, Vec2 p) { return (p - base.pose().position).dot(base.forward()) > kEpsilon; }

bool in_front(const Base& base, const Base& other) {
  const Quad& c = other.corners();
  return std::any_of(c.begin(), c.end(), [&](Vec2 p) { return in_front(base, p); });
}

bool in_arc(const Pose& from, Vec2 p, double half_angle_deg) {
  const Vec2 rel = p - from.position;
  if (rel.length() == 0) return false;
  const double bearing = facing_of(rel);
  return std::abs(normalize_degrees(bearing - from.facing_deg)) <= half_angle_deg + kEpsilon;
}

int clock_bearing(const Pose& from, Vec2 p) {
  const Vec2 rel = p - from.position;
  if (rel.length() == 0) return 12;
  const double bearing = facing_of(rel);
  // Clockwise from the facing, in whole hours of 30 degrees.
  const auto hours = static_cast<int>(std::lround(-normalize_degrees(bearing - from.facing_deg) / 30.0));
  const int hour = ((hours % 12) + 12) % 12;
  return hour == 0 ? 12 : hour;
}

Quad zone_ahead(const Base& base, double range) {
  const Vec2 ahead = base.forward() * range;
  const Vec2 fl = base.front_left();
  const Vec2 fr = base.front_right();
  return {fl + ahead, fr + ahead, fr, fl};
}

bool in_zone_ahead(const Base& base, double range, const Base& target) {
  // A target whose circle lies plainly beside the zone, behind the base's front edge or beyond
  // the range is not in it, without the overlap test (the AI and the firing phase ask often).
  const Vec2 d = target.centre() - base.front_left();
  const double across = d.dot(base.right());
  const double ahead = d.dot(base.forward());
  const double r = target.radius() + kPlainlyApart;
  if (across < -r || across > base.width() + r || ahead < -r || ahead > range + r) return false;
  return overlaps(zone_ahead(base, range), target.corners());
}

}  // namespace sandtable::core
