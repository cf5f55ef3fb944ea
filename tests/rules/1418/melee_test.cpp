// Melee combat, Multiple combats, Deathmatch weakness: `1418 melee` against odds worked by
// hand, round by round, and against a seeded Monte Carlo of its own roll.
#include <gtest/gtest.h>

#include <map>

#include "engine/dice_source.hpp"
#include "refused.hpp"
#include "rules/1418/calculators.hpp"
#include "rules/1418/melee.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;

Json fight(const Json& in) { return melee_calculator().run(in); }

std::string ending(const Json& r, const std::string& label) {
  for (const Json& o : r.at("outcomes")) {
    if (o.at("label") == label) return o.at("exact").get<std::string>();
  }
  return "0/1";
}

std::string in_round(const Json& r, std::size_t round, const char* key) {
  return r.at("rounds").at(round - 1).at(key).at("exact").get<std::string>();
}

// Fast cavalry strike before infantry: melee cavalry A3 at reserve infantry (R3): each die
// hits on 3+ (2/3); two or more hits, 20/27, remove the infantry before it strikes. Else
// (7/27) its A2 at the cavalry's R3 needs both dice (4/9): the cavalry loses in round 1
// with 7/27 x 4/9 = 28/243, and nothing is removed together.
TEST(Gw1418MeleeCombat, FastCavalryStrikeBeforeInfantry) {
  const Json r = fight({{"attacker", "melee-cavalry"}, {"defender", "reserve-infantry"}});
  EXPECT_EQ(r.at("strike_order"), "attacker first");
  EXPECT_EQ(in_round(r, 1, "attacker_wins"), "20/27");
  EXPECT_EQ(in_round(r, 1, "defender_wins"), "28/243");
  EXPECT_EQ(in_round(r, 1, "both_removed"), "0/1");
  EXPECT_EQ(ending(r, "both-removed"), "0/1");
}

// Simultaneous strikes can remove both: A2 against R1 on both sides, every die hits.
TEST(Gw1418MeleeCombat, StrikingTogetherBothCanGo) {
  const Json r = fight({{"attacker_arming", 2}, {"attacker_resilience", 1}, {"defender_arming", 2}, {"defender_resilience", 1}});
  EXPECT_EQ(r.at("strike_order"), "together");
  EXPECT_EQ(ending(r, "both-removed"), "1/1");
  EXPECT_EQ(r.at("rounds").size(), 1u);
}

// Deathmatch weakness: A1 against a platoon that cannot strike back (A0), R3. Round 1 at R3
// hits 4/6, round 2 at R2 5/6, round 3 on at R1 always. Removed in round 2: (4/6)(5/6) = 5/9;
// in round 3, one hit in the first two: (4/6)(1/6) + (2/6)(5/6) = 7/18; in round 4: (2/6)(1/6) = 1/18.
TEST(Gw1418DeathmatchWeakness, EachRoundCostsOneResilience) {
  const Json r = fight({{"attacker_arming", 1}, {"attacker_resilience", 4}, {"defender_arming", 0}, {"defender_resilience", 3}});
  ASSERT_EQ(r.at("rounds").size(), 4u);
  EXPECT_EQ(r.at("rounds").at(1).at("defender_resilience"), 2);
  EXPECT_TRUE(r.at("rounds").at(1).at("deathmatch").get<bool>());
  EXPECT_EQ(in_round(r, 1, "attacker_wins"), "0/1");
  EXPECT_EQ(in_round(r, 2, "attacker_wins"), "5/9");
  EXPECT_EQ(in_round(r, 3, "attacker_wins"), "7/18");
  EXPECT_EQ(in_round(r, 4, "attacker_wins"), "1/18");
  EXPECT_EQ(in_round(r, 4, "fighting_on"), "0/1");
  EXPECT_EQ(ending(r, "attacker-wins"), "1/1");
}

// Multiple combats: a second rank takes the front's casualties, so a side goes at its fourth
// hit. A2 that always hits (R1) on a platoon with a second rank: two hits a round, gone in
// round 2 (without the second rank, in round 1).
TEST(Gw1418MultipleCombats, ASecondRankTakesTheCasualties) {
  const Json with = fight({{"attacker_arming", 2}, {"attacker_resilience", 9}, {"defender_arming", 0},
                           {"defender_resilience", 1}, {"defender_second_rank", true}});
  EXPECT_EQ(with.at("defender").at("hits_to_remove"), 4);
  EXPECT_EQ(in_round(with, 2, "attacker_wins"), "1/1");
  const Json without = fight({{"attacker_arming", 2}, {"attacker_resilience", 9}, {"defender_arming", 0}, {"defender_resilience", 1}});
  EXPECT_EQ(in_round(without, 1, "attacker_wins"), "1/1");
  const Json injured = fight({{"attacker_arming", 2}, {"attacker_resilience", 9}, {"defender_arming", 0}, {"defender_resilience", 1},
                              {"defender_second_rank", true}, {"defender_second_rank_injured", true}});
  EXPECT_EQ(injured.at("defender").at("hits_to_remove"), 3);
}

