// Executing shooting and combat, Guns and Heavy Weapons, Vehicles: `1418 shoot` against odds
// worked by hand, its dice, and a seeded Monte Carlo of the same volleys.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/dice_source.hpp"
#include "rules/1418/calculator_parts.hpp"
#include "refused.hpp"
#include "rules/1418/calculators.hpp"
#include "rules/1418/shooting.hpp"

namespace sandtable::rules::gw1418 {
namespace {

Json shoot(const Json& in) { return shoot_calculator().run(in); }

// The exact chance of each number of hits, from 0.
std::vector<std::string> exact_hits(const Json& result) {
  std::vector<std::string> out;
  for (const Json& o : result.at("outcomes")) out.push_back(o.at("exact").get<std::string>());
  return out;
}

std::string exact(const Json& result, const char* effect) {
  return result.at("effects").at(effect).at("exact").get<std::string>();
}

// Line infantry (ranged A1) at line infantry (R4) in the open: R2, so a die hits on 2-6.
TEST(Gw1418ExecutingShooting, LineInfantryInTheOpenIsHitOnTwos) {
  const Json r = shoot({{"shooter", "line-infantry"}, {"target", "line-infantry"}});
  EXPECT_EQ(r.at("resilience"), 2);
  EXPECT_EQ(exact_hits(r), (std::vector<std::string>{"1/6", "5/6"}));
  EXPECT_EQ(exact(r, "injured"), "5/6");
  EXPECT_EQ(exact(r, "removed"), "0/6");
  EXPECT_DOUBLE_EQ(r.at("injured").get<double>(), 5.0 / 6);
}

// One hit injures, two remove: A3 at R4 in rough ground (R3) hits on 3+, 2/3 a die.
// 0: (1/3)^3 = 8/216; 1: 3(2/3)(1/3)^2 = 48/216; 2: 3(2/3)^2(1/3) = 96/216; 3: 64/216.
TEST(Gw1418ExecutingShooting, OneHitInjuresTwoRemove) {
  const Json r = shoot({{"arming", 3}, {"resilience", 4}, {"terrain", "rough"}});
  EXPECT_EQ(r.at("resilience"), 3);
  EXPECT_EQ(exact_hits(r), (std::vector<std::string>{"8/216", "48/216", "96/216", "64/216"}));
  EXPECT_EQ(exact(r, "injured"), "48/216");
  EXPECT_EQ(exact(r, "removed"), "160/216");
}

// An injured platoon is removed by one more hit (Ending the bound).
TEST(Gw1418EndingTheBound, AnInjuredTargetGoesAtOneHit) {
  const Json r = shoot({{"shooter", "line-infantry"}, {"target", "line-infantry"}, {"injured", true}});
  EXPECT_EQ(exact(r, "removed"), "5/6");
  EXPECT_EQ(exact(r, "injured"), "0/6");
}

// The recovery die: at or under its own Resilience (4: 4 in 6), a 6 always failing (elite R5
// in a fortification would need 8 or less with cover counted: still 5 in 6). Ruling 22.
TEST(Gw1418ExecutingShooting, TheRecoveryDieIsAgainstItsOwnResilience) {
  const Json r = shoot({{"shooter", "line-infantry"}, {"target", "line-infantry"}, {"injured", true}});
  EXPECT_EQ(r.at("recovery").at("exact"), "4/6");
  const Json covered = shoot({{"shooter", "line-infantry"}, {"target", "elite-infantry"}, {"terrain", "fortification"},
                              {"injured", true}, {"recovery_with_cover", true}});
  EXPECT_EQ(covered.at("recovery").at("exact"), "5/6");
  EXPECT_FALSE(shoot({{"shooter", "line-infantry"}, {"target", "line-infantry"}}).contains("recovery"));
}

// Early HMG A3(+1) at R4 dug into the open (R5): two plain dice hit on 5+ (1/3), the +1 die
// on 4+ (1/2). 0: (2/3)^2(1/2) = 48/216; 1: (4/9)(1/2) + (4/9)(1/2) = 96/216;
// 2: (1/9)(1/2) + (4/9)(1/2) = 60/216; 3: (1/9)(1/2) = 12/216.
TEST(Gw1418GunsAndHeavyWeapons, ThePlusGoesOnOneDie) {
  const Json r = shoot({{"shooter", "early-hmg"}, {"resilience", 4}, {"terrain", "dug-in-open"}});
  EXPECT_EQ(r.at("resilience"), 5);
  EXPECT_EQ(exact_hits(r), (std::vector<std::string>{"48/216", "96/216", "60/216", "12/216"}));
  EXPECT_EQ(r.at("bonus_die").at("exact"), "1/2");
}

// The + lets a platoon harm R7 to R9: a 7cm field gun A2(+2) at elite infantry dug into
// defensible ground (5 + 2 = R7): the plain die cannot, the +2 die hits on 5+ (1/3).
TEST(Gw1418GunsAndHeavyWeapons, ThePlusHarmsRSevenToNine) {
  const Json r = shoot({{"shooter", "field-gun-7cm"}, {"target", "elite-infantry"}, {"terrain", "defensible"}});
  EXPECT_EQ(r.at("resilience"), 7);
  EXPECT_EQ(exact_hits(r), (std::vector<std::string>{"24/36", "12/36"}));
  // The 12cm howitzer's +3 reaches R9 on a 6: 1/6.
  const Json r9 = shoot({{"shooter", "howitzer-12cm"}, {"resilience", 6}, {"terrain", "fortification"}});
  EXPECT_EQ(r9.at("resilience"), 9);
  EXPECT_EQ(exact_hits(r9), (std::vector<std::string>{"5/6", "1/6"}));
}

// Grenadiers have their + only in melee: their shooting is a plain A2.
TEST(Gw1418GunsAndHeavyWeapons, GrenadiersShootWithoutTheirPlus) {
  const Json r = shoot({{"shooter", "grenadier-squad"}, {"resilience", 4}, {"terrain", "dug-in-open"}});
  EXPECT_EQ(r.at("arming").at("bonus"), 0);
  EXPECT_EQ(exact_hits(r), (std::vector<std::string>{"16/36", "16/36", "4/36"}));  // 5+ on each: (2/3)^2, 2(1/3)(2/3), (1/3)^2
}

// Ready mode: a target needing 7s to hit cannot be hurt without a +.
TEST(Gw1418ReadyMode, NeedingSevensNoPlainDieHits) {
  const Json r = shoot({{"shooter", "line-infantry"}, {"target", "elite-infantry"}, {"terrain", "defensible"}});
  EXPECT_EQ(exact_hits(r), (std::vector<std::string>{"6/6"}));  // no hit, whatever the die
}

// Vehicles: line infantry at a Mother tank (R6) in the open (R4): a hit (1/2) stands only if
// its re-roll hits too: 1/4. 0: 27/36, 1: 9/36.
TEST(Gw1418Vehicles, InfantryReRollTheirHits) {
  const Json r = shoot({{"shooter", "line-infantry"}, {"target", "mother-tank"}});
  EXPECT_TRUE(r.at("rerolled").get<bool>());
  EXPECT_EQ(exact_hits(r), (std::vector<std::string>{"27/36", "9/36"}));
}

// Field guns do not re-roll: a 7cm gun A2(+2) at the tank in the open (R4): plain die 1/2,
// +2 die 5/6. 0: (1/2)(1/6) = 3/36; 1: (1/2)(1/6) + (1/2)(5/6) = 18/36; 2: (1/2)(5/6) = 15/36.
TEST(Gw1418Vehicles, GunsDoNotReRoll) {
  const Json r = shoot({{"shooter", "field-gun-7cm"}, {"target", "mother-tank"}});
  EXPECT_FALSE(r.at("rerolled").get<bool>());
  EXPECT_EQ(exact_hits(r), (std::vector<std::string>{"3/36", "18/36", "15/36"}));
}

// A tank in defensible ground is not dug in (+1): R7. An early HMG's +1 die hits on a 6 and,
// re-rolled with its + (ruling 5), again on a 6: 1/36; without the + on the re-roll, never.
TEST(Gw1418Vehicles, TheReRollKeepsThePlus) {
  const Json kept = shoot({{"shooter", "early-hmg"}, {"target", "mother-tank"}, {"terrain", "defensible"}});
  EXPECT_EQ(kept.at("resilience"), 7);
  EXPECT_EQ(kept.at("bonus_die").at("exact"), "1/36");
  const Json lost = shoot({{"shooter", "early-hmg"}, {"target", "mother-tank"}, {"terrain", "defensible"},
                           {"reroll_keeps_bonus", false}});
  EXPECT_EQ(lost.at("bonus_die").at("exact"), "0/1");
  EXPECT_EQ(lost.at("outcomes").size(), 1u) << "no hit, whatever the dice";
}

// Ruling 6: cavalry re-roll their hits on vehicles unless the switch says they do not.
TEST(Gw1418Vehicles, CavalryReRollByRuling) {
  EXPECT_TRUE(shoot({{"shooter", "mixed-cavalry"}, {"target", "medium-whippet"}}).at("rerolled").get<bool>());
  EXPECT_FALSE(shoot({{"shooter", "mixed-cavalry"}, {"target", "medium-whippet"}, {"cavalry_rerolls_vehicles", false}})
                   .at("rerolled")
                   .get<bool>());
}

// The text's cover example as a shot: out of a dug-in trench into the open counts as open.
TEST(Gw1418CoverAndTerrain, OverTheTopIsShotAsInTheOpen) {
  const Json r = shoot({{"shooter", "line-infantry"}, {"target", "line-infantry"}, {"terrain", "open"}, {"from", "defensible"}});
  EXPECT_EQ(r.at("resilience"), 2);
}

// Typed dice: the +2 die first (6 + 2 = 8 against R7: a hit), then the plain die (3: a miss).
TEST(Gw1418ExecutingShooting, TypedDiceMakeTheRoll) {
  const Json r = shoot({{"shooter", "field-gun-7cm"}, {"target", "elite-infantry"}, {"terrain", "defensible"}, {"dice", "6 3"}});
  EXPECT_EQ(r.at("hits"), 1);
  EXPECT_EQ(r.at("effect"), "injured");
  const Json tank = shoot({{"shooter", "line-infantry"}, {"target", "mother-tank"}, {"dice", "5 3"}});
  EXPECT_EQ(tank.at("hits"), 0) << "the hit of 5 was re-rolled as 3: it does not stand";
}

std::string shoot_refused(const Json& in) { return refused_field(shoot_calculator(), in); }

TEST(Gw1418ExecutingShooting, BadInputNamesTheField) {
  EXPECT_EQ(shoot_refused({{"shooter", "line-infantry"}, {"arming", 2}, {"resilience", 4}}), "arming");
  EXPECT_EQ(shoot_refused({{"resilience", 4}}), "arming");
  EXPECT_EQ(shoot_refused({{"arming", 2}}), "resilience");
  EXPECT_EQ(shoot_refused({{"arming", 2}, {"target", "command"}}), "resilience");
  EXPECT_EQ(shoot_refused({{"arming", 2}, {"target", "line-infantry"}, {"resilience", 4}}), "resilience");
  EXPECT_EQ(shoot_refused({{"shooter", "melee-cavalry"}, {"resilience", 4}}), "shooter");
  EXPECT_EQ(shoot_refused({{"shooter", "early-hmg"}, {"bonus", 2}, {"resilience", 4}}), "bonus");
  EXPECT_EQ(shoot_refused({{"arming", 2}, {"target", "mother-tank"}, {"terrain", "dug-in-open"}}), "terrain");
  EXPECT_EQ(shoot_refused({{"arming", 2}, {"resilience", 4}, {"not_dug_in", true}}), "not_dug_in");
  EXPECT_EQ(shoot_refused({{"arming", 2}, {"resilience", 4}, {"digging", true}, {"moving", true}}), "digging");
  EXPECT_EQ(shoot_refused({{"arming", 2}, {"target", "line-infantry"}, {"vehicle", true}}), "vehicle");
  EXPECT_EQ(shoot_refused({{"arming", 13}, {"resilience", 4}}), "arming");
  EXPECT_EQ(shoot_refused({{"arming", 2}, {"resilience", 4}, {"terrain", "swamp"}}), "terrain");
}

// The exact odds against a seeded Monte Carlo of the same volleys, rolled die by die as the
// calculator's roll does: 20,000 volleys each, every chance within 0.012 (over 3 standard
// errors at p = 1/2).
TEST(Gw1418ExecutingShooting, ExactOddsMatchASeededMonteCarlo) {
  const std::vector<Volley> volleys{
      {3, 1, 0, 3, false, true},  // A3 at R3
      {3, 1, 1, 5, false, true},  // early HMG at R5
      {4, 1, 1, 5, true, true},   // late HMG at a tank in rough ground
      {2, 1, 2, 7, false, true},  // field gun at R7
  };
  for (const Volley& v : volleys) {
    const core::ExactDist exact = hits(v);
    engine::SeededDice dice(core::Rng(1418));
    constexpr int kTrials = 20000;
    std::vector<int> count(static_cast<std::size_t>(v.dice) + 1, 0);
    for (int i = 0; i < kTrials; ++i) ++count[static_cast<std::size_t>(roll_volley(dice, v, "test"))];
    for (int h = 0; h <= v.dice; ++h) {
      EXPECT_NEAR(static_cast<double>(count[static_cast<std::size_t>(h)]) / kTrials, core::to_double(exact.probability(h)), 0.012)
          << v.dice << " dice +" << v.bonus << " at R" << v.resilience << ", " << h << " hits";
    }
  }
}

}  // namespace
}  // namespace sandtable::rules::gw1418
