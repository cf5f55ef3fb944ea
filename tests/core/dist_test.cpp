// Exact distributions: every expected value below is worked by hand in the comment beside it.
#include <gtest/gtest.h>

#include <cmath>

#include "core/dist.hpp"

namespace sandtable::core {
namespace {

Rational frac(long long n, long long d) { return Rational(n) / Rational(d); }

TEST(Dist, TwoD6SevenIsSixInThirtySix) {
  const ExactDist two_d6 = ExactDist::die(6).sum_of(2);
  EXPECT_EQ(two_d6.min(), 2);
  EXPECT_EQ(two_d6.max(), 12);
  EXPECT_EQ(two_d6.probability(7), frac(6, 36));
  EXPECT_EQ(two_d6.probability(2), frac(1, 36));
  EXPECT_EQ(two_d6.at_least(10), frac(6, 36));  // 4-6, 5-5, 5-6, 6-4, 6-5, 6-6
  EXPECT_EQ(two_d6.at_most(4), frac(6, 36));
  EXPECT_EQ(two_d6.total(), Rational(1));
}

TEST(Dist, BinomialFiveDiceHittingOnOneOrTwo) {
  const ExactDist hits = ExactDist::binomial(5, frac(1, 3));
  EXPECT_EQ(hits.probability(0), frac(1024, 7776));  // (4/6)^5
  EXPECT_EQ(hits.probability(1), frac(5 * 256 * 2, 7776));  // 5 * 2 * 4^4
  EXPECT_EQ(hits.probability(5), frac(32, 7776));  // 2^5
  EXPECT_EQ(hits.total(), Rational(1));
}

TEST(Dist, DoubleBinomialMatchesExact) {
  const Dist fast = Dist::binomial(60, 1.0 / 3.0);
  const ExactDist exact = ExactDist::binomial(60, frac(1, 3));
  for (std::int64_t k = 0; k <= 60; ++k) {
    EXPECT_NEAR(fast.probability(k), to_double(exact.probability(k)), 1e-15) << k;
  }
  EXPECT_NEAR(fast.mean(), 20.0, 1e-12);
  EXPECT_NEAR(fast.variance(), 60.0 / 3.0 * 2.0 / 3.0, 1e-10);
}

TEST(Dist, BinomialLargeNDoesNotUnderflow) {
  const Dist hits = Dist::binomial(10000, 0.5);
  EXPECT_NEAR(hits.total(), 1.0, 1e-12);
  EXPECT_NEAR(hits.mean(), 5000.0, 1e-6);
  EXPECT_NEAR(hits.sd(), 50.0, 1e-6);
}

TEST(Dist, FourD6KeepHighestThree) {
  const ExactDist d = ExactDist::die(6).keep_highest(4, 3);
  EXPECT_EQ(d.probability(18), frac(21, 1296));  // four sixes, or three sixes and one of 5 others in 4 places
  EXPECT_EQ(d.probability(3), frac(1, 1296));    // all ones
  EXPECT_EQ(d.total(), Rational(1));
  // The mean is 15869/1296 = 12.2446..., not the 10.5 some rollers report.
  EXPECT_NEAR(d.mean(), 15869.0 / 1296.0, 1e-12);
}

TEST(Dist, TwoD20KeepLowestIsDisadvantage) {
  const ExactDist d = ExactDist::die(20).keep_lowest(2, 1);
  // P(min >= v) = ((21 - v) / 20)^2, so P(min = 20) = 1/400 and P(min = 1) = 39/400.
  EXPECT_EQ(d.probability(20), frac(1, 400));
  EXPECT_EQ(d.probability(1), frac(39, 400));
}

TEST(Dist, OpposedD6VsD6) {
  const ExactDist d6 = ExactDist::die(6);
  const Opposed<Rational> r = opposed(d6, d6);
  EXPECT_EQ(r.win, frac(15, 36));
  EXPECT_EQ(r.tie, frac(6, 36));
  EXPECT_EQ(r.lose, frac(15, 36));
  // A >= 2B: B=1 -> A in 2..6 (5); B=2 -> A in 4..6 (3); B=3 -> A=6 (1).
  EXPECT_EQ(r.doubled, frac(9, 36));
}

TEST(Dist, ThinningABinomialIsABinomial) {
  // 20 figures hit on 4+ (1/2), each hit then fails a 5+ save (4/6): Binomial(20, 1/3).
  const ExactDist two_step = ExactDist::binomial(20, frac(1, 2)).thinned(frac(4, 6));
  const ExactDist direct = ExactDist::binomial(20, frac(1, 3));
  ASSERT_EQ(two_step.min(), direct.min());
  ASSERT_EQ(two_step.max(), direct.max());
  for (std::int64_t k = 0; k <= 20; ++k) EXPECT_EQ(two_step.probability(k), direct.probability(k));
}

TEST(Dist, MixtureWeighsItsParts) {
  const ExactDist d = ExactDist::mixture({{frac(1, 4), ExactDist::constant(0)}, {frac(3, 4), ExactDist::die(2)}});
  EXPECT_EQ(d.probability(0), frac(1, 4));
  EXPECT_EQ(d.probability(1), frac(3, 8));
  EXPECT_EQ(d.probability(2), frac(3, 8));
}

TEST(Dist, ScaledAndNegated) {
  const ExactDist doubled = ExactDist::die(6).scaled(2);
  EXPECT_EQ(doubled.min(), 2);
  EXPECT_EQ(doubled.max(), 12);
  EXPECT_EQ(doubled.probability(3), Rational(0));
  EXPECT_EQ(doubled.probability(4), frac(1, 6));
  const ExactDist neg = ExactDist::die(3).negated();
  EXPECT_EQ(neg.min(), -3);
  EXPECT_EQ(neg.max(), -1);
  EXPECT_EQ(ExactDist::die(6).scaled(0).probability(0), Rational(1));
}

TEST(Dist, DifferenceOfTwoDice) {
  const ExactDist diff = ExactDist::die(6) - ExactDist::die(6);
  EXPECT_EQ(diff.probability(0), frac(6, 36));
  EXPECT_EQ(diff.probability(-5), frac(1, 36));
  EXPECT_EQ(diff.probability(5), frac(1, 36));
}

TEST(Dist, MomentsOfOneD6) {
  const Dist d6 = Dist::die(6);
  EXPECT_DOUBLE_EQ(d6.mean(), 3.5);
  EXPECT_NEAR(d6.variance(), 35.0 / 12.0, 1e-12);
}

TEST(Dist, QuantilesOf2d6) {
  const Dist two_d6 = Dist::die(6).sum_of(2);
  EXPECT_EQ(two_d6.quantile(0.5), 7);       // P(<=6) = 15/36 < 0.5 <= P(<=7) = 21/36
  EXPECT_EQ(two_d6.quantile(1.0 / 36), 2);  // exactly the first outcome's mass
  EXPECT_EQ(two_d6.quantile(1.0), 12);
  EXPECT_THROW((void)two_d6.quantile(0.0), std::invalid_argument);
}

TEST(Dist, SumOfManyUsesSquaringAndStaysExact) {
  // A 40-sided uniform summed 3 times (width > 32 takes the squaring path).
  const ExactDist d = ExactDist::die(40).sum_of(3);
  EXPECT_EQ(d.probability(3), frac(1, 64000));
  EXPECT_EQ(d.probability(120), frac(1, 64000));
  EXPECT_EQ(d.total(), Rational(1));
  EXPECT_NEAR(Dist::die(40).sum_of(3).mean(), 3 * 20.5, 1e-9);
}

TEST(Dist, RejectsBadInput) {
  EXPECT_THROW(Dist::from_probabilities(0, {0.5, -0.1}), std::invalid_argument);
  EXPECT_THROW(Dist::from_probabilities(0, {}), std::invalid_argument);
  EXPECT_THROW(Dist::binomial(-1, 0.5), std::invalid_argument);
  EXPECT_THROW(Dist::binomial(3, 1.5), std::invalid_argument);
  EXPECT_THROW(Dist::uniform(3, 1), std::invalid_argument);
  EXPECT_THROW(Dist::die(6).keep_highest(3, 4), std::invalid_argument);
  EXPECT_THROW(Dist::uniform(0, kMaxSupport), DistTooLarge);
}

TEST(Dist, TrimsImpossibleEnds) {
  const Dist d = Dist::from_probabilities(-2, {0.0, 0.0, 0.25, 0.75, 0.0});
  EXPECT_EQ(d.min(), 0);
  EXPECT_EQ(d.max(), 1);
}

}  // namespace
}  // namespace sandtable::core
