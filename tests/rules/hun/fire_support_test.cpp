// VIII: MG arcs, artillery, bombs and off-board support; IX: charges; IV.A: competitive initiative.
#include <gtest/gtest.h>

#include <set>

#include "rules/hun/charge.hpp"
#include "rules/hun/competitive.hpp"
#include "rules/hun/fire_support.hpp"

namespace sandtable::rules::hun {
namespace {

TEST(HunMg, NoCrewCannotFire) { EXPECT_THROW(fire_mg({0, 0, "45"}), engine::BadInput); }

TEST(HunMg, DoubleArcMeansTestingTwice) {
  EXPECT_EQ(fire_mg({3, 0, "double-45"}).tests_per_figure, 2);
  EXPECT_EQ(fire_mg({3, 0, "90"}).tests_per_figure, 1);
  EXPECT_EQ(fire_mg({3, 0, "90"}).arc_degrees, 90);
  EXPECT_EQ(fire_mg({3, 0, "45"}).arc_degrees, 45);
}

TEST(HunMg, LoneCrewmanReloadsAfterAWideArc) {
  EXPECT_TRUE(fire_mg({1, 0, "90"}).reload_needed);
  EXPECT_TRUE(fire_mg({1, 0, "double-45"}).reload_needed);
  EXPECT_FALSE(fire_mg({1, 0, "45"}).reload_needed);
  EXPECT_FALSE(fire_mg({2, 0, "90"}).reload_needed);
}

TEST(HunMg, AllCrewWoundedFireOneFortyFiveDegreeArc) {
  EXPECT_THROW(fire_mg({2, 2, "90"}), engine::BadInput);
  EXPECT_THROW(fire_mg({2, 2, "double-45"}), engine::BadInput);
  EXPECT_NO_THROW(fire_mg({2, 2, "45"}));
  EXPECT_NO_THROW(fire_mg({2, 1, "90"}));
}

TEST(HunMg, CannotFireAfterTheCrewMovedUnlessOnAVehicle) {
  EXPECT_THROW(fire_mg({3, 0, "90", true, false}), engine::BadInput);
  EXPECT_TRUE(fire_mg({3, 0, "90", true, true}).moving_fire);
}

TEST(HunArtillery, BlastIsThreeInchesHeavySix) {
  EXPECT_EQ(fire_artillery({24, 4}).blast_inches, 3);
  EXPECT_EQ(fire_artillery({24, 0, false, true, true}).blast_inches, 6);
}

TEST(HunArtillery, OverheadFireNeedsSixInches) {
  EXPECT_THROW(fire_artillery({5, 4, true}), engine::BadInput);
  EXPECT_NO_THROW(fire_artillery({6, 4, true}));
}

TEST(HunArtillery, NeedsTwoCrewForOneAction) {
  EXPECT_EQ(fire_artillery({24, 2}).actions, 1);
  EXPECT_EQ(fire_artillery({24, 1}).actions, 2);
  EXPECT_THROW(fire_artillery({24, 0}), engine::BadInput);
}

TEST(HunArtillery, LongerRangeDeviatesMore) {
  const FallOfShot near = fire_artillery({10, 4});
  const FallOfShot far = fire_artillery({100, 4});
  EXPECT_GT(near.deviation.dist.probability(0), far.deviation.dist.probability(0));
  EXPECT_GT(far.deviation.dist.mean(), near.deviation.dist.mean());
}

TEST(HunOffBoard, AlwaysUsesTheLongestBracket) {
  EXPECT_EQ(fire_artillery({5, 0, false, true}).bracket, fire_artillery({500, 4}).bracket);
}

TEST(HunBomb, RangeIsSixInchesBlastTwo) {
  EXPECT_NO_THROW(throw_bomb(Quality::kSoldier, 6));
  EXPECT_THROW(throw_bomb(Quality::kSoldier, 7), engine::BadInput);
  EXPECT_EQ(throw_bomb(Quality::kSoldier, 3).blast_inches, 2);
}

TEST(HunSupport, IsTwoDiceWithRegistration) {
  EXPECT_DOUBLE_EQ(call_support(0).arrives, 10.0 / 36);  // 9+ on 2D6
  EXPECT_DOUBLE_EQ(call_support(2).arrives, 21.0 / 36);  // 7+
  EXPECT_DOUBLE_EQ(call_support(0).communications_lost, 1.0 / 36);
}

TEST(HunSupport, RegistrationGrowsEvenWhenFireArrivesAndResetsWhenLost) {
  EXPECT_EQ(call_support(0).registration_next, 1);
  EXPECT_EQ(call_support(3).registration_next, 4);
  EXPECT_EQ(call_support(3).registration_if_lost, 0);
  EXPECT_THROW(call_support(-1), engine::BadInput);
}

TEST(HunCharge, DefensiveFireRangeByQuality) {
  EXPECT_DOUBLE_EQ(defensive_fire_range(Quality::kElite, 10, 10).range_inches, 0);
  EXPECT_DOUBLE_EQ(defensive_fire_range(Quality::kVeteran, 12, 10).range_inches, 5);
  EXPECT_DOUBLE_EQ(defensive_fire_range(Quality::kSoldier, 12, 10).range_inches, 12);
  EXPECT_DOUBLE_EQ(defensive_fire_range(Quality::kConscript, 12, 10).range_inches, 12);
}

TEST(HunCharge, CounterChargeIsUnwaveringCavalryInTheOpen) {
  EXPECT_THROW(counter_charge(8, false, false, true), engine::BadInput);
  EXPECT_THROW(counter_charge(8, true, true, true), engine::BadInput);
  EXPECT_THROW(counter_charge(8, true, false, false), engine::BadInput);
  const CounterCharge m = counter_charge(8, true, false, true);
  EXPECT_DOUBLE_EQ(m.charger_moves, 6);
  EXPECT_DOUBLE_EQ(m.counter_charger_moves, 2);
}

TEST(HunInitiative, TiesAreRerolled) {
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    engine::SeededDice dice{core::Rng(seed)};
    const InitiativeRoll r = roll_initiative(dice);
    for (std::size_t i = 0; i + 1 < r.rolls.size(); ++i) EXPECT_EQ(r.rolls[i].first, r.rolls[i].second);
    EXPECT_NE(r.rolls.back().first, r.rolls.back().second);
    EXPECT_EQ(r.winner, r.rolls.back().first > r.rolls.back().second ? 0 : 1);
  }
}

TEST(HunInitiative, EveryUnitActsOnceInEachStyle) {
  for (const auto style : {InitiativeStyle::kUnitByUnit, InitiativeStyle::kAlternatingUnits,
                           InitiativeStyle::kAlternatingSides}) {
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
      engine::SeededDice dice{core::Rng(seed)};
      const int a = static_cast<int>(seed % 5);
      const int b = static_cast<int>(seed % 7);
      const CompetitiveTurn t = competitive_turn(style, a, b, dice);
      EXPECT_EQ(std::count(t.order.begin(), t.order.end(), 0), a);
      EXPECT_EQ(std::count(t.order.begin(), t.order.end(), 1), b);
    }
  }
}

