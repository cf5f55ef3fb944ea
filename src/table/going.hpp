// Going against the terrain: what a move along a path pays beyond its length, whether it meets
// closed terrain, and how far straight ahead an allowance reaches. The rule set says what each
// terrain kind does; this file walks the path and asks it. Distances in table units.
#pragma once

#include <algorithm>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/box.hpp"
#include "table/placed.hpp"
#include "table/terrain.hpp"

namespace sandtable::table {

// What the terrain does to a move.
struct Going {
  double extra = 0;                   // paid beyond the distance (and turns)
  std::optional<std::string> closed;  // why a footprint may not stand where the path takes it, the first met
};

// What a rule set's terrain does to a unit's footprint, given the pieces near it (a model of
// this is passed to going_along; a function object, so the calls are direct):
//   std::optional<std::string> closed(const PiecesNear<Kind>&, const Footprint<N>&) const;
//       why the footprint may not stand there, if it may not;
//   double cost_per_unit(const PiecesNear<Kind>&, const Footprint<N>&) const;
//       what each unit of distance gone with the footprint there costs (1 in the open);
//   std::optional<double> toll(const PiecesNear<Kind>&, const Footprint<N>&) const;
//       a cost paid once by a move that takes the footprint there (crossing a stream), if any;
//   void keep_what_matters(PiecesNear<Kind>&) const;
//       drops the pieces near a path that change none of the three answers for this mover;
//   bool may_close(const PiecesNear<Kind>&) const;
//       false when closed() finds nothing among these pieces wherever the footprint stands.

// Every point of a footprint whose bases lie within `reach` of its pose lies in this box at
// every pose of the path.
core::Box path_box(const std::vector<core::Pose>& poses, double reach);

template <std::size_t N>
core::Box bounds(const Footprint<N>& f) {
  core::Box box;
  for (const core::Base& base : f) {
    for (const core::Vec2 c : base.corners()) box.add(c);
  }
  return box;
}

// The ground the footprint sweeps going `most` straight ahead of `from` (where it stands).
template <std::size_t N>
core::Quad swept(const Footprint<N>& f, const core::Pose& from, double most) {
  const core::Vec2 ahead = from.forward();
  const core::Vec2 right = from.right();
  double back = 0;
  double front = 0;
  double leftmost = 0;
  double rightmost = 0;
  for (const core::Base& s : f) {
    for (const core::Vec2 c : s.corners()) {
      const core::Vec2 d = c - from.position;
      back = std::min(back, d.dot(ahead));
      front = std::max(front, d.dot(ahead));
      leftmost = std::min(leftmost, d.dot(right));
      rightmost = std::max(rightmost, d.dot(right));
    }
  }
  const auto at = [&](double a, double r) { return from.position + ahead * a + right * r; };
  return {at(front + most, leftmost), at(front + most, rightmost), at(back, rightmost), at(back, leftmost)};
}

namespace going_detail {

// Step k of a walk among `pieces` (`under` a scratch list): false when its footprint stands on
// closed ground (g.closed says why), asked only when some of `pieces` `may_close`.
template <class Kind, std::size_t N, class Rules>
bool step_onto(Going& g, std::optional<double>& toll, const PiecesNear<Kind>& pieces, PiecesNear<Kind>& under,
               const std::vector<core::Pose>& poses, const FootprintsAlong<N>& along, std::size_t k, const Rules& rules,
               bool may_close = true) {
  const Footprint<N>& here = along.at(k);
  const core::Box covered = bounds(here);
  under.clear();
  for (const TerrainPiece<Kind>* p : pieces) {
    if (p->box().overlaps(covered)) under.push_back(p);
  }
  if (under.empty()) return true;
  if (may_close && (g.closed = rules.closed(under, here))) return false;
  const double step = core::distance(poses[k - 1].position, poses[k].position);
  if (step == 0) return true;  // a turn: the rule set prices turns itself
  if (!toll) toll = rules.toll(under, here);
  const double cost = rules.cost_per_unit(under, here);
  if (cost != 1) g.extra += step * (cost - 1);
  return true;
}

// Grown by this against rounding, a stretch's ground holds its footprints with room to spare.
inline constexpr double kRoundingMargin = 1e-6;

// The pieces of `pieces` that share a point with `ground`.
template <class Kind>
PiecesNear<Kind> meeting(const PiecesNear<Kind>& pieces, const core::Quad& ground) {
  PiecesNear<Kind> met;
  for (const TerrainPiece<Kind>* p : pieces) {
    if (p->touches(ground)) met.push_back(p);
  }
  return met;
}

inline core::Quad quad_of(const core::Box& box) {
  return {box.lo, core::Vec2{box.hi.x, box.lo.y}, box.hi, core::Vec2{box.lo.x, box.hi.y}};
}

// A footprint's extent about its pose across and along its facing (unit vectors `right`,
// `ahead`): a footprint at another pose of the same facing is the same shape moved.
struct Extent {
  core::Vec2 right;
  core::Vec2 ahead;
  double lo_right = 0;
  double hi_right = 0;
  double lo_ahead = 0;
  double hi_ahead = 0;
};

// The layout's footprint placed once at the origin facing along +x: every footprint of it is
// this one turned and moved, its extent and reach the same to a rounding.
template <std::size_t N>
struct Model {
  explicit Model(const Layout<N>& layout) {
    const Footprint<N> f = place(layout, core::Pose{{0, 0}, 0}, kStraightAhead);
    extent = {core::Vec2{0, -1}, kStraightAhead};
    extent.lo_right = extent.lo_ahead = std::numeric_limits<double>::infinity();
    extent.hi_right = extent.hi_ahead = -std::numeric_limits<double>::infinity();
    for (const core::Base& base : f) {
      for (const core::Vec2 c : base.corners()) {
        extent.lo_right = std::min(extent.lo_right, c.dot(extent.right));
        extent.hi_right = std::max(extent.hi_right, c.dot(extent.right));
        extent.lo_ahead = std::min(extent.lo_ahead, c.dot(extent.ahead));
        extent.hi_ahead = std::max(extent.hi_ahead, c.dot(extent.ahead));
      }
    }
    reach = reach_from(f, {0, 0});
  }
  // Its extent facing `ahead`.
  Extent facing(core::Vec2 ahead) const {
    Extent e = extent;
    e.ahead = ahead;
    e.right = {ahead.y, -ahead.x};
    return e;
  }

