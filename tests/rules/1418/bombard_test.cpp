// Artillery: `1418 bombard`, a battalion's shots over the bases under a circle, against odds
// worked by hand.
#include <gtest/gtest.h>

#include "rules/1418/bombard.hpp"
#include "refused.hpp"
#include "rules/1418/calculators.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;

Json bombard(const Json& in) { return bombard_calculator().run(in); }

std::vector<int> shots_laid(const Json& r) {
  std::vector<int> out;
  for (const Json& t : r.at("allocation")) out.push_back(t.at("shots").get<int>());
  return out;
}

std::string removed(const Json& r, std::size_t base) {
  return r.at("allocation").at(base).at("effects").at("removed").at("exact").get<std::string>();
}

// The text's example: 4 batteries of A2 make 8 shots; at most half, 4, on one base.
TEST(Gw1418Artillery, ShotsAreArmingTimesBatteries) {
  const Json r = bombard({{"arming", 2}, {"batteries", 4}, {"targets", "4"}});
  EXPECT_EQ(r.at("shots"), 8);
  EXPECT_EQ(r.at("most_on_one"), 4);
  // One base: only 4 shots may go on it. At R4 each hits 1/2; two or more of four remove it:
  // 1 - 1/16 - 4/16 = 11/16, over the 6^4 = 1296 rolls 891/1296.
  EXPECT_EQ(shots_laid(r), (std::vector<int>{4}));
  EXPECT_EQ(r.at("shots_used"), 4);
  EXPECT_EQ(removed(r, 0), "891/1296");
}

// A base more than half outside the inner circle: each hit re-rolled, 1/4 a shot. Two or
// more of four: 1 - (3/4)^4 - 4(1/4)(3/4)^3 = 1 - 81/256 - 108/256 = 67/256, over the
// 36^4 = 1679616 rolls 67 x 6561 = 439587.
TEST(Gw1418Artillery, OuterRingHitsAreReRolled) {
  const Json r = bombard({{"arming", 2}, {"batteries", 4}, {"targets", "4o"}});
  EXPECT_EQ(removed(r, 0), "439587/1679616");
}

// Two bases at R4 share the 8 shots, 4 each: expected removals 2 x 11/16 = 11/8.
TEST(Gw1418Artillery, ShotsSpreadOverTheBases) {
  const Json r = bombard({{"arming", 2}, {"batteries", 4}, {"targets", "4 4"}});
  EXPECT_EQ(shots_laid(r), (std::vector<int>{4, 4}));
  EXPECT_EQ(r.at("expected_removed_exact"), "11/8");
  // Bases removed: neither (5/16)^2 = 25/256, one 2(11/16)(5/16) = 110/256 = 55/128, both 121/256.
  const Json& dist = r.at("bases_removed").at("outcomes");
  EXPECT_EQ(dist.at(0).at("exact"), "25/256");
  EXPECT_EQ(dist.at(1).at("exact"), "55/128");
  EXPECT_EQ(dist.at(2).at("exact"), "121/256");
}

// The best allocation: 4 shots of A1 (at most 2 a base) on R2, R2 and R6. Two shots remove
// an R2 base with (5/6)^2 = 25/36 and an R6 base with 1/36; one shot removes nothing. Best:
// 2, 2, 0 (50/36 bases), not 2, 1, 1 (25/36).
TEST(Gw1418Artillery, TheBestAllocationGoesWhereItRemoves) {
  const Json r = bombard({{"arming", 1}, {"batteries", 4}, {"targets", "2 2 6"}});
  EXPECT_EQ(shots_laid(r), (std::vector<int>{2, 2, 0}));
  EXPECT_EQ(r.at("expected_removed_exact"), "25/18");
}

