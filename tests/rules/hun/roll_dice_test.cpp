// V-XI: every roll but attacks made with dice: reading every possible roll gives exactly the
// distribution the command reports, typed dice give the table's result, and bad dice are refused.
#include <gtest/gtest.h>

#include "engine/calculator_dice.hpp"
#include "every_roll.hpp"
#include "rules/hun/checks.hpp"
#include "rules/hun/competitive.hpp"
#include "rules/hun/fire_support.hpp"
#include "rules/hun/movement.hpp"

namespace sandtable::rules::hun {
namespace {

void expect_reads_as_stated(const RollResult& r) {
  const auto dist = testing::every_roll(r.read_dice);
  double total = 0;
  for (const auto& [value, chance] : dist) {
    EXPECT_NEAR(chance, r.dist.probability(value), 1e-12) << r.dice << ": value " << value;
    total += chance;
  }
  EXPECT_NEAR(total, 1.0, 1e-12);
}

int typed(const RollResult& r, std::vector<int> faces) {
  engine::TypedFaces dice(std::move(faces));
  const int value = r.read_dice(dice);
  dice.finish();
  return value;
}

TEST(HunXMoraleDice, EveryRollReadsAsTheOdds) {
  for (const Quality q : kQualities) {
    for (const bool general : {false, true}) {
      for (const bool half : {false, true}) {
        const MoraleSituation s{q, general, false, false, half};
        expect_reads_as_stated(morale_check(s));
        expect_reads_as_stated(rally(s));
      }
    }
  }
}

TEST(HunXMoraleDice, ASoldierPassesOnSevenWithTwoDice) {
  const RollResult r = morale_check({});
  EXPECT_EQ(typed(r, {3, 4}), 1);
  EXPECT_EQ(typed(r, {3, 3}), 0);
  EXPECT_THROW(typed(r, {3}), engine::BadInput);
  EXPECT_THROW(typed(r, {3, 4, 5}), engine::BadInput);
}

TEST(HunVICommandDice, EveryRollReadsAsTheOdds) {
  for (const Quality q : kQualities) {
    for (const double inches : {5.0, 13.0, 20.0, 40.0}) expect_reads_as_stated(command_test(q, inches));
  }
}

TEST(HunVICommandDice, NoTestWithinTheRadiusTakesNoDice) {
  const RollResult r = command_test(Quality::kSoldier, 1);
  EXPECT_EQ(typed(r, {}), 1);
  EXPECT_THROW(typed(r, {4}), engine::BadInput);
}

TEST(HunVHealDice, EveryRollReadsAsTheOdds) {
  for (const Quality q : kQualities) expect_reads_as_stated(heal(q));
}

TEST(HunVIIMoveDice, EveryRollReadsAsTheOdds) {
  for (const char* action : {"crawl", "advance", "run", "charge"}) {
    MoveSituation s;
    s.action = action;
    expect_reads_as_stated(resolve_move(s).roll);
    s.mounted = true;
    s.road = true;
    expect_reads_as_stated(resolve_move(s).roll);
  }
  MoveSituation lorry;
  lorry.vehicle_speed = "fast";
  lorry.road = true;
  expect_reads_as_stated(resolve_move(lorry).roll);
}

// VII: the 1d3 is a die rolled and divided by 2 to give 1 to 3, so the die typed is a d6:
// 1-2 add 1 inch, 3-4 add 2, 5-6 add 3.
TEST(HunVIIMoveDice, TheD3IsAD6Halved) {
  const RollResult r = resolve_move({}).roll;
  const int base = static_cast<int>(r.dist.min()) - 1;
  EXPECT_EQ(typed(r, {1}), base + 1);
  EXPECT_EQ(typed(r, {2}), base + 1);
  EXPECT_EQ(typed(r, {3}), base + 2);
  EXPECT_EQ(typed(r, {4}), base + 2);
  EXPECT_EQ(typed(r, {5}), base + 3);
  EXPECT_EQ(typed(r, {6}), base + 3);
  EXPECT_THROW(typed(r, {7}), engine::BadInput);
}

TEST(HunVIIIDeviationDice, EveryRollReadsAsTheOdds) {
  for (const int inches : {6, 20, 40, 80}) {
    expect_reads_as_stated(fire_artillery({inches, 4, false, false, false}).deviation);
  }
  expect_reads_as_stated(fire_artillery({24, 4, false, true, true}).deviation);
  for (const Quality q : kQualities) expect_reads_as_stated(throw_bomb(q, 4).deviation);
}

TEST(HunVIIIDeviationDice, OnTargetTakesOneDieElseDistanceAndDirection) {
  const RollResult r = throw_bomb(Quality::kSoldier, 4).deviation;
  EXPECT_EQ(typed(r, {6}), 0);
  // A 1 misses; then the d3s for the distance, each a d6 halved (a 4 is 2 inches), and a
  // d6 for the direction.
  const std::size_t d3s = builtin_tables().fire.bomb_deviation_d3;
  std::vector<int> faces{1};
  int inches = 0;
  for (std::size_t i = 0; i < d3s; ++i) {
    faces.push_back(4);
    inches += 2;
  }
  faces.push_back(5);
  EXPECT_EQ(typed(r, faces), inches);
  faces.pop_back();
  EXPECT_THROW(typed(r, faces), engine::BadInput);  // the direction die is missing
}

TEST(HunVIIISupportDice, EveryRollReadsAsTheOdds) {
  for (int registration = 0; registration <= 6; ++registration) {
    const SupportResult r = call_support(registration);
    const auto dist = testing::every_roll(r.read_dice);
    const auto chance = [&](SupportCall c) {
      const auto it = dist.find(static_cast<int>(c));
      return it == dist.end() ? 0.0 : it->second;
    };
    EXPECT_NEAR(chance(SupportCall::kArrives), r.arrives, 1e-12);
    EXPECT_NEAR(chance(SupportCall::kCommunicationsLost), r.communications_lost, 1e-12);
  }
}

TEST(HunVIIISupportDice, RegistrationAddsToTheRoll) {
  const FireTables& f = builtin_tables().fire;
  // A natural one short of arriving, above the communications-lost band.
  const int natural = f.support_arrives_on_2d6 - 1;
  ASSERT_GT(natural, f.support_lost_on_2d6);
  const int a = std::min(6, natural - 1);
  engine::TypedFaces bare(std::vector<int>{a, natural - a});
  engine::TypedFaces registered(std::vector<int>{a, natural - a});
  EXPECT_EQ(call_support(0).read_dice(bare), SupportCall::kNoFire);
  EXPECT_EQ(call_support(1).read_dice(registered), SupportCall::kArrives);
  engine::TypedFaces snake_eyes(std::vector<int>{1, 1});
  EXPECT_EQ(call_support(6).read_dice(snake_eyes), SupportCall::kCommunicationsLost);
}

TEST(HunIVAInitiativeDice, TypedTiesAreRolledAgain) {
  engine::TypedFaces dice(std::vector<int>{3, 3, 2, 5});
  const InitiativeRoll r = roll_initiative(dice);
  dice.finish();
  ASSERT_EQ(r.rolls.size(), 2u);
  EXPECT_EQ(r.winner, 1);
  engine::TypedFaces short_of_dice(std::vector<int>{4, 4});
  EXPECT_THROW(roll_initiative(short_of_dice), engine::BadInput);
}

}  // namespace
}  // namespace sandtable::rules::hun
