// What follows a decided hand to hand in the tracked game (7 Melee, 8 Morale; rulings 40 and
// 41): the winners test to rally in the next turn's morale stage, winning infantry spend that
// turn taking prisoners, and winning cavalry first pursue the running enemy in stage 7. Each
// expectation is worked by hand in its comment.
#include <gtest/gtest.h>

#include "conformance/conformance.hpp"
#include "engine/log.hpp"
#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using namespace testing;

// Blue's `blue` (a unit line of the small battle, named `name`) stands at (36, 17) in
// contact with Red 1, moved to (36, 18), away from both objectives, and attacks it; `rulings`
// goes after the scenario.
State in_melee_with_red1(const std::string& name, const std::string& blue, const std::string& rulings = "") {
  State s = battle_of(testing::small_battle("", blue) + rulings);
  const int red1 = unit_index(s, "Red 1");
  s.unit(red1).at = {36, 18};
  s.unit(unit_index(s, name)).melee_with = red1;
  return s;
}

// Says "done" to each decision until a roll is due.
void done_until_roll(State& s) {
  for (int guard = 0; guard < 100 && s.stage != Stage::kOver && (s.rolls.empty() || s.cavalry_choice >= 0); ++guard) done(s);
  ASSERT_FALSE(s.rolls.empty()) << "no roll is due at turn " << s.turn << ", " << id(s.stage);
}

// 7 Melee, 8 Morale, ruling 40. Blue 1 and Red 1, 16 figures each: half of each front line, 8
// pairs; the attacker +1. Blue's 6s (7) against Red's 1s: each Red loses by 6 and is killed,
// 8 to none, so Blue wins; Red 1's 8 survivors: 4 surrender, 4 run. Red 1 runs 1 + 4 = 5
// inches in stage 7. In turn 2 Blue 1 takes its prisoners: it has no target though Red 1 runs
// 6 inches off, in sight and range; in stage 4 it tests to rally after winning, 2D6 against
// no losses: 3 and 4 pass. It does not move that turn, and its test is over.
TEST(M2mAfterMelee, MeleeWinningInfantryTakePrisonersAndTestToRallyNextTurn) {
  State s = in_melee_with_red1("Blue 1", "                - {name: Blue 1, type: infantry, figures: 16, x: 36, y: 17, facing: 90, order: attack, objective: Hill}\n");
  const int blue1 = unit_index(s, "Blue 1");
  const int red1 = unit_index(s, "Red 1");
  done_until_roll(s);
  ASSERT_EQ(s.stage, Stage::kMelee);
  EXPECT_EQ(pending_roll(s).count, 8);
  apply_roll(s, std::vector<int>(8, 6));
  apply_roll(s, std::vector<int>(8, 1));
  EXPECT_EQ(s.unit(red1).figures, 4);
  EXPECT_TRUE(s.unit(red1).routed);
  EXPECT_EQ(s.unit(blue1).prisoners_taken, 4);
  EXPECT_EQ(s.unit(blue1).rally_turn, 2);
  ASSERT_EQ(s.stage, Stage::kEnforced);
  apply_roll(s, {1});  // Red 1 runs
  EXPECT_NEAR(s.unit(red1).at.y, 23.0, 1e-9);
  ASSERT_EQ(s.turn, 2);
  EXPECT_TRUE(fire_targets(s, blue1).empty());
  const core::Vec2 before = s.unit(blue1).at;
  done_until_roll(s);
  ASSERT_EQ(s.stage, Stage::kMorale);
  const engine::DiceRequest rally = pending_roll(s);
  EXPECT_EQ(rally.side, 0);
  EXPECT_EQ(rally.count, 2);
  EXPECT_NE(rally.reason.find("Blue 1 tests morale (to rally after winning hand to hand)"), std::string::npos) << rally.reason;
  apply_roll(s, {3, 4});
  EXPECT_FALSE(s.unit(blue1).pinned);
  testing::hurry_to(s, 3, Stage::kOrders);
  EXPECT_EQ(s.unit(blue1).at.x, before.x);
  EXPECT_EQ(s.unit(blue1).at.y, before.y);
  EXPECT_EQ(s.unit(blue1).rally_turn, 0);
}

// Blue 1 (16 figures) wins the melee of the first test against Red 1 and takes its 4 prisoners
// in turn 2 (a rally test of 3 and 4, no losses: a pass); the battle then hurries to turn 3.
State after_taking_prisoners(const std::string& rulings) {
  State s = in_melee_with_red1("Blue 1", "                - {name: Blue 1, type: infantry, figures: 16, x: 36, y: 17, facing: 90, order: attack, objective: Hill}\n", rulings);
  done_until_roll(s);
  apply_roll(s, std::vector<int>(8, 6));
  apply_roll(s, std::vector<int>(8, 1));
  apply_roll(s, {1});  // Red 1 runs
  done_until_roll(s);
  apply_roll(s, {3, 4});
  testing::hurry_to(s, 3, Stage::kOrders);
  return s;
}

// 7 Melee ("escorted to the rear with a guard of one figure"), ruling 52. Blue 1 won with no
// loss and 16 figures and took 4 prisoners; at the end of turn 2, the turn spent taking them,
// one figure leaves to escort them: 15 figures on the table, 1 guard away. The guard is no
// loss: losses are 16 - 15 - 1 = 0 for morale.
TEST(M2mAfterMelee, MeleeWinningInfantrySendOneFigureToGuardTheirPrisoners) {
  const State s = after_taking_prisoners("");
  const Unit& blue1 = s.unit(unit_index(s, "Blue 1"));
  EXPECT_EQ(blue1.figures, 15);
  EXPECT_EQ(blue1.guards, 1);
  EXPECT_EQ(blue1.losses(), 0);
  EXPECT_EQ(blue1.prisoners_taken, 4);
  EXPECT_EQ(blue1.prisoners_to_escort, 0);
}

