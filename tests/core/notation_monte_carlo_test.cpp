// Every exact distribution agrees with a seeded Monte Carlo run of the same expression.
// Tolerance: each outcome within 5 standard errors of its exact chance, plus 2e-4 for
// outcomes too rare to estimate; the seed is fixed, so the test is deterministic.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>

#include "core/notation.hpp"

namespace sandtable::core::notation {
namespace {

class ExactAgreesWithMonteCarlo : public ::testing::TestWithParam<const char*> {};

TEST_P(ExactAgreesWithMonteCarlo, EveryOutcomeWithinFiveStandardErrors) {
  constexpr int kRolls = 200000;
  const Node node = parse(GetParam()).left;
  const Dist exact = distribution(node);
  EXPECT_NEAR(exact.total(), 1.0, 1e-12);
  Rng rng(31337);
  std::map<std::int64_t, int> counts;
  for (int i = 0; i < kRolls; ++i) ++counts[roll(node, rng).total];
  for (const auto& [value, count] : counts) {
    EXPECT_GT(exact.probability(value), 0.0) << "rolled an impossible " << value;
  }
  for (std::int64_t v = exact.min(); v <= exact.max(); ++v) {
    const double p = exact.probability(v);
    const double freq = counts.count(v) ? counts[v] / static_cast<double>(kRolls) : 0.0;
    EXPECT_NEAR(freq, p, 5 * std::sqrt(p * (1 - p) / kRolls) + 2e-4) << GetParam() << " outcome " << v;
  }
}

INSTANTIATE_TEST_SUITE_P(Expressions, ExactAgreesWithMonteCarlo,
                         ::testing::Values("2d6", "4d6kh3", "4d6dl1", "3d6kl2", "5d6<=2", "12d6>=5", "2d6r1",
                                           "3d6r<3", "d6!", "2d6!2", "d%", "d3+d4-2", "3*d6-d6", "2d20kh1",
                                           "6d10>7", "(2d6+1)*2"));

TEST(ExactAgreesWithMonteCarlo, OpposedChances) {
  constexpr int kRolls = 200000;
  const Expression e = parse("d6+3 vs d6+2");
  const Opposed<double> odds = opposed(distribution(e.left), distribution(*e.right));
  Rng rng(4242);
  int wins = 0;
  int ties = 0;
  int doubles = 0;
  for (int i = 0; i < kRolls; ++i) {
    const std::int64_t a = roll(e.left, rng).total;
    const std::int64_t b = roll(*e.right, rng).total;
    wins += a > b;
    ties += a == b;
    doubles += a >= 2 * b;
  }
  auto tolerance = [](double p) { return 5 * std::sqrt(p * (1 - p) / kRolls); };
  EXPECT_NEAR(wins / double(kRolls), odds.win, tolerance(odds.win));
  EXPECT_NEAR(ties / double(kRolls), odds.tie, tolerance(odds.tie));
  EXPECT_NEAR(doubles / double(kRolls), odds.doubled, tolerance(odds.doubled));
}

}  // namespace
}  // namespace sandtable::core::notation
