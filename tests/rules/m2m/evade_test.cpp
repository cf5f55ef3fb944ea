// Skirmishers evading an attack in the tracked game (7 Melee; ruling 42): attacked, they fall
// back one move at once on their own die, and out of contact there is no fight. Each
// expectation is worked by hand in its comment.
#include <gtest/gtest.h>

#include "engine/log.hpp"
#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using namespace testing;

// Blue 1 (a line, attacking the Hill) stands 6 inches in front of Red 1 on the Hill, here in
// skirmish order; `extra_setup` goes into the small battle's setup.
State skirmishers_attacked(const std::string& extra_setup = "") {
  std::string yaml = testing::small_battle(
      extra_setup, "                - {name: Blue 1, type: infantry, figures: 16, x: 24, y: 24, facing: 90, order: attack, objective: Hill}\n");
  const std::string red1 = "{name: Red 1, type: infantry,";
  yaml.replace(yaml.find(red1), red1.size(), "{name: Red 1, type: infantry, formation: skirmish,");
  return battle_of(yaml);
}

// Says "done" to each decision until a roll is due.
void to_movement(State& s) {
  for (int guard = 0; guard < 100 && s.rolls.empty(); ++guard) done(s);
  ASSERT_EQ(s.stage, Stage::kMovement);
}

// Blue 1's move: 6 and 6 give 6 + 4 = 10 inches toward the Hill's middle (24, 30), where Red 1
// stands: it stops in contact, an inch off, at y 29 (its steps are a quarter inch). Red 1
// evades at once, rolling its own die (Blue does not see it): 1 + 4 = 5 inches back toward
// its edge, from y 30 to 35, 6 inches from Blue 1: out of contact, so no fight in stage 6.
TEST(M2mEvade, MeleeSkirmishersAttackedFallBackOneMoveAndThereIsNoFight) {
  State s = skirmishers_attacked();
  to_movement(s);
  apply_roll(s, {6, 6});
  const int blue1 = unit_index(s, "Blue 1");
  const int red1 = unit_index(s, "Red 1");
  EXPECT_NEAR(s.unit(blue1).at.y, 29.0, 1e-9);
  const engine::DiceRequest evade = pending_roll(s);
  EXPECT_EQ(evade.side, 1);
  EXPECT_EQ(evade.count, 1);
  EXPECT_NE(evade.reason.find("Red 1 evades Blue 1"), std::string::npos) << evade.reason;
  EXPECT_TRUE(pending_roll_hidden_from(s, 0));
  apply_roll(s, {1});
  EXPECT_NEAR(s.unit(red1).at.y, 35.0, 1e-9);
  EXPECT_EQ(s.unit(blue1).melee_with, -1);
  EXPECT_FALSE(s.unit(red1).retreating);
  EXPECT_FALSE(s.unit(red1).pinned);
  EXPECT_NE(s.stage, Stage::kMelee);
}

// Ruling 42: skirmishers who cannot get away fight. Blue 3 stands an inch behind Red 1, at
// (24, 31): Red 1's first step back would come within an inch of it, so it does not move and
// stays in contact with Blue 1: the fight is fought in stage 6. Half of Blue 1's 16 figures
// fight, 8; of Red 1's skirmishers half their front rank of 8 (ruling 26), 4: 4 pairs.
TEST(M2mEvade, MeleeSkirmishersWhoCannotGetAwayFight) {
  State s = skirmishers_attacked();
  s.unit(unit_index(s, "Blue 3")).at = {24, 31};
  to_movement(s);
  apply_roll(s, {6, 6});
  EXPECT_NE(pending_roll(s).reason.find("evades"), std::string::npos);
  apply_roll(s, {6});
  const int red1 = unit_index(s, "Red 1");
  EXPECT_NEAR(s.unit(red1).at.y, 30.0, 1e-9);
  EXPECT_EQ(s.unit(unit_index(s, "Blue 1")).melee_with, red1);
  ASSERT_EQ(s.stage, Stage::kMelee);
  EXPECT_NE(pending_roll(s).reason.find("Blue 1 attacks Red 1"), std::string::npos);
  EXPECT_EQ(pending_roll(s).count, 4);
}

// Appendix 1, ruling 42: in trench warfare the infantry are sub-units of skirmishers who may
// attack, and they do not evade: Blue 1's move die (one, skirmishers) 6 gives 10 inches into
// contact, and the next roll is the fight's.
TEST(M2mEvade, AppendixTrenchSubUnitsStandAndFight) {
  State s = skirmishers_attacked(", trench_warfare: true");
  to_movement(s);
  EXPECT_EQ(pending_roll(s).count, 1);
  apply_roll(s, {6});
  ASSERT_EQ(s.stage, Stage::kMelee);
  EXPECT_NE(pending_roll(s).reason.find("Blue 1 attacks Red 1"), std::string::npos);
}

// A seeded AI battle of the melee test scenario, whose Red screen of skirmishers stands in the
// path of Blue's cavalry, through a Session over a few seeds: the evade rolls are the
// skirmishers' side's dice requests, hidden from the attacker (ruling 35); replaying each log
// in a new session gives the same game.
TEST(M2mEvade, SeededSessionsAskTheEvadeAsADiceRequest) {
  const engine::Scenario scenario = engine::load_scenario(SANDTABLE_SOURCE_DIR "/tests/rules/m2m/data/melee-rally.yaml");
  int evades = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    testing::play_seeded_ai_session(scenario, seed, [&](const engine::Session& session, const engine::DiceRequest& roll, auto&) {
      if (roll.reason.find("Red screen evades") != std::string::npos) {
        ++evades;
        EXPECT_EQ(roll.side, 1);
        EXPECT_TRUE(session.game().request_hidden_from(0)) << roll.reason;
        EXPECT_FALSE(session.game().request_hidden_from(1)) << roll.reason;
      }
      return false;
    });
  }
  EXPECT_GT(evades, 0);
}

}  // namespace
}  // namespace sandtable::rules::m2m
