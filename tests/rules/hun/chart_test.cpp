// The d6 charts (IV.B, VIII): exact chart odds, the optimiser, and the audit's 3-point bound.
#include <gtest/gtest.h>

#include "core/random.hpp"
#include "rules/hun/audit.hpp"

namespace sandtable::rules::hun {
namespace {

TEST(HunChart, VitalHitIsASixThenASix) {
  // Hit on 6, no save result kills: only the vital hit kills, 1/36.
  const ChartOdds o = chart_odds({6, 0, 0});
  EXPECT_EQ(o.kill_216, 6);
  EXPECT_EQ(o.wound_216, 0);
}

TEST(HunChart, HitOnFourKillOnOneOrTwo) {
  // Hits 3/6, vital 1/36, plain hits 17/36; saves 1-2 kill, 3-4 wound.
  const ChartOdds o = chart_odds({4, 2, 4});
  EXPECT_EQ(o.kill_216, 6 + 17 * 2);
  EXPECT_EQ(o.wound_216, 17 * 2);
}

TEST(HunChart, ThereAre140Shapes) { EXPECT_EQ(all_shapes().size(), 140u); }

TEST(HunChart, WithoutTheVitalRollSixesGoToTheSave) {
  const ChartOdds o = chart_odds({4, 2, 4, false});
  EXPECT_EQ(o.kill_216, 18 * 2);
  EXPECT_EQ(o.wound_216, 18 * 2);
  EXPECT_EQ(all_shapes(true).size(), 280u);
}

TEST(HunChart, FastSearchFindsTheExhaustiveOptimum) {
  core::Rng rng(7);
  for (const bool vital_optional : {false, true}) {
    for (int i = 0; i < 20000; ++i) {
      const double hit = rng.below(1001) / 1000.0;
      const double kill_share = rng.below(1001) / 1000.0;
      const double kill = hit * kill_share;
      const double wound = (hit - kill) * (rng.below(1001) / 1000.0);
      const ChartError fast = chart_error(best_shape(kill, wound, vital_optional), kill, wound);
      const ChartError full = chart_error(best_shape_exhaustive(kill, wound, vital_optional), kill, wound);
      ASSERT_DOUBLE_EQ(fast.worst, full.worst) << kill << " " << wound;
      ASSERT_DOUBLE_EQ(fast.sum, full.sum) << kill << " " << wound;
    }
  }
}

TEST(HunChart, FireChartHasStaticAndMovingRowsWoundedOrNot) {
  AttackSituation s;
  s.action = Attack::kRifle;
  s.range_inches = 12;
  const auto rows = make_chart(s);
  ASSERT_EQ(rows.size(), 8u);
  int moving = 0;
  for (const auto& r : rows) moving += r.moving ? 1 : 0;
  EXPECT_EQ(moving, 4);
  // Moving fire and wounded firers hit less; wounded targets are hit more.
  EXPECT_LT(rows[4].model.kill, rows[0].model.kill);
  EXPECT_LT(rows[2].model.kill, rows[0].model.kill);
  EXPECT_GT(rows[1].model.kill, rows[0].model.kill);
}

TEST(HunChart, MeleeChartHasNoMovingFire) {
  AttackSituation s;
  s.action = Attack::kSword;
  EXPECT_EQ(make_chart(s).size(), 4u);
}

TEST(HunChart, BlastChartOnlyAsksWhetherTheTesterIsWounded) {
  AttackSituation s;
  s.action = Attack::kTestVsBlast;
  EXPECT_EQ(make_chart(s).size(), 2u);
}

TEST(HunChartAudit, WorstGapIsAtMostThreePoints) {
  const AuditResult r = audit_charts();
  EXPECT_GT(r.cases, 1'000'000);
  EXPECT_LE(r.worst_kill_error, 0.03);
  EXPECT_LE(r.worst_wound_error, 0.03);
  EXPECT_LE(r.worst_error, 0.03);
  EXPECT_LT(r.mean_error, r.worst_error);
}

TEST(HunChartAudit, AnOptionalVitalRollOnlyNarrowsTheGaps) {
  Model optional = builtin_model();
  optional.vital_roll_optional = true;
  const AuditResult with = audit_charts();
  const AuditResult without = audit_charts(optional);
  EXPECT_EQ(with.cases, without.cases);
  EXPECT_LE(without.worst_error, with.worst_error);
  EXPECT_LT(without.mean_error, with.mean_error);
}

TEST(HunChartAudit, VisitsEveryPistolRangeUpToNine) {
  int most = -1;
  int count = 0;
  for_each_situation(builtin_model(), Attack::kPistol, [&](const AttackSituation& s) {
    most = std::max(most, s.range_inches);
    ++count;
  });
  EXPECT_EQ(most, 9);
  // 5 x 5 qualities, 4 covers, 10 ranges, 2 x 2 mounts, sharpshooter, 3 postures, 8 rows.
  EXPECT_EQ(count, 5 * 5 * 4 * 10 * 4 * 2 * 3 * 8);
}

}  // namespace
}  // namespace sandtable::rules::hun
