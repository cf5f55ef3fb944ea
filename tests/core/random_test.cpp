// The random number core: golden vectors from tests/core/golden/reference_rng.py (an
// independent implementation) and statistical checks of the dice.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <vector>

#include "core/random.hpp"

namespace sandtable::core {
namespace {

TEST(SplitMix64, FirstOutputFromZeroMatchesPublishedValue) {
  std::uint64_t state = 0;
  EXPECT_EQ(splitmix64(state), 0xe220a8397b1dcdafULL);
}

TEST(Xoshiro256PlusPlus, ReferenceSequenceFromState1234) {
  Rng rng = Rng::from_state({1, 2, 3, 4});
  const std::array<std::uint64_t, 6> expected = {0x0000000002800001ULL, 0x0000000003800067ULL,
                                                 0x000cc00003800067ULL, 0x000cc201994400b2ULL,
                                                 0x8012a2019ac433cdULL, 0x8a69978acdee33baULL};
  for (std::uint64_t want : expected) EXPECT_EQ(rng.next_u64(), want);
}

TEST(Rng, SeedGoesThroughSplitMix64) {
  Rng rng(42);
  const std::array<std::uint64_t, 4> expected = {0xd0764d4f4476689fULL, 0x519e4174576f3791ULL,
                                                 0xfbe07cfb0c24ed8cULL, 0xb37d9f600cd835b8ULL};
  for (std::uint64_t want : expected) EXPECT_EQ(rng.next_u64(), want);
}

TEST(Rng, GoldenD6SequenceForSeed42) {
  Rng rng(42);
  // 40 dice: past the first buffer of 32 lanes, so the refill is checked too.
  const std::vector<int> expected = {3, 2, 2, 5, 2, 3, 2, 2, 6, 1, 3, 6, 2, 1, 4, 5, 3, 3, 1, 5,
                                     6, 2, 4, 4, 2, 1, 1, 1, 5, 1, 2, 4, 5, 6, 6, 2, 4, 1, 6, 6};
  std::vector<int> got;
  for (std::size_t i = 0; i < expected.size(); ++i) got.push_back(rng.d6());
  EXPECT_EQ(got, expected);
}

// Seed 233's first 32 lanes include one the bias rejection throws away (found by the
// reference script), so this checks the rare compaction path: 31 dice, then a new refill.
TEST(Rng, GoldenD6AcrossARejectedLaneForSeed233) {
  Rng rng(233);
  const std::vector<int> expected = {1, 4, 4, 3, 2, 4, 5, 5, 5, 1, 1, 4, 2, 2, 4, 1, 1,
                                     2, 1, 1, 5, 1, 3, 1, 3, 5, 6, 3, 4, 2, 2, 1, 4, 2};
  std::vector<int> got;
  for (std::size_t i = 0; i < expected.size(); ++i) got.push_back(rng.d6());
  EXPECT_EQ(got, expected);
}

TEST(Rng, GoldenD6AndD3InterleavedForSeed42) {
  Rng rng(42);
  const std::vector<int> expected = {3, 3, 2, 3, 2, 3, 5, 1, 2, 2, 3, 1};
  std::vector<int> got;
  for (int i = 0; i < 6; ++i) {
    got.push_back(rng.d6());
    got.push_back(rng.d3());
  }
  EXPECT_EQ(got, expected);
  Rng same(42);
  EXPECT_EQ(same.die(6), 3);  // die(6) is d6()
}

TEST(Rng, GoldenD3SequenceForSeed7) {
  Rng rng(7);
  const std::vector<int> expected = {2, 1, 1, 1, 2, 3, 3, 1, 2, 3, 1, 3};
  std::vector<int> got;
  for (std::size_t i = 0; i < expected.size(); ++i) got.push_back(rng.d3());
  EXPECT_EQ(got, expected);
}

TEST(Rng, GoldenStreamForBattle5OfSeed2026) {
  Rng rng = Rng::stream(2026, 5, Purpose::kBattle);
  EXPECT_EQ(rng.next_u64(), 0x1ad89296138a372eULL);
  EXPECT_EQ(rng.next_u64(), 0x34e5ae842358327dULL);
  EXPECT_EQ(rng.next_u64(), 0xa1c80692d5da5a9fULL);
}

TEST(Rng, StreamsDependOnSeedIndexAndPurpose) {
  const std::uint64_t base = Rng::stream(1, 0, Purpose::kBattle).next_u64();
  EXPECT_EQ(Rng::stream(1, 0, Purpose::kBattle).next_u64(), base);
  EXPECT_NE(Rng::stream(2, 0, Purpose::kBattle).next_u64(), base);
  EXPECT_NE(Rng::stream(1, 1, Purpose::kBattle).next_u64(), base);
  EXPECT_NE(Rng::stream(1, 0, Purpose::kDecision).next_u64(), base);
}

// Chi-square with 5 degrees of freedom: 20.5 is the 0.999 quantile, so a fair die fails
// this fixed-seed check only if the generator is broken.
TEST(Rng, D6IsUniformChiSquare) {
  Rng rng(123);
  constexpr int kRolls = 600000;
  std::array<int, 7> counts{};
  for (int i = 0; i < kRolls; ++i) ++counts[static_cast<std::size_t>(rng.d6())];
  EXPECT_EQ(counts[0], 0);
  double chi2 = 0;
  for (int face = 1; face <= 6; ++face) {
    const double expected = kRolls / 6.0;
    chi2 += std::pow(counts[static_cast<std::size_t>(face)] - expected, 2) / expected;
  }
  EXPECT_LT(chi2, 20.5);
}

TEST(Rng, BelowCoversEveryValueAndNoMore) {
  Rng rng(9);
  for (std::uint32_t n : {1U, 2U, 3U, 7U, 100U, 256U, 257U, 1000U, 65537U}) {
    std::vector<int> seen(n, 0);
    for (std::uint32_t i = 0; i < 40 * n && i < 400000; ++i) {
      const std::uint32_t v = rng.below(n);
      ASSERT_LT(v, n);
      ++seen[v];
    }
    if (n <= 1000) {
      for (std::uint32_t v = 0; v < n; ++v) EXPECT_GT(seen[v], 0) << "n=" << n << " v=" << v;
    }
  }
}

TEST(Rng, LargeRangeMeanIsCentred) {
  Rng rng(5);
  constexpr std::uint32_t kN = 3'000'000'000U;
  double sum = 0;
  constexpr int kDraws = 200000;
  for (int i = 0; i < kDraws; ++i) sum += rng.below(kN);
  const double mean = sum / kDraws;
  // sd of the mean: (kN / sqrt(12)) / sqrt(kDraws) ~ 1.94e6; allow 5 sd.
  EXPECT_NEAR(mean, (kN - 1) / 2.0, 5 * 1.94e6);
}

TEST(FreshSeed, FitsADoubleSoJavaScriptKeepsEveryDigit) {
  bool high_bit_seen = false;
  for (int i = 0; i < 64; ++i) {
    const std::uint64_t seed = fresh_seed();
    EXPECT_LE(seed, kMostFreshSeed);
    EXPECT_EQ(static_cast<std::uint64_t>(static_cast<double>(seed)), seed);
    high_bit_seen = high_bit_seen || seed >= (std::uint64_t{1} << 52);
  }
  EXPECT_TRUE(high_bit_seen) << "64 seeds should use the top of the range (chance of failing: 2^-64)";
}

}  // namespace
}  // namespace sandtable::core

