// Regiments (the introduction's order of battle; High Commands; RULINGS.md 41): a scenario may
// group battalions in a regiment, and a High Command or plan given to the regiment is that
// order written for each of its battalions still on the table.
#include <gtest/gtest.h>

#include <algorithm>

#include "battle_fixture.hpp"
#include "engine/log.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using namespace testing;

// Blue: the 3rd Bde of two battalions (1st Bn: A Coy; 2nd Bn: B Coy) and a battery of its own,
// far from Red's one company.
const std::string kBrigade = R"(ruleset: "1418"
name: regiments
table: {width: 100, depth: 100, unit: cm}
terrain: []
sides:
  - name: Blue
    army:
      name: Blue army
      commands:
        - name: 3rd Bde
          level: regiment
          commands:
            - name: 1st Bn
              commands:
                - name: A Coy
                  units: [{name: A1, type: line-infantry, x: 20, y: 20}]
            - name: 2nd Bn
              commands:
                - name: B Coy
                  units: [{name: B1, type: line-infantry, x: 40, y: 20}]
        - name: Guns
          commands:
            - name: Battery
              units: [{name: G1, type: field-gun-7cm, x: 30, y: 5}]
  - name: Red
    army:
      name: Red army
      commands:
        - name: Red Btn
          commands:
            - name: Red Coy
              units: [{name: R1, type: line-infantry, x: 80, y: 90}]
victory: {bounds: 8}
)";

const Json kRegimentAdvances{{"type", "high"}, {"regiment", "3rd Bde"}, {"command", "advance"}};

std::vector<engine::Action> blue_offered(const engine::Game& g) {
  return std::get<engine::SealedOrders>(g.next_request()).decisions[0].actions;
}

bool offers(const std::vector<engine::Action>& actions, const Json& json) {
  return std::any_of(actions.begin(), actions.end(), [&](const engine::Action& a) { return a.json == json; });
}

TEST(Regiments, ARegimentsHighCommandGoesToEachOfItsBattalions) {
  engine::Session s(start(kBrigade));
  const engine::Event& written = s.apply_sealed(0, engine::Action{kRegimentAdvances, ""});
  EXPECT_EQ(written.payload.at("label"), "3rd Bde (each of its 2 battalions): advance");
  const Battle& b = battle_of(s.game());
  ASSERT_EQ(b.regiments.size(), 1U);
  for (const int btn : b.regiments[0].battalions) {
    ASSERT_TRUE(b.orders[0].high.contains(btn)) << b.battalion(btn).name;
    EXPECT_EQ(b.orders[0].high.at(btn).command, HighCommand::kAdvance) << b.battalion(btn).name;
  }
  EXPECT_FALSE(b.orders[0].high.contains(2)) << "the battery is in no regiment";
}

// The list offers the regiment's commands to the first of its battalions asked, and no longer
// once one of them has a High Command.
TEST(Regiments, TheListOffersTheRegimentsCommandsUntilOneOfItsBattalionsHasOne) {
  auto g = start(kBrigade);
  EXPECT_TRUE(offers(blue_offered(*g), kRegimentAdvances));
  order(*g, 0, {{"type", "high"}, {"battalion", "1st Bn"}, {"command", "hold"}});
  EXPECT_FALSE(offers(blue_offered(*g), kRegimentAdvances));
  EXPECT_FALSE(offers(blue_offered(*g), Json{{"type", "high"}, {"regiment", "3rd Bde"}, {"command", "hold"}}));
}

// A battalion's own High Command written after the regiment's replaces it for that battalion
// alone.
TEST(Regiments, ABattalionsOwnOrderLaterReplacesTheRegimentsForItAlone) {
  auto g = start(kBrigade);
  order(*g, 0, kRegimentAdvances);
  order(*g, 0, {{"type", "high"}, {"battalion", "2nd Bn"}, {"command", "hold"}});
  const Battle& b = battle_of(*g);
  EXPECT_EQ(b.orders[0].high.at(0).command, HighCommand::kAdvance);
  EXPECT_EQ(b.orders[0].high.at(1).command, HighCommand::kHold);
}

// A plan for the regiment is a command sheet for each battalion (ruling 38).
TEST(Regiments, ARegimentsPlanIsEachBattalionsCommandSheet) {
  engine::Session s(start(kBrigade));
  const Json plan{{"type", "plan"}, {"regiment", "3rd Bde"}, {"commands", {"advance", "assault"}}};
  EXPECT_EQ(s.apply_sealed(0, engine::Action{plan, ""}).payload.at("label"),
            "3rd Bde (each of its 2 battalions): plan advance, assault (bounds 1 to 2)");
  const Battle& b = battle_of(s.game());
  for (const int btn : {0, 1}) {
    EXPECT_EQ(b.orders[0].high.at(btn).command, HighCommand::kAdvance);
    EXPECT_EQ(b.orders[0].sheet.at(btn).at(2).command, HighCommand::kAssault);
  }
}

// Each battalion's order is checked as its own: the infantry have no guns, so the regiment
// may not bombard, and nothing is written.
TEST(Regiments, ARegimentOfInfantryMayNotBombardAndNothingIsWritten) {
  auto g = start(kBrigade);
  try {
    order(*g, 0, {{"type", "high"}, {"regiment", "3rd Bde"}, {"command", "bombard"}, {"x", 80}, {"y", 90}});
    ADD_FAILURE() << "infantry bombarded";
  } catch (const engine::IllegalAction& e) {
    EXPECT_STREQ(e.what(), "1st Bn has no guns to bombard with");
  }
  EXPECT_TRUE(battle_of(*g).orders[0].high.empty());
}

TEST(Regiments, BadRegimentOrdersAreRefusedWithTheReason) {
  auto g = start(kBrigade);
  const auto refusal = [&](const Json& json) {
    try {
      order(*g, json.value("side", 0), json);
    } catch (const engine::IllegalAction& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(refusal({{"type", "high"}, {"regiment", "4th Bde"}, {"command", "hold"}}), "no regiment is called '4th Bde'");
  EXPECT_EQ(refusal({{"type", "high"}, {"regiment", "3rd Bde"}, {"battalion", "1st Bn"}, {"command", "hold"}}),
            "name a battalion or a regiment, not both");
  EXPECT_EQ(refusal({{"side", 1}, {"type", "high"}, {"regiment", "3rd Bde"}, {"command", "hold"}}),
            "3rd Bde is not one of Red's regiments");
}

TEST(Regiments, ARegimentMustHoldBattalionsOnly) {
  std::string platoons_of_its_own = kBrigade;
  platoons_of_its_own.replace(platoons_of_its_own.find("          level: regiment\n"), 26,
                              "          level: regiment\n          units: [{name: X1, type: line-infantry, x: 10, y: 10}]\n");
  EXPECT_NE(start_refusal(platoons_of_its_own).find("3rd Bde: a regiment is made of battalions"), std::string::npos)
      << start_refusal(platoons_of_its_own);
}

}  // namespace
}  // namespace sandtable::rules::gw1418
