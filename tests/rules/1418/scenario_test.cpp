// The shipped scenarios load, start and stand as drawn; a scenario's mistakes say file:line.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"
#include "rules/1418/ai.hpp"
#include "rules/1418/battle/queries.hpp"

namespace sandtable::rules::gw1418 {
namespace {

std::unique_ptr<engine::Game> shipped(const std::string& name) {
  const engine::Scenario s = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/1418/" + name);
  return rule_set().start(s, s.rulings);
}

// The German trench is a fortification: a line platoon dug into it is at R4 +3 = 7; the
// British start dug into defensible ground (+2), their three tanks in the open behind it
// (R6 -2 = 4, never dug in); the Germans hold both objectives.
TEST(Scenarios, TheTrenchAssaultStandsAsDrawn) {
  const auto g = shipped("trench-assault.yaml");
  const Battle& b = testing::battle_of(*g);
  EXPECT_EQ(b.sides[0], "British");
  EXPECT_EQ(b.rules.bound_limit, 10);
  EXPECT_EQ(b.platoons.size(), 28U);
  const auto index = [&](const std::string& name) {
    for (std::size_t i = 0; i < b.platoons.size(); ++i) {
      if (b.platoons[i].name == name) return static_cast<int>(i);
    }
    throw std::logic_error("no platoon " + name);
  };
  EXPECT_EQ(cover_ground(b, b.platoon(index("5/1"))), Ground::kFortification);
  EXPECT_EQ(resilience_in_cover(own_resilience(b, b.platoon(index("5/1"))), standing_cover(b, index("5/1"))), 7);
  EXPECT_EQ(cover_ground(b, b.platoon(index("A1"))), Ground::kDefensible);
  EXPECT_EQ(resilience_in_cover(own_resilience(b, b.platoon(index("Tank C14"))), standing_cover(b, index("Tank C14"))), 4);
  EXPECT_TRUE(standing_cover(b, index("Tank C14")).vehicle);
  for (const Feature* f : objectives(b)) EXPECT_EQ(holder(b, *f), 1) << f->name;
  EXPECT_TRUE(battalion_named(b, "17th Bde RFA").has_value());
  EXPECT_TRUE(b.battalion(*battalion_named(b, "17th Bde RFA")).artillery);
}

// The village is defensible, the wood rough; no one holds an objective at the start.
TEST(Scenarios, TheMobileEncounterStandsAsDrawn) {
  const auto g = shipped("mobile-1914.yaml");
  const Battle& b = testing::battle_of(*g);
  EXPECT_EQ(b.rules.bound_limit, 8);
  EXPECT_EQ(ground_at(b, {60, 45}), Ground::kDefensible);
  EXPECT_EQ(ground_at(b, {20, 45}), Ground::kRough);
  EXPECT_EQ(ground_at(b, {90, 35}), Ground::kRough);  // impractical ground covers as rough
  for (const Feature* f : objectives(b)) EXPECT_FALSE(holder(b, *f).has_value()) << f->name;
}

TEST(Scenarios, AnUnknownUnitTypeSaysWhere) {
  try {
    testing::start(testing::two_companies("[{name: B1, type: panzer, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]"));
    ADD_FAILURE() << "a panzer was accepted";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("test.yaml:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("panzer"), std::string::npos) << e.what();
  }
}

// The AI writes from what its side may know: the other side's drafts change nothing.
TEST(Scenarios, TheAiIgnoresTheOtherSidesDraftOrders) {
  auto g = shipped("trench-assault.yaml");
  const engine::Action before = choose_orders(testing::battle_of(*g), 0);
  testing::order(*g, 1, {{"type", "high"}, {"battalion", "II./RIR 119"}, {"command", "assault"}});
  testing::order(*g, 1, {{"type", "high"}, {"battalion", "FAR 26"}, {"command", "bombard"}, {"x", 60}, {"y", 25}});
  testing::order(*g, 1, {{"type", "seal"}});
  EXPECT_EQ(choose_orders(testing::battle_of(*g), 0), before);
  // 1st Essex writes first: it holds no objective and no enemy is within an assault's reach.
  EXPECT_EQ(before.json["command"], "advance");
}

// The engine's check of the file refuses it first; the rule set's own check stands behind it.
TEST(Scenarios, ABattalionWithoutPlatoonsIsRefusedSayingWhere) {
  const std::string empty = "        - name: Ghosts\n          level: battalion\n";
  try {
    testing::start(testing::two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]",
                                          "[{name: R1, type: line-infantry, x: 90, y: 90}]", "[]", 8, empty));
    ADD_FAILURE() << "an empty battalion was accepted";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("test.yaml:14:"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace sandtable::rules::gw1418
