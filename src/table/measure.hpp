// Distances, contact and overlaps between footprints, in table units (cm for Mini-Nap).
#pragma once

#include <algorithm>
#include <limits>

#include "table/footprint.hpp"

namespace sandtable::table {

// Closer than this counts as touching: base contact.
inline constexpr double kContactTolerance = 0.01;

// True when the two bases overlap by more than a touch (each is shrunk a little first).
bool bases_overlap(const core::Base& a, const core::Base& b);
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
      if (bases_overlap(x, y)) return true;
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