// Tanks have no melee Arming: they cannot harm, and infantry wear them down (re-rolling every
// hit) until Resilience falls to 1; a tank against a gun is a stand-off.
TEST(Gw1418MeleeCombat, ThoseWhoCannotHarmDoNotStrike) {
  const Json tank = fight({{"attacker", "line-infantry"}, {"defender", "mother-tank"}});
  EXPECT_EQ(ending(tank, "attacker-wins"), "1/1");
  // Round 1 at R6, re-rolled: a die's hit stands 1/36; two dice both, 1/1296.
  EXPECT_EQ(in_round(tank, 1, "attacker_wins"), "1/1296");
  const Json guns = fight({{"attacker", "mother-tank"}, {"defender", "field-gun-7cm"}});
  EXPECT_EQ(ending(guns, "stand-off"), "1/1");
  EXPECT_EQ(guns.at("rounds").size(), 0u);
}

// Grenadiers' +1 is theirs in melee: A3(+1) against R7 (melee_cover off, own R given) hits
// only with the + die, on a 6: round 1 can never remove.
TEST(Gw1418GunsAndHeavyWeapons, GrenadiersHaveTheirPlusInMelee) {
  const Json r = fight({{"attacker", "grenadier-squad"}, {"attacker_resilience", 4}, {"defender_arming", 0},
                        {"defender_resilience", 7}});
  EXPECT_EQ(r.at("attacker").at("arming").at("bonus"), 1);
  EXPECT_EQ(in_round(r, 1, "attacker_wins"), "0/1");
}

// Ruling 10: infantry of every speed strike together unless the switch orders them by speed.
TEST(Gw1418MeleeCombat, InfantryStrikeTogetherByRuling) {
  EXPECT_EQ(fight({{"attacker", "skirmishers"}, {"defender", "line-infantry"}}).at("strike_order"), "together");
  EXPECT_EQ(fight({{"attacker", "skirmishers"}, {"defender", "line-infantry"}, {"infantry_strike_by_speed", true}})
                .at("strike_order"),
            "attacker first");
  EXPECT_EQ(fight({{"attacker", "line-infantry"}, {"defender", "lmg-squad"}, {"defender_resilience", 4}}).at("strike_order"),
            "attacker first")
      << "heavy weapons strike after infantry";
}

// Ruling 9: with melee_cover the defender's trench counts (+2 dug in) and the attacker, who
// moved, has the open's -2.
TEST(Gw1418MeleeCombat, CoverCountsOnlyByRuling) {
  const Json r = fight({{"attacker", "line-infantry"}, {"defender", "line-infantry"}, {"melee_cover", true},
                        {"defender_terrain", "defensible"}});
  EXPECT_EQ(r.at("attacker").at("resilience"), 2);
  EXPECT_EQ(r.at("defender").at("resilience"), 6);
}

std::string melee_refused(const Json& in) { return refused_field(melee_calculator(), in); }

TEST(Gw1418MeleeCombat, BadInputNamesTheField) {
  EXPECT_EQ(melee_refused({{"attacker", "line-infantry"}, {"defender", "line-infantry"}, {"defender_terrain", "defensible"}}),
            "defender_terrain");
  EXPECT_EQ(melee_refused({{"attacker", "line-infantry"}, {"defender", "line-infantry"}, {"attacker_second_rank_injured", true}}),
            "attacker_second_rank_injured");
  EXPECT_EQ(melee_refused({{"attacker", "line-infantry"}, {"attacker_arming", 3}, {"defender", "line-infantry"}}), "attacker_arming");
  EXPECT_EQ(melee_refused({{"attacker", "line-infantry"}, {"defender", "command"}}), "defender_resilience");
  EXPECT_EQ(melee_refused({{"attacker", "line-infantry"}, {"attacker_strikes", "fast-cavalry"}, {"defender", "line-infantry"}}),
            "attacker_strikes");
  EXPECT_EQ(melee_refused({{"attacker_arming", 2}, {"defender", "line-infantry"}}), "attacker_resilience");
}

// The exact endings against 4,000 seeded fights made by the calculator's own roll, each
// within 0.03 (over 3.5 standard errors at p = 1/2).
TEST(Gw1418DeathmatchWeakness, ExactEndingsMatchASeededMonteCarlo) {
  const engine::Calculator c = melee_calculator();
  const std::vector<Json> fights{
      {{"attacker", "line-infantry"}, {"defender", "line-infantry"}},
      {{"attacker", "melee-cavalry"}, {"defender", "reserve-infantry"}, {"defender_second_rank", true}},
      {{"attacker", "grenadier-squad"}, {"attacker_resilience", 4}, {"defender", "elite-infantry"}},
  };
  for (const Json& f : fights) {
    const Json in = c.fields().validate(f);
    const Json odds = c.compute(in);
    engine::SeededDice dice(core::Rng(14));
    constexpr int kFights = 4000;
    std::map<std::string, int> seen;
    for (int i = 0; i < kFights; ++i) ++seen[c.roll(in, odds, dice).at("ending").get<std::string>()];
    for (const Json& o : odds.at("outcomes")) {
      const std::string label = o.at("label").get<std::string>();
      EXPECT_NEAR(static_cast<double>(seen[label]) / kFights, o.at("probability").get<double>(), 0.03) << f.dump() << " " << label;
    }
  }
}

}  // namespace
}  // namespace sandtable::rules::gw1418
