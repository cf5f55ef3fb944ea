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
  conformance::expect_same_tally_on_one_thread_or_two(
      battle_simulator(scenario, rule_set().checked_rulings(scenario.rulings)), 2);
}

}  // namespace
}  // namespace sandtable::rules::hitt
