// Mukden to Megiddo in the registry: calculators, rulings, its tracked game, AI and simulator.
#include <gtest/gtest.h>

#include "rules/registry.hpp"

namespace sandtable::rules::m2m {
namespace {

TEST(M2mRuleSet, IsRegisteredWithItsCalculatorsAndAGame) {
  const engine::RuleSet& r = rule_sets().find("m2m");
  EXPECT_EQ(r.name, "Mukden to Megiddo");
  EXPECT_TRUE(r.new_game);
  EXPECT_TRUE(r.choose);
  EXPECT_TRUE(r.battle_simulator);
  std::vector<std::string> names;
  for (const engine::Calculator& c : r.calculators) names.push_back(c.name);
  EXPECT_EQ(names, (std::vector<std::string>{"fire", "melee", "morale", "message", "move", "wire"}));
  EXPECT_EQ(r.describe()["game"], true);
  EXPECT_EQ(r.checked_rulings({})["sight_inches"], 36);
  EXPECT_EQ(r.checked_rulings({})["half_effect"], "confirm-hits");
}

}  // namespace
}  // namespace sandtable::rules::m2m