TEST(HunInitiative, AlternatingSidesActsSideBySide) {
  engine::SeededDice dice{core::Rng(3)};
  const CompetitiveTurn t = competitive_turn(InitiativeStyle::kAlternatingSides, 3, 4, dice);
  int switches = 0;
  for (std::size_t i = 1; i < t.order.size(); ++i) switches += t.order[i] != t.order[i - 1];
  EXPECT_EQ(switches, 1);
  EXPECT_EQ(t.rolls.size(), 1u);
  EXPECT_EQ(t.order.front(), t.rolls.front().winner);
}

TEST(HunInitiative, AlternatingUnitsPassesBackAndForth) {
  engine::SeededDice dice{core::Rng(5)};
  const CompetitiveTurn t = competitive_turn(InitiativeStyle::kAlternatingUnits, 3, 3, dice);
  for (std::size_t i = 1; i < t.order.size(); ++i) EXPECT_NE(t.order[i], t.order[i - 1]);
}

TEST(HunInitiative, UnitByUnitDicesEachInitiative) {
  engine::SeededDice dice{core::Rng(9)};
  const CompetitiveTurn t = competitive_turn(InitiativeStyle::kUnitByUnit, 4, 4, dice);
  EXPECT_GE(t.rolls.size(), 4u);  // a roll for every initiative while both sides have units left
  EXPECT_THROW(engine::parse_name(kInitiativeStyleNames, "random", "style"), engine::BadInput);
}

}  // namespace
}  // namespace sandtable::rules::hun
