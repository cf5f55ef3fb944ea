#include "core/pool.hpp"

#include <stdexcept>

#include "core/rational.hpp"

namespace sandtable::core {

PoolSampler::PoolSampler(int dice, int hit_faces, int sides) : dice_(dice) {
  if (dice < 0 || dice > 100000) throw std::invalid_argument("a pool needs 0 to 100000 dice");
  if (sides < 1 || hit_faces < 0 || hit_faces > sides) {
    throw std::invalid_argument("a pool needs 0 <= hit faces <= sides");
  }
  // Counts over sides^n: C(n, k) * hit^k * miss^(n-k), accumulated exactly.
  const BigInt total = boost::multiprecision::pow(BigInt(sides), static_cast<unsigned>(dice));
  const BigInt two64 = BigInt(1) << 64;
  BigInt binom = 1;
  BigInt cumulative = 0;
  thresholds_.reserve(static_cast<std::size_t>(dice));
  for (int k = 0; k < dice; ++k) {
    if (k > 0) binom = binom * (dice - k + 1) / k;
    cumulative += binom * boost::multiprecision::pow(BigInt(hit_faces), static_cast<unsigned>(k)) *
                  boost::multiprecision::pow(BigInt(sides - hit_faces), static_cast<unsigned>(dice - k));
    // Once every outcome up to k is certain, no draw can exceed k: the table ends here
    // (the next threshold would be 2^64, which a 64-bit word cannot hold).
    if (cumulative == total) break;
    thresholds_.push_back(static_cast<std::uint64_t>(cumulative * two64 / total));
  }
}

}  // namespace sandtable::core
