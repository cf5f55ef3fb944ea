// Seeded, splittable random numbers that give the same dice on every platform.
//
// Generator: xoshiro256++ seeded through SplitMix64. Every draw below is an integer
// method defined bit for bit here (no std:: distributions, whose results differ
// between standard libraries), so a seed means the same dice everywhere, including
// a WebAssembly build.
#pragma once

#include <array>
#include <cstdint>

namespace sandtable::core {

// One step of SplitMix64: advances `state` and returns the next output.
std::uint64_t splitmix64(std::uint64_t& state);

// What a stream of random numbers is for, so that two uses never share dice.
enum class Purpose : std::uint64_t {
  kGeneral = 0,
  kBattle = 1,     // the dice of one simulated battle
  kDecision = 2,   // an AI's tie-breaking and exploration
  kScenario = 3,   // random set-up (deployment, generated enemy)
};

// A seed from the system's entropy, for runs started without one (they report it, so the
// run can be repeated). It is below 2^53, so a JavaScript reader of the JSON answer keeps
// every digit and can give it back.
constexpr std::uint64_t kMostFreshSeed = (std::uint64_t{1} << 53) - 1;
std::uint64_t fresh_seed();

class Rng {
 public:
  // A generator whose four words of state come from SplitMix64(seed).
  explicit Rng(std::uint64_t seed);

  // A generator with exactly this state (for tests against published reference vectors).
  static Rng from_state(const std::array<std::uint64_t, 4>& state);

  // The independent stream for item `index` (say battle number i) of a run seeded with
  // `seed`: the same (seed, index, purpose) gives the same stream whatever thread runs it.
  static Rng stream(std::uint64_t seed, std::uint64_t index, Purpose purpose = Purpose::kBattle);

  // The next 64 random bits.
  std::uint64_t next_u64();

  // Uniform on [0, n) for 1 <= n <= 2^32: Lemire's multiply-and-reject method.
  // For n <= 256 it spends 16 bits of a cached word per draw (four draws per word),
  // otherwise a whole word.
  std::uint32_t below(std::uint32_t n);

  // One die with `sides` faces, 1..sides (sides >= 1).
  int die(std::uint32_t sides) { return sides == 6 ? d6() : static_cast<int>(below(sides)) + 1; }

  // A d6 from a buffer decoded 32 at a time: the hot path of every simulation. Its dice come
  // from their own words, in order, so d6() and below() calls may interleave freely.
  int d6() {
    if (d6_next_ == d6_count_) refill_d6();
    return d6_buffer_[d6_next_++];
  }
  int d3() { return die(3); }
  int two_d6() { return d6() + d6(); }

  const std::array<std::uint64_t, 4>& state() const { return s_; }

 private:
  std::uint32_t next_lane16();
  void refill_d6();

  static constexpr int kD6Words = 8;  // refill with 8 words: 32 lanes of 16 bits

  std::array<std::uint64_t, 4> s_{};
  std::uint64_t lane_word_ = 0;
  int lanes_left_ = 0;
  std::array<std::uint8_t, 4 * kD6Words> d6_buffer_{};
  int d6_next_ = 0;
  int d6_count_ = 0;
};

}  // namespace sandtable::core
