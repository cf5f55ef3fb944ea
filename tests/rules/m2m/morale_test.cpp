// Mukden to Megiddo morale (8 Morale): 2D6 or 1D6 by rating, the re-rolls, a pass above the
// losses, natural fails, pinned down or retreat; each odds by hand over the dice.
#include <gtest/gtest.h>

#include "rules/m2m/calculators.hpp"
#include "support.hpp"

namespace sandtable::rules::m2m {
namespace {

using engine::Json;

Json morale(const Json& input) { return morale_calculator().run(input); }

std::string morale_refused(const Json& input) { return testing::refused(morale_calculator(), input); }

// Average infantry with 4 losses pass on 5 or more (30 of 36); a 4 fails, pinned (3 of 36);
// 3 or less fails and retreats (3 of 36).
TEST(M2mMorale, InfantryPassAboveTheirLosses) {
  const Json r = morale({{"rating", "average"}, {"losses", 4}});
  EXPECT_EQ(r["dice"], "2D6");
  EXPECT_EQ(r["exact"]["pass"], "5/6");
  EXPECT_EQ(r["exact"]["pinned"], "1/12");
  EXPECT_EQ(r["exact"]["retreat"], "1/12");
  EXPECT_NEAR(r["pass"].get<double>(), 5.0 / 6, 1e-12);
}

// Good +1 with 6 losses: pass on 6 or more (26 of 36), retreat on a 2 (total 3; 1 of 36),
// pinned on 3 to 5 (9 of 36). Poor -1 with no losses: retreat on 4 or less (6 of 36).
TEST(M2mMorale, RatingModifiesTheRoll) {
  const Json good = morale({{"rating", "good"}, {"losses", 6}});
  EXPECT_EQ(good["modifier"], 1);
  EXPECT_EQ(good["exact"]["pass"], "13/18");
  EXPECT_EQ(good["exact"]["retreat"], "1/36");
  EXPECT_EQ(good["exact"]["pinned"], "1/4");
  const Json poor = morale({{"rating", "poor"}, {"losses", 0}});
  EXPECT_EQ(poor["exact"]["retreat"], "1/6");
  EXPECT_EQ(poor["exact"]["pass"], "5/6");
}

// Good with no losses: a natural 2 (total 3) retreats, a natural 3 (total 4, above the
// losses) still fails: pinned 2 of 36. Ruling 13's switch: retreat on natural 2 and 3.
TEST(M2mMorale, ANaturalTwoOrThreeAlwaysFails) {
  const Json r = morale({{"rating", "good"}, {"losses", 0}});
  EXPECT_EQ(r["exact"]["retreat"], "1/36");
  EXPECT_EQ(r["exact"]["pinned"], "1/18");
  const Json natural = morale({{"rating", "good"}, {"losses", 0}, {"retreat_on_natural_total", true}});
  EXPECT_EQ(natural["exact"]["retreat"], "1/12");
  EXPECT_EQ(natural["exact"]["pinned"], "0/1");
}

// Average in trenches with 4 losses re-roll one 1. Over the 36 first rolls: no 1 (25):
// pinned on 2+2, pass 24. One 1 (10, the other x twice each): the 1 again as y; x=2 retreats
// on y=1 and is pinned on y=2, x=3 pinned on y=1: retreat 2/6, pinned 4/6, pass 9. Two 1s
// (1): 1+y, retreat y<=2, pinned y=3, pass 3/6. So retreat 4/6, pinned 11/6, pass 201/6 of
// 36: 1/54, 11/216, 67/72. An attached HQ or elite rating earns the same re-roll.
TEST(M2mMorale, EliteInTrenchesOrWithAnHqReRollOneOne) {
  const Json trenches = morale({{"rating", "average"}, {"losses", 4}, {"in_trenches", true}});
  EXPECT_EQ(trenches["exact"]["retreat"], "1/54");
  EXPECT_EQ(trenches["exact"]["pinned"], "11/216");
  EXPECT_EQ(trenches["exact"]["pass"], "67/72");
  EXPECT_EQ(morale({{"rating", "average"}, {"losses", 4}, {"hq_attached", true}})["exact"], trenches["exact"]);
  EXPECT_EQ(morale({{"rating", "average"}, {"losses", 4}, {"hq_attached", true}, {"in_trenches", true}})["exact"],
            trenches["exact"])
      << "one re-roll, however many reasons";
}

// A retreating unit with 8 losses re-rolls its 6s. Pass needs 9+: no 6 first (25): 4+5,
// 5+4, 5+5 = 3; one 6 (10): the other x, new y with x+y>=9: x=5 3/6, x=4 2/6, x=3 1/6, each
// twice: 2; two 6s (1): both again, 10/36. (3 + 2 + 10/36)/36 = 95/648 (not 10/36).
TEST(M2mMorale, RetreatingUnitsReRollTheirSixes) {
  const Json r = morale({{"rating", "average"}, {"losses", 8}, {"retreating", true}});
  EXPECT_EQ(r["exact"]["pass"], "95/648");
  EXPECT_EQ(morale({{"rating", "average"}, {"losses", 8}})["exact"]["pass"], "5/18");
}

// Cavalry roll 1D6, good +1. With 3 losses: a 1 retreats, a 2 scores 3, equal to the losses
// (advance losing a figure, or halt), 3 to 6 pass. Average with 5 losses: 1 to 4 retreat, 5
// equal, 6 passes. Cavalry are at least average.
TEST(M2mMorale, CavalryRollOneDieAndMayAdvanceOnAScoreEqualToLosses) {
  const Json good = morale({{"unit", "cavalry"}, {"rating", "good"}, {"losses", 3}});
  EXPECT_EQ(good["dice"], "1D6");
  EXPECT_EQ(good["exact"]["retreat"], "1/6");
  EXPECT_EQ(good["exact"]["advance_losing_one_or_halt"], "1/6");
  EXPECT_EQ(good["exact"]["pass"], "2/3");
  EXPECT_EQ(good["pinned"], 0.0);
  const Json average = morale({{"unit", "cavalry"}, {"losses", 5}});
  EXPECT_EQ(average["exact"]["retreat"], "2/3");
  EXPECT_EQ(average["exact"]["pass"], "1/6");
  EXPECT_EQ(morale_refused({{"unit", "cavalry"}, {"rating", "poor"}, {"losses", 1}}), "rating");
}

// Sub-units roll 1D6: average with 2 losses pinned on 1-2, pass 3-6. Ruling 16's switch
// sends a natural 1 back. Elite (+1) in trenches re-roll a 1 (ruling 15): a final 1 only on
// 1 then 1 (1/36), the only fail; without the ruling 1/6.
TEST(M2mMorale, SubUnitsRollOneDie) {
  const Json r = morale({{"unit", "sub-unit"}, {"losses", 2}});
  EXPECT_EQ(r["exact"]["pinned"], "1/3");
  EXPECT_EQ(r["exact"]["retreat"], "0/1");
  const Json back = morale({{"unit", "sub-unit"}, {"losses", 2}, {"sub_unit_retreats_on_natural_one", true}});
  EXPECT_EQ(back["exact"]["retreat"], "1/6");
  EXPECT_EQ(back["exact"]["pinned"], "1/6");
  const Json elite = morale({{"unit", "sub-unit"}, {"rating", "elite"}, {"losses", 2}, {"in_trenches", true}});
  EXPECT_EQ(elite["modifier"], 1);
  EXPECT_EQ(elite["exact"]["pinned"], "1/36");
  const Json no_reroll = morale({{"unit", "sub-unit"}, {"rating", "elite"}, {"losses", 2}, {"in_trenches", true}, {"one_die_rerolls", false}});
  EXPECT_EQ(no_reroll["exact"]["pinned"], "1/6");
}

TEST(M2mMorale, BadInputNamesTheField) {
  EXPECT_EQ(morale_refused({{"losses", 41}}), "losses");
  EXPECT_EQ(morale_refused(Json::object()), "losses");
  EXPECT_EQ(morale_refused({{"unit", "tank"}, {"losses", 1}}), "unit");
  EXPECT_EQ(morale_refused({{"rating", "veteran"}, {"losses", 1}}), "rating");
}

// Typed dice: good with an HQ attached and 5 losses roll 1 and 4, the 1 again as 3: natural
// 7, score 8, a pass.
TEST(M2mMorale, TypedDiceMakeTheTest) {
  const Json made = morale({{"rating", "good"}, {"losses", 5}, {"hq_attached", true}, {"dice", "1 4 3"}});
  EXPECT_EQ(made["natural"], 7);
  EXPECT_EQ(made["score"], 8);
  EXPECT_EQ(made["outcome"], "pass");
}

// 10,000 seeded tests of elite infantry, retreating and in trenches (both re-rolls), agree
// with the exact odds of each outcome and of the score.
TEST(M2mMorale, SeededTestsAgreeWithTheExactOdds) {
  const Json input{{"rating", "elite"}, {"losses", 8}, {"retreating", true}, {"in_trenches", true}};
  const Json exact = morale(input);
  constexpr int kTimes = 10000;
  testing::expect_counts_match(exact, testing::seeded_counts(morale_calculator(), input, kTimes, "outcome"), kTimes);
  testing::expect_counts_match(exact["score"], testing::seeded_counts(morale_calculator(), input, kTimes, "score"), kTimes);
}

}  // namespace
}  // namespace sandtable::rules::m2m
