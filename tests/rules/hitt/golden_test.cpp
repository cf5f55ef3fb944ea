// A seeded AI-against-AI assault on the trench through a Session: its whole event log must
// match the committed golden file (SANDTABLE_UPDATE_GOLDEN=1 rewrites it); and simulated
// battles give the same tally with one thread or two.
#include <gtest/gtest.h>

#include "conformance/golden.hpp"
#include "rules/hitt/rule_set.hpp"
#include "rules/hitt/simulate.hpp"
#include "sim/run.hpp"

namespace sandtable::rules::hitt {
namespace {

TEST(HittGolden, SeededAiAssaultLogMatchesTheGoldenFile) {
  conformance::expect_matches_golden(
      conformance::ai_game_log(rule_set(), SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/trench-assault.yaml", 1917),
      SANDTABLE_SOURCE_DIR "/tests/rules/hitt/golden/trench-assault-ai-1917.log");
}

TEST(HittSimulation, TheSameSeedGivesTheSameTallyOnOneThreadOrTwo) {
  const engine::Scenario scenario = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/meeting-engagement.yaml");
  const sim::BattleFn battle = battle_simulator(scenario, rule_set().checked_rulings(scenario.rulings));
  sim::RunOptions options;
  options.battles = 2;
  options.seed = 42;
  options.threads = 1;
  options.progress = nullptr;
  const sim::BattleStats one = sim::run_battles(options, battle);
  options.threads = 2;
  const sim::BattleStats two = sim::run_battles(options, battle);
  EXPECT_EQ(one, two);
  EXPECT_EQ(one.battles(), 2U);
}

}  // namespace
}  // namespace sandtable::rules::hitt
