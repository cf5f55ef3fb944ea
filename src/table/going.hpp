// Going against the terrain: what a move along a path pays beyond its length, whether it meets
// closed terrain, and how far straight ahead an allowance reaches. The rule set says what each
// terrain kind does; this file walks the path and asks it. Distances in table units.
#pragma once

#include <algorithm>
#include <optional>
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
//       drops the pieces near a path that change none of the three answers for this mover.

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

// The going of a move through `poses` (the first is where it starts), its footprints placed by
// `along`, their bases within `reach` of their poses: each straight step costs what the
// footprint at its end pays per unit, less the step itself; the first toll met is paid once.
// A closed footprint stops the walk (the extra so far is kept). The rule set's answers must
// depend only on the pieces that share a point with the footprint: a step is asked about the
// pieces whose boxes meet the footprint's, and a step that meets none is open ground.
template <class Kind, std::size_t N, class Rules>
Going going_along(const Terrain<Kind>& terrain, const std::vector<core::Pose>& poses, const FootprintsAlong<N>& along,
                  double reach, const Rules& rules) {
  Going g;
  PiecesNear<Kind> pieces = pieces_near(terrain, path_box(poses, reach));
  rules.keep_what_matters(pieces);
  if (pieces.empty()) return g;
  std::optional<double> toll;
  PiecesNear<Kind> under;
  for (std::size_t k = 1; k < poses.size(); ++k) {
    const Footprint<N>& here = along.at(k);
    const core::Box covered = bounds(here);
    under.clear();
    for (const TerrainPiece<Kind>* p : pieces) {
      if (p->box().overlaps(covered)) under.push_back(p);
    }
    if (under.empty()) continue;
    if ((g.closed = rules.closed(under, here))) return g;
    const double step = core::distance(poses[k - 1].position, poses[k].position);
    if (step == 0) continue;  // a turn: the rule set prices turns itself
    if (!toll) toll = rules.toll(under, here);
    const double cost = rules.cost_per_unit(under, here);
    if (cost != 1) g.extra += step * (cost - 1);
  }
  if (toll) g.extra += *toll;
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
