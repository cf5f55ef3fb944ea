// The cost estimate read from a parsed expression, and the refusals made from it before any work.
#include <gtest/gtest.h>

#include <string>

#include "core/notation.hpp"

namespace sandtable::core::notation {
namespace {

Cost cost(const std::string& text) { return estimate_cost(parse(text)); }

// The message check_cost refuses with, or "" when it would go ahead.
std::string refusal(const std::string& text, bool exact) {
  try {
    check_cost(parse(text), exact);
  } catch (const LimitError& e) {
    return e.what();
  }
  return "";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(NotationCost, SumOfDiceCountsTotalsAndMultiplyAdds) {
  const Cost c = cost("10000d6");
  EXPECT_EQ(c.totals, 50001);
  EXPECT_NEAR(c.work, 1.8e9, 1e8);  // adding one die at a time: 10000^2 * 36 / 2
  EXPECT_LE(c.work, kMaxWork);
  EXPECT_GT(c.exact_work(), kMaxExactWork);
}

// `odds d1000000` was refused as 5e11 multiply-adds (a sum's n^2 w^2 / 2 with n = 1), though
// a lone die is only copied: the documented million sides were out of reach.
TEST(NotationCost, ALoneDieCostsItsFacesNotTheirSquare) {
  EXPECT_LE(cost("d1000000").work, 3e6);
  EXPECT_EQ(refusal("d1000000", false), "");
  EXPECT_EQ(refusal("d1000000", true), "");
  EXPECT_GE(cost("2d1000000").work, 1e12) << "two dice are a convolution";
}

// `odds 10000d6 --exact` worked out the double distribution (6.8 s) before refusing the exact one.
TEST(NotationCost, ExactOddsOfTenThousandDiceAreRefusedWithTheEstimateAndTheLimit) {
  EXPECT_EQ(refusal("10000d6", false), "");
  const std::string why = refusal("10000d6", true);
  EXPECT_TRUE(contains(why, "'10000d6' needs about")) << why;
  EXPECT_TRUE(contains(why, "exact fractions; the limit is 2e+07")) << why;
}

// `odds 10000d1000000!20>=2` built a 21,000,000-wide die (9 s, 326 MB) before refusing.
TEST(NotationCost, AnExplodingDieWiderThanTheLimitIsRefusedBeforeItIsBuilt) {
  const Cost c = cost("10000d1000000!20>=2");
  EXPECT_EQ(c.totals, 10001);
  EXPECT_EQ(c.widest, 21e6);
  const std::string why = refusal("10000d1000000!20>=2", false);
  EXPECT_TRUE(contains(why, "a distribution of about 2.1e+07 totals; the limit is 10000000")) << why;
  EXPECT_THROW(distribution(parse("d1000000!20>=2").left), LimitError);
}

// The fuzzer timed out on "0*05224d10": the product is 0, but the dice are still added up.
TEST(NotationCost, MultiplyingByZeroStillCountsTheWorkOfTheOtherSide) {
  const double dice = cost("5224d10").work;
  EXPECT_GE(cost("0*05224d10").work, dice);
  EXPECT_GE(cost("5224d10*0").work, dice);
  EXPECT_GE(cost("0*(5224d10+1)").work, dice);
  EXPECT_GE(cost("-(5224d10)*0").work, dice);
}

// "d1000000 vs d1000000" has cheap sides, but its margin and chances pair every outcome of one
// side with every outcome of the other: 10^12 steps that ran before any check.
// Found by the notation fuzzer's campaign: 52,240 times 50 dice spreads 51 outcomes over 2.6
// million totals, each written (in exact fractions, each a fraction); --exact took 27 s under
// the sanitizers before it was counted.
TEST(NotationCost, AScaledDistributionCountsEveryTotalItSpreadsOver) {
  const Cost c = cost("10*05224*050d6r<3>=4");
  EXPECT_EQ(c.totals, 50 * 52240 + 1);
  EXPECT_GE(c.work, c.totals);
  EXPECT_EQ(refusal("10*05224*050d6r<3>=4", false), "") << "a double per total is cheap";
  EXPECT_TRUE(contains(refusal("10*05224*050d6r<3>=4", true), "exact fractions"));
  EXPECT_EQ(refusal("1000*10d6", true), "") << "a modest scale stays exact";
}

TEST(NotationCost, OpposedRollsCountTheMarginAndTheChances) {
  EXPECT_GE(cost("d1000000 vs d1000000").work, 4e12);
  EXPECT_TRUE(contains(refusal("d1000000 vs d1000000", false), "multiply-adds; the limit is 2e+09"));
  EXPECT_EQ(refusal("d6+3 vs d6+2", true), "");
}

TEST(NotationCost, KeepingFromABigPoolCountsEveryFaceOfEveryDie) {
  const Cost c = cost("200d200kh1");
  EXPECT_EQ(c.totals, 200);
  EXPECT_GE(c.work, 200.0 * 200 * 200 * 200 / 2);
  EXPECT_FALSE(refusal("200d1000kh1", false).empty());
}

// Exact fractions grow with every roll: "9000d2!20>=2" has fractions of 189,000 bits, and each
// step of its binomial reduces one, which the old count of dice times steps let through.
TEST(NotationCost, ExactWorkGrowsWithTheLengthOfTheFractions) {
  EXPECT_NEAR(cost("9000d2!20>=2").bits, 9000 * 21, 1e-6);
  EXPECT_FALSE(refusal("9000d2!20>=2", true).empty());
  EXPECT_EQ(refusal("9000d2!20>=2", false), "");
  EXPECT_EQ(refusal("5d6<=2", true), "");
}

TEST(NotationCost, ARefusalQuotesAtMostFortyCharacters) {
  std::string long_sum = "1000d1000";
  while (long_sum.size() < 200) long_sum += "+1";
  const std::string why = refusal(long_sum, false);
  EXPECT_TRUE(contains(why, "'1000d1000+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+…' needs")) << why;
}

}  // namespace
}  // namespace sandtable::core::notation
