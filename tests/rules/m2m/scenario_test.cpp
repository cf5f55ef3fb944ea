// Mukden to Megiddo scenarios: the shipped ones load, and a bad one is refused with the file,
// line and what is wrong.
#include <gtest/gtest.h>

#include "game_support.hpp"

namespace sandtable::rules::m2m {
namespace {

std::string refusal(const std::string& yaml) {
  try {
    testing::battle_of(yaml);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

std::string with(const std::string& from, const std::string& to) {
  std::string yaml = testing::small_battle();
  yaml.replace(yaml.find(from), from.size(), to);
  return yaml;
}

TEST(M2mScenario, TheSmallBattleIsAccepted) { EXPECT_EQ(refusal(testing::small_battle()), ""); }

TEST(M2mScenario, AnOrderNamesAnObjectiveThereIs) {
  const std::string why = refusal(with("order: attack, objective: Hill}", "order: attack, objective: Ridge}"));
  EXPECT_NE(why.find("test.yaml:"), std::string::npos) << why;
  EXPECT_NE(why.find("no objective is called 'Ridge'"), std::string::npos) << why;
  EXPECT_NE(why.find("Hill, Farm"), std::string::npos) << why;
}

TEST(M2mScenario, OnlyHeavyArtilleryStandsOffTheTable) {
  const std::string why = refusal(with("{name: Blue 3, type: infantry, figures: 16, x: 10, y: 6, facing: 90}", "{name: Blue 3, type: infantry, figures: 16}"));
  EXPECT_NE(why.find("test.yaml:"), std::string::npos) << why;
  EXPECT_NE(why.find("only heavy artillery"), std::string::npos) << why;
}

TEST(M2mScenario, OrganizationCavalryIsAtLeastAverage) {
  const std::string why = refusal(with("{name: Blue 3, type: infantry,", "{name: Blue 3, type: cavalry, rating: poor,"));
  EXPECT_NE(why.find("test.yaml:"), std::string::npos) << why;
  EXPECT_NE(why.find("at least average"), std::string::npos) << why;
}

TEST(M2mScenario, TheAttackerIsOneOfTheSides) {
  const std::string why = refusal(with("attacker: Blue", "attacker: Green"));
  EXPECT_NE(why.find("test.yaml:"), std::string::npos) << why;
  EXPECT_NE(why.find("Blue, Red"), std::string::npos) << why;
}

TEST(M2mScenario, TheShippedScenariosLoad) {
  for (const char* name : {"brigade-action", "trench-assault"}) {
    const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/m2m/") + name + ".yaml");
    EXPECT_NO_THROW(rule_set().start(s, s.rulings)) << name;
  }
}

}  // namespace
}  // namespace sandtable::rules::m2m
