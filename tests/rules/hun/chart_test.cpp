// The charts (IV.B, VIII): the to-hit number, the save read as d66, exact chart odds, the
// monotone fit, and the audit over every reachable input. Chances are in 1296ths: a to-hit
// die, a vital die and the save's 36 results.
#include <gtest/gtest.h>

#include "rules/hun/audit.hpp"
#include "rules/hun/worsen.hpp"

namespace sandtable::rules::hun {
namespace {

AttackSituation rifle_at(int inches, Quality firer = Quality::kSoldier) {
  AttackSituation s;
  s.action = Attack::kRifle;
  s.range_inches = inches;
  s.attacker = firer;
  return s;
}

TEST(HunChartIVB, ToHitIsTheNearestD6Threshold) {
  // Thresholds 1/6 .. 5/6; halfway between two, the harder number.
  EXPECT_EQ(hit_on_for(0.0), 6);     // nothing nearer than 6+ (1/6)
  EXPECT_EQ(hit_on_for(0.25), 6);    // halfway between 1/6 and 2/6
  EXPECT_EQ(hit_on_for(0.2501), 5);
  EXPECT_EQ(hit_on_for(0.45), 4);    // 3/6 is 0.05 away, 2/6 0.117
  EXPECT_EQ(hit_on_for(0.75), 3);    // halfway between 4/6 and 5/6
  EXPECT_EQ(hit_on_for(0.80), 2);    // the cap: 5/6 is 0.033 away
  EXPECT_DOUBLE_EQ(chart_hit_chance(4), 0.5);
}

TEST(HunChartVIII, VitalHitIsASixThenASix) {
  // Hit on 6, no save result kills: only the vital hit kills, 1/36 = 36/1296.
  const ChartOdds o = chart_odds({6, 0, 0});
  EXPECT_EQ(o.kill, 36);
  EXPECT_EQ(o.wound, 0);
}

TEST(HunChartVIII, SaveResultsAreThirtySixthsOfTheHitsThatReachTheSave) {
  // Hit on 4: 3 faces x 6 vital faces = 18/36, less the 6-6: 17/36 reach the save. Kill
  // results 1..6 (first die 1): 36 + 17 x 6 = 138. Wound results 7..20: 17 x 14 = 238.
  const ChartOdds o = chart_odds({4, 6, 20, true});
  EXPECT_EQ(o.kill, 138);
  EXPECT_EQ(o.wound, 238);
  // Without the vital roll all 18/36 go to the save.
  const ChartOdds plain = chart_odds({4, 6, 20, false});
  EXPECT_EQ(plain.kill, 18 * 6);
  EXPECT_EQ(plain.wound, 18 * 14);
}

TEST(HunChartVIII, TheSecondSaveDieOnlyOnAFaceACutSplits) {
  // Kill 1..8 and wound 9..22: face 2 holds results 7..12 (8 splits it), face 4 holds
  // 19..24 (22 splits it); faces 1, 3, 5 and 6 read whole.
  const ChartShape s{4, 8, 22, true};
  for (int face = 1; face <= 6; ++face) EXPECT_EQ(needs_second_die(s, face), face == 2 || face == 4) << face;
  // A cut at the end of a face (12 = face 2's last result) splits nothing.
  EXPECT_FALSE(needs_second_die({4, 12, 12, true}, 2));
  EXPECT_FALSE(needs_second_die({4, 12, 12, true}, 3));
}

TEST(HunChartIVB, RifleAtTwelveInchesWorkedByHand) {
  // Soldier at soldier: 0.45 to hit, 4+ (3/6). Kill 0.25 x 0.45 = 0.1125 = 145.8/1296; less
  // the vital 36 over the 17 that reach the save: 6.46, so 6 results: 36 + 102 = 138.
  // Kill or wound 0.65 x 0.45 = 379.08/1296: (379.08 - 36) / 17 = 20.2, so 20: wound
  // 17 x 14 = 238. (The easier numbers' lowest chances, 197 for 3+ and 239 for 2+, bind
  // nothing here: see OnATieTheHarderNumberNeverKillsMore.)
  const ChartRow soldier = chart_row(rifle_at(12));
  EXPECT_EQ(soldier.shape.hit_on, 4);
  EXPECT_EQ(soldier.shape.kill_cut, 6);
  EXPECT_EQ(soldier.shape.wound_cut, 20);
  EXPECT_EQ(soldier.chart.kill, 138);
  EXPECT_EQ(soldier.chart.wound, 238);
  // Veteran: 0.45 x 1.15 = 0.5175, still 4+. Kill 167.67/1296: (167.67 - 36) / 17 = 7.7, so
  // 8: 36 + 136 = 172. Kill or wound 435.94: 23.5, so 24: wound 17 x 16 = 272.
  const ChartRow veteran = chart_row(rifle_at(12, Quality::kVeteran));
  EXPECT_EQ(veteran.shape.hit_on, 4);
  EXPECT_EQ(veteran.chart.kill, 172);
  EXPECT_EQ(veteran.chart.wound, 272);
  // The complaint: the soldier was on 4+ and the veteran on 5+. Now in order.
  EXPECT_LE(veteran.shape.hit_on, soldier.shape.hit_on);
  EXPECT_GE(veteran.chart.kill, soldier.chart.kill);
  EXPECT_GE(veteran.chart.kill + veteran.chart.wound, soldier.chart.kill + soldier.chart.wound);
}

TEST(HunChartIVB, AWoundedTargetIsNeverHarderToHit) {
  // A veteran firing static at 12": 0.5175 unwounded (4+, above). Wounded target: x1.2 =
  // 0.621, 6 x 0.621 = 3.73 faces, nearest 4: 3+. Kill 0.15525 = 201.2/1296: (201.2 - 36)
  // / 23 = 7.2, so 7: 36 + 161 = 197. Kill or wound 523.1: 21.2, so 21: wound 23 x 14 = 322.
  AttackSituation wounded = rifle_at(12, Quality::kVeteran);
  wounded.victim_wounded = true;
  const ChartRow row = chart_row(wounded);
  EXPECT_EQ(row.shape.hit_on, 3);
  EXPECT_EQ(row.chart.kill, 197);
  EXPECT_EQ(row.chart.wound, 322);
  const ChartRow unwounded = chart_row(rifle_at(12, Quality::kVeteran));
  EXPECT_LT(row.shape.hit_on, unwounded.shape.hit_on);
  EXPECT_GT(row.chart.kill, unwounded.chart.kill);
}

TEST(HunChartIVB, OnATieTheHarderNumberNeverKillsMore) {
  // Rifle, kill share 0.25. At 0.75 to hit (halfway: 3+) the nearest kill is exact:
  // 0.1875 x 1296 = 243, (243 - 36) / 23 = 9 results, 36 + 207 = 243. Just above, on 2+:
  // (243 - 36) / 29 = 7.1, so 7: 36 + 203 = 239. 243 would kill more with the harder number,
  // so 3+ is held to (239 - 36) / 23 = 8.8, 8 results: 36 + 184 = 220.
  const WeaponModel& rifle = builtin_model().weapon(Attack::kRifle);
  const ChartShape harder = fit_chart(0.75, rifle, builtin_model());
  const ChartShape easier = fit_chart(0.7501, rifle, builtin_model());
  EXPECT_EQ(harder.hit_on, 3);
  EXPECT_EQ(easier.hit_on, 2);
  EXPECT_EQ(chart_odds(easier).kill, 239);
  EXPECT_EQ(harder.kill_cut, 8);
  EXPECT_EQ(chart_odds(harder).kill, 220);
}

TEST(HunChartVIII, APlainD6SaveMovesItsCutsByWholeFaces) {
  // The soldier at 12" again with `save_second_die` off: 6.46 results of kill round to a
  // face (6); 20.2 of kill or wound to 18 (3 faces): kill 138, wound 17 x 12 = 204.
  Model plain = builtin_model();
  plain.save_second_die = false;
  const ChartRow row = chart_row(rifle_at(12), plain);
  EXPECT_EQ(row.shape.kill_cut, 6);
  EXPECT_EQ(row.shape.wound_cut, 18);
  EXPECT_EQ(row.chart.wound, 204);
}

TEST(HunChartVIII, WithoutTheVitalRollSixesGoToTheSave) {
  // The soldier at 12": 18/36 reach the save; kill 145.8 / 18 = 8.1, so 8: 144; kill or
  // wound 379.08 / 18 = 21.06, so 21: wound 18 x 13 = 234.
  Model optional = builtin_model();
  optional.vital_roll_optional = true;
  const ChartRow row = chart_row(rifle_at(12), optional);
  EXPECT_FALSE(row.shape.vital);
  EXPECT_EQ(row.chart.kill, 144);
  EXPECT_EQ(row.chart.wound, 234);
}

TEST(HunChart, FireChartHasStaticAndMovingRowsWoundedOrNot) {
  const auto rows = make_chart(rifle_at(12));
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

// The whole input space, every one-step worsening of every case (worsen.hpp: more cover,
// longer range, a running or prone target, moving fire, a wounded firer, worse quality, ...):
// the model's chance to hit never rises, and the chart gets no easier to-hit number, no
// more kills, no more kills and wounds. The same walk measures the gaps.
TEST(HunChartAuditIVB, NoWorseningEverGetsABetterChart) {
  const AuditResult r = audit_charts();
  EXPECT_GT(r.cases, 3'000'000);
  EXPECT_GT(r.worsenings, 20'000'000);
  for (std::size_t i = 0; i < worsenings().size(); ++i) EXPECT_GT(r.applied[i], 0) << worsenings()[i].name << " never applied";
  EXPECT_EQ(r.model_breaches, 0) << r.first_model_breach;
  EXPECT_EQ(r.breaches, 0) << r.first_breach;
  // Kill and wound within 3 points; the kill gap's floor is the vital hit, 1/36 (2.78).
  EXPECT_LE(r.worst_kill_error, 1 / 36.0);
  EXPECT_LE(r.worst_wound_error, 0.03);
  EXPECT_LT(r.mean_error, r.worst_error);
  // To hit: 6+ is 1/6 and the smallest chances are near 0.
  EXPECT_LE(r.worst_hit_error, 1 / 6.0);
}

TEST(HunChartAuditIVB, TheBreachCountsCanFail) {
  // A hand-built model in which hard cover helps the firer (parse_model would refuse it).
  Model broken = builtin_model();
  broken.fire_cover[static_cast<std::size_t>(Cover::kHard)] = 2.0;
  const AuditResult r = audit_charts(broken, Attack::kPistol);
  EXPECT_GT(r.model_breaches, 0);
  EXPECT_GT(r.breaches, 0);
  EXPECT_NE(r.first_breach.find("better cover"), std::string::npos) << r.first_breach;
  EXPECT_NE(r.first_model_breach.find("better cover"), std::string::npos) << r.first_model_breach;
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
  EXPECT_EQ(audit_charts(builtin_model(), Attack::kPistol).cases, count);
}

}  // namespace
}  // namespace sandtable::rules::hun
