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

// RULINGS.md 4: with the vital roll optional, charts leave it out, so a long shot can kill
// less often than 1 in 36. Rifle at 120 inches: 0.05 to hit, 6+; kill 0.05 x 0.25 = 1.25% =
// 16.2/1296. With the vital roll: 35/36 of hits reach the save, 5 in 1296 a result, and
// (16.2 - 36) / 5 is below 0: no result kills, the vital hit's 36/1296 (2.78%) alone. Without:
// all 6/36 of hits reach the save, 6 a result: 16.2 / 6 = 2.7, so 3 results, 18/1296 (1.39%).
TEST(HunVIIIVitalRollRuling, WithoutTheVitalRollALongShotKillsLessThanOneIn36) {
  ASSERT_NE(hun().rulings.find("vital_roll_optional"), nullptr);
  const Json always = run("chart", {{"action", "fire-rifle"}, {"range", 120}});
  const Json optional = run("chart", {{"action", "fire-rifle"}, {"range", 120}, {"vital_roll_optional", true}});
  EXPECT_EQ(always["rows"][0]["chart"]["kill_exact"], "36/1296");
  EXPECT_EQ(optional["rows"][0]["chart"]["kill_exact"], "18/1296");
  for (const Json& row : optional.at("rows")) EXPECT_TRUE(row.at("vital").is_null());
}

// RULINGS.md 55: a plain d6 save. Rifle at 12 inches, soldier on soldier: 0.45 to hit, 4+;
// kill 6.46 results round to one face (1-6), kill or wound 20.2 to three faces (1-18): kill
// 36 + 17 x 6 = 138/1296, wound 17 x 12 = 204/1296, and no face needs a second die.
TEST(HunIVBPlainSaveRuling, APlainD6SaveCutsOnlyWholeFaces) {
  ASSERT_NE(hun().rulings.find("plain_d6_save"), nullptr);
  const Json plain = run("chart", {{"action", "fire-rifle"}, {"range", 12}, {"plain_d6_save", true}});
  EXPECT_EQ(plain["rows"][0]["chart"]["kill_exact"], "138/1296");
  EXPECT_EQ(plain["rows"][0]["chart"]["wound_exact"], "204/1296");
  EXPECT_EQ(plain["rows"][0]["save"]["wounded"]["d66"], "21-36");
  for (const Json& row : plain.at("rows")) EXPECT_TRUE(row.at("save").at("second_die_on").empty());
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
