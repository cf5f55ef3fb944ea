// Property tests (RapidCheck): closed forms for means and variances, total mass, symmetry.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cmath>

#include "core/dist.hpp"

namespace sandtable::core {
namespace {

RC_GTEST_PROP(DistProperty, SumOfDiceHasClosedFormMoments, ()) {
  const int n = *rc::gen::inRange(1, 41);
  const int sides = *rc::gen::inRange(1, 21);
  const Dist d = Dist::die(sides).sum_of(n);
  RC_ASSERT(std::fabs(d.total() - 1.0) < 1e-12);
  RC_ASSERT(std::fabs(d.mean() - n * (sides + 1) / 2.0) < 1e-9 * n * sides);
  const double variance = n * (static_cast<double>(sides) * sides - 1) / 12.0;
  RC_ASSERT(std::fabs(d.variance() - variance) < 1e-8 * (1 + variance));
  RC_ASSERT(d.min() == n);
  RC_ASSERT(d.max() == static_cast<std::int64_t>(n) * sides);
}

RC_GTEST_PROP(DistProperty, BinomialHasClosedFormMoments, ()) {
  const int n = *rc::gen::inRange(0, 500);
  const int faces = *rc::gen::inRange(1, 6);
  const double p = faces / 6.0;
  const Dist d = Dist::binomial(n, p);
  RC_ASSERT(std::fabs(d.total() - 1.0) < 1e-12);
  RC_ASSERT(std::fabs(d.mean() - n * p) < 1e-9 * (1 + n));
  RC_ASSERT(std::fabs(d.variance() - n * p * (1 - p)) < 1e-8 * (1 + n));
}

RC_GTEST_PROP(DistProperty, ExactKeepHighestSumsToExactlyOne, ()) {
  const int n = *rc::gen::inRange(1, 7);
  const int keep = *rc::gen::inRange(1, n + 1);
  const int sides = *rc::gen::inRange(2, 9);
  RC_ASSERT(ExactDist::die(sides).keep_highest(n, keep).total() == Rational(1));
  RC_ASSERT(ExactDist::die(sides).keep_lowest(n, keep).total() == Rational(1));
}

// Keeping all n dice is the plain sum; keeping the highest of n is the mirror of keeping
// the lowest of the mirrored die.
RC_GTEST_PROP(DistProperty, KeepAllIsTheSumAndHighLowMirror, ()) {
  const int n = *rc::gen::inRange(1, 6);
  const int keep = *rc::gen::inRange(1, n + 1);
  const int sides = *rc::gen::inRange(2, 7);
  const ExactDist die = ExactDist::die(sides);
  const ExactDist all = die.keep_highest(n, n);
  const ExactDist sum = die.sum_of(n);
  for (std::int64_t v = sum.min(); v <= sum.max(); ++v) RC_ASSERT(all.probability(v) == sum.probability(v));
  const ExactDist high = die.keep_highest(n, keep);
  const ExactDist low_mirror = die.negated().keep_lowest(n, keep).negated();
  for (std::int64_t v = high.min(); v <= high.max(); ++v) RC_ASSERT(high.probability(v) == low_mirror.probability(v));
}

RC_GTEST_PROP(DistProperty, ConvolutionCommutesAndAddsMeans, ()) {
  const int a_sides = *rc::gen::inRange(1, 13);
  const int b_count = *rc::gen::inRange(1, 6);
  const Dist a = Dist::die(a_sides);
  const Dist b = Dist::binomial(b_count, 0.25).shifted(*rc::gen::inRange(-5, 6));
  const Dist ab = a + b;
  const Dist ba = b + a;
  RC_ASSERT(ab.min() == ba.min());
  for (std::int64_t v = ab.min(); v <= ab.max(); ++v) RC_ASSERT(std::fabs(ab.probability(v) - ba.probability(v)) < 1e-15);
  RC_ASSERT(std::fabs(ab.mean() - (a.mean() + b.mean())) < 1e-12);
}

RC_GTEST_PROP(DistProperty, OpposedChancesSumToOne, ()) {
  const Dist a = Dist::die(*rc::gen::inRange(1, 13)).shifted(*rc::gen::inRange(-3, 4));
  const Dist b = Dist::die(*rc::gen::inRange(1, 13)).sum_of(*rc::gen::inRange(1, 4));
  const Opposed<double> r = opposed(a, b);
  RC_ASSERT(std::fabs(r.win + r.tie + r.lose - 1.0) < 1e-12);
  RC_ASSERT(r.doubled <= 1.0 + 1e-12);
}

}  // namespace
}  // namespace sandtable::core
