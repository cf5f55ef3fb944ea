// Mukden to Megiddo hand to hand (7 Melee): half the front lines paired, a die against a
// die, losers by 2+ killed, the smaller side's unpaired combats lost; each odds by hand.
#include <gtest/gtest.h>

#include "rules/m2m/calculators.hpp"
#include "support.hpp"

namespace sandtable::rules::m2m {
namespace {

using engine::Json;
using testing::exact_at;

Json melee(const Json& input) { return melee_calculator().run(input); }

// The exact chance of `killed` figures on one side.
std::string killed(const Json& r, const char* side, int figures) {
  return exact_at(Json{{"outcomes", r[side]["killed"]}}, figures);
}

std::string melee_refused(const Json& input) { return testing::refused(melee_calculator(), input); }

// The text's example: 14 attackers against 12 defenders fight 7 against 6, so 6 even combats
// and 1 automatic loss for the defenders. Each pair with the attacker's +1: the defender is
// killed when the attacker's die is at least 1 higher (15 of 36), the attacker when 3 or more
// lower (6 of 36). The defenders lose only the automatic figure when no pair kills one:
// (21/36)^6 = (7/12)^6 = 117649/2985984; the attackers lose none with (5/6)^6 = 15625/46656.
TEST(M2mMelee, FourteenAttackersAgainstTwelveDefenders) {
  const Json r = melee({{"attackers", 14}, {"defenders", 12}});
  EXPECT_EQ(r["pairs"], 6);
  EXPECT_EQ(r["unpaired"], 1);
  EXPECT_EQ(r["automatic_losses"], (Json{{"side", "defender"}, {"figures", 1}}));
  EXPECT_EQ(r["attacker"]["fighting"], 7);
  EXPECT_EQ(r["defender"]["fighting"], 6);
  EXPECT_EQ(r["attacker"]["modifier"], 1);
  EXPECT_EQ(r["per_pair"]["defender_killed"]["exact"], "5/12");
  EXPECT_EQ(r["per_pair"]["attacker_killed"]["exact"], "1/6");
  EXPECT_EQ(killed(r, "defender", 0), "0");
  EXPECT_EQ(killed(r, "defender", 1), "117649/2985984");
  EXPECT_EQ(killed(r, "attacker", 0), "15625/46656");
  double sum = 0;
  for (const char* k : {"continues", "attacker-wins", "defender-wins"}) sum += r["result"][k].get<double>();
  EXPECT_NEAR(sum, 1.0, 1e-12);
}

// 4 against 2: 2 against 1, one pair and one automatic loss for the defender. The attacker
// wins when the pair kills the defender too (2 losses to 0): 15/36; the defender cannot win
// (the attacker loses 1 at most, the defender 1 at least); otherwise it goes on: 21/36.
TEST(M2mMelee, TheSmallerSideLosesItsUnpairedCombats) {
  const Json r = melee({{"attackers", 4}, {"defenders", 2}});
  EXPECT_EQ(r["result_exact"]["attacker-wins"], "5/12");
  EXPECT_EQ(r["result_exact"]["defender-wins"], "0/1");
  EXPECT_EQ(r["result_exact"]["continues"], "7/12");
}

// One pair: losses of 0 and 1 differ by one, so the fight always goes on.
TEST(M2mMelee, LossesWithinOneMeanTheFightContinues) {
  EXPECT_EQ(melee({{"attackers", 2}, {"defenders", 2}})["result_exact"]["continues"], "1/1");
}

// Better defenders cancel the attacker's +1: each side is killed when its die is 2 or more
// lower, 10 of 36.
TEST(M2mMelee, LosersByTwoOrMoreAreKilled) {
  const Json r = melee({{"attackers", 2}, {"defenders", 2}, {"better", "defender"}});
  EXPECT_EQ(r["per_pair"]["attacker_killed"]["exact"], "5/18");
  EXPECT_EQ(r["per_pair"]["defender_killed"]["exact"], "5/18");
}

// Attacker +1, better +1, cavalry against infantry in the open +1, special +1 = +4; defender
// pinned down -1. Margin a - d + 5: the defender is killed unless a - d <= -4 (3 of 36):
// 33/36; the attacker never (a - d <= -7).
TEST(M2mMelee, EveryModifierAddsToItsSidesDice) {
  const Json r = melee({{"attackers", 2}, {"defenders", 2}, {"better", "attacker"}, {"cavalry_vs_infantry_in_open", true},
                        {"pinned", "defender"}, {"special", "attacker"}});
  EXPECT_EQ(r["attacker"]["modifier"], 4);
  EXPECT_EQ(r["defender"]["modifier"], -1);
  EXPECT_EQ(r["per_pair"]["defender_killed"]["exact"], "11/12");
  EXPECT_EQ(r["per_pair"]["attacker_killed"]["exact"], "0/1");
  // Defending cavalry: +1 to the defender instead, which cancels the attacker's own +1.
  const Json defending = melee({{"attackers", 2}, {"defenders", 2}, {"cavalry_vs_infantry_in_open", true}, {"cavalry_side", "defender"}});
  EXPECT_EQ(defending["defender"]["modifier"], 1);
  EXPECT_EQ(defending["per_pair"]["attacker_killed"]["exact"], "5/18");
  // Gas (Appendix 1 e): -1 on the dice of the side in it.
  EXPECT_EQ(melee({{"attackers", 2}, {"defenders", 2}, {"gas", "both"}})["attacker"]["modifier"], 0);
}

// Ruling 8: 13 against 12 fight 7 against 6 (half rounds up), or 6 against 6 (down).
TEST(M2mMelee, AnOddFrontLinesHalfRoundsUp) {
  const Json up = melee({{"attackers", 13}, {"defenders", 12}});
  EXPECT_EQ(up["pairs"], 6);
  EXPECT_EQ(up["unpaired"], 1);
  const Json down = melee({{"attackers", 13}, {"defenders", 12}, {"melee_half_rounds_up", false}});
  EXPECT_EQ(down["pairs"], 6);
  EXPECT_EQ(down["unpaired"], 0);
  EXPECT_TRUE(down["automatic_losses"].is_null());
}

// Ruling 9's switch: losses count every combat lost. 4 against 2 again: the defender loses
// the pair when the attacker's total is higher (a - d >= 0: 21 of 36), and the attacker
// then wins 2 losses to 0: 21/36.
TEST(M2mMelee, CountingCombatsLostInsteadOfFiguresKilled) {
  const Json r = melee({{"attackers", 4}, {"defenders", 2}, {"melee_counts_combats_lost", true}});
  EXPECT_EQ(r["result_exact"]["attacker-wins"], "7/12");
  EXPECT_EQ(killed(r, "defender", 2), "5/12") << "the figures killed are still losers by 2 or more";
}

TEST(M2mMelee, BadInputNamesTheField) {
  EXPECT_EQ(melee_refused({{"attackers", 0}, {"defenders", 2}}), "attackers");
  EXPECT_EQ(melee_refused({{"attackers", 2}}), "defenders");
  EXPECT_EQ(melee_refused({{"attackers", 2}, {"defenders", 41}}), "defenders");
  EXPECT_EQ(melee_refused({{"attackers", 2}, {"defenders", 2}, {"better", "both"}}), "better");
  EXPECT_EQ(melee_refused({{"attackers", 2}, {"defenders", 2}, {"cavalry_side", "defender"}}), "cavalry_side");
}

// Typed dice: 6 against 4 fight 3 against 2: two pairs, the attacker's 6 and 3 (+1) against
// 1 and 1 kill both defenders, who also lose the unpaired one: 3 to 0, the attacker wins.
TEST(M2mMelee, TypedDiceMakeTheRound) {
  const Json made = melee({{"attackers", 6}, {"defenders", 4}, {"dice", "6 3 1 1"}});
  EXPECT_EQ(made["defender_killed"], 3);
  EXPECT_EQ(made["attacker_killed"], 0);
  EXPECT_EQ(made["result"], "attacker-wins");
}

// 10,000 seeded rounds of the text's 14 against 12 agree with the exact odds.
TEST(M2mMelee, SeededRoundsAgreeWithTheExactOdds) {
  const Json input{{"attackers", 14}, {"defenders", 12}};
  const Json exact = melee(input);
  constexpr int kTimes = 10000;
  testing::expect_counts_match(exact, testing::seeded_counts(melee_calculator(), input, kTimes, "result"), kTimes);
  testing::expect_counts_match(Json{{"outcomes", exact["defender"]["killed"]}},
                               testing::seeded_counts(melee_calculator(), input, kTimes, "defender_killed"), kTimes);
}

}  // namespace
}  // namespace sandtable::rules::m2m