// Ruling 52's switch off (`prisoner_guard: false`): Blue 1 keeps all 16 figures.
TEST(M2mAfterMelee, MeleeWithoutThePrisonerGuardRulingTheWinnersKeepEveryFigure) {
  const State s = after_taking_prisoners("rulings: {prisoner_guard: false}\n");
  const Unit& blue1 = s.unit(unit_index(s, "Blue 1"));
  EXPECT_EQ(blue1.figures, 16);
  EXPECT_EQ(blue1.guards, 0);
}

// 7 Melee ("cavalry always pursue for 1 turn before they can attempt to rally"), rulings 9,
// 40, 41. Blue horse, 12 figures, against Red 1's 16: 6 fight against 8, so 6 pairs and 2
// combats Blue cannot pair, which Blue loses (a figure each). Blue +1 attacking, +1 cavalry
// against infantry in the open: its 6s (8) kill all 6 Red pairs. Losses 2 against 6: Blue
// wins; Red 1's 10 survivors: 5 surrender, 5 run. In stage 7 Red 1 runs 5 inches first, to
// y 23; then the horse pursues, a die for each end of its line: 1 and 2 give 1 + 10 = 11
// inches, but it stops short of contact, at y 21.75 (its steps are a quarter inch), with no new
// fight. In turn 2 it tests to rally: 1D6 against 2 losses; a 2 equals them,
// which for advancing under fire would offer the choice to go on losing a figure: after a win
// it is not rallied and halts (ruling 40).
TEST(M2mAfterMelee, MeleeWinningCavalryPursueInStageSevenThenTestToRally) {
  State s = in_melee_with_red1("Blue horse", "                - {name: Blue horse, type: cavalry, figures: 12, x: 36, y: 17, facing: 90, order: attack, objective: Hill}\n");
  const int horse = unit_index(s, "Blue horse");
  const int red1 = unit_index(s, "Red 1");
  done_until_roll(s);
  ASSERT_EQ(s.stage, Stage::kMelee);
  EXPECT_EQ(pending_roll(s).count, 6);
  apply_roll(s, std::vector<int>(6, 6));
  apply_roll(s, std::vector<int>(6, 1));
  EXPECT_EQ(s.unit(horse).figures, 10);
  EXPECT_EQ(s.unit(red1).figures, 5);
  EXPECT_EQ(s.unit(horse).pursuing, red1);
  ASSERT_EQ(pending_roll(s).side, 1);
  apply_roll(s, {1});  // Red 1 runs, to y 23
  const engine::DiceRequest pursuit = pending_roll(s);
  EXPECT_EQ(pursuit.count, 2);
  EXPECT_NE(pursuit.reason.find("Blue horse pursues Red 1"), std::string::npos) << pursuit.reason;
  apply_roll(s, {1, 2});
  EXPECT_NEAR(s.unit(horse).at.y, 21.75, 1e-9);
  EXPECT_EQ(s.unit(horse).melee_with, -1);
  EXPECT_EQ(s.unit(horse).pursuing, -1);
  ASSERT_EQ(s.turn, 2);
  done_until_roll(s);
  ASSERT_EQ(s.stage, Stage::kMorale);
  const engine::DiceRequest rally = pending_roll(s);
  EXPECT_EQ(rally.count, 1);
  EXPECT_NE(rally.reason.find("Blue horse tests morale (to rally after winning hand to hand)"), std::string::npos) << rally.reason;
  apply_roll(s, {2});
  EXPECT_EQ(s.cavalry_choice, -1);
  EXPECT_TRUE(s.unit(horse).halted);
}

// A seeded AI battle of the melee test scenario through a Session, over a few seeds: winners'
// rally tests and cavalry pursuits are asked as dice requests by the winner's side, hidden from
// the other (ruling 35); replaying each log in a new session gives the same game.
TEST(M2mAfterMelee, SeededSessionsAskTheRallyTestsAndPursuitsAsDiceRequests) {
  const engine::Scenario scenario = engine::load_scenario(SANDTABLE_SOURCE_DIR "/tests/rules/m2m/data/melee-rally.yaml");
  int rallies = 0;
  int pursuits = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    testing::play_seeded_ai_session(scenario, seed, [&](const engine::Session& session, const engine::DiceRequest& roll, auto&) {
      const bool rally = roll.reason.find("to rally after") != std::string::npos;
      const bool pursuit = roll.reason.find(" pursues ") != std::string::npos;
      rallies += rally;
      pursuits += pursuit;
      if (rally || pursuit) {
        EXPECT_FALSE(session.game().request_hidden_from(roll.side)) << roll.reason;
        EXPECT_TRUE(session.game().request_hidden_from(1 - roll.side)) << roll.reason;
      }
      return false;
    });
  }
  EXPECT_GT(rallies, 0);
  EXPECT_GT(pursuits, 0);
}

}  // namespace
}  // namespace sandtable::rules::m2m

// Random playouts, undo and redo, replay and a save's round trip of the melee test scenario.
SANDTABLE_GAME_CONFORMANCE(M2mMeleeRallyScenario,
                           Case{"m2m_melee_rally", sandtable::rules::m2m::rule_set(), SANDTABLE_SOURCE_DIR "/tests/rules/m2m/data/melee-rally.yaml"})
