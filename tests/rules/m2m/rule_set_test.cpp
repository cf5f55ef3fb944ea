// Mukden to Megiddo in the registry: calculators and rulings, no tracked game yet.
#include <gtest/gtest.h>

#include "rules/registry.hpp"

namespace sandtable::rules::m2m {
namespace {

TEST(M2mRuleSet, IsRegisteredWithItsCalculatorsAndNoGame) {
  const engine::RuleSet& r = rule_sets().find("m2m");
  EXPECT_EQ(r.name, "Mukden to Megiddo");
  EXPECT_FALSE(r.new_game);
  std::vector<std::string> names;
  for (const engine::Calculator& c : r.calculators) names.push_back(c.name);
  EXPECT_EQ(names, (std::vector<std::string>{"fire", "melee", "morale", "message", "move", "wire"}));
  EXPECT_EQ(r.describe()["game"], false);
  EXPECT_THROW(r.start(engine::Scenario{}, {}), engine::BadInput);
  EXPECT_EQ(r.checked_rulings({})["half_effect"], "confirm-hits");
}

}  // namespace
}  // namespace sandtable::rules::m2m
