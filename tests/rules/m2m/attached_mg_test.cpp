// An MG attached to an infantry unit in the tracked game (1 Organization, 6 Firing; rulings
// 7, 38 and 39): it is never a target itself, the enemy's 6s that hit the unit are rolled
// again (5-6 an MG crewman, 1-4 the infantry), and it fires with its unit. Each expectation is
// worked by hand in its comment.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "conformance/conformance.hpp"
#include "engine/log.hpp"
#include "game_support.hpp"
#include "rules/m2m/game/game.hpp"
#include "rules/m2m/game/queries.hpp"
#include "rules/m2m/game/view.hpp"

namespace sandtable::rules::m2m {
namespace {

using namespace testing;

constexpr const char* kTestScenario = SANDTABLE_SOURCE_DIR "/tests/rules/m2m/data/attached-mg.yaml";

// The small battle with Blue 1 (16 figures, average, a line) 16 inches in front of Red 1, and
// Blue 2 (a column) beside it; Red 1 has 13 figures and an MG attached with `crew` crew.
std::string red_with_mg(int crew, const std::string& rulings = "") {
  std::string yaml = testing::small_battle(
      "", "                - {name: Blue 1, type: infantry, figures: 16, x: 24, y: 14, facing: 90, order: defend}\n"
          "                - {name: Blue 2, type: infantry, figures: 16, formation: column, x: 28, y: 14, facing: 90, order: attack, objective: Hill}\n");
  const std::string red1 = "{name: Red 1, type: infantry, figures: 16,";
  yaml.replace(yaml.find(red1), red1.size(), fmt::format("{{name: Red 1, type: infantry, figures: 13, attached_mg: {},", crew));
  return yaml + rulings;
}

// Turn 1, stage 3, Red (the defender) holding its fire: Blue's to fire.
State blue_to_fire(const std::string& yaml) {
  State s = battle_of(yaml);
  done(s);  // Red's orders
  done(s);  // Blue's
  EXPECT_EQ(s.stage, Stage::kFire);
  done(s);  // Red fires not
  return s;
}

void blue1_fires_at_red1(State& s) { apply_action(s, {{"type", "fire"}, {"unit", "Blue 1"}, {"target", "Red 1"}}); }

// 6 Firing, ruling 7: Blue 1 rolls a die per 4 figures, 4 dice, 4+ to hit Red 1 in the open.
// 6, 6, 4, 1 is 3 hits: the 4 falls on the infantry (13 to 12) at once; the two 6s are rolled
// again by Blue, whose roll Red does not see (ruling 35). 5 hits an MG crewman (3 to 2), 2 the
// infantry (12 to 11). The unit's losses are 3 for morale (ruling 38: the crew count).
TEST(M2mAttachedMg, FiringSixesThatHitAreRolledAgainFiveOrSixTheMgCrew) {
  State s = blue_to_fire(red_with_mg(3));
  blue1_fires_at_red1(s);
  ASSERT_EQ(pending_roll(s).count, 4);
  apply_roll(s, {6, 6, 4, 1});
  const int red1 = unit_index(s, "Red 1");
  EXPECT_EQ(s.unit(red1).figures, 12);
  const engine::DiceRequest again = pending_roll(s);
  EXPECT_EQ(again.count, 2);
  EXPECT_EQ(again.side, 0);
  EXPECT_NE(again.reason.find("attached MG"), std::string::npos) << again.reason;
  EXPECT_TRUE(pending_roll_hidden_from(s, 1));
  EXPECT_FALSE(pending_roll_hidden_from(s, 0));
  apply_roll(s, {5, 2});
  EXPECT_EQ(s.unit(red1).figures, 11);
  EXPECT_EQ(s.unit(red1).mg_crew, 2);
  EXPECT_EQ(morale_situation(s, s.unit(red1)).losses, 3);
  EXPECT_EQ(s.audience.back(), 0);  // the extra roll is Blue's alone to see
}

// Ruling 38: a 5 or 6 beyond the crew left falls on the infantry. One crewman; 6, 6, 1, 1 is
// two 6s; rolled again 5 and 6: the crewman is hit (1 to 0), the other falls on the infantry
// (13 to 12). No 6 that misses is rolled again: 1, 1 ask nothing.
TEST(M2mAttachedMg, FiringACrewHitBeyondTheCrewFallsOnTheInfantry) {
  State s = blue_to_fire(red_with_mg(1));
  blue1_fires_at_red1(s);
  apply_roll(s, {6, 6, 1, 1});
  EXPECT_EQ(pending_roll(s).count, 2);
  apply_roll(s, {5, 6});
  const Unit& red1 = s.unit(unit_index(s, "Red 1"));
  EXPECT_EQ(red1.mg_crew, 0);
  EXPECT_EQ(red1.figures, 12);
}

// Rulings 1 and 7: a pinned-down firer's hits stand on a further 4+, and only a 6 that stands
// is rolled again. 6, 6, 5, 1 is 3 hits, two of them 6s: the 5 is confirmed first (one die:
// 4 stands, 13 to 12), then the two 6s (4 and 3: one stands), then the 6 that stood is
// rolled again: 6, an MG crewman (3 to 2).
TEST(M2mAttachedMg, FiringUnderHalfEffectOnlyASixThatStandsIsRolledAgain) {
  State s = blue_to_fire(red_with_mg(3));
  s.unit(unit_index(s, "Blue 1")).pinned = true;
  blue1_fires_at_red1(s);
  apply_roll(s, {6, 6, 5, 1});
  EXPECT_EQ(pending_roll(s).count, 1);
  apply_roll(s, {4});
  const int red1 = unit_index(s, "Red 1");
  EXPECT_EQ(s.unit(red1).figures, 12);
  engine::DiceRequest roll = pending_roll(s);
  EXPECT_EQ(roll.count, 2);
  EXPECT_NE(roll.reason.find("6 that hit"), std::string::npos) << roll.reason;
  apply_roll(s, {4, 3});
  roll = pending_roll(s);
  EXPECT_EQ(roll.count, 1);
  EXPECT_NE(roll.reason.find("attached MG"), std::string::npos) << roll.reason;
  apply_roll(s, {6});
  EXPECT_EQ(s.unit(red1).mg_crew, 2);
  EXPECT_EQ(s.unit(red1).figures, 12);
}

// Ruling 39 (attached_mg_fire: own-dice): Red 1 fires first. Its 13 average figures give 3
// dice (a die per 4, the spare ignored); its MG a die per crewman, 3; Blue 2, a column, is hit
// on 3+. The offer says so, and forecasts 3 x 4/6 + 3 x 4/6 = 4 hits on average. The infantry
// roll 3, 2, 1 (1 hit: 16 to 15), then the MG its own 6, 3, 1 (2 hits: 15 to 13).
TEST(M2mAttachedMg, FiringTheMgFiresItsOwnDiceWithItsUnit) {
  State s = battle_of(red_with_mg(3));
  done(s);
  done(s);
  expect_fire_offered(s, "Red 1", "Blue 2", "3 dice, 3+ to hit, its MG 3 dice, 3+ to hit", 4.0);
  apply_action(s, {{"type", "fire"}, {"unit", "Red 1"}, {"target", "Blue 2"}});
  EXPECT_EQ(pending_roll(s).count, 3);
  apply_roll(s, {3, 2, 1});
  const int blue2 = unit_index(s, "Blue 2");
  EXPECT_EQ(s.unit(blue2).figures, 15);
  const engine::DiceRequest mg = pending_roll(s);
  EXPECT_EQ(mg.count, 3);
  EXPECT_NE(mg.reason.find("Red 1's attached MG fires at Blue 2"), std::string::npos) << mg.reason;
  apply_roll(s, {6, 3, 1});
  EXPECT_EQ(s.unit(blue2).figures, 13);
}

// Ruling 39 (attached_mg_fire: as-figures): the 3 crew count as figures of Red 1, 13 + 3 = 16,
// a die per 4: one roll of 4 dice and no MG roll after it. 3, 3, 3, 1 is 3 hits (16 to 13).
TEST(M2mAttachedMg, FiringAsFiguresTheCrewAddToTheUnitsDice) {
  State s = battle_of(red_with_mg(3, "rulings: {attached_mg_fire: as-figures}\n"));
  done(s);
  done(s);
  apply_action(s, {{"type", "fire"}, {"unit", "Red 1"}, {"target", "Blue 2"}});
  EXPECT_EQ(pending_roll(s).count, 4);
  apply_roll(s, {3, 3, 3, 1});
  EXPECT_EQ(s.unit(unit_index(s, "Blue 2")).figures, 13);
  EXPECT_TRUE(s.rolls.empty());
}

// 1 Organization: only an infantry unit carries an attached MG.
TEST(M2mAttachedMg, OrganizationOnlyInfantryCarryAnAttachedMg) {
  std::string yaml = testing::small_battle();
  const std::string blue3 = "{name: Blue 3, type: infantry, figures: 16,";
  yaml.replace(yaml.find(blue3), blue3.size(), "{name: Blue 3, type: cavalry, figures: 10, attached_mg: 2,");
  try {
    battle_of(yaml);
    ADD_FAILURE() << "cavalry with an attached MG was accepted";
  } catch (const engine::BadInput& e) {
    const std::string why = e.what();
    EXPECT_NE(why.find("test.yaml:"), std::string::npos) << why;
    EXPECT_NE(why.find("only an infantry unit carries an attached MG"), std::string::npos) << why;
  }
}

// A seeded AI battle of the test scenario through a Session: the firers' extra rolls for the
// attached MGs are asked like any roll, hidden from the other side (ruling 35); undoing one
// and doing it again, and replaying the whole log in a new session, give the same game.
TEST(M2mAttachedMg, SeededSessionSplitsSixesThroughTheDiceRequests) {
  const engine::Scenario scenario = engine::load_scenario(kTestScenario);
  int splits = 0;
  int mg_fire = 0;
  testing::play_seeded_ai_session(scenario, 1917, [&](engine::Session& session, const engine::DiceRequest& roll, auto& dice) {
    mg_fire += roll.reason.find("'s attached MG fires at") != std::string::npos;
    if (roll.reason.find("attached MG's crew") == std::string::npos) return false;
    ++splits;
    EXPECT_FALSE(session.game().request_hidden_from(roll.side)) << roll.reason;
    EXPECT_TRUE(session.game().request_hidden_from(1 - roll.side)) << roll.reason;
    const std::uint64_t before = session.game().fingerprint();
    session.roll(dice);
    const std::uint64_t after = session.game().fingerprint();
    EXPECT_TRUE(session.game().event_hidden_from(session.events().back(), 1 - roll.side));
    EXPECT_TRUE(session.undo());
    EXPECT_EQ(session.game().fingerprint(), before);
    EXPECT_TRUE(session.redo());
    EXPECT_EQ(session.game().fingerprint(), after);
    return true;
  });
  EXPECT_GT(splits, 0);
  EXPECT_GT(mg_fire, 0);
}

}  // namespace
}  // namespace sandtable::rules::m2m

// Random playouts, undo and redo, replay and a save's round trip of the test scenario.
SANDTABLE_GAME_CONFORMANCE(M2mAttachedMgScenario,
                           Case{"m2m_attached_mg", sandtable::rules::m2m::rule_set(), SANDTABLE_SOURCE_DIR "/tests/rules/m2m/data/attached-mg.yaml"})
