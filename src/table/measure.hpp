// Distances, contact and overlaps between footprints, in table units (cm for Mini-Nap).
#pragma once

#include <algorithm>
#include <limits>
#include <optional>
#include <stdexcept>

#include "table/footprint.hpp"

namespace sandtable::table {

// Closer than this counts as touching: base contact.
inline constexpr double kContactTolerance = 0.01;

// True when the two bases overlap by more than a touch (each is shrunk a little first).
bool bases_overlap(const core::Base& a, const core::Base& b);

// Bases are shrunk by this much before the overlap test, so touching is not overlapping.
inline constexpr double kOverlapMargin = 0.02;

// True when the circles inside the two shrunk bases overlap by more than a micron: they share
// ground far deeper than any rounding, so bases_overlap is true without being asked.
inline bool bases_surely_overlap(const core::Base& a, const core::Base& b) {
  const auto inner = [](const core::Base& s) { return std::min(s.width(), s.depth()) / 2 - kOverlapMargin; };
  const double sure = inner(a) + inner(b) - 1e-6;
  const core::Vec2 apart = a.centre() - b.centre();
  return sure > 0 && apart.dot(apart) < sure * sure;
}
// True when every corner of the base lies on a table of this size (origin at a corner).
bool on_table(const core::Base& base, double width, double depth);

// Shortest base-to-base distance between two footprints.
template <std::size_t N, std::size_t M>
double distance(const Footprint<N>& a, const Footprint<M>& b) {
  double best = std::numeric_limits<double>::infinity();
  for (const auto& x : a) {
    for (const auto& y : b) {
      // The centres less the radii bound the gap from below: skip pairs that cannot beat it.
      if (core::distance(x.centre(), y.centre()) - x.radius() - y.radius() >= best) continue;
      best = std::min(best, core::distance(x, y));
    }
  }
  return best;
}

// distance(a, b) when it is at most `most`, or nothing when it is certainly more: only the
// pairs of bases whose bounding circles come within `most` (and a billionth) are measured.
template <std::size_t N, std::size_t M>
std::optional<double> distance_within(const Footprint<N>& a, const Footprint<M>& b, double most) {
  double best = std::numeric_limits<double>::infinity();
  for (const auto& x : a) {
    for (const auto& y : b) {
      const double gap_at_least = core::distance(x.centre(), y.centre()) - x.radius() - y.radius();
      if (gap_at_least > most + 1e-9 || gap_at_least >= best) continue;
      best = std::min(best, core::distance(x, y));
    }
  }
  if (best > most) return std::nullopt;
  return best;
}

// True when some base of `a` is at most `reach` from some base of `b`: distance(a, b) <= reach,
// measuring only the pairs whose bounding circles come that close.
template <std::size_t N, std::size_t M>
bool within(const Footprint<N>& a, const Footprint<M>& b, double reach) {
  for (const auto& x : a) {
    for (const auto& y : b) {
      const core::Vec2 apart = x.centre() - y.centre();
      const double most = x.radius() + y.radius() + reach;
      if (apart.dot(apart) <= most * most && core::distance(x, y) <= reach) return true;
    }
  }
  return false;
}

// True when the footprints are in base contact: within the contact tolerance.
template <std::size_t N, std::size_t M>
bool touching(const Footprint<N>& a, const Footprint<M>& b) {
  return within(a, b, kContactTolerance);
}

// True when the two footprints overlap by more than a touch.
template <std::size_t N, std::size_t M>
bool overlap(const Footprint<N>& a, const Footprint<M>& b) {
  for (const auto& x : a) {
    for (const auto& y : b) {
      const core::Vec2 apart = x.centre() - y.centre();
      const double reach = x.radius() + y.radius();
      if (apart.dot(apart) > reach * reach) continue;
      // Most overlaps asked about are a trial move's end on a unit: the cheap test finds those.
      if (bases_surely_overlap(x, y)) {
#ifndef NDEBUG
        if (!bases_overlap(x, y)) throw std::logic_error("bases whose inner circles overlap do not overlap");
#endif
        return true;
      }
      if (bases_overlap(x, y)) return true;
    }
  }
  return false;
}

// True when `p` touches a base of the footprint other than base `own`: it lies inside the
// footprint's outline (a column's middle corners, a line's shared rear corner), not on it.
template <std::size_t N>
bool inside_outline(const Footprint<N>& f, std::size_t own, core::Vec2 p) {
  for (std::size_t i = 0; i < f.size(); ++i) {
    if (i != own && core::distance(f[i], p) <= kContactTolerance) return true;
  }
  return false;
}

// True when an outer front edge of `a` (one not against another base of its own) touches an
// outer rear edge of `b`: `a` is in contact with `b`'s rear.
template <std::size_t N, std::size_t M>
bool front_touches_rear(const Footprint<N>& a, const Footprint<M>& b) {
  for (std::size_t ai = 0; ai < a.size(); ++ai) {
    const core::Quad& ac = a[ai].corners();
    // A column's rear base has its front edge against its own front base: not the unit's front.
    if (inside_outline(a, ai, (ac[0] + ac[1]) * 0.5)) continue;
    for (std::size_t bi = 0; bi < b.size(); ++bi) {
      const core::Quad& bc = b[bi].corners();
      for (const core::Vec2 rear : {bc[2], bc[3]}) {
        if (!inside_outline(b, bi, rear) && core::segment_distance(ac[0], ac[1], rear, rear) <= kContactTolerance) return true;
      }
      // A column's front base has its rear edge against its own rear base: not the unit's rear.
      if (inside_outline(b, bi, (bc[2] + bc[3]) * 0.5)) continue;
      for (const core::Vec2 front : {ac[0], ac[1]}) {
        if (core::segment_distance(bc[2], bc[3], front, front) <= kContactTolerance) return true;
      }
    }
  }
  return false;
}

// True when every corner of every base lies on a table of this size (origin at a corner).
template <std::size_t N>
bool on_table(const Footprint<N>& f, double width, double depth) {
  return std::all_of(f.begin(), f.end(), [&](const core::Base& base) { return on_table(base, width, depth); });
}

}  // namespace sandtable::table
