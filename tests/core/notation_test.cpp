// Dice notation: grammar, errors with columns, limits, and exact distributions worked by hand.
#include <gtest/gtest.h>

#include <string>

#include "core/notation.hpp"

namespace sandtable::core::notation {
namespace {

Rational frac(long long n, long long d) { return Rational(n) / Rational(d); }

ExactDist exact(const std::string& text) { return exact_distribution(parse(text).left); }

// The column a syntax error reports, or -1 if the text parsed.
int error_column(const std::string& text) {
  try {
    (void)parse(text);
  } catch (const SyntaxError& e) {
    return e.column();
  }
  return -1;
}

std::string error_message(const std::string& text) {
  try {
    (void)parse(text);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

TEST(Notation, SuccessCountIsBinomial) {
  const ExactDist d = exact("5d6<=2");
  EXPECT_EQ(d.probability(0), frac(1024, 7776));
  EXPECT_EQ(natural_denominator(parse("5d6<=2").left), BigInt(7776));
  const ExactDist twelve = exact("12d6>=5");
  EXPECT_EQ(twelve.probability(12), frac(1, 531441));  // (1/3)^12
  EXPECT_EQ(exact("3d6>4").probability(3), frac(8, 216));
  EXPECT_EQ(exact("3d6=6").probability(0), frac(125, 216));
  EXPECT_EQ(exact("3d6<2").probability(3), frac(1, 216));
}

// Found by the fuzzer: with every face a success, 363 face chances summed in doubles passed 1.
TEST(Notation, SuccessCountWhereEveryFaceSucceedsIsCertain) {
  EXPECT_EQ(distribution(parse("d363>0").left).probability(1), 1.0);
  EXPECT_EQ(distribution(parse("7d997>=1").left).probability(7), 1.0);
  EXPECT_EQ(exact("d363>0").probability(1), Rational(1));
}

TEST(Notation, KeepAndDrop) {
  EXPECT_NEAR(distribution(parse("4d6kh3").left).mean(), 12.2446, 1e-4);
  const ExactDist kh = exact("4d6kh3");
  const ExactDist dl = exact("4d6dl1");
  const ExactDist k = exact("4d6k3");
  for (std::int64_t v = 3; v <= 18; ++v) {
    EXPECT_EQ(kh.probability(v), dl.probability(v));
    EXPECT_EQ(kh.probability(v), k.probability(v));
  }
  EXPECT_EQ(exact("2d20kl1").probability(20), frac(1, 400));
  EXPECT_EQ(exact("2d20dh1").probability(20), frac(1, 400));
  EXPECT_EQ(exact("2d20kh").probability(20), frac(39, 400));  // bare kh keeps one
}

TEST(Notation, RerollOnesOnce) {
  const ExactDist one = exact("d6r1");
  EXPECT_EQ(one.probability(1), frac(1, 36));           // a 1, then a 1 again
  EXPECT_EQ(one.probability(4), frac(1, 6) + frac(1, 36));
  EXPECT_EQ(exact("d6r<3").probability(2), frac(2, 36));  // 1 or 2, then a 2
  EXPECT_EQ(natural_denominator(parse("2d6r1").left), BigInt(1296));
  EXPECT_EQ(exact("2d6r1").probability(2), frac(1, 1296));
}

TEST(Notation, ExplodingDiceWithACap) {
  const ExactDist once = exact("d6!1");
  EXPECT_EQ(once.probability(5), frac(1, 6));
  EXPECT_EQ(once.probability(6), Rational(0));   // a 6 always rolls again
  EXPECT_EQ(once.probability(7), frac(1, 36));   // 6 then 1
  EXPECT_EQ(once.probability(12), frac(1, 36));  // 6 then 6, cap reached
  const ExactDist capped = exact("d6!");
  EXPECT_EQ(capped.max(), 6 * (kDefaultExplosions + 1));
  EXPECT_EQ(capped.total(), Rational(1));
  // Mean of d6 exploding up to c times: 3.5 * (1 + 1/6 + ... + 1/6^c).
  double expected = 0;
  for (int i = 0; i <= kDefaultExplosions; ++i) expected += 3.5 / std::pow(6.0, i);
  EXPECT_NEAR(capped.mean(), expected, 1e-9);
}

TEST(Notation, ArithmeticOfTerms) {
  EXPECT_EQ(exact("d6+3").min(), 4);
  EXPECT_EQ(exact("2d6-2").min(), 0);
  EXPECT_EQ(exact("-d3").min(), -3);
  const ExactDist times = exact("2*d6");
  const ExactDist times_right = exact("d6*2");
  EXPECT_EQ(times.probability(12), frac(1, 6));
  EXPECT_EQ(times_right.probability(12), frac(1, 6));
  EXPECT_EQ(exact("(d6+1)*3-2").min(), 4);
  EXPECT_EQ(exact("7").probability(7), Rational(1));
  EXPECT_EQ(exact("d%").probability(100), frac(1, 100));
  EXPECT_EQ(exact("D6").max(), 6);
  EXPECT_EQ(exact("  2d6 + 1 ").max(), 13);
}

TEST(Notation, OpposedRollsParseBothSides) {
  const Expression e = parse("d6+3 vs d6+2");
  ASSERT_TRUE(e.is_opposed());
  const Opposed<Rational> r = opposed(exact_distribution(e.left), exact_distribution(*e.right));
  // Margin d6 - d6 + 1 > 0: P(d6 - d6 >= 0) = 21/36.
  EXPECT_EQ(r.win, frac(21, 36));
  EXPECT_EQ(r.tie, frac(5, 36));
  EXPECT_EQ(r.win + r.tie + r.lose, Rational(1));
}

TEST(Notation, SyntaxErrorsNameTheColumn) {
  EXPECT_EQ(error_column("2d"), 3);
  EXPECT_EQ(error_column("2d6 + x"), 7);
  EXPECT_EQ(error_column(""), 1);
  EXPECT_EQ(error_column("d6 vs"), 6);
  EXPECT_EQ(error_column("d6*d6"), 1);
  EXPECT_EQ(error_column("(d6+1"), 6);
  EXPECT_EQ(error_column("4d6kh5"), 4);
  EXPECT_EQ(error_column("4d6dl4"), 4);
  EXPECT_EQ(error_column("0d6"), 1);
  EXPECT_EQ(error_column("d0"), 2);
  EXPECT_EQ(error_column("d6r<7"), 3);   // would reroll every face
  EXPECT_EQ(error_column("d6!0"), 3);
  EXPECT_EQ(error_column("d1!"), 3);
  EXPECT_EQ(error_column("4d6kh3>=5"), 7);
  EXPECT_EQ(error_column("2d6 2d6"), 5);
  EXPECT_NE(error_message("2d").find("expected the number of sides"), std::string::npos);
}

TEST(Notation, NestingIsBounded) {
  EXPECT_GT(error_column(std::string(200, '(') + "1" + std::string(200, ')')), 0);
  EXPECT_GT(error_column(std::string(500, '-') + "1"), 0);
  EXPECT_EQ(exact(std::string(10, '(') + "d6" + std::string(10, ')')).max(), 6);
}

// A 4,095-character "1+1+...+1" overflowed the stack: the tree was as deep as the chain.
TEST(Notation, LongChainsOfOperatorsAreOneNodeAndEvaluateWithoutDeepRecursion) {
  std::string ones = "1";
  while (ones.size() + 2 <= 4095) ones += "+1";
  const Expression sum = parse(ones);
  EXPECT_EQ(sum.left.children.size(), 2048U);
  EXPECT_EQ(exact_distribution(sum.left).probability(2048), Rational(1));
  Rng rng(1);
  EXPECT_EQ(roll(sum.left, rng).total, 2048);

  std::string differences = "d6";
  while (differences.size() + 2 <= 4095) differences += "-1";
  EXPECT_EQ(exact(differences).max(), 6 - 2046);

  std::string product = "d6";
  while (product.size() + 2 <= 4095) product += "*1";
  const Expression times = parse(product);
  ASSERT_EQ(times.left.kind, Node::Kind::kMultiply);
  EXPECT_EQ(times.left.children[0].kind, Node::Kind::kDice);
  EXPECT_EQ(exact_distribution(times.left).max(), 6);
}

TEST(Notation, ConstantFactorsAreFoldedIntoOne) {
  const Node n = parse("2*d6*3").left;
  ASSERT_EQ(n.kind, Node::Kind::kMultiply);
  EXPECT_EQ(n.constant, 6);
  EXPECT_EQ(parse("2*3*4").left.constant, 24);
  EXPECT_EQ(exact("(d6*2)*-3").min(), -36);
  EXPECT_EQ(exact("2*3*d6").probability(18), frac(1, 6));
  // A product of constants is bounded like a total, so it cannot overflow.
  EXPECT_THROW(parse("(d1-1)*1000000000*1000000000"), LimitError);
}

TEST(Notation, LimitsAreStated) {
  EXPECT_THROW(parse("10001d6"), LimitError);
  EXPECT_THROW(parse("5001d6+5000d6"), LimitError);
  EXPECT_THROW(parse("d2000000"), LimitError);
  EXPECT_THROW(parse("99999999999"), LimitError);
  EXPECT_THROW(parse("201d6kh3"), LimitError);
  EXPECT_THROW(parse("d6*1000000000*1000000000"), LimitError);
  EXPECT_THROW(parse(std::string(5000, '1')), LimitError);
  EXPECT_THROW(distribution(parse("1000d1000").left), LimitError);
  EXPECT_THROW(exact_distribution(parse("500d100").left), LimitError);
  EXPECT_THROW(exact_distribution(parse("10000d6>=5").left), LimitError);  // rationals of 16,000 bits
  EXPECT_NO_THROW(distribution(parse("10000d6>=5").left));
}

TEST(Notation, TotalRangeIsWhatCanBeRolled) {
  auto range = [](const std::string& text) {
    const TotalRange r = total_range(parse(text).left);
    return std::make_pair(r.min, r.max);
  };
  EXPECT_EQ(range("10000d6>=5"), std::make_pair(0.0, 10000.0));
  EXPECT_EQ(range("4d6kh3"), std::make_pair(3.0, 18.0));
  EXPECT_EQ(range("d6!2"), std::make_pair(1.0, 18.0));
  EXPECT_EQ(range("2d6-d4"), std::make_pair(-2.0, 11.0));
  EXPECT_EQ(range("-3*d6"), std::make_pair(-18.0, -3.0));
  EXPECT_EQ(dice_in(parse("2d6+3d4-d3").left), 6);
}

TEST(Notation, RollShowsEveryDieAndAddsUp) {
  Rng rng(2026);
  for (int i = 0; i < 200; ++i) {
    const Roll r = roll(parse("4d6kh3 + 2d6r1 + d6!2 + 5d6<=2 - 1").left, rng);
    ASSERT_EQ(r.terms.size(), 4U);
    std::int64_t sum = 0;
    for (const RolledTerm& t : r.terms) sum += t.total;
    EXPECT_EQ(r.total, sum - 1);
    int dropped = 0;
    for (const RolledDie& d : r.terms[0].dice) dropped += d.kept ? 0 : 1;
    EXPECT_EQ(dropped, 1);
    for (const RolledDie& d : r.terms[1].dice) {
      EXPECT_EQ(d.faces.size() == 2, d.faces[0] == 1);  // a die is rolled twice exactly when it showed 1
      EXPECT_EQ(d.value, d.faces.back());
    }
    const RolledDie& boom = r.terms[2].dice[0];
    EXPECT_LE(boom.faces.size(), 3U);
    for (std::size_t f = 0; f + 1 < boom.faces.size(); ++f) EXPECT_EQ(boom.faces[f], 6);
    EXPECT_GE(r.terms[3].total, 0);
    EXPECT_LE(r.terms[3].total, 5);
  }
}

TEST(Notation, RollIsReproducibleFromItsSeed) {
  const Node n = parse("10d6+d20").left;
  Rng a(77);
  Rng b(77);
  for (int i = 0; i < 20; ++i) EXPECT_EQ(roll(n, a).total, roll(n, b).total);
}

}  // namespace
}  // namespace sandtable::core::notation
