#include "core/random.hpp"

#include <random>

#include <bit>
#include <cstring>

namespace sandtable::core {

std::uint64_t fresh_seed() {
  std::random_device device;
  const std::uint64_t bits = (static_cast<std::uint64_t>(device()) << 32) ^ device();
  return bits & kMostFreshSeed;
}

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

void Rng::refill_d6() {
  // Lemire on each 16-bit lane, as in below(6): die = (lane * 6) >> 16, and a lane whose
  // low half (lane * 6) mod 65536 is under 65536 mod 6 = 4 is rejected to remove the bias.
  // Lane i is bits 16*(i%4).. of word i/4, whatever the machine's byte order.
  std::array<std::uint64_t, kD6Words> words;
  for (auto& w : words) w = next_u64();
  std::array<std::uint16_t, 4 * kD6Words> lanes;
  if constexpr (std::endian::native == std::endian::little) {
    std::memcpy(lanes.data(), words.data(), sizeof(words));
  } else {
    for (std::size_t i = 0; i < lanes.size(); ++i) {
      lanes[i] = static_cast<std::uint16_t>(words[i / 4] >> (16 * (i % 4)));
    }
  }
  std::uint32_t rejected = 0;
  for (std::size_t i = 0; i < lanes.size(); ++i) {
    const std::uint32_t m = static_cast<std::uint32_t>(lanes[i]) * 6U;
    d6_buffer_[i] = static_cast<std::uint8_t>((m >> 16) + 1);
    rejected |= (m & 0xffffU) < 4 ? 1U : 0U;
  }
  d6_next_ = 0;
  d6_count_ = static_cast<int>(lanes.size());
  if (rejected == 0) return;
  // Rare (about 1 refill in 500): keep the accepted dice, in order.
  int count = 0;
  for (std::size_t i = 0; i < lanes.size(); ++i) {
    if ((static_cast<std::uint32_t>(lanes[i]) * 6U & 0xffffU) >= 4) d6_buffer_[static_cast<std::size_t>(count++)] = d6_buffer_[i];
  }
  d6_count_ = count;
  if (count == 0) refill_d6();  // 32 rejections in a row: about 2^-448, but stay correct
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
