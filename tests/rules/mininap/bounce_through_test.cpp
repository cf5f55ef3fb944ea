// Mini-Nap 2, "Bounce-Through": medium-range roundshot that misses its target.
#include <gtest/gtest.h>

#include "rules/mininap/bounce_through.hpp"
#include "rules/mininap/resolve_fire.hpp"
#include "rules/mininap/test_support.hpp"

namespace sandtable::rules::mininap {
namespace {

using testing::expect_exact;
using testing::frac;

BounceThroughSituation bounce(int misses, double range_cm = 26, double bounce_range_cm = 30) {
  BounceThroughSituation s;
  s.firer = UnitType::kHeavyFootArtillery;
  s.range_cm = range_cm;
  s.misses = misses;
  s.bounce_range_cm = bounce_range_cm;
  return s;
}

void expect_impossible(const BounceThroughSituation& s, const std::string& says) {
  testing::expect_impossible_saying([&] { resolve_bounce_through(s); }, says);
}

// The text's example continues the heavy battery's shot with "one miss" (its throw of
// 2 2 3 4 5 6 in fact missed four times: see RULINGS.md). One miss is 1D6 with no modifiers
// at a friendly unit in melee behind the target; it throws a 1: one hit.
TEST(MiniNapBounceThrough, WorkedExampleOneMissOneDie) {
  const BounceThroughResult r = resolve_bounce_through(bounce(1));
  EXPECT_EQ(r.dice, 1);
  EXPECT_EQ(r.hit_on, 2);
  EXPECT_LE(1, r.hit_on);  // the example's throw of a 1 hits
  expect_exact(r.exact_hits, {frac(2, 3), frac(1, 3)});
}

TEST(MiniNapBounceThrough, OneDiePerMissAndNoModifiersButTerrain) {
  const BounceThroughResult r = resolve_bounce_through(bounce(4));
  EXPECT_EQ(r.dice, 4);
  EXPECT_EQ(r.exact_hits.probability(0), frac(16, 81));  // (2/3)^4
  BounceThroughSituation s = bounce(4);
  s.terrain_dice = -1;
  EXPECT_EQ(resolve_bounce_through(s).dice, 3);
  s.terrain_dice = -9;
  EXPECT_EQ(resolve_bounce_through(s).dice, 0);
  EXPECT_EQ(resolve_bounce_through(bounce(0)).dice, 0);
}

TEST(MiniNapBounceThrough, OnlyFromAndOntoMediumRange) {
  expect_impossible(bounce(3, 15, 25), "close range canister");
  expect_impossible(bounce(3, 26, 45), "long range roundshot");
  expect_impossible(bounce(3, 8, 30), "point blank canister");
  EXPECT_EQ(resolve_bounce_through(bounce(3, 20.5, 40)).dice, 3);
}

// Base-to-base, a unit beside the line of fire can be nearer than the target (see the
// battle test BounceThroughHitsAUnitBesideTheTargetThatIsNearer): only the band matters.
TEST(MiniNapBounceThrough, TheNextTargetMayBeNearerBaseToBase) {
  const BounceThroughResult r = resolve_bounce_through(bounce(3, 30, 25));
  EXPECT_EQ(r.dice, 3);
  EXPECT_EQ(r.hit_on, 2);
}

TEST(MiniNapBounceThrough, OnlyArtilleryAndSensibleMisses) {
  BounceThroughSituation s = bounce(2);
  s.firer = UnitType::kLineInfantry;
  expect_impossible(s, "only artillery");
  expect_impossible(bounce(-1), "misses");
  expect_impossible(bounce(2 * kMaxStrengthPoints + 1), "misses");
  expect_impossible(bounce(3, 26, 90), "beyond the longest artillery range");
}

// Before the throw each die must miss (4/6) and then hit (2/6): 8/36 = 2/9 a die.
TEST(MiniNapBounceThrough, BeforeTheThrowEachDieHitsTwoNinthsOfTheTime) {
  const core::ExactDist d = exact_bounce_through_before_throw(6, 2);
  EXPECT_EQ(d.probability(0), frac(117649, 531441));  // (7/9)^6
  EXPECT_EQ(d.probability(6), frac(64, 531441));      // (2/9)^6
  const core::ExactDist one = exact_bounce_through_before_throw(1, 2);
  expect_exact(one, {frac(7, 9), frac(2, 9)});
}

TEST(MiniNapBounceThrough, BeforeTheThrowMatchesSeededDice) {
  FireSituation example;
  example.firer = {UnitType::kHeavyFootArtillery, Formation::kSkirmish, false};
  example.strength_points = 4;
  example.range_cm = 26;
  example.target = {UnitType::kLineInfantry, Formation::kColumn, false};
  const FireResult r = resolve_fire(example);
  ASSERT_TRUE(r.exact_bounce_through_hits.has_value());
  // Throw the 6 dice, then one die per miss at the next target: 200,000 times, 5 standard errors.
  testing::expect_matches_simulation(*r.exact_bounce_through_hits, 77, 200'000, 5.0, [&](core::Rng& rng) {
    int misses = 0;
    for (int d = 0; d < r.dice; ++d) misses += rng.d6() > r.hit_on ? 1 : 0;
    int hits = 0;
    for (int d = 0; d < misses; ++d) hits += rng.d6() <= r.hit_on ? 1 : 0;
    return hits;
  });
}

}  // namespace
}  // namespace sandtable::rules::mininap
