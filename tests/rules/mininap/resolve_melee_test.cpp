// Mini-Nap 2, "The Hand-to-Hand Combat Phase": combat values, dice, hits and re-throws.
#include <gtest/gtest.h>

#include <array>

#include "rules/mininap/resolve_melee.hpp"
#include "rules/mininap/test_support.hpp"

namespace sandtable::rules::mininap {
namespace {

using testing::expect_exact;
using testing::frac;
using testing::kInfantryColumn;
using testing::kInfantryLine;


MeleeSituation attack(Unit attacker, int sp, Unit target, bool outflanking = false) {
  MeleeSituation s;
  s.attacker = attacker;
  s.strength_points = sp;
  s.target = target;
  s.outflanking = outflanking;
  return s;
}

int cv_of(Unit attacker, Unit target, const Rulings& rulings = {}) {
  return resolve_melee(attack(attacker, 2, target), rulings).cv;
}

void expect_impossible(const MeleeSituation& s, const std::string& says) {
  testing::expect_impossible_saying([&] { resolve_melee(s); }, says);
}

// The text's example: two 3 SP columns (one outflanking) against a 5 SP column, all CV 3.
TEST(MiniNapHandToHand, WorkedExampleTwoColumnsOneOutflanking) {
  const MeleeResult first = resolve_melee(attack(kInfantryColumn, 3, kInfantryColumn));
  const MeleeResult second = resolve_melee(attack(kInfantryColumn, 3, kInfantryColumn, true));
  const MeleeResult enemy = resolve_melee(attack(kInfantryColumn, 5, kInfantryColumn));
  EXPECT_EQ(first.dice, 3);
  EXPECT_EQ(second.dice, 6);
  EXPECT_EQ(enemy.dice, 5);
  for (const MeleeResult* r : {&first, &second, &enemy}) {
    EXPECT_EQ(r->cv, 3);
    EXPECT_EQ(r->hit_on, 3);
    EXPECT_FALSE(r->rethrow_allowed);  // no commander in range
    EXPECT_EQ(r->exact_hits_with_rethrow.probabilities(), r->exact_hits.probabilities());
  }
  // The throws in the text: one hit (3 of 8 ways), none from 6D6 (1/64), three from 5D6 (10/32).
  EXPECT_EQ(first.exact_hits.probability(1), frac(3, 8));
  EXPECT_EQ(second.exact_hits.probability(0), frac(1, 64));
  EXPECT_EQ(enemy.exact_hits.probability(3), frac(10, 32));
  // Final tallies: 1, 4 and 2 hits. Nobody attacked the first unit: only its initial hit.
  const MeleeTally on_first = melee_hits_on_unit({});
  const MeleeTally on_second = melee_hits_on_unit(std::array{enemy});
  const MeleeTally on_enemy = melee_hits_on_unit(std::array{first, second});
  EXPECT_EQ(on_first.exact_hits.min(), 1);
  EXPECT_EQ(on_first.exact_hits.probability(1), frac(1, 1));
  EXPECT_EQ(on_second.exact_hits.probability(4), frac(10, 32));  // 1 + three from 5D6
  EXPECT_EQ(on_enemy.exact_hits.probability(2), frac(9, 512));   // 1 + one from 9D6 at 1/2
  EXPECT_EQ(on_enemy.exact_hits.min(), 1);
  EXPECT_EQ(on_enemy.exact_hits.max(), 10);
}

// The worked example's throws by their means (3 dice on a 3: 1.5 hits; 6 outflanking dice:
// 3), and every situation's mean as its distribution's, to the last bit: the AI weighs charges by it.
TEST(MiniNapHandToHand, TheMeanHitsAreTheDistributionsMeans) {
  EXPECT_DOUBLE_EQ(mean_melee_hits(attack(kInfantryColumn, 3, kInfantryColumn)), 1.5);
  EXPECT_DOUBLE_EQ(mean_melee_hits(attack(kInfantryColumn, 3, kInfantryColumn, true)), 3);
  for (const Unit& attacker : {kInfantryColumn, kInfantryLine}) {
    for (const Unit& target : {kInfantryColumn, kInfantryLine}) {
      for (int sp = 0; sp <= kMaxStrengthPoints; sp += 7) {
        for (const bool outflanking : {false, true}) {
          const MeleeSituation s = attack(attacker, sp, target, outflanking);
          EXPECT_EQ(mean_melee_hits(s), resolve_melee(s).hits.mean()) << sp << " SP";
        }
      }
    }
  }
  for (int dice = 0; dice <= 60; ++dice) {
    for (int hit_on = -2; hit_on <= 8; ++hit_on) EXPECT_EQ(mean_hits_on_d6(dice, hit_on), hits_on_d6(dice, hit_on).mean());
  }
}

TEST(MiniNapHandToHand, BasicCombatValues) {
  const Unit target = kInfantryLine;
  EXPECT_EQ(cv_of({UnitType::kLineInfantry, Formation::kLine, false}, target), 3);
  EXPECT_EQ(cv_of({UnitType::kLightInfantry, Formation::kLine, false}, target), 2);
  EXPECT_EQ(cv_of({UnitType::kLightCavalry, Formation::kLine, false}, target), 3);
  EXPECT_EQ(cv_of({UnitType::kMediumCavalry, Formation::kLine, false}, target), 4);
  EXPECT_EQ(cv_of({UnitType::kHeavyCavalry, Formation::kLine, false}, target), 5);
  for (UnitType t : {UnitType::kLightFootArtillery, UnitType::kHeavyFootArtillery, UnitType::kMediumHorseArtillery,
                     UnitType::kCommand}) {
    EXPECT_EQ(basic_combat_value(t), 2) << id(t);
  }
}

TEST(MiniNapHandToHand, SkirmishersLoseOneCombatValue) {
  EXPECT_EQ(cv_of({UnitType::kLightInfantry, Formation::kSkirmish, false}, kInfantryLine), 1);
  EXPECT_EQ(cv_of({UnitType::kLightCavalry, Formation::kBentSkirmish, false}, kInfantryLine), 2);
}

TEST(MiniNapHandToHand, BatteriesAndCommandersFightAsSkirmishers) {
  const Unit battery{UnitType::kLightFootArtillery, Formation::kSkirmish, false};
  EXPECT_EQ(cv_of(battery, kInfantryLine), 1);
  EXPECT_EQ(cv_of({UnitType::kHeavyCavalry, Formation::kLine, false}, battery), 6);
  Rulings off;
  off.always_skirmish_units_are_skirmishers = false;
  EXPECT_EQ(cv_of(battery, kInfantryLine, off), 2);
  EXPECT_EQ(cv_of({UnitType::kHeavyCavalry, Formation::kLine, false}, battery, off), 5);
}

TEST(MiniNapHandToHand, CavalryGainOneAgainstNonCavalrySkirmishers) {
  const Unit skirmishers{UnitType::kLightInfantry, Formation::kSkirmish, false};
  EXPECT_EQ(cv_of({UnitType::kLightCavalry, Formation::kLine, false}, skirmishers), 4);
  EXPECT_EQ(cv_of({UnitType::kMediumCavalry, Formation::kLine, false},
                  {UnitType::kLightCavalry, Formation::kSkirmish, false}),
            4);
  EXPECT_EQ(cv_of({UnitType::kLineInfantry, Formation::kLine, false}, skirmishers), 3);
}

TEST(MiniNapHandToHand, CavalryLoseOneAgainstInfantryColumns) {
  EXPECT_EQ(cv_of({UnitType::kMediumCavalry, Formation::kLine, false}, kInfantryColumn), 3);
  EXPECT_EQ(cv_of({UnitType::kMediumCavalry, Formation::kLine, false},
                  {UnitType::kHeavyCavalry, Formation::kColumn, false}),
            4);
}

TEST(MiniNapHandToHand, CavalryLoseThreeAgainstSquares) {
  const Unit square{UnitType::kLineInfantry, Formation::kSquare, false};
  EXPECT_EQ(cv_of({UnitType::kHeavyCavalry, Formation::kLine, false}, square), 2);
  EXPECT_EQ(cv_of({UnitType::kLineInfantry, Formation::kColumn, false}, square), 3);
  // Light cavalry at CV 0 cannot hit a square at all.
  const MeleeResult r = resolve_melee(attack({UnitType::kLightCavalry, Formation::kLine, false}, 4, square));
  EXPECT_EQ(r.cv, 0);
  expect_exact(r.exact_hits, {frac(1, 1)});
}

TEST(MiniNapHandToHand, CombatValueSixOrMoreHitsWithEveryDie) {
  const MeleeResult r = resolve_melee(attack({UnitType::kHeavyCavalry, Formation::kLine, false}, 3,
                                             {UnitType::kLightInfantry, Formation::kSkirmish, false}));
  EXPECT_EQ(r.cv, 6);
  EXPECT_EQ(r.exact_hits.probability(3), frac(1, 1));
}

TEST(MiniNapHandToHand, OneDiePerStrengthPointHittingOnTheCombatValue) {
  // Medium cavalry (CV 4) with 2 SP: P(k) = C(2,k) (4/6)^k (2/6)^(2-k) = 1/9, 4/9, 4/9.
  const MeleeResult r = resolve_melee(attack({UnitType::kMediumCavalry, Formation::kLine, false}, 2, kInfantryLine));
  expect_exact(r.exact_hits, {frac(1, 9), frac(4, 9), frac(4, 9)});
}

TEST(MiniNapHandToHand, OutflankingDoublesTheDice) {
  EXPECT_EQ(resolve_melee(attack(kInfantryLine, 4, kInfantryLine, true)).dice, 8);
  expect_impossible(attack(kInfantryLine, 4, {UnitType::kLineInfantry, Formation::kSquare, false}, true),
                    "squares are never outflanked");
  expect_impossible(attack(kInfantryLine, 4, {UnitType::kCommand, Formation::kSkirmish, false}, true),
                    "command stands are never outflanked");
}

TEST(MiniNapHandToHand, NoStrengthLeftThrowsNoDice) {
  const MeleeResult r = resolve_melee(attack(kInfantryLine, 0, kInfantryLine));
  EXPECT_EQ(r.dice, 0);
  expect_exact(r.exact_hits, {frac(1, 1)});
}

TEST(MiniNapHandToHand, BadAllocationsAndFormationsAreErrors) {
  expect_impossible(attack(kInfantryLine, -1, kInfantryLine), "between 0 and");
  expect_impossible(attack(kInfantryLine, kMaxStrengthPoints + 1, kInfantryLine), "between 0 and");
  expect_impossible(attack({UnitType::kHeavyCavalry, Formation::kSquare, false}, 2, kInfantryLine), "attacker");
  expect_impossible(attack(kInfantryLine, 2, {UnitType::kLightCavalry, Formation::kSkirmish, true}), "target");
}

TEST(MiniNapReThrows, InCommandReThrowsBelowTheExpectedHits) {
  MeleeSituation s = attack(kInfantryLine, 4, kInfantryLine);
  s.command.brigade_cm = 0.5;
  const MeleeResult r = resolve_melee(s);
  ASSERT_TRUE(r.rethrow_allowed);
  // 4D6 at 1/2 expects 2 hits: re-throw on 0 or 1 (5/16 of throws).
  ASSERT_EQ(r.rethrow_when_at_most, 1);
  // Kept throws 2, 3, 4 plus 5/16 of a fresh throw: (16p + 5p') / 256 on 1 4 6 4 1.
  expect_exact(r.exact_hits_with_rethrow,
               {frac(5, 256), frac(20, 256), frac(126, 256), frac(84, 256), frac(21, 256)});
  EXPECT_GT(r.hits_with_rethrow.mean(), r.hits.mean());
}

TEST(MiniNapReThrows, CommandDistancesByRank) {
  MeleeSituation s = attack(kInfantryLine, 4, kInfantryLine);
  s.command.brigade_cm = 1;
  EXPECT_TRUE(resolve_melee(s).rethrow_allowed);
  s.command.brigade_cm = 1.2;
  EXPECT_FALSE(resolve_melee(s).rethrow_allowed);
  s.command.division_cm = 3;
  EXPECT_TRUE(resolve_melee(s).rethrow_allowed);
  s.command.division_cm = 4;
  s.command.corps_cm = 6;
  EXPECT_TRUE(resolve_melee(s).rethrow_allowed);
  s.command.corps_cm = 6.5;
  EXPECT_FALSE(resolve_melee(s).rethrow_allowed);
  Rulings exclusive;
  exclusive.command_distance_inclusive = false;
  s.command = {std::nullopt, 3.0, std::nullopt};
  EXPECT_FALSE(resolve_melee(s, exclusive).rethrow_allowed);
  s.command.division_cm = -1;
  expect_impossible(s, "0 cm or more");
}

TEST(MiniNapReThrows, OneReThrowPerUnitPerPhase) {
  MeleeSituation s = attack(kInfantryLine, 4, kInfantryLine);
  s.command.corps_cm = 2;
  s.rethrow_used = true;
  const MeleeResult r = resolve_melee(s);
  EXPECT_FALSE(r.rethrow_allowed);
  EXPECT_FALSE(r.rethrow_when_at_most.has_value());
  EXPECT_EQ(r.exact_hits_with_rethrow.probabilities(), r.exact_hits.probabilities());
}

TEST(MiniNapReThrows, CommandStandsReThrowForThemselves) {
  const MeleeSituation s = attack({UnitType::kCommand, Formation::kSkirmish, false}, 2, kInfantryLine);
  EXPECT_TRUE(resolve_melee(s).rethrow_allowed);
  Rulings off;
  off.command_unit_is_in_command = false;
  EXPECT_FALSE(resolve_melee(s, off).rethrow_allowed);
}

TEST(MiniNapReThrows, PoliciesNeverAndAtMost) {
  MeleeSituation s = attack(kInfantryLine, 2, kInfantryLine);
  s.command.brigade_cm = 0;
  s.rethrow_policy = RethrowPolicy::kNever;
  const MeleeResult never = resolve_melee(s);
  EXPECT_TRUE(never.rethrow_allowed);
  EXPECT_EQ(never.exact_hits_with_rethrow.probabilities(), never.exact_hits.probabilities());
  s.rethrow_policy = RethrowPolicy::kAtMost;
  s.rethrow_at_most = 0;
  // 2D6 at 1/2: 1/4, 1/2, 1/4; re-throw the 1/4 on no hits.
  expect_exact(resolve_melee(s).exact_hits_with_rethrow, {frac(1, 16), frac(10, 16), frac(5, 16)});
  s.rethrow_at_most = -1;
  expect_impossible(s, "never happens");
}

TEST(MiniNapReThrows, ReThrowOddsMatchSeededDice) {
  MeleeSituation s = attack({UnitType::kMediumCavalry, Formation::kLine, false}, 5, kInfantryLine);
  s.command.division_cm = 2;
  const MeleeResult r = resolve_melee(s);
  ASSERT_TRUE(r.rethrow_when_at_most.has_value());
  const auto throw_once = [&](core::Rng& rng) {
    int hits = 0;
    for (int d = 0; d < r.dice; ++d) hits += rng.d6() <= r.hit_on ? 1 : 0;
    return hits;
  };
  // 200,000 seeded attacks, re-thrown when at or below the policy's line; 5 standard errors.
  testing::expect_matches_simulation(r.exact_hits_with_rethrow, 4242, 200'000, 5.0, [&](core::Rng& rng) {
    const int first = throw_once(rng);
    return first <= *r.rethrow_when_at_most ? throw_once(rng) : first;
  });
}

}  // namespace
}  // namespace sandtable::rules::mininap
