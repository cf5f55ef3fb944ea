// P(X >= v) for each outcome of a distribution, shared by its JSON and its text.
#pragma once

#include <algorithm>
#include <vector>

#include "core/dist.hpp"

namespace sandtable::engine {

// Summed from the top so small tails keep their precision (1 - P(X < v) would cancel to zero
// or below).
inline std::vector<double> at_least_table(const core::Dist& dist) {
  const auto& p = dist.probabilities();
  std::vector<double> tail(p.size());
  double sum = 0;
  for (std::size_t i = p.size(); i-- > 0;) {
    sum += p[i];
    tail[i] = std::min(1.0, sum);
  }
  return tail;
}

}  // namespace sandtable::engine