// Aiming to hit rather than remove: the injured base (one hit removes it) and a fresh one at
// R6 share 2 shots (A1 x 2, at most 1 each)... one shot each: the injured base goes 1/6
// (worth 1), the fresh one injured 1/6 (worth 1).
TEST(Gw1418Artillery, AnInjuredBaseGoesAtOneHit) {
  const Json r = bombard({{"arming", 1}, {"batteries", 2}, {"targets", "6i 6"}, {"aim", "hit"}});
  EXPECT_EQ(shots_laid(r), (std::vector<int>{1, 1}));
  EXPECT_EQ(removed(r, 0), "1/6");
  EXPECT_EQ(r.at("expected_removed_exact"), "1/6");
  EXPECT_EQ(r.at("expected_injured_exact"), "1/6");
}

// Ruling 15: one shot per battery has the +. One light howitzer battery A2(+2): 2 shots, at
// most 1 on a base; on R6 the shot that goes is the +2 one (hits on 4+: injures 1/2).
TEST(Gw1418Artillery, EachBatteryHasOnePlusShot) {
  const Json r = bombard({{"battery", "light-howitzer"}, {"batteries", 1}, {"targets", "6"}});
  const Json& t = r.at("allocation").at(0);
  EXPECT_EQ(t.at("shots"), 1);
  EXPECT_EQ(t.at("bonus_shots"), 1);
  EXPECT_EQ(t.at("effects").at("injured").at("exact"), "3/6");
  const Json none = bombard({{"battery", "light-howitzer"}, {"batteries", 1}, {"targets", "6"}, {"bombard_bonus_dice", "none"}});
  EXPECT_EQ(none.at("allocation").at(0).at("effects").at("injured").at("exact"), "1/6");
}

// Per target: 2 batteries of light howitzers (4 shots, 2 a base) on two R7 bases; each base
// shot at gets one +2 die (hits on 5+, 1/3), the plain die cannot: each is injured 1/3.
TEST(Gw1418Artillery, PerTargetEveryBaseGetsOnePlusShot) {
  const Json r = bombard({{"battery", "light-howitzer"}, {"batteries", 2}, {"targets", "7 7"},
                          {"bombard_bonus_dice", "per-target"}, {"aim", "hit"}});
  for (const Json& t : r.at("allocation")) EXPECT_EQ(t.at("bonus_shots"), 1);
  EXPECT_EQ(r.at("expected_injured_exact"), "2/3");
}

// The targets' terrain: their numbers are then their own Resilience (line infantry R4 in
// defensible ground, dug in: R6).
TEST(Gw1418Artillery, TerrainAppliesToEveryTarget) {
  const Json r = bombard({{"arming", 2}, {"batteries", 1}, {"targets", "4 4o"}, {"terrain", "defensible"}});
  EXPECT_EQ(r.at("allocation").at(0).at("resilience"), 6);
  EXPECT_EQ(r.at("allocation").at(1).at("resilience"), 6);
}

std::string bombard_refused(const Json& in) { return refused_field(bombard_calculator(), in); }

TEST(Gw1418Artillery, BadInputNamesTheField) {
  EXPECT_EQ(bombard_refused({{"arming", 2}, {"batteries", 4}, {"targets", "4x"}}), "targets");
  EXPECT_EQ(bombard_refused({{"arming", 2}, {"batteries", 4}, {"targets", "4oo"}}), "targets");
  EXPECT_EQ(bombard_refused({{"arming", 2}, {"batteries", 4}, {"targets", " , "}}), "targets");
  EXPECT_EQ(bombard_refused({{"arming", 2}, {"batteries", 4}, {"targets", "4 4 4 4 4 4 4 4 4 4 4 4 4"}}), "targets");
  EXPECT_EQ(bombard_refused({{"arming", 2}, {"batteries", 4}}), "targets");
  EXPECT_EQ(bombard_refused({{"batteries", 4}, {"targets", "4"}}), "arming");
  EXPECT_EQ(bombard_refused({{"battery", "howitzer-12cm"}, {"arming", 2}, {"batteries", 4}, {"targets", "4"}}), "arming");
  EXPECT_EQ(bombard_refused({{"battery", "line-infantry"}, {"batteries", 4}, {"targets", "4"}}), "battery");
  EXPECT_EQ(bombard_refused({{"arming", 2}, {"batteries", 9}, {"targets", "4"}}), "batteries");
}

}  // namespace
}  // namespace sandtable::rules::gw1418
