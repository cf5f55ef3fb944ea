#include "core/random.hpp"

#include <bit>

namespace sandtable::core {

namespace {
__extension__ using Wide = unsigned __int128;
}  // namespace

std::uint64_t splitmix64(std::uint64_t& state) {
  state += 0x9e3779b97f4a7c15ULL;
  std::uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) {
  std::uint64_t sm = seed;
  for (auto& word : s_) word = splitmix64(sm);
  // xoshiro's all-zero state is a fixed point; SplitMix64 cannot produce four zeros,
  // but guard anyway so the invariant is visible.
  if ((s_[0] | s_[1] | s_[2] | s_[3]) == 0) s_[0] = 1;
}

Rng Rng::from_state(const std::array<std::uint64_t, 4>& state) {
  Rng rng(0);
  rng.s_ = state;
  return rng;
}

Rng Rng::stream(std::uint64_t seed, std::uint64_t index, Purpose purpose) {
  // Hash the three coordinates into one seed: each passes through SplitMix64's
  // finaliser so that neighbouring indices give unrelated states.
  std::uint64_t a = seed;
  std::uint64_t b = index ^ 0x6a09e667f3bcc909ULL;
  std::uint64_t c = static_cast<std::uint64_t>(purpose) ^ 0xbb67ae8584caa73bULL;
  std::uint64_t mixed = splitmix64(a);
  mixed ^= std::rotl(splitmix64(b), 21);
  mixed ^= std::rotl(splitmix64(c), 42);
  return Rng(mixed);
}

std::uint64_t Rng::next_u64() {
  const std::uint64_t result = std::rotl(s_[0] + s_[3], 23) + s_[0];
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = std::rotl(s_[3], 45);
  return result;
}

std::uint32_t Rng::next_lane16() {
  if (lanes_left_ == 0) {
    lane_word_ = next_u64();
    lanes_left_ = 4;
  }
  const auto lane = static_cast<std::uint32_t>(lane_word_ & 0xffffU);
  lane_word_ >>= 16;
  --lanes_left_;
  return lane;
}

std::uint32_t Rng::below(std::uint32_t n) {
  if (n <= 256) {
    // Lemire on 16-bit lanes: m = lane * n; accept unless the low half falls in the
    // 65536 mod n values that would bias the result.
    std::uint32_t m = next_lane16() * n;
    std::uint32_t low = m & 0xffffU;
    if (low < n) {
      const std::uint32_t threshold = 65536U % n;
      while (low < threshold) {
        m = next_lane16() * n;
        low = m & 0xffffU;
      }
    }
    return m >> 16;
  }
  const std::uint64_t range = n;
  Wide m = static_cast<Wide>(next_u64()) * range;
  auto low = static_cast<std::uint64_t>(m);
  if (low < range) {
    const std::uint64_t threshold = (0 - range) % range;
    while (low < threshold) {
      m = static_cast<Wide>(next_u64()) * range;
      low = static_cast<std::uint64_t>(m);
    }
  }
  return static_cast<std::uint32_t>(m >> 64);
}

}  // namespace sandtable::core
