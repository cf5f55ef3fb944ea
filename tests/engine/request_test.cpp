#include "engine/request.hpp"

#include <gtest/gtest.h>

namespace sandtable::engine {
namespace {

TEST(Action, MakeSetsTypeAndFields) {
  const Action a = Action::make("fire", "Fire at the battery", {{"unit", "2/1"}, {"target", "Bty A"}});
  EXPECT_EQ(a.type(), "fire");
  EXPECT_EQ(a.json, (Json{{"type", "fire"}, {"unit", "2/1"}, {"target", "Bty A"}}));
  EXPECT_EQ(a.label, "Fire at the battery");
}

TEST(Action, EqualityIgnoresLabels) {
  EXPECT_TRUE(Action::make("hold", "one label") == Action::make("hold", "another"));
  EXPECT_FALSE(Action::make("hold", "") == Action::make("roll", ""));
}

TEST(Action, TypeIsEmptyWithoutAStringType) {
  const Action numbered{Json{{"type", 3}}, ""};
  const Action untyped{Json::object(), ""};
  EXPECT_EQ(numbered.type(), "");
  EXPECT_EQ(untyped.type(), "");
}

TEST(Decision, FindsListedActionsByJson) {
  const Decision d{0, "choose", {Action::make("roll", "Roll"), Action::make("hold", "Hold")}, true, {}};
  ASSERT_NE(d.find(Json{{"type", "hold"}}), nullptr);
  EXPECT_EQ(d.find(Json{{"type", "hold"}})->label, "Hold");
  EXPECT_EQ(d.find(Json{{"type", "charge"}}), nullptr);
}

// An option (fields a player may add to any action of a type) goes to the apps as it is given.
TEST(Request, ADecisionsOptionsGoOutWithIt) {
  Decision d{0, "A Coy: its Low Command", {Action::make("low", "A Coy: stay put")}, true,
             {ActionOption{"low", "No second rank in melee", Json{{"second_rank", Json::array()}}}}};
  const Json j = to_json(Request{d});
  ASSERT_EQ(j["options"].size(), 1U);
  EXPECT_EQ(j["options"][0], (Json{{"type", "low"}, {"label", "No second rank in melee"}, {"fields", {{"second_rank", Json::array()}}}}));
}

TEST(Request, DiceNotation) { EXPECT_EQ(dice_notation(DiceRequest{1, 2, 6, "Blue initiative", {}}), "2d6"); }

TEST(Request, ToJsonNamesEachKind) {
  const Json decision = to_json(Request{Decision{1, "Red: move", {Action::make("hold", "Hold")}, false, {}}});
  EXPECT_FALSE(decision.contains("options")) << "a decision with no options says nothing of them";
  EXPECT_EQ(decision["kind"], "decision");
  EXPECT_EQ(decision["side"], 1);
  EXPECT_EQ(decision["complete"], false);
  EXPECT_EQ(decision["actions"][0]["action"]["type"], "hold");
  EXPECT_EQ(decision["actions"][0]["label"], "Hold");

  const Json dice = to_json(Request{DiceRequest{0, 2, 6, "Blue initiative: 2d6", {}}});
  EXPECT_EQ(dice["kind"], "dice");
  EXPECT_EQ(dice["notation"], "2d6");
  EXPECT_EQ(dice["reason"], "Blue initiative: 2d6");

  const Json draw = to_json(Request{GameOver{std::nullopt, "draw", Json::object()}});
  EXPECT_EQ(draw["kind"], "game_over");
  EXPECT_TRUE(draw["winner"].is_null());
  EXPECT_EQ(to_json(Request{GameOver{1, "Red wins", Json::object()}})["winner"], 1);
}

}  // namespace
}  // namespace sandtable::engine
