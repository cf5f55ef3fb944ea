// Re-organising in the tracked game (Appendix 1; ruling 44): a front-line commander joins two
// damaged sub-units of his that no enemy has under fire; the bigger takes in half the
// smaller's figures (rounded down), up to 9, and the spares are removed. Each expectation
// worked by hand in its comment.
#include <gtest/gtest.h>

#include "game_support.hpp"
#include "rules/m2m/game/ai.hpp"
#include "rules/m2m/game/game.hpp"

namespace sandtable::rules::m2m {
namespace {

using namespace testing;

// Trench warfare: Blue's two sub-units of 10 stand 3 inches apart at y 6, 24 inches or more from
// Red 1 (24, 30): beyond its 20-inch range, so not under fire. Blue HQ at (24, 4) commands them.
std::string trench_battle(const std::string& blue2_x = "23") {
  return small_battle(", trench_warfare: true",
                      "                - {name: Blue 1, type: infantry, figures: 10, x: 20, y: 6, facing: 90, order: defend}\n"
                      "                - {name: Blue 2, type: infantry, figures: 10, x: " + blue2_x + ", y: 6, facing: 90, order: defend}\n");
}

// Red's orders are done: Blue's stage 1, with Blue 1 and Blue 2 damaged to `one` and `two`.
State blue_to_order(const std::string& yaml, int one, int two) {
  State s = battle_of(yaml);
  s.unit(unit_index(s, "Blue 1")).figures = one;
  s.unit(unit_index(s, "Blue 2")).figures = two;
  done(s);
  EXPECT_EQ(s.acting, 0);
  return s;
}

engine::Json reorganise(const std::string& unit, const std::string& with) {
  return {{"type", "reorganise"}, {"commander", "Blue HQ"}, {"unit", unit}, {"with", with}};
}

// 6 figures take in half of 5 (2, rounded down): 8. Blue 2 is gone, 3 spares removed; Blue 1
// has lost 2 of its 10 for morale, halts this turn, and Blue HQ's one action is spent.
TEST(M2mAppendix1Reorganise, TheBiggerTakesInHalfTheSmaller) {
  State s = blue_to_order(trench_battle(), 6, 5);
  ASSERT_TRUE(offered(s, reorganise("Blue 1", "Blue 2")));
  EXPECT_FALSE(offered(s, reorganise("Blue 2", "Blue 1")));  // the bigger takes in the smaller
  apply_action(s, reorganise("Blue 1", "Blue 2"));
  const Unit& blue1 = s.unit(unit_index(s, "Blue 1"));
  EXPECT_EQ(blue1.figures, 8);
  EXPECT_EQ(blue1.losses(), 2);
  EXPECT_TRUE(blue1.halted);
  EXPECT_TRUE(s.unit(unit_index(s, "Blue 2")).gone());
  EXPECT_EQ(s.commander(commander_index(s, "Blue HQ")).actions_used, 1);
}

// 8 figures and half of 7 (3) would be 11: held to 9.
TEST(M2mAppendix1Reorganise, AtMostNineFiguresTheSparesRemoved) {
  State s = blue_to_order(trench_battle(), 8, 7);
  apply_action(s, reorganise("Blue 1", "Blue 2"));
  EXPECT_EQ(s.unit(unit_index(s, "Blue 1")).figures, 9);
}

std::string refused(const State& s, const engine::Json& action) {
  M2mGame game(s);
  try {
    game.apply(engine::Action{action, ""});
  } catch (const engine::IllegalAction& e) {
    return e.what();
  }
  return "accepted";
}

// Each condition refused with its reason: not damaged, under fire (Red 1 moved to (22, 20),
// 14 inches from Blue 2, in range and sight), too far apart (8 inches), nothing to gain (9 and
// half of 1), the smaller named as the bigger, the commander with a pinned-down unit, outside
// trench warfare.
TEST(M2mAppendix1Reorganise, EachConditionIsRefusedWithItsReason) {
  EXPECT_NE(refused(blue_to_order(trench_battle(), 6, 10), reorganise("Blue 2", "Blue 1")).find("Blue 2 is not damaged"), std::string::npos);

  State fired_at = battle_of(trench_battle());
  fired_at.unit(unit_index(fired_at, "Red 1")).at = {22, 20};
  fired_at.unit(unit_index(fired_at, "Blue 1")).figures = 6;
  fired_at.unit(unit_index(fired_at, "Blue 2")).figures = 5;
  done(fired_at);
  EXPECT_NE(refused(fired_at, reorganise("Blue 1", "Blue 2")).find("is under fire"), std::string::npos);

  EXPECT_NE(refused(blue_to_order(trench_battle("28"), 6, 5), reorganise("Blue 1", "Blue 2")).find("more than 4 inches apart"), std::string::npos);
  State full = blue_to_order(trench_battle(), 9, 1);
  EXPECT_NE(refused(full, reorganise("Blue 1", "Blue 2")).find("would gain nothing"), std::string::npos);
  EXPECT_NE(refused(blue_to_order(trench_battle(), 5, 6), reorganise("Blue 1", "Blue 2")).find("is the smaller"), std::string::npos);

  State pinned = blue_to_order(trench_battle(), 6, 5);  // Blue HQ joins Blue 1, which is pinned down
  pinned.commander(commander_index(pinned, "Blue HQ")).at = {20, 6.5};
  pinned.unit(unit_index(pinned, "Blue 1")).pinned = true;
  EXPECT_NE(refused(pinned, reorganise("Blue 1", "Blue 2")).find("with a pinned-down unit"), std::string::npos);

  State open = battle_of(small_battle());
  open.unit(unit_index(open, "Blue 1")).figures = 6;
  done(open);
  EXPECT_NE(refused(open, reorganise("Blue 1", "Blue 2")).find("trench-warfare appendix"), std::string::npos);
}

// Blue's AI gives its stage 1 orders until it is done, Blue 1 and Blue 2 already attacking the
// Hill as Blue HQ holds (so he need not set them on it), and says how many reorganisations it made.
int ai_reorganisations(State& s) {
  for (const char* name : {"Blue 1", "Blue 2"}) s.unit(unit_index(s, name)).order = s.commander(commander_index(s, "Blue HQ")).holding;
  core::Rng rng = core::Rng::stream(1, 0, core::Purpose::kDecision);
  int made = 0;
  for (int guard = 0; guard < 20 && s.acting == 0 && s.stage == Stage::kOrders; ++guard) {
    const engine::Action a = choose_action(s, legal_actions(s), rng);
    made += a.type() == "reorganise";
    apply_action(s, a.json);
  }
  return made;
}

// The AI joins two damaged sub-units when the smaller is down to half its figures or fewer:
// Blue 2 has 5 of 10, so Blue 1 (6) takes in 2 and has 8. With 7 and 6 (over half of 10) the
// two fight on as they are: two skirmish lines of 7 and 6 fire with 4 and 3 figures, one of 9
// with only 5.
TEST(M2mAppendix1Reorganise, TheAiJoinsWhenTheSmallerIsDownToHalf) {
  State weak = blue_to_order(trench_battle(), 6, 5);
  EXPECT_EQ(ai_reorganisations(weak), 1);
  EXPECT_EQ(weak.unit(unit_index(weak, "Blue 1")).figures, 8);
  EXPECT_TRUE(weak.unit(unit_index(weak, "Blue 2")).gone());

  State fit = blue_to_order(trench_battle(), 7, 6);
  EXPECT_EQ(ai_reorganisations(fit), 0);
  EXPECT_EQ(fit.unit(unit_index(fit, "Blue 1")).figures, 7);
  EXPECT_EQ(fit.unit(unit_index(fit, "Blue 2")).figures, 6);
}

}  // namespace
}  // namespace sandtable::rules::m2m
