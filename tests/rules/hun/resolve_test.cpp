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

// One printed row, copied from `sandtable hun chart fire-rifle --range 14` (the first two
// checked by hand: 0.428 to hit, 4+; kill (0.107 x 1296 - 36) / 17 = 6.05 results, up to
// d66 16; kill or wound (0.278 x 1296 - 36) / 17 = 19.1, up to d66 41. Target wounded: 0.514,
// 4+; 7.7 results, up to 22; 23.4, up to 45): the number to hit, then the last d66 of the
// save that kills and the last that wounds.
struct PrintedRow {
  bool moving, firer_wounded, target_wounded;
  int hit_on;
  int killed_to, wounded_to;
};

Outcome printed_outcome(const PrintedRow& row, int first, int second) {
  const int d66 = 10 * first + second;
  return d66 <= row.killed_to ? kKilled : d66 <= row.wounded_to ? kWounded : kScratch;
}

// Typed dice for a save's first die: the second die only where the printed ranges leave the
// result open.
std::vector<int> save_dice(const PrintedRow& row, int first, int second) {
  const Outcome low = printed_outcome(row, first, 1);
  const Outcome high = printed_outcome(row, first, 6);
  return low == high ? std::vector<int>{first} : std::vector<int>{first, second};
}

TEST(HunIVBChartDice, EveryCellOfTheRifleChartReadsAsPrinted) {
  const std::array<PrintedRow, 8> printed{{
      {false, false, false, 4, 16, 41},
      {false, false, true, 4, 22, 45},
      {false, true, false, 5, 16, 43},
      {false, true, true, 5, 22, 52},
      {true, false, false, 5, 14, 34},
      {true, false, true, 5, 16, 42},
      {true, true, false, 6, 15, 51},
      {true, true, true, 6, 22, 62},
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
      for (int first = 1; first <= 6; ++first) {
        for (int second = 1; second <= 6; ++second) {
          // A 6 to hit brings the vital roll first: a non-6 there goes on to the save.
          std::vector<int> faces = hit == 6 ? std::vector<int>{6, 3} : std::vector<int>{hit};
          for (const int f : save_dice(p, first, second)) faces.push_back(f);
          EXPECT_EQ(typed(row.shape, faces), printed_outcome(p, first, second))
              << "row " << r << " dice " << hit << " " << first << " " << second;
        }
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
  const ChartShape shape{4, 6, 18, true};  // save: first die 1 kills, 2-3 wound
  for (int vital = 1; vital <= 5; ++vital) {
    EXPECT_EQ(typed(shape, {6, vital, 1}), kKilled);
    EXPECT_EQ(typed(shape, {6, vital, 2}), kWounded);
    EXPECT_EQ(typed(shape, {6, vital, 6}), kScratch);
  }
  EXPECT_THROW(typed(shape, {6, 2}), engine::BadInput);  // the save die is missing
}

TEST(HunIVBChartDice, WithoutTheVitalRollASixGoesStraightToTheSave) {
  const ChartShape shape{4, 6, 18, false};
  EXPECT_EQ(typed(shape, {6, 6}), kScratch);
  EXPECT_EQ(typed(shape, {6, 1}), kKilled);
}

TEST(HunIVBChartDice, TheSecondSaveDieSplitsTheFaceACutFallsIn) {
  // Kill up to result 8 (d66 22), wound up to 22 (d66 44): a first die of 2 or 4 needs the
  // second; 1 kills and 3 wounds outright.
  const ChartShape shape{4, 8, 22, true};
  EXPECT_EQ(typed(shape, {4, 1}), kKilled);
  EXPECT_EQ(typed(shape, {4, 2, 2}), kKilled);
  EXPECT_EQ(typed(shape, {4, 2, 3}), kWounded);
  EXPECT_EQ(typed(shape, {4, 3}), kWounded);
  EXPECT_EQ(typed(shape, {4, 4, 4}), kWounded);
  EXPECT_EQ(typed(shape, {4, 4, 5}), kScratch);
  EXPECT_EQ(typed(shape, {4, 5}), kScratch);
  EXPECT_THROW(typed(shape, {4, 2}), engine::BadInput);     // the second save die is missing
  EXPECT_THROW(typed(shape, {4, 1, 1}), engine::BadInput);  // 1 needs no second die
}

TEST(HunIVBChartDice, ReadingEveryRollGivesTheChartOdds) {
  for (const bool vital : {true, false}) {
    for (int hit_on = 2; hit_on <= 6; ++hit_on) {
      for (int kill = 0; kill <= kSaveResults; ++kill) {
        for (const int wound : {kill, (kill + kSaveResults) / 2, kSaveResults}) {
          const ChartShape shape{hit_on, kill, wound, vital};
          const auto dist = testing::every_roll([&](engine::DiceSource& d) { return read_chart(shape, d); });
          const ChartOdds odds = chart_odds(shape);
          EXPECT_NEAR(dist.count(kKilled) ? dist.at(kKilled) : 0.0, odds.kill_chance(), 1e-12);
          EXPECT_NEAR(dist.count(kWounded) ? dist.at(kWounded) : 0.0, odds.wound_chance(), 1e-12);
          EXPECT_NEAR(dist.at(kMiss), (hit_on - 1) / 6.0, 1e-12);
        }
      }
    }
  }
}

TEST(HunIVBChartDice, WrongDiceAreOneLineErrors) {
  const ChartShape shape{4, 12, 24, true};  // save: first die 1-2 kill, 3-4 wound
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
// in situations where the chart's rounding is larger than that tolerance (at 120 inches the
// model kills 0.05 x 0.25 = 1.25%, the chart no less than the vital hit's 2.78%).
TEST(HunVIIIDigitalDraw, SeededDrawsMatchTheModelNotTheChart) {
  constexpr int kDraws = 200000;
  bool chart_would_fail = false;
  for (const int inches : {3, 14, 120}) {
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
    chart_would_fail |= std::fabs(row.chart.kill_chance() - model.kill) > 5 * kill_se;
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
