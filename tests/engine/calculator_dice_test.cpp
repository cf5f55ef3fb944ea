// A calculator's roll made by the engine: seeded, fresh and typed dice, the record of what
// each die decided, and the faces refused on the field "dice".
#include <gtest/gtest.h>

#include "engine/rule_set.hpp"

namespace sandtable::engine {
namespace {

DiceRequest die(int sides, std::string reason) {
  DiceRequest request;
  request.sides = sides;
  request.reason = std::move(reason);
  return request;
}

// A 2D6 test passed on `need`+, asking for its dice one at a time, then a d3 when it passes.
Calculator two_dice_test() {
  Calculator c{"test",
               "2D6 against a number",
               InputSpec{whole("need", 2, 12, "pass on this or more").with_default(7)},
               [](const Json& in) {
                 const int need = in.at("need").get<int>();
                 int ways = 0;
                 for (int a = 1; a <= 6; ++a) {
                   for (int b = 1; b <= 6; ++b) ways += a + b >= need ? 1 : 0;
                 }
                 return Json{{"chance", ways / 36.0}};
               }};
  c.examples = {Json::object()};
  c.roll = [](const Json& in, const Json&, DiceSource& dice) {
    const int first = dice.roll(die(6, "first die")).front();
    const int second = dice.roll(die(6, "second die")).front();
    if (first + second < in.at("need").get<int>()) return Json{{"outcome", "failed"}};
    return Json{{"outcome", "passed"}, {"bonus", dice.roll(die(3, "bonus")).front()}};
  };
  return c;
}

std::string refused_field(const Calculator& c, const Json& input) {
  try {
    c.run(input);
  } catch (const BadInput& e) {
    return e.field();
  }
  return "accepted";
}

TEST(CalculatorRoll, WithoutDiceFieldsTheResultIsTheOdds) {
  EXPECT_EQ(two_dice_test().run(Json::object()), Json({{"chance", 21 / 36.0}}));
}

TEST(CalculatorRoll, TheEngineDeclaresTheDiceFields) {
  const Calculator c = two_dice_test();
  for (const char* name : {"need", "seed", "dice", "roll"}) EXPECT_NE(c.fields().find(name), nullptr) << name;
  EXPECT_EQ(c.input.find("seed"), nullptr);
  EXPECT_EQ(c.describe().at("roll"), true);
  EXPECT_EQ(c.describe().at("input").size(), 4u);
}

TEST(CalculatorRoll, ACalculatorWithoutARollTakesNoDiceFields) {
  Calculator c = two_dice_test();
  c.roll = {};
  EXPECT_EQ(refused_field(c, {{"seed", 1}}), "seed");
}

TEST(CalculatorRoll, TypedFacesAreHandedOutOneRequestAtATime) {
  const Json made = two_dice_test().run({{"dice", "3 4, 2"}});
  EXPECT_EQ(made.at("outcome"), "passed");
  EXPECT_EQ(made.at("bonus"), 2);
  EXPECT_EQ(made.at("method"), "chart");
  EXPECT_FALSE(made.contains("seed"));
  EXPECT_EQ(made.at("dice"), Json({3, 4, 2}));
  EXPECT_EQ(made.at("dice_for"), Json({"first die", "second die", "bonus (d3)"}));
  EXPECT_EQ(made.at("roll"), Json({{"chance", 21 / 36.0}}));
  EXPECT_EQ(dice_text(made), "your dice: first die 3, second die 4, bonus (d3) 2");
}

TEST(CalculatorRoll, MissingLeftOverAndImpossibleFacesAreRefusedOnTheDiceField) {
  const Calculator c = two_dice_test();
  for (const char* faces : {"3", "3 4", "3 3 1", "3 4 4", "3 x", "", "0 4", "  "}) {
    EXPECT_EQ(refused_field(c, {{"dice", faces}}), "dice") << faces;
  }
  try {
    c.run({{"dice", "3 4 4"}});
  } catch (const BadInput& e) {
    EXPECT_NE(std::string(e.what()).find("bonus"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("d3"), std::string::npos) << e.what();
  }
}

TEST(CalculatorRoll, ASeedMakesTheSameRollAndIsReported) {
  const Calculator c = two_dice_test();
  const Json a = c.run({{"seed", 7}, {"need", 2}});
  EXPECT_EQ(a, c.run({{"seed", 7}, {"need", 2}}));
  EXPECT_EQ(a.at("method"), "digital");
  EXPECT_EQ(a.at("seed"), 7);
  // The faces are the seed's dice in order, one die a request.
  core::Rng rng(7);
  EXPECT_EQ(a.at("dice"), Json({rng.die(6), rng.die(6), rng.die(3)}));
  EXPECT_NE(dice_text(a).find("seed 7"), std::string::npos);
}

TEST(CalculatorRoll, AFreshRollReportsTheSeedThatRepeatsIt) {
  const Calculator c = two_dice_test();
  const Json fresh = c.run({{"roll", true}});
  ASSERT_TRUE(fresh.contains("seed"));
  EXPECT_EQ(c.run({{"seed", fresh.at("seed")}}), fresh);
}

TEST(CalculatorRoll, TypedAndDigitalDiceTogetherAreRefused) {
  const Calculator c = two_dice_test();
  EXPECT_EQ(refused_field(c, {{"dice", "3 4"}, {"seed", 1}}), "dice");
  EXPECT_EQ(refused_field(c, {{"dice", "3 4"}, {"roll", true}}), "dice");
  EXPECT_EQ(refused_field(c, {{"seed", 1}, {"roll", true}}), "roll");
}

TEST(CalculatorRoll, ARollCalculatorMayNotDeclareADiceField) {
  Calculator c = two_dice_test();
  c.input = InputSpec{seed("seed", "its own seed")};
  RuleSet r;
  r.id = "toy";
  r.calculators = {c};
  Registry registry;
  EXPECT_THROW(registry.add(r), std::invalid_argument);
}

}  // namespace
}  // namespace sandtable::engine