  Extent extent;
  double reach = 0;
};

// The rectangle holding the footprints of the shape `e` at poses[first..end), and a margin.
inline core::Quad ground_of(const Extent& e, const std::vector<core::Pose>& poses, std::size_t first, std::size_t end) {
  double lo_r = std::numeric_limits<double>::infinity();
  double hi_r = -lo_r;
  double lo_a = lo_r;
  double hi_a = -lo_r;
  for (std::size_t k = first; k < end; ++k) {
    const core::Vec2 p = poses[k].position;
    lo_r = std::min(lo_r, p.dot(e.right));
    hi_r = std::max(hi_r, p.dot(e.right));
    lo_a = std::min(lo_a, p.dot(e.ahead));
    hi_a = std::max(hi_a, p.dot(e.ahead));
  }
  lo_r += e.lo_right - kRoundingMargin;
  hi_r += e.hi_right + kRoundingMargin;
  lo_a += e.lo_ahead - kRoundingMargin;
  hi_a += e.hi_ahead + kRoundingMargin;
  const auto at = [&](double r, double a) { return e.right * r + e.ahead * a; };
  return {at(lo_r, hi_a), at(hi_r, hi_a), at(hi_r, lo_a), at(lo_r, lo_a)};
}

// Fewer steps than this are walked one by one rather than halved again.
inline constexpr std::size_t kFewestHalved = 8;

// The steps [first, end), which share a facing, walked among the pieces their ground meets,
// halved while some piece meets it; false when the walk stops on closed ground.
template <class Kind, std::size_t N, class Rules>
bool walk_stretch(Going& g, std::optional<double>& toll, const PiecesNear<Kind>& pieces, PiecesNear<Kind>& under,
                  const std::vector<core::Pose>& poses, const FootprintsAlong<N>& along, const Extent& e, std::size_t first,
                  std::size_t end, const Rules& rules) {
  const PiecesNear<Kind> met = meeting(pieces, ground_of(e, poses, first, end));
  if (met.empty()) return true;
  if (end - first < kFewestHalved) {
    const bool may_close = rules.may_close(met);
    for (std::size_t k = first; k < end; ++k) {
      if (!step_onto(g, toll, met, under, poses, along, k, rules, may_close)) return false;
    }
    return true;
  }
  const std::size_t mid = first + (end - first) / 2;
  return walk_stretch(g, toll, met, under, poses, along, e, first, mid, rules) &&
         walk_stretch(g, toll, met, under, poses, along, e, mid, end, rules);
}

}  // namespace going_detail

// The going walked step by step, every footprint asked about the pieces whose boxes meet it:
// what going_along must answer (debug builds and the tests compare the two).
template <class Kind, std::size_t N, class Rules>
Going going_step_by_step(const Terrain<Kind>& terrain, const std::vector<core::Pose>& poses, const FootprintsAlong<N>& along,
                         double reach, const Rules& rules) {
  Going g;
  PiecesNear<Kind> pieces = pieces_near(terrain, path_box(poses, reach));
  rules.keep_what_matters(pieces);
  std::optional<double> toll;
  PiecesNear<Kind> under;
  for (std::size_t k = 1; k < poses.size() && !pieces.empty(); ++k) {
    if (!going_detail::step_onto(g, toll, pieces, under, poses, along, k, rules)) return g;
  }
  if (toll) g.extra += *toll;
  return g;
}

// The going of a move through `poses` (the first is where it starts), its footprints placed by
// `along`, their bases within `reach` of their poses: each straight step costs what the
// footprint at its end pays per unit, less the step itself; the first toll met is paid once.
// A closed footprint stops the walk (the extra so far is kept). The rule set's answers must
// depend only on the pieces that share a point with the footprint: the steps are taken in
// stretches that share a facing (a straight run) or a place (a turn), and a stretch whose
// ground meets no piece is open ground, its footprints never placed; one that meets some is
// halved, and a few steps are asked about the pieces whose boxes meet their footprints.
template <class Kind, std::size_t N, class Rules>
Going going_along(const Terrain<Kind>& terrain, const std::vector<core::Pose>& poses, const FootprintsAlong<N>& along,
                  double reach, const Rules& rules) {
  using namespace going_detail;
  Going g;
  PiecesNear<Kind> pieces = pieces_near(terrain, path_box(poses, reach));
  rules.keep_what_matters(pieces);
  if (pieces.empty()) return g;
  std::optional<double> toll;
  PiecesNear<Kind> under;
  const Model<N> model(along.layout());
  const bool may_close_near = rules.may_close(pieces);
  const auto walk = [&] {
    for (std::size_t first = 1; first < poses.size();) {
      const core::Pose& start = poses[first];
      std::size_t straight = first + 1;
      while (straight < poses.size() && poses[straight].facing_deg == start.facing_deg) ++straight;
      std::size_t turning = first + 1;
      while (turning < poses.size() && poses[turning].position == start.position) ++turning;
      if (straight >= turning) {
        if (!walk_stretch(g, toll, pieces, under, poses, along, model.facing(start.forward()), first, straight, rules)) return;
        first = straight;
      } else {
        // A footprint turning in place goes nowhere and pays nothing: only closed ground asks of
        // it. The turn's first pose may end a step that went somewhere.
        if (may_close_near || poses[first - 1].position != start.position) {
          // A turn's footprints are one footprint turned about the place it turns on.
          const core::Box around = core::Box{start.position, start.position}.grown(model.reach + kRoundingMargin);
          const PiecesNear<Kind> met = meeting(pieces, quad_of(around));
          const bool may_stop = rules.may_close(met);
          for (std::size_t k = first; k < turning && !met.empty(); ++k) {
            if (!may_stop && poses[k - 1].position == start.position) continue;
            if (!step_onto(g, toll, met, under, poses, along, k, rules, may_stop)) return;
          }
        }
        first = turning;
      }
    }
  };
  walk();
  if (toll && !g.closed) g.extra += *toll;
#ifndef NDEBUG
  const Going full = going_step_by_step(terrain, poses, along, reach, rules);
  if (full.extra != g.extra || full.closed != g.closed) {
    throw std::logic_error("the going by stretches differs from the going step by step");
  }
#endif
  return g;
}

// How far straight ahead an allowance takes a unit when each unit of distance costs
// `cost_at(gone)` (its footprint that far ahead, 1 in the open, one other cost): sampled
// every `sample`, the edges where the going changes found by halving, so they are exact.
template <class CostAt>
double straight_reach(double allowance, double sample, CostAt cost_at) {
  constexpr int kBisections = 30;
  double gone = 0;
  double left = allowance;
  // Goes on to `to` at one cost; true when the allowance runs out first.
  const auto spend = [&](double to, double per_unit) {
    if (gone + left / per_unit <= to) {
      gone += left / per_unit;
      return true;
    }
    left -= (to - gone) * per_unit;
    gone = to;
    return false;
  };
  double cost = cost_at(0.0);
  for (double next = sample;; next += sample) {
    const double there = cost_at(next);
    if (there != cost) {
      double lo = next - sample;
      double hi = next;
      for (int i = 0; i < kBisections; ++i) {
        const double mid = (lo + hi) / 2;
        (cost_at(mid) == cost ? lo : hi) = mid;
      }
      if (spend(hi, cost)) return gone;
      cost = there;
    }
    if (spend(next, cost)) return gone;
  }
}

}  // namespace sandtable::table
