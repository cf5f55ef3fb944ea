// How two elements' bases touch: front to front, a front edge on a flank or the rear, a
// friend close behind; and the poses that make such contact. Every element is one base.
#pragma once

#include <optional>
#include <utility>

#include "core/geometry.hpp"

namespace sandtable::rules::hitt {

// Closer than this (paces) counts as touching.
inline constexpr double kTouch = 0.5;

enum class Edge { kFront, kRight, kRear, kLeft };

// Whether the bases' circles lie more than `gap` apart (and a millionth of a pace to spare for
// rounding): then nothing of one comes within `gap` of the other. A cheap first question,
// compared squared.
inline bool plainly_apart(const core::Base& a, const core::Base& b, double gap) {
  const core::Vec2 d = a.centre() - b.centre();
  const double reach = a.radius() + b.radius() + gap + 1e-6;
  return d.dot(d) > reach * reach;
}

// The exact tests behind front_against, side_against and overlapping, for bases not plainly
// apart: those ask the cheap question inline, as most pairs asked are far apart.
namespace exact {
std::optional<Edge> front_against(const core::Base& a, const core::Base& b);
std::optional<Edge> side_against(const core::Base& a, const core::Base& b);
bool overlapping(const core::Base& a, const core::Base& b);
}  // namespace exact

// The two ends of an edge of the base.
std::pair<core::Vec2, core::Vec2> edge(const core::Base& b, Edge e);

// True when the edges lie along one line within kTouch and share at least `shared` of it.
bool edges_meet(std::pair<core::Vec2, core::Vec2> a, std::pair<core::Vec2, core::Vec2> b, double shared);

// Which edge of `b` the front edge of `a` is against, if any (sharing at least a fifth of a
// base's width, so corner touches do not count).
inline std::optional<Edge> front_against(const core::Base& a, const core::Base& b) {
  return plainly_apart(a, b, kTouch) ? std::nullopt : exact::front_against(a, b);
}

// The pose that puts `mover` (depth `depth`) front to front with `target`, centred on it.
core::Pose facing_front(const core::Base& target);
// The pose that puts a mover's front edge against the side or rear edge `e` of `target`,
// facing into it, centred on the edge.
core::Pose against_edge(const core::Base& target, Edge e);

// Which side edge of `a` lies along a side edge of `b`, sharing at least half the shallower
// depth: two elements side by side.
inline std::optional<Edge> side_against(const core::Base& a, const core::Base& b) {
  return plainly_apart(a, b, kTouch) ? std::nullopt : exact::side_against(a, b);
}
// The side edge across the base from `e`.
Edge far_side(Edge e);
// The pose that puts a mover (facing `facing`, `depth` deep) level beside `target`'s side edge
// `e`; none unless the mover would lie parallel to the target.
std::optional<core::Pose> beside(const core::Base& target, Edge e, double facing, double depth);

// Whether the line from `a` to `b` passes through the base (a line that cuts a rectangle
// crosses one of its diagonals).
bool line_crosses(const core::Base& base, core::Vec2 a, core::Vec2 b);

// Whether the closest points of the two bases lie at most `reach` apart (core::distance, not
// measured at all for bases plainly further apart or plainly nearer).
bool within(const core::Base& a, const core::Base& b, double reach);

// Whether the two bases overlap by more than a touch.
inline bool overlapping(const core::Base& a, const core::Base& b) { return !plainly_apart(a, b, 0) && exact::overlapping(a, b); }

}  // namespace sandtable::rules::hitt
