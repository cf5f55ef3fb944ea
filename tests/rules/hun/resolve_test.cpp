// IV.B and VIII: attacks resolved with typed dice through the chart, and digitally from the
// model's exact chances.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <string>

#include "engine/calculator_dice.hpp"
#include "every_roll.hpp"
#include "rules/hun/resolve.hpp"

namespace sandtable::rules::hun {
namespace {

Outcome typed(const ChartShape& shape, std::vector<int> faces) {
  engine::TypedFaces dice(std::move(faces));
  const Outcome o = read_chart(shape, dice);
  dice.finish();
  return o;
}

AttackSituation rifle_at(int inches) {
  AttackSituation s;
  s.action = Attack::kRifle;
  s.range_inches = inches;
  return s;
}

// One printed row, copied by hand from `sandtable hun chart fire-rifle --range 14`: the
// number to hit, then the save faces 1..6 as K(illed), W(ounded) or S(cratch).
struct PrintedRow {
  bool moving, firer_wounded, target_wounded;
  int hit_on;
  const char* save;
};

Outcome printed_outcome(const PrintedRow& row, int hit, int save) {
  if (hit < row.hit_on) return kMiss;
  const char c = row.save[save - 1];
  return c == 'K' ? kKilled : c == 'W' ? kWounded : kScratch;
}

TEST(HunIVBChartDice, EveryCellOfTheRifleChartReadsAsPrinted) {
  const std::array<PrintedRow, 8> printed{{
      {false, false, false, 4, "KWWSSS"},
      {false, false, true, 5, "KKWWWW"},
      {false, true, false, 5, "KWWWSS"},
      {false, true, true, 4, "KWWSSS"},
      {true, false, false, 6, "KKWWWW"},
      {true, false, true, 5, "KWWSSS"},
      {true, true, false, 6, "KWWWSS"},
      {true, true, true, 6, "KWWWWS"},
  }};
  const std::vector<ChartRow> chart = make_chart(rifle_at(14));
  ASSERT_EQ(chart.size(), printed.size());
  for (std::size_t r = 0; r < printed.size(); ++r) {
    const PrintedRow& p = printed[r];
    const ChartRow& row = chart[r];
    ASSERT_EQ(row.moving, p.moving);
    ASSERT_EQ(row.attacker_wounded, p.firer_wounded);
    ASSERT_EQ(row.victim_wounded, p.target_wounded);
    ASSERT_TRUE(row.shape.vital);
    for (int hit = 1; hit <= 6; ++hit) {
      if (hit < p.hit_on) {
        EXPECT_EQ(typed(row.shape, {hit}), kMiss) << "row " << r << " to hit " << hit;
        continue;
      }
      for (int save = 1; save <= 6; ++save) {
        // A 6 to hit brings the vital roll first: a non-6 there goes on to the save.
        const std::vector<int> faces = hit == 6 ? std::vector<int>{6, 3, save} : std::vector<int>{hit, save};
        EXPECT_EQ(typed(row.shape, faces), printed_outcome(p, hit, save)) << "row " << r << " dice " << hit << " " << save;
      }
    }
  }
}

TEST(HunIVBChartDice, VitalHitIsASixThenASixWithNoSave) {
  const ChartShape lenient{4, 0, 0, true};  // no save face kills
  EXPECT_EQ(typed(lenient, {6, 6}), kKilled);
  EXPECT_THROW(typed(lenient, {6, 6, 6}), engine::BadInput);  // no save die is rolled
}

TEST(HunIVBChartDice, SixThenNotSixGoesOnToTheSave) {
  const ChartShape shape{4, 1, 3, true};
  for (int vital = 1; vital <= 5; ++vital) {
    EXPECT_EQ(typed(shape, {6, vital, 1}), kKilled);
    EXPECT_EQ(typed(shape, {6, vital, 2}), kWounded);
    EXPECT_EQ(typed(shape, {6, vital, 6}), kScratch);
  }
  EXPECT_THROW(typed(shape, {6, 2}), engine::BadInput);  // the save die is missing
}

TEST(HunIVBChartDice, WithoutTheVitalRollASixGoesStraightToTheSave) {
  const ChartShape shape{4, 1, 3, false};
  EXPECT_EQ(typed(shape, {6, 6}), kScratch);
  EXPECT_EQ(typed(shape, {6, 1}), kKilled);
}

TEST(HunIVBChartDice, ReadingEveryRollGivesTheChartOdds) {
  for (const ChartShape& shape : all_shapes(true)) {
    const auto dist = testing::every_roll([&](engine::DiceSource& d) { return read_chart(shape, d); });
    const ChartOdds odds = chart_odds(shape);
    EXPECT_NEAR(dist.count(kKilled) ? dist.at(kKilled) : 0.0, odds.kill(), 1e-12);
    EXPECT_NEAR(dist.count(kWounded) ? dist.at(kWounded) : 0.0, odds.wound(), 1e-12);
    EXPECT_NEAR(dist.at(kMiss), (shape.hit_on - 1) / 6.0, 1e-12);
  }
}

TEST(HunIVBChartDice, WrongDiceAreOneLineErrors) {
  const ChartShape shape{4, 2, 4, true};
  EXPECT_THROW(typed(shape, {}), engine::BadInput);
  EXPECT_THROW(typed(shape, {4}), engine::BadInput);        // the save is missing
  EXPECT_THROW(typed(shape, {2, 5}), engine::BadInput);     // a miss needs one die
  EXPECT_THROW(typed(shape, {7}), engine::BadInput);  // no such face on a d6
  EXPECT_THROW(engine::TypedFaces("0 3"), engine::BadInput);
  EXPECT_THROW(engine::TypedFaces("4 x"), engine::BadInput);
  EXPECT_THROW(engine::TypedFaces(""), engine::BadInput);
  engine::TypedFaces spaced(" 4, 2 ");
  EXPECT_EQ(read_chart(shape, spaced), kKilled);  // hit on 4, save 2: killed
  try {
    typed(shape, {4});
    FAIL();
  } catch (const engine::BadInput& e) {
    EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("save"), std::string::npos);
  }
}

TEST(HunVIIIDigitalDraw, FixedPointOddsAreTheModelsToTwoToTheMinus64) {
  for (int inches : {1, 7, 14, 30}) {
    const AttackOdds odds = resolve_attack(rifle_at(inches));
    const auto [killed, wounded, scratch] = ExactOdds::of(odds).killed_wounded_scratch;
    const double unit = std::ldexp(1.0, -64);
    EXPECT_NEAR(std::ldexp(static_cast<double>(killed), -64), odds.kill, 2 * unit + 1e-16);
    EXPECT_NEAR(std::ldexp(static_cast<double>(wounded), -64), odds.wound, 2 * unit + 1e-16);
    EXPECT_NEAR(std::ldexp(static_cast<double>(killed + wounded + scratch), -64), odds.hit, 2 * unit + 1e-16);
  }
}

TEST(HunVIIIDigitalDraw, ThresholdsSplitTheDrawInOrder) {
  const ExactOdds odds{{10, 5, 20}};
  EXPECT_EQ(odds.outcome(0), kKilled);
  EXPECT_EQ(odds.outcome(9), kKilled);
  EXPECT_EQ(odds.outcome(10), kWounded);
  EXPECT_EQ(odds.outcome(14), kWounded);
  EXPECT_EQ(odds.outcome(15), kScratch);
  EXPECT_EQ(odds.outcome(34), kScratch);
  EXPECT_EQ(odds.outcome(35), kMiss);
  EXPECT_EQ(odds.outcome(UINT64_MAX), kMiss);
}

// Each outcome's share of many seeded draws is within 5 standard errors of the model's chance,
// in situations where the chart's rounding is larger than that tolerance.
TEST(HunVIIIDigitalDraw, SeededDrawsMatchTheModelNotTheChart) {
  constexpr int kDraws = 200000;
  bool chart_would_fail = false;
  for (const int inches : {3, 14, 25}) {
    const AttackSituation s = rifle_at(inches);
    const AttackOdds model = resolve_attack(s);
    std::array<int, 4> counts{};
    for (int i = 0; i < kDraws; ++i) {
      engine::SeededDice dice(core::Rng::stream(2026, static_cast<std::uint64_t>(i), core::Purpose::kGeneral));
      ++counts[static_cast<std::size_t>(draw_attack(s, dice).outcome)];
    }
    const std::array<double, 4> p{model.miss, model.scratch, model.wound, model.kill};
    for (std::size_t o = 0; o < 4; ++o) {
      const double se = std::sqrt(p[o] * (1 - p[o]) / kDraws);
      EXPECT_NEAR(counts[o] / static_cast<double>(kDraws), p[o], 5 * se + 1e-12)
          << inches << " inches, outcome " << outcome_name(static_cast<Outcome>(o));
    }
    const ChartRow row = chart_row(s);
    const double kill_se = std::sqrt(model.kill * (1 - model.kill) / kDraws);
    chart_would_fail |= std::fabs(row.chart.kill() - model.kill) > 5 * kill_se;
  }
  EXPECT_TRUE(chart_would_fail) << "no case tells the model from the chart";
}

TEST(HunVIIIDigitalDraw, TheSameSeedGivesTheSameOutcome) {
  const AttackSituation s = rifle_at(10);
  bool outcomes_differ = false;
  engine::SeededDice first_dice(core::Rng(99));
  const DigitalDraw first = draw_attack(s, first_dice);
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    engine::SeededDice a{core::Rng(seed)};
    engine::SeededDice b{core::Rng(seed)};
    const DigitalDraw da = draw_attack(s, a);
    const DigitalDraw db = draw_attack(s, b);
    EXPECT_EQ(da.u, db.u);
    EXPECT_EQ(da.outcome, db.outcome);
    outcomes_differ |= da.outcome != first.outcome;
  }
  EXPECT_TRUE(outcomes_differ);
}

}  // namespace
}  // namespace sandtable::rules::hun
