// Hordes in the Trenches combat: the combat factor table, the tactical factors and the
// combat outcome table, each odds worked by hand over the 36 pairs of dice.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>

#include "rules/hitt/calculators.hpp"
#include "rules/hitt/combat.hpp"

namespace sandtable::rules::hitt {
namespace {

using engine::Json;

Json odds(Json input) { return combat_calculator().run(input); }

// Pairs of dice (of 36) that give each "loser effect".
std::map<std::string, int> pairs(const Json& result) {
  std::map<std::string, int> out;
  for (const Json& o : result.at("outcomes")) {
    const std::string exact = o.at("exact").get<std::string>();
    out[o.at("loser").get<std::string>() + " " + o.at("effect").get<std::string>()] = std::stoi(exact.substr(0, exact.find('/')));
  }
  return out;
}

using Pairs = std::map<std::string, int>;

// Rifles +3 against rifles +3: a tie on 6 pairs; the loser is doubled (destroyed) when its
// die is 1 and the winner's 5 or 6, and otherwise recoils in good going.
TEST(HittCombatOutcome, RiflesAgainstRiflesInTheOpen) {
  const Json r = odds({{"attacker", "rifles"}, {"defender", "rifles"}});
  EXPECT_EQ(r["attacker"]["factor"], 3);
  EXPECT_EQ(r["defender"]["factor"], 3);
  EXPECT_EQ(pairs(r), (Pairs{{"none no-effect", 6}, {"defender recoil", 13}, {"defender destroyed", 2},
                             {"attacker recoil", 13}, {"attacker destroyed", 2}}));
}

// Sturmtruppe +5 vs foot; rifles in a trench hold it as bad going, but rifles beaten by
// sturmtruppe that made the contact are destroyed. 26 pairs win, 4 tie, 6 lose (recoil).
TEST(HittCombatOutcome, SturmtruppeThatMadeContactDestroyRiflesInATrench) {
  const Json r = odds({{"attacker", "sturmtruppe"}, {"defender", "rifles"}, {"defender_in_trench", true}});
  EXPECT_EQ(r["attacker"]["factor"], 5);
  EXPECT_EQ(pairs(r), (Pairs{{"defender destroyed", 26}, {"none no-effect", 4}, {"attacker recoil", 6}}));
  const Json later = odds({{"attacker", "sturmtruppe"}, {"defender", "rifles"}, {"defender_in_trench", true},
                           {"attacker_moved_into_contact", false}});
  // Without the contact made this turn, beaten rifles in the trench hold (ruling 5) and are
  // destroyed only when doubled: the attacker's die at least twice the defender's plus 1.
  EXPECT_EQ(pairs(later)["defender no-effect"], 20);
  EXPECT_EQ(pairs(later)["defender destroyed"], 6);
}

// A machinegun shooting +4 at cavalry +3 in good going destroys it whenever it wins (21
// pairs); a shooter that loses is not harmed (ruling 7).
TEST(HittCombatOutcome, MachinegunFireDestroysCavalryInGoodGoing) {
  const Json r = odds({{"attacker", "machinegun"}, {"defender", "cavalry"}, {"mode", "shooting"}});
  EXPECT_EQ(pairs(r), (Pairs{{"defender destroyed", 21}, {"none no-effect", 15}}));
  const Json back = odds({{"attacker", "machinegun"}, {"defender", "cavalry"}, {"mode", "shooting"}, {"return_fire", true}});
  EXPECT_EQ(pairs(back)["attacker no-effect"], 10) << "a machinegun beaten by shooting is not affected";
}

// A tank +4 against foot; rifles +3 against tanks. Rifles beaten by a tank that made the
// contact are destroyed (21 pairs); a beaten tank recoils (10 pairs).
TEST(HittCombatOutcome, TankAgainstRifles) {
  const Json r = odds({{"attacker", "tank"}, {"defender", "rifles"}});
  EXPECT_EQ(pairs(r), (Pairs{{"defender destroyed", 21}, {"none no-effect", 5}, {"attacker recoil", 10}}));
}

// A barrage +6 attacking rifles in a trench takes -2 (ruling 4): 4 against 3. Beaten rifles
// in the trench hold (17 pairs) unless doubled (4 pairs); a beaten barrage has no effect.
TEST(HittTacticalFactors, BarrageOnATrench) {
  const Json r = odds({{"attacker", "barrage"}, {"defender", "rifles"}, {"defender_in_trench", true}});
  EXPECT_EQ(r["attacker"]["factor"], 4);
  EXPECT_EQ(pairs(r), (Pairs{{"defender destroyed", 4}, {"defender no-effect", 17}, {"none no-effect", 5},
                             {"attacker no-effect", 10}}));
  const Json recoil = odds({{"attacker", "barrage"}, {"defender", "rifles"}, {"defender_in_trench", true},
                            {"beaten_foot_recoil_in_bad_going", true}});
  EXPECT_EQ(pairs(recoil)["defender recoil"], 17);
  const Json on_target = odds({{"attacker", "barrage"}, {"defender", "rifles"}, {"defender_in_trench", true},
                               {"trench_fire_penalty", "target"}});
  EXPECT_EQ(on_target["attacker"]["factor"], 6);
  EXPECT_EQ(on_target["defender"]["factor"], 1);
}

// Two air aces (+4 each, ruling 2) tie on 6 pairs; on the 3 where both totals are odd, both
// are destroyed.
TEST(HittCombatOutcome, AirAcesWhoTieOnOddTotalsBothFall) {
  const Json r = odds({{"attacker", "air-ace"}, {"defender", "air-ace"}});
  EXPECT_EQ(pairs(r)["both destroyed"], 3);
  EXPECT_EQ(pairs(r)["none no-effect"], 3);
}

// AAA +4 shooting a fighter +2: beaten (17 pairs) or doubled (9 pairs), a fighter flees from
// AAA; only aerials or rifles destroy a doubled fighter.
TEST(HittCombatOutcome, FightersFleeFromAaa) {
  const Json r = odds({{"attacker", "aaa"}, {"defender", "fighter"}, {"mode", "shooting"}});
  EXPECT_EQ(pairs(r), (Pairs{{"defender flee", 26}, {"none no-effect", 10}}));
}

// The command bunker +6 is not destroyed by unaided aerials, but is by aerials with ground
// troops in contact.
TEST(HittCommandBunker, OnlyGroundTroopsOrAidedAerialsDestroyIt) {
  const Json alone = odds({{"attacker", "bomber"}, {"defender", "command-bunker"}});
  EXPECT_EQ(alone["attacker"]["factor"], 5) << "+5 vs stronghold";
  EXPECT_EQ(pairs(alone).count("defender destroyed"), 0U);
  const Json aided = odds({{"attacker", "bomber"}, {"defender", "command-bunker"}, {"aided_by_ground", true}});
  EXPECT_GT(pairs(aided)["defender destroyed"], 0);
  const Json barrage = odds({{"attacker", "barrage"}, {"defender", "command-bunker"}});
  EXPECT_EQ(pairs(barrage)["defender no-effect"], 15) << "a barrage wins on 15 pairs, to no effect";
}

// The combat factor table, row by row.
TEST(HittCombatFactors, EveryRowOfTheTable) {
  const Rulings r;
  using enum Element;
  EXPECT_EQ(combat_factor(kBarrage, kRifles, true, r), 6);
  EXPECT_EQ(combat_factor(kCommandBunker, kTank, true, r), 6);
  EXPECT_EQ(combat_factor(kSturmtruppe, kTank, true, r), 5);
  EXPECT_EQ(combat_factor(kSturmtruppe, kCavalry, true, r), 3);
  EXPECT_EQ(combat_factor(kZeppelin, kCommandBunker, false, r), 5);
  EXPECT_EQ(combat_factor(kTank, kRifles, true, r), 4);
  EXPECT_EQ(combat_factor(kTank, kCavalry, true, r), 5);
  EXPECT_EQ(combat_factor(kFieldArtillery, kRifles, false, r), 4);
  EXPECT_EQ(combat_factor(kMachinegun, kRifles, true, r), 2);
  EXPECT_EQ(combat_factor(kHeavyArtillery, kRifles, false, r), 5);
  EXPECT_EQ(combat_factor(kHeavyMortar, kRifles, true, r), 2);
  EXPECT_EQ(combat_factor(kArmouredCar, kCavalry, true, r), 4);
  EXPECT_EQ(combat_factor(kDismountedCavalry, kRifles, true, r), 3);
  EXPECT_EQ(combat_factor(kCavalry, kTank, true, r), 3);
  EXPECT_EQ(combat_factor(kForwardObserver, kRifles, true, r), 2);
  EXPECT_EQ(combat_factor(kScout, kFighter, true, r), 1);
  EXPECT_EQ(combat_factor(kAirAce, kFighter, true, Rulings{.air_ace_factor = 5}), 5);
}

// Every tactical factor adds to the side it belongs to.
TEST(HittTacticalFactors, EachFactorOfTheTable) {
  const auto factor = [](Json in, const char* side) { return odds(std::move(in))[side]["factor"].get<int>(); };
  EXPECT_EQ(factor({{"attacker", "rifles"}, {"defender", "rifles"}, {"defender_general", true}}, "defender"), 4);
  EXPECT_EQ(factor({{"attacker", "rifles"}, {"defender", "rifles"}, {"attacker_rear_support", true}}, "attacker"), 4);
  EXPECT_EQ(factor({{"attacker", "rifles"}, {"defender", "rifles"}, {"attacker_rear_support", true}, {"attacker_bad_going", true}},
                   "attacker"), 3) << "no rear support in bad going";
  EXPECT_EQ(factor({{"attacker", "rifles"}, {"defender", "rifles"}, {"defender_uphill", true}}, "defender"), 4);
  EXPECT_EQ(factor({{"attacker", "fighter"}, {"defender", "rifles"}, {"defender_uphill", true}}, "defender"), 4)
      << "rifles +4 against aerials, and no uphill against them";
  EXPECT_EQ(factor({{"attacker", "field-artillery"}, {"defender", "rifles"}, {"mode", "shooting"}, {"observed_fire", true}},
                   "attacker"), 5);
  EXPECT_EQ(factor({{"attacker", "rifles"}, {"defender", "rifles"}, {"mode", "shooting"}, {"defender_cover", true}}, "defender"), 5);
  EXPECT_EQ(factor({{"attacker", "gas"}, {"defender", "rifles"}, {"defender_in_trench", true}}, "defender"), 2);
  EXPECT_EQ(factor({{"attacker", "light-mortar"}, {"defender", "rifles"}, {"mode", "shooting"}, {"defender_in_trench", true}},
                   "defender"), 2) << "a mortar's fire is not penalised, and costs the trench -1";
  EXPECT_EQ(factor({{"attacker", "light-mortar"}, {"defender", "rifles"}, {"mode", "shooting"}, {"defender_in_trench", true}},
                   "attacker"), 4);
  EXPECT_EQ(factor({{"attacker", "rifles"}, {"defender", "rifles"}, {"mode", "shooting"}, {"aiding_attacker", 2}}, "defender"), 1);
  EXPECT_EQ(factor({{"attacker", "rifles"}, {"defender", "rifles"}, {"defender_flank_rear", 1}}, "defender"), 2);
  EXPECT_EQ(factor({{"attacker", "cavalry"}, {"defender", "rifles"}, {"defender_in_trench", true}}, "attacker"), 1)
      << "close attack on a trench by an element slowed by bad going";
  EXPECT_EQ(factor({{"attacker", "tank"}, {"defender", "rifles"}, {"defender_in_trench", true}}, "attacker"), 4) << "not tanks";
  EXPECT_EQ(factor({{"attacker", "cavalry"}, {"defender", "rifles"}, {"attacker_near_bad_going", true}}, "attacker"), 1);
  EXPECT_EQ(factor({{"attacker", "fighter"}, {"defender", "rifles"}, {"attacker_near_bad_going", true}}, "attacker"), 0);
  EXPECT_EQ(factor({{"attacker", "rifles"}, {"defender", "rifles"}, {"defender_strongpoint", true}}, "defender"), 5);
}

// For every pair of elements, in both modes and in and out of a trench: the outcomes cover
// the 36 pairs, and who loses agrees with a count of the dice against the totals' factors.
TEST(HittCombatOdds, EveryPairOfElementsCoversTheThirtySixPairsOfDice) {
  for (const std::string& a : element_ids()) {
    for (const std::string& d : element_ids()) {
      for (const char* mode : {"close-combat", "shooting"}) {
        for (const bool trench : {false, true}) {
          const Json r = odds({{"attacker", a}, {"defender", d}, {"mode", mode}, {"defender_in_trench", trench},
                               {"return_fire", true}});
          const int af = r["attacker"]["factor"].get<int>();
          const int df = r["defender"]["factor"].get<int>();
          int defender_lower = 0;
          int attacker_lower = 0;
          for (int x = 1; x <= 6; ++x) {
            for (int y = 1; y <= 6; ++y) {
              defender_lower += (y + df < x + af);
              attacker_lower += (x + af < y + df);
            }
          }
          int total = 0;
          std::map<std::string, int> by_loser;
          for (const Json& o : r["outcomes"]) {
            const std::string exact = o["exact"].get<std::string>();
            const int n = std::stoi(exact.substr(0, exact.find('/')));
            total += n;
            by_loser[o["loser"].get<std::string>()] += n;
            EXPECT_DOUBLE_EQ(o["probability"].get<double>(), n / 36.0);
          }
          const std::string where = a + " vs " + d + " " + mode + (trench ? " trench" : "");
          EXPECT_EQ(total, 36) << where;
          EXPECT_EQ(by_loser["defender"], defender_lower) << where;
          EXPECT_EQ(by_loser["attacker"], attacker_lower) << where;
        }
      }
    }
  }
}

// A made roll: typed dice 5 and 2 for sturmtruppe (+5) against rifles in a trench (+3):
// 10 against 5, the rifles destroyed; digital dice from a seed repeat.
TEST(HittCombatRoll, TypedDiceResolveTheFight) {
  const Json made = odds({{"attacker", "sturmtruppe"}, {"defender", "rifles"}, {"defender_in_trench", true}, {"dice", "5 2"}});
  EXPECT_EQ(made["attacker_total"], 10);
  EXPECT_EQ(made["defender_total"], 5);
  EXPECT_EQ(made["effect"], "destroyed");
  EXPECT_EQ(made["dice_for"], (Json{"the attacker's combat die", "the defender's combat die"}));
  const Json seeded = odds({{"attacker", "rifles"}, {"defender", "rifles"}, {"seed", 9}});
  EXPECT_EQ(seeded, odds({{"attacker", "rifles"}, {"defender", "rifles"}, {"seed", 9}}));
}

// Seeded rolls agree with the exact odds: 3,000 fights of tank against rifles.
TEST(HittCombatRoll, SeededRollsAgreeWithTheExactOdds) {
  const Json exact = odds({{"attacker", "tank"}, {"defender", "rifles"}});
  std::map<std::string, int> seen;
  constexpr int kFights = 3000;
  for (int seed = 0; seed < kFights; ++seed) {
    const Json made = odds({{"attacker", "tank"}, {"defender", "rifles"}, {"seed", seed}});
    ++seen[made["loser"].get<std::string>() + " " + made["effect"].get<std::string>()];
  }
  for (const Json& o : exact["outcomes"]) {
    const double p = o["probability"].get<double>();
    const double se = std::sqrt(p * (1 - p) / kFights);
    const std::string key = o["loser"].get<std::string>() + " " + o["effect"].get<std::string>();
    EXPECT_NEAR(seen[key] / double(kFights), p, 5 * se) << key;
  }
}

}  // namespace
}  // namespace sandtable::rules::hitt
