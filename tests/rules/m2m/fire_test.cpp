// Mukden to Megiddo firing (6 Firing, 5 Movement, Appendix 1): dice by figures and position,
// spares, the face needed by target state, half effect, attached MGs; each odds by hand.
#include <gtest/gtest.h>

#include "rules/m2m/calculators.hpp"
#include "support.hpp"

namespace sandtable::rules::m2m {
namespace {

using engine::Json;
using testing::exact_at;

Json fire(const Json& input) { return fire_calculator().run(input); }

std::string fire_refused(const Json& input) { return testing::refused(fire_calculator(), input); }

// 16 average figures in the open: a die per 4, so 4 dice hitting on 4+: C(4,k)/16.
TEST(M2mFire, AverageInfantryInTheOpenRollADiePerFourFigures) {
  const Json r = fire({{"firer", "average"}, {"figures", 16}});
  EXPECT_EQ(r["dice"], 4);
  EXPECT_EQ(r["hit_on"], 4);
  EXPECT_EQ(exact_at(r, 0), "1/16");
  EXPECT_EQ(exact_at(r, 1), "1/4");
  EXPECT_EQ(exact_at(r, 2), "3/8");
  EXPECT_EQ(exact_at(r, 4), "1/16");
  // 19 figures: the 3 spares are ignored by average troops.
  const Json spare = fire({{"firer", "average"}, {"figures", 19}});
  EXPECT_EQ(spare["dice"], 4);
  EXPECT_EQ(spare["spares"], 0);
  EXPECT_FALSE(spare.contains("extra_die"));
}

// 11 elite from defences: a die per 2, so 5 dice and 1 spare, which earns a sixth die on a 1
// (1/6). Hit on 3+ at an easy target: no hits = 5/6 (1/3)^5 + 1/6 (1/3)^6 = 16/4374 = 8/2187.
TEST(M2mFire, EliteFiringFromDefencesRollADiePerTwoFiguresAndCountSpares) {
  const Json r = fire({{"firer", "elite"}, {"figures", 11}, {"from_defences", true}, {"target", "easy"}});
  EXPECT_EQ(r["dice"], 5);
  EXPECT_EQ(r["spares"], 1);
  EXPECT_EQ(r["extra_die"]["exact"], "1/6");
  EXPECT_EQ(r["hit_on"], 3);
  EXPECT_EQ(exact_at(r, 0), "8/2187");
  // Six hits need the extra die and all six to hit: 1/6 (2/3)^6 = 64/4374 = 32/2187.
  EXPECT_EQ(exact_at(r, 6), "32/2187");
  EXPECT_NEAR(r["mean"].get<double>(), 31.0 / 9, 1e-12) << "5 x 2/3 + 1/6 x 2/3";
  // In the open, elite roll a die per 3 figures: 11 give 3 dice and 2 spares.
  const Json open = fire({{"firer", "elite"}, {"figures", 11}});
  EXPECT_EQ(open["dice"], 3);
  EXPECT_EQ(open["extra_die"]["exact"], "1/3");
}

// Good infantry roll at the others' rate (a die per 4 in the open) but count spares: 18
// figures give 4 dice and 2 spares, a fifth die on 1-2. Five hits: 1/3 x (1/2)^5 = 1/96.
TEST(M2mFire, GoodInfantryRollAsOthersButCountSpares) {
  const Json r = fire({{"firer", "good"}, {"figures", 18}});
  EXPECT_EQ(r["dice"], 4);
  EXPECT_EQ(r["spares"], 2);
  EXPECT_EQ(exact_at(r, 5), "1/96");
  const Json from_defences = fire({{"firer", "good"}, {"figures", 18}, {"from_defences", true}});
  EXPECT_EQ(from_defences["dice"], 6) << "a die per 3 from defences";
  EXPECT_EQ(from_defences["spares"], 0);
}

// Every weapon hits the open on 4+, easy targets on 3+, difficult on 5+, trenches on 6.
TEST(M2mFire, TargetStateSetsTheFaceNeeded) {
  for (const auto& [target, face] : {std::pair{"open", 4}, std::pair{"easy", 3}, std::pair{"difficult", 5}, std::pair{"trench", 6}}) {
    EXPECT_EQ(fire({{"firer", "average"}, {"figures", 8}, {"target", target}})["hit_on"], face) << target;
    EXPECT_EQ(fire({{"firer", "mg"}, {"figures", 3}, {"target", target}})["hit_on"], face) << target;
  }
  // 12 average from defences: 4 dice, each hitting trenches on 6 only: none = (5/6)^4.
  const Json trench = fire({{"firer", "average"}, {"figures", 12}, {"from_defences", true}, {"target", "trench"}});
  EXPECT_EQ(trench["dice"], 4);
  EXPECT_EQ(exact_at(trench, 0), "625/1296");
}

// Pinned-down infantry are a difficult target in the open, except to artillery (8 Morale).
TEST(M2mFire, PinnedDownTargetsAreDifficultExceptToArtillery) {
  EXPECT_EQ(fire({{"firer", "average"}, {"figures", 8}, {"target_pinned", true}})["hit_on"], 5);
  EXPECT_EQ(fire({{"firer", "artillery"}, {"figures", 4}, {"target_pinned", true}})["hit_on"], 4);
  EXPECT_EQ(fire({{"firer", "average"}, {"figures", 8}, {"target", "trench"}, {"target_pinned", true}})["hit_on"], 6);
}

// Concrete: only heavy artillery's 6s. 5 crew serve 4 dice: no hits (5/6)^4 = 625/1296.
TEST(M2mFire, ConcreteIsHurtOnlyByHeavyArtillerySixes) {
  const Json heavy = fire({{"firer", "artillery"}, {"gun", "heavy"}, {"figures", 5}, {"target", "concrete"}});
  EXPECT_EQ(heavy["dice"], 4);
  EXPECT_EQ(heavy["hit_on"], 6);
  EXPECT_EQ(exact_at(heavy, 0), "625/1296");
  for (const Json& other : {Json{{"firer", "artillery"}, {"figures", 4}, {"target", "concrete"}},
                            Json{{"firer", "elite"}, {"figures", 20}, {"target", "concrete"}},
                            Json{{"firer", "mg"}, {"figures", 3}, {"target", "concrete"}}}) {
    const Json r = fire(other);
    EXPECT_TRUE(r["hit_on"].is_null()) << other.dump();
    EXPECT_EQ(exact_at(r, 0), "1/1") << other.dump();
  }
}

// MGs a die per crewman up to 3, LMGs their 2 crew, guns up to 4, trench mortars 3.
TEST(M2mFire, WeaponsRollADiePerCrewmanUpToTheirCrew) {
  EXPECT_EQ(fire({{"firer", "mg"}, {"figures", 4}})["dice"], 3);
  EXPECT_EQ(fire({{"firer", "mg"}, {"figures", 2}})["dice"], 2);
  EXPECT_EQ(fire({{"firer", "lmg"}, {"figures", 3}})["dice"], 2);
  EXPECT_EQ(fire({{"firer", "artillery"}, {"figures", 6}})["dice"], 4);
  EXPECT_EQ(fire({{"firer", "artillery"}, {"gun", "trench-mortar"}, {"figures", 4}})["dice"], 3);
}

// An MG that moved last turn fires at half effect. Ruling 1's default: each hit stands on a
// further 4+, so each die hits 1/2 x 1/2 = 1/4: none (3/4)^3 = 27/64, three 1/64. Counting
// half the crew instead: 3 crew are 1, one die: a hit 1/2.
TEST(M2mFire, MachineGunsThatMovedFireAtHalfEffect) {
  const Json r = fire({{"firer", "mg"}, {"figures", 3}, {"moved", true}});
  EXPECT_EQ(r["dice"], 3);
  EXPECT_EQ(r["hit_per_die"]["exact"], "1/4");
  EXPECT_EQ(exact_at(r, 0), "27/64");
  EXPECT_EQ(exact_at(r, 3), "1/64");
  const Json figures = fire({{"firer", "mg"}, {"figures", 3}, {"moved", true}, {"half_effect", "half-figures"}});
  EXPECT_EQ(figures["dice"], 1);
  EXPECT_EQ(exact_at(figures, 1), "1/2");
}

// Elite and good fire at half effect after moving; average and poor fire or move; skirmishers
// fire and move at full effect. Pinned and moved halve twice: a hit stands 1/4 of the time.
TEST(M2mFire, EliteAndGoodFireAndMoveAtHalfEffect) {
  const Json moved = fire({{"firer", "elite"}, {"figures", 12}, {"moved", true}});
  EXPECT_EQ(moved["dice"], 4);
  EXPECT_EQ(moved["hit_per_die"]["exact"], "1/4");
  EXPECT_EQ(fire_refused({{"firer", "average"}, {"figures", 12}, {"moved", true}}), "moved");
  const Json skirmishers = fire({{"firer", "average"}, {"figures", 12}, {"moved", true}, {"skirmishers", true}});
  EXPECT_EQ(skirmishers["hit_per_die"]["exact"], "1/2");
  const Json both = fire({{"firer", "good"}, {"figures", 12}, {"moved", true}, {"pinned", true}});
  EXPECT_EQ(both["hit_per_die"]["exact"], "1/8") << "1/2 x 1/2 x 1/2";
}

// An attached MG cannot be targeted, but each 6 is rolled again: 5-6 an MG crewman. One die
// at the open: 4 or 5 hits infantry (2/6), a 6 hits the crew 1/3 of the time: 1/18, else
// infantry 2/18; infantry 2/6 + 2/18 = 4/9.
TEST(M2mFire, AnAttachedMgTakesASixOneTimeInThree) {
  const Json r = fire({{"firer", "average"}, {"figures", 4}, {"target_mg_attached", true}});
  EXPECT_EQ(exact_at(r, 1), "1/2");
  EXPECT_EQ(exact_at(r["mg_crew_hits"], 1), "1/18");
  EXPECT_EQ(exact_at(r["infantry_hits"], 1), "4/9");
}

// Indirect fire's ranging shots have no effect; they need indirect fire.
TEST(M2mFire, RangingShotsHaveNoEffect) {
  const Json r = fire({{"firer", "artillery"}, {"figures", 4}, {"indirect", true}, {"ranging_shots", true}});
  EXPECT_TRUE(r["hit_on"].is_null());
  EXPECT_EQ(exact_at(r, 0), "1/1");
  EXPECT_EQ(fire_refused({{"firer", "artillery"}, {"figures", 4}, {"ranging_shots", true}}), "ranging_shots");
}

// Smoke -1 on firing dice (and gas on all dice): the open is hit on 5+, trenches not at all.
TEST(M2mFire, AppendixSmokeAndGasTakeOneFromEachFiringDie) {
  EXPECT_EQ(fire({{"firer", "average"}, {"figures", 4}, {"smoke", true}})["hit_on"], 5);
  EXPECT_EQ(fire({{"firer", "average"}, {"figures", 4}, {"smoke", true}, {"gas", true}})["hit_on"], 6);
  EXPECT_TRUE(fire({{"firer", "average"}, {"figures", 4}, {"target", "trench"}, {"smoke", true}})["hit_on"].is_null());
}

// Field defences are trenches against rifle fire; against MGs (ruling 5) and guns, the open.
TEST(M2mFire, FieldDefencesAreTrenchesAgainstRifleFire) {
  EXPECT_EQ(fire({{"firer", "poor"}, {"figures", 8}, {"target", "field-defences"}})["hit_on"], 6);
  EXPECT_EQ(fire({{"firer", "mg"}, {"figures", 3}, {"target", "field-defences"}})["hit_on"], 4);
  EXPECT_EQ(fire({{"firer", "mg"}, {"figures", 3}, {"target", "field-defences"}, {"field_defences_stop_mgs", true}})["hit_on"], 6);
  EXPECT_EQ(fire({{"firer", "artillery"}, {"figures", 4}, {"target", "field-defences"}})["hit_on"], 4);
}

// Tanks: direct artillery on 6, heavy MGs a 6 then 4+ (1/12 a die: none (11/12)^3).
TEST(M2mFire, AppendixTanksAreHurtOnlyByDirectArtilleryAndHeavyMgs) {
  const Json mg = fire({{"firer", "mg"}, {"figures", 3}, {"target", "tank"}});
  EXPECT_EQ(mg["hit_per_die"]["exact"], "1/12");
  EXPECT_EQ(exact_at(mg, 0), "1331/1728");
  EXPECT_EQ(fire({{"firer", "artillery"}, {"figures", 4}, {"target", "tank"}})["hit_on"], 6);
  EXPECT_TRUE(fire({{"firer", "artillery"}, {"figures", 4}, {"target", "tank"}, {"indirect", true}})["hit_on"].is_null());
  EXPECT_TRUE(fire({{"firer", "lmg"}, {"figures", 2}, {"target", "tank"}})["hit_on"].is_null());
  EXPECT_TRUE(fire({{"firer", "elite"}, {"figures", 20}, {"target", "tank"}})["hit_on"].is_null());
}

TEST(M2mFire, BadInputNamesTheField) {
  EXPECT_EQ(fire_refused({{"firer", "average"}, {"figures", 0}}), "figures");
  EXPECT_EQ(fire_refused({{"firer", "rifles"}, {"figures", 8}}), "firer");
  EXPECT_EQ(fire_refused({{"figures", 8}}), "firer");
  EXPECT_EQ(fire_refused({{"firer", "mg"}, {"figures", 3}, {"gun", "heavy"}}), "gun");
  EXPECT_EQ(fire_refused({{"firer", "mg"}, {"figures", 3}, {"from_defences", true}}), "from_defences");
  EXPECT_EQ(fire_refused({{"firer", "artillery"}, {"figures", 4}, {"moved", true}}), "moved");
  EXPECT_EQ(fire_refused({{"firer", "artillery"}, {"figures", 4}, {"pinned", true}}), "pinned");
  EXPECT_EQ(fire_refused({{"firer", "mg"}, {"figures", 3}, {"indirect", true}}), "indirect");
  EXPECT_EQ(fire_refused({{"firer", "average"}, {"figures", 3}, {"target", "bunker"}}), "target");
}

// Typed dice: 18 good figures at pinned infantry in the open (5+): the spare die 2 (at most 2)
// earns a fifth die; 6 5 4 3 1 hit twice.
TEST(M2mFire, TypedDiceMakeTheFire) {
  const Json made = fire({{"firer", "good"}, {"figures", 18}, {"target_pinned", true}, {"dice", "2 6 5 4 3 1"}});
  EXPECT_EQ(made["dice_rolled"], 5);
  EXPECT_EQ(made["hits"], 2);
  EXPECT_EQ(made["dice_for"].size(), 6u);
}

// 10,000 seeded fires agree with the exact odds, within 5 standard errors: good infantry
// that moved (half effect) with spares, at infantry with an MG attached.
TEST(M2mFire, SeededFireAgreesWithTheExactOdds) {
  const Json input{{"firer", "good"}, {"figures", 19}, {"moved", true}, {"target", "easy"}, {"target_mg_attached", true}};
  const Json exact = fire(input);
  constexpr int kTimes = 10000;
  testing::expect_counts_match(exact, testing::seeded_counts(fire_calculator(), input, kTimes, "hits"), kTimes);
  testing::expect_counts_match(exact["mg_crew_hits"], testing::seeded_counts(fire_calculator(), input, kTimes, "mg_crew_hits"), kTimes);
}

}  // namespace
}  // namespace sandtable::rules::m2m
