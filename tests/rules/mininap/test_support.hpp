// Helpers for the Mini-Nap 2 rule tests: exact fractions and a seeded dice tally.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <map>

#include "core/dist.hpp"
#include "core/random.hpp"
#include "rules/mininap/errors.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap::testing {

inline constexpr Unit kInfantryLine{UnitType::kLineInfantry, Formation::kLine, false};
inline constexpr Unit kInfantryColumn{UnitType::kLineInfantry, Formation::kColumn, false};

// Expects `act` to throw ImpossibleSituation with `says` in its message.
template <class F>
void expect_impossible_saying(F act, const std::string& says) {
  try {
    act();
    ADD_FAILURE() << "no error; expected one saying '" << says << "'";
  } catch (const ImpossibleSituation& e) {
    EXPECT_NE(std::string(e.what()).find(says), std::string::npos) << e.what();
  }
}

inline core::Rational frac(long long numerator, long long denominator) {
  return core::Rational(numerator, denominator);
}

// Expects `dist` to give exactly these probabilities to outcomes 0, 1, 2, ...
inline void expect_exact(const core::ExactDist& dist, const std::vector<core::Rational>& expected) {
  EXPECT_EQ(dist.min(), 0);
  ASSERT_EQ(dist.max(), static_cast<std::int64_t>(expected.size()) - 1);
  for (std::size_t v = 0; v < expected.size(); ++v) {
    EXPECT_EQ(dist.probability(static_cast<std::int64_t>(v)), expected[v]) << "outcome " << v;
  }
}

// Draws `trials` outcomes from `draw` and checks each outcome's share against `exact`
// within `sigmas` standard errors of a binomial proportion (and an absolute floor of 1e-4).
inline void expect_matches_simulation(const core::ExactDist& exact, std::uint64_t seed, int trials, double sigmas,
                                      const std::function<int(core::Rng&)>& draw) {
  core::Rng rng(seed);
  std::map<std::int64_t, int> counts;
  for (int i = 0; i < trials; ++i) ++counts[draw(rng)];
  for (const auto& [value, count] : counts) {
    EXPECT_GE(value, exact.min());
    EXPECT_LE(value, exact.max());
  }
  for (std::int64_t v = exact.min(); v <= exact.max(); ++v) {
    const double p = core::to_double(exact.probability(v));
    const double observed = static_cast<double>(counts[v]) / trials;
    const double tolerance = std::max(sigmas * std::sqrt(p * (1 - p) / trials), 1e-4);
    EXPECT_NEAR(observed, p, tolerance) << "outcome " << v;
  }
}

}  // namespace sandtable::rules::mininap::testing
