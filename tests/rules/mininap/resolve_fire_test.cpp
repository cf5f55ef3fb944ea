// Mini-Nap 2, "The Firing Phase": musket and artillery fire.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "rules/mininap/resolve_fire.hpp"
#include "rules/mininap/test_support.hpp"

namespace sandtable::rules::mininap {
namespace {

using testing::expect_exact;
using testing::frac;
using testing::kInfantryColumn;
using testing::kInfantryLine;


FireSituation muskets(int sp, Unit target = kInfantryLine) {
  FireSituation s;
  s.firer = kInfantryLine;
  s.strength_points = sp;
  s.target = target;
  return s;
}

FireSituation guns(UnitType type, int sp, double range_cm, Unit target = kInfantryLine) {
  FireSituation s;
  s.firer = Unit{type, Formation::kSkirmish, false};
  s.strength_points = sp;
  s.range_cm = range_cm;
  s.target = target;
  return s;
}

int hits_in(const std::vector<int>& faces, int hit_on) {
  return static_cast<int>(std::count_if(faces.begin(), faces.end(), [hit_on](int f) { return f <= hit_on; }));
}

void expect_impossible(const FireSituation& s, const std::string& says, const Rulings& rulings = {}) {
  testing::expect_impossible_saying([&] { resolve_fire(s, rulings); }, says);
}

// The text's musket example: 4 SP in line at an attack column, 5D6, throws 1 2 3 5 6: two hits.
TEST(MiniNapFiring, WorkedExampleLineFiresAtAttackColumn) {
  const FireResult r = resolve_fire(muskets(4, kInfantryColumn));
  EXPECT_EQ(r.dice, 5);
  EXPECT_EQ(r.hit_on, 2);
  EXPECT_EQ(hits_in({1, 2, 3, 5, 6}, r.hit_on), 2);
  // P(2 of 5 dice show 1-2) = C(5,2) (1/3)^2 (2/3)^3 = 10 * 8 / 243.
  EXPECT_EQ(r.exact_hits.probability(2), frac(80, 243));
  EXPECT_EQ(r.factors.front(), "4 SP allocated: 4 dice");
  EXPECT_NE(std::find(r.factors.begin(), r.factors.end(), "target in attack column: +1 die"), r.factors.end());
}

// The text's artillery example: heavy guns, 4 SP, 26 cm at an attack column: 6D6, two hits.
TEST(MiniNapFiring, WorkedExampleHeavyArtilleryAtMediumRange) {
  const FireResult r = resolve_fire(guns(UnitType::kHeavyFootArtillery, 4, 26, kInfantryColumn));
  EXPECT_EQ(r.dice, 6);
  EXPECT_EQ(r.hit_on, 2);
  EXPECT_EQ(r.band, RangeBand::kMedium);
  EXPECT_EQ(hits_in({2, 2, 3, 4, 5, 6}, r.hit_on), 2);
  // C(6,2) 2^4 / 3^6 = 15 * 16 / 729.
  EXPECT_EQ(r.exact_hits.probability(2), frac(240, 729));
}

TEST(MiniNapFiring, OneDiePerStrengthPointHittingOnOneOrTwo) {
  // 3 dice on 1-2: P(k) = C(3,k) 2^(3-k) / 27, that is 8, 12, 6, 1 out of 27.
  expect_exact(resolve_fire(muskets(3)).exact_hits, {frac(8, 27), frac(12, 27), frac(6, 27), frac(1, 27)});
}

TEST(MiniNapFiring, SuppressedLosesOneDie) {
  FireSituation s = muskets(4);
  s.suppressed = true;
  const FireResult r = resolve_fire(s);
  EXPECT_EQ(r.dice, 3);
  EXPECT_EQ(r.exact_hits.probability(0), frac(64, 216));  // (4/6)^3
}

TEST(MiniNapFiring, TargetFormationAndTypeAdjustTheDice) {
  EXPECT_EQ(resolve_fire(muskets(4, {UnitType::kLineInfantry, Formation::kSquare, false})).dice, 6);
  EXPECT_EQ(resolve_fire(muskets(4, {UnitType::kHeavyCavalry, Formation::kLine, false})).dice, 5);
  EXPECT_EQ(resolve_fire(muskets(4, {UnitType::kLightInfantry, Formation::kSkirmish, false})).dice, 3);
  EXPECT_EQ(resolve_fire(muskets(4, {UnitType::kLightInfantry, Formation::kBentSkirmish, false})).dice, 3);
  EXPECT_EQ(resolve_fire(muskets(4, {UnitType::kLineInfantry, Formation::kBentLine, false})).dice, 4);
}

TEST(MiniNapFiring, CavalryInColumnTakeBothAdditions) {
  EXPECT_EQ(resolve_fire(muskets(4, {UnitType::kMediumCavalry, Formation::kColumn, false})).dice, 6);
  // Light cavalry skirmishing: +1 for cavalry, -1 for skirmish line.
  EXPECT_EQ(resolve_fire(muskets(4, {UnitType::kLightCavalry, Formation::kSkirmish, false})).dice, 4);
}

TEST(MiniNapFiring, BatteriesAndCommandersAreDeemedSkirmishTargets) {
  const Unit battery{UnitType::kMediumFootArtillery, Formation::kSkirmish, false};
  const Unit general{UnitType::kCommand, Formation::kSkirmish, false};
  EXPECT_EQ(resolve_fire(muskets(4, battery)).dice, 3);
  EXPECT_EQ(resolve_fire(muskets(4, general)).dice, 3);
  Rulings literal_off;
  literal_off.always_skirmish_units_are_skirmishers = false;
  EXPECT_EQ(resolve_fire(muskets(4, battery), literal_off).dice, 4);
}

TEST(MiniNapFiring, ColumnsAndSquaresHalveTheirMusketDiceRoundingDown) {
  FireSituation s = muskets(5, kInfantryColumn);
  s.firer = kInfantryColumn;
  EXPECT_EQ(resolve_fire(s).dice, 3);  // (5 + 1) / 2
  s.strength_points = 4;
  s.target = kInfantryLine;
  EXPECT_EQ(resolve_fire(s).dice, 2);
  s.firer = {UnitType::kLineInfantry, Formation::kSquare, false};
  s.strength_points = 3;
  s.target = {UnitType::kHeavyCavalry, Formation::kLine, false};
  EXPECT_EQ(resolve_fire(s).dice, 2);  // (3 + 1) / 2
}

TEST(MiniNapFiring, HalvingComesAfterSuppression) {
  FireSituation s = muskets(3);
  s.firer = kInfantryColumn;
  s.suppressed = true;
  // (3 - 1) / 2 = 1; halving first would give 3 / 2 - 1 = 0.
  EXPECT_EQ(resolve_fire(s).dice, 1);
}

TEST(MiniNapFiring, TerrainBeforeOrAfterHalvingIsARuling) {
  FireSituation s = muskets(5);
  s.firer = kInfantryColumn;
  s.terrain_dice = -1;
  EXPECT_EQ(resolve_fire(s).dice, 2);  // (5 - 1) / 2
  Rulings after;
  after.terrain_dice_before_halving = false;
  EXPECT_EQ(resolve_fire(s, after).dice, 1);  // 5 / 2 - 1
}

TEST(MiniNapFiring, NeverFewerThanNoDice) {
  FireSituation s = muskets(1, {UnitType::kLightInfantry, Formation::kSkirmish, false});
  s.suppressed = true;
  const FireResult r = resolve_fire(s);
  EXPECT_EQ(r.dice, 0);
  expect_exact(r.exact_hits, {frac(1, 1)});
}

TEST(MiniNapFiring, AllocatingFewerStrengthPoints) {
  FireSituation s = muskets(5);
  s.allocated_points = 2;
  EXPECT_EQ(resolve_fire(s).dice, 2);
  s.allocated_points = 6;
  expect_impossible(s, "between 1 and 5");
  s.allocated_points = 0;
  expect_impossible(s, "between 1 and 5");
}

TEST(MiniNapFiring, SplitFireGivesEachStandHalfRoundingDown) {
  FireSituation s = muskets(5);
  s.split_fire = true;
  EXPECT_EQ(resolve_fire(s).dice, 2);
  s.allocated_points = 3;
  expect_impossible(s, "between 1 and 2");
  s.allocated_points.reset();
  s.firer = {UnitType::kLightInfantry, Formation::kBentSkirmish, false};
  EXPECT_EQ(resolve_fire(s).dice, 2);
  s.strength_points = 1;
  expect_impossible(s, "none");
}

TEST(MiniNapFiring, SquaresColumnsAndBatteriesCannotSplitFire) {
  FireSituation s = muskets(4);
  s.split_fire = true;
  s.firer = {UnitType::kLineInfantry, Formation::kSquare, false};
  expect_impossible(s, "just one of its four faces");
  s.firer = kInfantryColumn;
  expect_impossible(s, "attack column");
  FireSituation b = guns(UnitType::kLightFootArtillery, 3, 15);
  b.split_fire = true;
  expect_impossible(b, "one target");
}

TEST(MiniNapFiring, ArtilleryRangeBandsByCalibre) {
  struct Case {
    UnitType type;
    double range_cm;
    int dice;  // from 3 SP at a line
  };
  for (const Case& c : {Case{UnitType::kLightFootArtillery, 5, 4}, Case{UnitType::kLightHorseArtillery, 15, 3},
                        Case{UnitType::kLightFootArtillery, 30, 2}, Case{UnitType::kMediumFootArtillery, 5, 5},
                        Case{UnitType::kMediumHorseArtillery, 15, 4}, Case{UnitType::kMediumFootArtillery, 30, 3},
                        Case{UnitType::kMediumFootArtillery, 50, 2}, Case{UnitType::kHeavyFootArtillery, 5, 6},
                        Case{UnitType::kHeavyFootArtillery, 15, 5}, Case{UnitType::kHeavyFootArtillery, 30, 4},
                        Case{UnitType::kHeavyFootArtillery, 75, 3}}) {
    EXPECT_EQ(resolve_fire(guns(c.type, 3, c.range_cm)).dice, c.dice) << id(c.type) << " at " << c.range_cm;
  }
}

TEST(MiniNapFiring, BandEdgesBelongToTheShorterBandByDefault) {
  EXPECT_EQ(resolve_fire(guns(UnitType::kHeavyFootArtillery, 2, 10)).band, RangeBand::kPointBlank);
  EXPECT_EQ(resolve_fire(guns(UnitType::kHeavyFootArtillery, 2, 20)).band, RangeBand::kClose);
  EXPECT_EQ(resolve_fire(guns(UnitType::kHeavyFootArtillery, 2, 40)).band, RangeBand::kMedium);
  EXPECT_EQ(resolve_fire(guns(UnitType::kHeavyFootArtillery, 2, 80)).band, RangeBand::kLong);
  Rulings longer;
  longer.range_boundary = RangeBoundary::kLongerBand;
  EXPECT_EQ(resolve_fire(guns(UnitType::kHeavyFootArtillery, 2, 10), longer).band, RangeBand::kClose);
  EXPECT_EQ(resolve_fire(guns(UnitType::kHeavyFootArtillery, 2, 40), longer).band, RangeBand::kLong);
  EXPECT_EQ(resolve_fire(guns(UnitType::kHeavyFootArtillery, 2, 80), longer).band, RangeBand::kLong);
}

TEST(MiniNapFiring, WeaponRangesLimitTheBands) {
  expect_impossible(guns(UnitType::kLightFootArtillery, 3, 41), "beyond its 40 cm");
  expect_impossible(guns(UnitType::kMediumFootArtillery, 3, 61), "beyond its 60 cm");
  expect_impossible(guns(UnitType::kHeavyFootArtillery, 3, 80.5), "beyond its 80 cm");
  Rulings to_80;
  to_80.weapon_range_limits_bands = false;
  EXPECT_EQ(resolve_fire(guns(UnitType::kMediumFootArtillery, 3, 70), to_80).dice, 2);
  Rulings longer;
  longer.range_boundary = RangeBoundary::kLongerBand;
  expect_impossible(guns(UnitType::kLightFootArtillery, 3, 40), "cannot fire long range", longer);
}

TEST(MiniNapFiring, MusketsReachSevenCentimetres) {
  FireSituation s = muskets(4);
  s.range_cm = 7;
  EXPECT_EQ(resolve_fire(s).dice, 4);
  s.range_cm = 7.5;
  expect_impossible(s, "muskets reach 7 cm");
}

TEST(MiniNapFiring, OnlyMediumRangeRoundshotCanBounceThrough) {
  EXPECT_TRUE(resolve_fire(guns(UnitType::kHeavyFootArtillery, 4, 26)).exact_bounce_through_hits.has_value());
  EXPECT_FALSE(resolve_fire(guns(UnitType::kHeavyFootArtillery, 4, 15)).bounce_through_hits.has_value());
  EXPECT_FALSE(resolve_fire(guns(UnitType::kHeavyFootArtillery, 4, 50)).bounce_through_hits.has_value());
  EXPECT_FALSE(resolve_fire(muskets(4)).bounce_through_hits.has_value());
}

TEST(MiniNapFiring, OnlyInfantryAndUnlimberedArtilleryFire) {
  FireSituation s = muskets(4);
  s.firer = {UnitType::kHeavyCavalry, Formation::kLine, false};
  expect_impossible(s, "cavalry have no fire");
  s.firer = {UnitType::kCommand, Formation::kSkirmish, false};
  expect_impossible(s, "never fire");
  FireSituation b = guns(UnitType::kMediumHorseArtillery, 3, 15);
  b.limbered = true;
  expect_impossible(b, "must unlimber");
  FireSituation i = muskets(4);
  i.limbered = true;
  expect_impossible(i, "cannot limber");
}

TEST(MiniNapFiring, NoFireFromContactOrIntoMelee) {
  FireSituation s = muskets(4);
  s.firer_in_contact = true;
  expect_impossible(s, "fights hand-to-hand");
  s.firer_in_contact = false;
  s.target_in_hand_to_hand = true;
  expect_impossible(s, "into a melee");
  s.target_in_hand_to_hand = false;
  s.range_cm = 0;
  expect_impossible(s, "base contact");
}

TEST(MiniNapFiring, NonsenseSituationsAreErrors) {
  expect_impossible(muskets(0), "0 strength points left");
  expect_impossible(muskets(kMaxStrengthPoints + 1), "over the limit");
  FireSituation no_range = guns(UnitType::kLightFootArtillery, 3, 10);
  no_range.range_cm.reset();
  expect_impossible(no_range, "needs the range");
  expect_impossible(guns(UnitType::kLightFootArtillery, 3, -2), "negative");
  expect_impossible(guns(UnitType::kLightFootArtillery, 3, std::nan("")), "a number of cm");
  FireSituation bad_target = muskets(3, {UnitType::kHeavyCavalry, Formation::kSquare, false});
  expect_impossible(bad_target, "the target");
  FireSituation bad_firer = muskets(3);
  bad_firer.firer = {UnitType::kLineInfantry, Formation::kSkirmish, false};
  expect_impossible(bad_firer, "the firer");
}

TEST(MiniNapFiring, ReactionFireFollowsTheRulingsSwitch) {
  FireSituation s = muskets(4);
  s.reaction = true;
  EXPECT_EQ(resolve_fire(s).dice, 4);
  Rulings off;
  off.reaction_fire_allowed = false;
  expect_impossible(s, "reaction fire", off);
}

TEST(MiniNapFiring, DistributionMatchesSeededDice) {
  const FireResult r = resolve_fire(guns(UnitType::kHeavyFootArtillery, 4, 26, kInfantryColumn));
  // 200,000 seeded throws of the example's 6D6; each outcome within 5 standard errors.
  testing::expect_matches_simulation(r.exact_hits, 20260101, 200'000, 5.0, [&](core::Rng& rng) {
    int hits = 0;
    for (int d = 0; d < r.dice; ++d) hits += rng.d6() <= r.hit_on ? 1 : 0;
    return hits;
  });
  for (std::int64_t v = 0; v <= r.dice; ++v) {
    EXPECT_NEAR(r.hits.probability(v), core::to_double(r.exact_hits.probability(v)), 1e-15);
  }
}

}  // namespace
}  // namespace sandtable::rules::mininap
