// Hordes in the Trenches army lists: the element cost table, the 13 AP core and the 36 AP.
#include <gtest/gtest.h>

#include "rules/hitt/army.hpp"
#include "rules/hitt/calculators.hpp"

namespace sandtable::rules::hitt {
namespace {

using enum Element;

// The core: the general's rifles (2 AP) and a battalion of 4 rifles and a machinegun (11 AP).
TEST(HittArmyLists, TheCoreBattalionCostsThirteenAp) {
  const ArmyCheck c = check_army({{kRifles, 5}, {kMachinegun, 1}});
  EXPECT_EQ(c.total_ap, 13);
  EXPECT_EQ(c.core, "infantry battalion");
  EXPECT_TRUE(c.legal());
}

TEST(HittArmyLists, TheCoreCavalryRegimentCostsThirteenAp) {
  const ArmyCheck c = check_army({{kRifles, 1}, {kCavalry, 4}, {kMachinegun, 1}});
  EXPECT_EQ(c.total_ap, 13);
  EXPECT_EQ(c.core, "cavalry regiment");
}

// The element cost table, row by row.
TEST(HittArmyLists, ElementCosts) {
  EXPECT_EQ(info(kAirAce).ap_cost, 6);
  for (Element e : {kBarrage, kTank, kHeavyArtillery, kFighter}) EXPECT_EQ(info(e).ap_cost, 4) << id(e);
  for (Element e : {kFieldArtillery, kLightMortar, kMachinegun, kBomber, kSturmtruppe}) EXPECT_EQ(info(e).ap_cost, 3) << id(e);
  for (Element e : {kArmouredCar, kCavalry, kRifles, kScout}) EXPECT_EQ(info(e).ap_cost, 2) << id(e);
  for (Element e : {kBalloon, kForwardObserver, kSniper, kMinefield, kGas}) EXPECT_EQ(info(e).ap_cost, 1) << id(e);
  EXPECT_EQ(info(kHeavyMortar).ap_cost, 4) << "a mortar's 3 and 1 for its entrenchment";
}

TEST(HittArmyLists, OverThePointsAndNoCoreAreBothNamed) {
  const ArmyCheck c = check_army({{kRifles, 3}, {kTank, 8}});
  EXPECT_EQ(c.total_ap, 38);
  ASSERT_EQ(c.errors.size(), 2U);
  EXPECT_EQ(c.errors[0], "38 AP is 2 over the 36 AP agreed");
  EXPECT_NE(c.errors[1].find("lacks 2 rifles and 1 machinegun"), std::string::npos) << c.errors[1];
}

TEST(HittArmyLists, TheCalculatorListsTheElementsAndTheVerdict) {
  const engine::Json r = army_calculator().run({{"rifles", 5}, {"machinegun", 2}, {"tank", 1}, {"sturmtruppe", 2},
                                                {"field_artillery", 1}, {"forward_observer", 1}, {"barrage", 1},
                                                {"balloon", 1}, {"gas", 1}});
  EXPECT_EQ(r["total_ap"], 36) << "10 + 6 + 4 + 6 + 3 + 1 + 4 + 1 + 1";
  EXPECT_EQ(r["legal"], true);
  EXPECT_EQ(r["core"], "infantry battalion");
}

}  // namespace
}  // namespace sandtable::rules::hitt
