// The Hun at the Gates as a rule set of the engine: its calculators, its one ruling, and the
// rolls they make with the engine's dice.
#include <gtest/gtest.h>

#include <set>

#include "rules/hun/rule_set.hpp"

namespace sandtable::rules::hun {
namespace {

using engine::Json;

const engine::RuleSet& hun() {
  static const engine::RuleSet rules = rule_set();
  return rules;
}

Json run(const std::string& calculator, const Json& input) { return hun().calculator(calculator).run(input); }

TEST(HunRuleSet, EveryAppCommandButTheAuditIsACalculatorOrItsGame) {
  std::set<std::string> names;
  for (const engine::Calculator& c : hun().calculators) names.insert(c.name);
  EXPECT_EQ(names, (std::set<std::string>{"chart", "attack", "move", "morale", "rally", "command", "heal", "fire-mg",
                                          "fire-artillery", "throw-bomb", "support", "charge", "counter-charge",
                                          "vehicle", "train", "initiative", "patrol-score"}));
  EXPECT_TRUE(hun().new_game) << "Patrol and Defense sessions (XII, XIII) are its game";
}

TEST(HunRuleSet, EveryCalculatorWithDiceHasARoll) {
  for (const char* name : {"attack", "move", "morale", "rally", "command", "heal", "fire-artillery", "throw-bomb",
                           "support", "initiative"}) {
    EXPECT_TRUE(static_cast<bool>(hun().calculator(name).roll)) << name;
  }
  for (const char* name : {"chart", "fire-mg", "charge", "counter-charge", "vehicle", "train", "patrol-score"}) {
    EXPECT_FALSE(static_cast<bool>(hun().calculator(name).roll)) << name;
  }
}

// RULINGS.md 4: letting a chart drop the vital roll never takes it further from the model.
TEST(HunVIIIVitalRollRuling, AnOptionalVitalRollNeverWidensAChartsGap) {
  ASSERT_NE(hun().rulings.find("vital_roll_optional"), nullptr);
  for (const char* action : {"fire-rifle", "attack-with-sword", "test-vs-blast"}) {
    const Json always = run("chart", {{"action", action}, {"range", 14}});
    const Json optional = run("chart", {{"action", action}, {"range", 14}, {"vital_roll_optional", true}});
    ASSERT_EQ(always.at("rows").size(), optional.at("rows").size());
    for (std::size_t i = 0; i < always.at("rows").size(); ++i) {
      EXPECT_LE(optional["rows"][i]["error"].get<double>(), always["rows"][i]["error"].get<double>() + 1e-12) << action;
    }
  }
}

TEST(HunIVBAttackCalculator, ADigitalDrawIsFourDiceOfSixteenBits) {
  const Json made = run("attack", {{"action", "fire-rifle"}, {"range", 14}, {"seed", 17}});
  ASSERT_EQ(made.at("dice").size(), 4u);
  std::uint64_t u = 0;
  for (const Json& face : made.at("dice")) u = (u << 16) | static_cast<std::uint64_t>(face.get<int>() - 1);
  EXPECT_EQ(made.at("draw").at("u64").get<std::uint64_t>(), u);
  EXPECT_EQ(made.at("dice_for").at(0), "digital draw, bits 1-16 of 64 (d65536)");
  EXPECT_EQ(made.at("roll").at("action"), "fire-rifle");
}

TEST(HunIVBAttackCalculator, TypedDiceForAChartWithoutTheRowAreRefusedOnItsField) {
  try {
    run("attack", {{"action", "attack-with-sword"}, {"moving", true}, {"dice", "4 2"}});
    FAIL();
  } catch (const engine::BadInput& e) {
    EXPECT_EQ(e.field(), "moving");
  }
}

TEST(HunIVAInitiativeCalculator, TheOddsAndTheTurnMadeWithTypedDice) {
  EXPECT_DOUBLE_EQ(run("initiative", {{"player_units", 2}, {"enemy_units", 3}}).at("player_first").get<double>(), 0.5);
  EXPECT_DOUBLE_EQ(run("initiative", {{"player_units", 0}, {"enemy_units", 3}}).at("player_first").get<double>(), 0.0);
  const Json made = run("initiative", {{"dice", "3 3 2 5"}});
  EXPECT_EQ(made.at("outcome"), "enemy acts first");
  EXPECT_EQ(made.at("initiatives").at(0).at("rolls"), Json({{3, 3}, {2, 5}}));
  EXPECT_EQ(made.at("order"), Json({"enemy", "player"}));
}

TEST(HunXMoraleCalculator, TransportAttendantsAreCiviliansUnlessTheirQualityIsGiven) {
  const auto chance = [](const Json& input) { return run("morale", input).at("chance").get<double>(); };
  EXPECT_DOUBLE_EQ(chance({{"transport", true}}), chance({{"actor", "civilian"}}));
  EXPECT_DOUBLE_EQ(chance({{"transport", true}, {"actor", "veteran"}}), chance({{"actor", "veteran"}}));
  EXPECT_DOUBLE_EQ(chance(Json::object()), chance({{"actor", "soldier"}}));
}

TEST(HunIIIQualityNames, OfficerIsTheEliteRating) {
  EXPECT_EQ(run("heal", {{"actor", "officer"}}), run("heal", {{"actor", "elite"}}));
}

TEST(HunIXCounterChargeCalculator, ARefusalNamesTheFieldThatForbidsIt) {
  for (const char* missing : {"cavalry", "open"}) {
    Json input = {{"distance", 8}, {"cavalry", true}, {"open", true}};
    input[missing] = false;
    try {
      run("counter-charge", input);
      FAIL() << missing;
    } catch (const engine::BadInput& e) {
      EXPECT_EQ(e.field(), missing);
    }
  }
}

}  // namespace
}  // namespace sandtable::rules::hun
