// One-step pool draws: their frequencies match the exact binomial.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "core/dist.hpp"
#include "core/pool.hpp"

namespace sandtable::core {
namespace {

// Draws `draws` pools and checks every outcome's frequency is within 5 standard errors
// (plus 1e-4 for outcomes too rare to see) of the exact binomial.
void expect_matches_binomial(int dice, int hit_faces, int sides, int draws) {
  const PoolSampler pool(dice, hit_faces, sides);
  const Dist exact = Dist::binomial(dice, static_cast<double>(hit_faces) / sides);
  Rng rng(static_cast<std::uint64_t>(dice * 1000 + hit_faces));
  std::vector<int> counts(static_cast<std::size_t>(dice) + 1, 0);
  for (int i = 0; i < draws; ++i) {
    const int hits = pool.draw(rng);
    ASSERT_GE(hits, 0);
    ASSERT_LE(hits, dice);
    ++counts[static_cast<std::size_t>(hits)];
  }
  for (int k = 0; k <= dice; ++k) {
    const double p = exact.probability(k);
    const double freq = counts[static_cast<std::size_t>(k)] / static_cast<double>(draws);
    EXPECT_NEAR(freq, p, 5 * std::sqrt(p * (1 - p) / draws) + 1e-4) << dice << " dice, " << k << " hits";
  }
}

TEST(PoolSampler, TwentyDiceHittingOnOneOrTwo) { expect_matches_binomial(20, 2, 6, 400000); }
TEST(PoolSampler, SixtyDiceHittingOnOneOrTwo) { expect_matches_binomial(60, 2, 6, 400000); }
TEST(PoolSampler, ThreeDiceHittingOnFivePlus) { expect_matches_binomial(3, 2, 6, 200000); }
TEST(PoolSampler, OneDieOfTwenty) { expect_matches_binomial(1, 7, 20, 200000); }

TEST(PoolSampler, EdgeCases) {
  Rng rng(1);
  EXPECT_EQ(PoolSampler(0, 3, 6).draw(rng), 0);
  for (int i = 0; i < 100; ++i) {
    EXPECT_EQ(PoolSampler(10, 0, 6).draw(rng), 0);
    EXPECT_EQ(PoolSampler(10, 6, 6).draw(rng), 10);
  }
  EXPECT_THROW(PoolSampler(-1, 1, 6), std::invalid_argument);
  EXPECT_THROW(PoolSampler(5, 7, 6), std::invalid_argument);
  EXPECT_THROW(PoolSampler(5, 1, 0), std::invalid_argument);
}

TEST(PoolSampler, GoldenDrawsForSeed42) {
  const PoolSampler pool(20, 2, 6);
  Rng rng(42);
  std::vector<int> got;
  for (int i = 0; i < 10; ++i) got.push_back(pool.draw(rng));
  // One 64-bit word per draw; the expected counts come from tests/core/golden/reference_rng.py.
  Rng again(42);
  for (int i = 0; i < 10; ++i) EXPECT_EQ(pool.draw(again), got[static_cast<std::size_t>(i)]);
  EXPECT_EQ(got, (std::vector<int>{9, 6, 11, 8, 8, 7, 4, 7, 5, 10}));
}

}  // namespace
}  // namespace sandtable::core
