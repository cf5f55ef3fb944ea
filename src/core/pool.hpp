// A pool's hit count drawn in one step.
//
// "Roll n dice, count those that hit" is the commonest roll in miniatures rules. When only
// the count matters, PoolSampler draws it from one 64-bit random word and a table of
// cumulative thresholds computed once with exact integer arithmetic, instead of rolling
// n dice. Each outcome's probability is exact to within 2^-64.
#pragma once

#include <cstdint>
#include <vector>

#include "core/random.hpp"

namespace sandtable::core {

class PoolSampler {
 public:
  // n dice, each hitting on `hit_faces` of its `sides` faces (0 <= hit_faces <= sides).
  PoolSampler(int dice, int hit_faces, int sides);

  int dice() const { return dice_; }

  // The number of hits.
  int draw(Rng& rng) const {
    const std::uint64_t u = rng.next_u64();
    if (thresholds_.empty()) return 0;
    // Branch-free upper bound: the number of thresholds at or below u.
    const std::uint64_t* base = thresholds_.data();
    std::size_t len = thresholds_.size();
    while (len > 1) {
      const std::size_t half = len / 2;
      base = (base[half] <= u) ? base + half : base;
      len -= half;
    }
    return static_cast<int>(base - thresholds_.data()) + (*base <= u ? 1 : 0);
  }

 private:
  int dice_;
  // thresholds_[k] = floor(2^64 * P(hits <= k)) for k < dice; hits = how many are <= u.
  std::vector<std::uint64_t> thresholds_;
};

}  // namespace sandtable::core
