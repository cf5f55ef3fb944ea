// Plane geometry of the tabletop: points in cm, facings, and rectangular bases.
//
// Convention: x runs along the table's width, y along its depth. A facing is an angle in
// degrees counterclockwise from the +x axis, so facing 90 looks up the table (+y).
#pragma once

#include <array>
#include <cmath>
#include <numbers>
#include <optional>

namespace sandtable::core {

// A point or displacement on the table, in centimetres.
struct Vec2 {
  double x = 0;
  double y = 0;

  friend Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
  friend Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
  friend Vec2 operator*(Vec2 a, double k) { return {a.x * k, a.y * k}; }
  friend Vec2 operator*(double k, Vec2 a) { return a * k; }
  friend bool operator==(Vec2 a, Vec2 b) = default;

  double dot(Vec2 o) const { return x * o.x + y * o.y; }
  // The z component of the 3D cross product: > 0 when `o` lies counterclockwise of this.
  double cross(Vec2 o) const { return x * o.y - y * o.x; }
  // sqrt is correctly rounded everywhere (hypot is not), so lengths agree across platforms.
  double length() const { return std::sqrt(dot(*this)); }
};

inline double distance(Vec2 a, Vec2 b) { return (a - b).length(); }
double degrees_to_radians(double degrees);
// The angle in (-180, 180] equivalent to `degrees`.
double normalize_degrees(double degrees);
// The unit vector pointing along a facing in degrees.
Vec2 direction(double facing_degrees);
// The facing in degrees, in (-180, 180], that points along `d` (direction's inverse).
inline double facing_of(Vec2 d) { return std::atan2(d.y, d.x) * 180.0 / std::numbers::pi; }

// Where something stands and which way it looks.
struct Pose {
  Vec2 position;
  double facing_deg = 90;

  Vec2 forward() const { return direction(facing_deg); }
  // The unit vector to the right-hand side when looking along the facing.
  Vec2 right() const { return direction(facing_deg - 90); }
  friend bool operator==(const Pose&, const Pose&) = default;
};

// The hour on a clock face at which `p` lies seen from `from`: 12 straight ahead, 3 to the
// right, 6 behind, 9 to the left (a player's way to say where something is). 12 for `p`
// at `from` itself.
int clock_bearing(const Pose& from, Vec2 p);

// A convex quadrilateral given by its corners in order (either winding).
using Quad = std::array<Vec2, 4>;

// A figure's base: a rectangle `width` across the front and `depth` front to back, whose
// pose is the centre of its front edge and the way the front faces (how bases are placed
// and measured on the table). Its corners are worked out once, when it is placed, since
// every measurement needs them.
class Base {
 public:
  Base() = default;
  Base(double width, double depth, const Pose& pose);
  // The same with the facing's unit vector already known: bases placed together at one
  // facing share a single sine and cosine. Inlined: bases are placed by the hundred thousand.
  Base(double width, double depth, const Pose& pose, Vec2 forward)
      : width_(width),
        depth_(depth),
        pose_(pose),
        forward_(forward),
        centre_(pose.position - forward * (depth / 2)),
        radius_(Vec2{width, depth}.length() / 2) {
    const Vec2 half_across = right() * (width / 2);
    const Vec2 back = forward * (-depth);
    const Vec2 fl = pose.position - half_across;
    const Vec2 fr = pose.position + half_across;
    corners_ = {fl, fr, fr + back, fl + back};
  }

  double width() const { return width_; }
  double depth() const { return depth_; }
  const Pose& pose() const { return pose_; }
  Vec2 forward() const { return forward_; }
  // The unit vector to the right-hand side when looking along the facing.
  Vec2 right() const { return {forward_.y, -forward_.x}; }

  // Front-left, front-right, rear-right, rear-left, as seen from behind the base.
  const Quad& corners() const { return corners_; }
  Vec2 centre() const { return centre_; }
  Vec2 front_left() const { return corners_[0]; }
  Vec2 front_right() const { return corners_[1]; }
  // Half the diagonal: every point of the base lies this close to its centre.
  double radius() const { return radius_; }

  bool contains(Vec2 p) const;

 private:
  double width_ = 0;
  double depth_ = 0;
  Pose pose_;
  Vec2 forward_{0, 1};
  Vec2 centre_;
  Quad corners_{};
  double radius_ = 0;
};

// True when the two convex quadrilaterals share any point (touching counts): separating axes.
bool overlaps(const Quad& a, const Quad& b);
bool overlaps(const Base& a, const Base& b);

// The point of the segment [a, b] nearest p.
Vec2 nearest_on_segment(Vec2 p, Vec2 a, Vec2 b);
// The shortest distance between two points of the segments [a1, a2] and [b1, b2].
double segment_distance(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2);
// The shortest distance between any two points of the two bases (0 when they touch or overlap).
double distance(const Base& a, const Base& b);
// The shortest distance from a point to the base (0 inside it).
double distance(const Base& a, Vec2 p);

// True when `p` is strictly ahead of the line of the base's front edge.
bool in_front(const Base& base, Vec2 p);
// True when some part of `other` is strictly ahead of the line of the base's front edge.
bool in_front(const Base& base, const Base& other);

// True when `p` lies within `half_angle_deg` either side of the facing, measured from the
// centre of the base's front edge (a 45-degree arc each side is half_angle_deg = 45).
bool in_arc(const Pose& from, Vec2 p, double half_angle_deg);

// The rectangle straight ahead of the base's front edge, as wide as the base, reaching
// `range` cm forward: a firing or charge zone.
Quad zone_ahead(const Base& base, double range);

// True when some part of `target` lies inside the zone ahead of `base` to `range` cm.
bool in_zone_ahead(const Base& base, double range, const Base& target);

}  // namespace sandtable::core
