#include "sim/stats.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace sandtable::sim {
namespace {

// Hand-worked with z = 1.96: centre (p + z^2/2n) / (1 + z^2/n), half-width
// z / (1 + z^2/n) * sqrt(p(1-p)/n + z^2/4n^2).
TEST(Wilson, MatchesHandComputedIntervals) {
  const Interval half = wilson_interval(50, 100);
  EXPECT_NEAR(half.low, 0.40383, 1e-4);
  EXPECT_NEAR(half.high, 0.59617, 1e-4);
  const Interval none = wilson_interval(0, 10);
  EXPECT_DOUBLE_EQ(none.low, 0);
  EXPECT_NEAR(none.high, 0.27753, 1e-4);
  const Interval most = wilson_interval(9, 10);
  EXPECT_NEAR(most.low, 0.59584, 1e-4);
  EXPECT_NEAR(most.high, 0.98212, 1e-4);
  const Interval all = wilson_interval(10, 10);
  EXPECT_NEAR(all.low, 1 - 0.27753, 1e-4);
  EXPECT_DOUBLE_EQ(all.high, 1);
  const Interval empty = wilson_interval(0, 0);
  EXPECT_DOUBLE_EQ(empty.low, 0);
  EXPECT_DOUBLE_EQ(empty.high, 1);
}

// Newcombe (1998), "Interval estimation for the difference between independent proportions",
// its example 56/70 against 48/80: a difference of 0.2 with the hybrid score interval 0.0524
// to 0.3339 (his method 10).
TEST(Wilson, TheDifferenceOfTwoRatesMatchesNewcombesExample) {
  const Interval d = difference_interval(56, 70, 48, 80);
  EXPECT_NEAR(d.low, 0.0524, 1e-4);
  EXPECT_NEAR(d.high, 0.3339, 1e-4);
  const Interval none = difference_interval(30, 60, 30, 60);
  EXPECT_NEAR(none.low, -none.high, 1e-12);
}

TEST(BattleStats, TalliesWinsDrawsLossesLengthsAndLosses) {
  BattleStats stats(2);
  const int lengths[] = {2, 4, 4, 4, 5, 5, 7, 9};
  for (int i = 0; i < 8; ++i) {
    BattleResult r;
    if (i < 5) r.winner = 0;
    if (i == 5) r.winner = 1;
    r.length = lengths[i];
    r.losses = {{0, "infantry", 1.5}, {1, "infantry", 2}};
    stats.add(r);
  }
  EXPECT_EQ(stats.battles(), 8u);
  EXPECT_EQ(stats.wins(0), 5u);
  EXPECT_EQ(stats.wins(1), 1u);
  EXPECT_EQ(stats.draws(), 2u);
  EXPECT_EQ(stats.losses(0), 1u);
  EXPECT_EQ(stats.losses(1), 5u);
  EXPECT_DOUBLE_EQ(stats.mean_length(), 5);
  EXPECT_DOUBLE_EQ(stats.sd_length(), std::sqrt(32.0 / 7.0)) << "sample sd: squared deviations sum to 32";
  EXPECT_EQ(stats.shortest(), 2);
  EXPECT_EQ(stats.longest(), 9);
  EXPECT_DOUBLE_EQ(stats.total_loss(0, "infantry"), 12);
  EXPECT_DOUBLE_EQ(stats.mean_loss(1, "infantry"), 2);
  EXPECT_DOUBLE_EQ(stats.mean_loss(1, "cavalry"), 0);
  EXPECT_NEAR(stats.win_interval(0).low, wilson_interval(5, 8).low, 0);
}

TEST(BattleStats, MergingEqualsAddingInOrder) {
  BattleStats all(2), first(2), second(2);
  for (int i = 0; i < 10; ++i) {
    const BattleResult r{i % 3 == 0 ? std::nullopt : std::optional<int>(i % 2), i + 1, {{i % 2, "guns", 0.1 * i}}};
    all.add(r);
    (i < 4 ? first : second).add(r);
  }
  first.merge(second);
  EXPECT_EQ(first, all);
}

TEST(BattleStats, RejectsSidesThatDoNotExist) {
  BattleStats stats(2);
  EXPECT_THROW(stats.add(BattleResult{2, 1, {}}), std::out_of_range);
  EXPECT_THROW(stats.add(BattleResult{0, 1, {{-1, "x", 1}}}), std::out_of_range);
  EXPECT_EQ(stats.battles(), 0u);
  EXPECT_THROW(BattleStats(0), std::invalid_argument);
}

}  // namespace
}  // namespace sandtable::sim
