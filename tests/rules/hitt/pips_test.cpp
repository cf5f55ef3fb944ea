// Hordes in the Trenches' PIP dice: one d6 a bound, unspent PIPs lost (ruling 17).
#include <gtest/gtest.h>

#include "rules/hitt/calculators.hpp"

namespace sandtable::rules::hitt {
namespace {

// A barrage or the fighters need 6 PIPs in one bound: 1 in 6 a bound, and over three bounds
// 1 - (5/6)^3 = 91/216.
TEST(HittPips, SixPipsForABarrageOverThreeBounds) {
  const engine::Json r = pips_calculator().run({{"bounds", 3}, {"needed", 6}});
  EXPECT_DOUBLE_EQ(r["chance_one_bound"].get<double>(), 1.0 / 6);
  EXPECT_EQ(r["chance_within_bounds_exact"], "91/216");
  EXPECT_NEAR(r["chance_within_bounds"].get<double>(), 91.0 / 216, 1e-12);
  EXPECT_DOUBLE_EQ(r["mean"].get<double>(), 10.5) << "3d6 PIPs in all";
  EXPECT_EQ(r["outcomes"][0]["exact"], "1/216");
}

// Gas costs 1 PIP: every bound has it.
TEST(HittPips, GasNeedsOnePip) {
  const engine::Json r = pips_calculator().run({{"bounds", 1}, {"needed", 1}});
  EXPECT_EQ(r["chance_within_bounds_exact"], "6/6");
}

}  // namespace
}  // namespace sandtable::rules::hitt
