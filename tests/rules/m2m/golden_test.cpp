// Seeded AI-against-AI battles of both scenarios through a Session: each whole event log must
// match its committed golden file (SANDTABLE_UPDATE_GOLDEN=1 rewrites them); and simulated
// battles give the same tally with one thread or two.
#include <gtest/gtest.h>

#include "conformance/golden.hpp"
#include "rules/m2m/game/simulate.hpp"
#include "rules/m2m/rule_set.hpp"
#include "sim/run.hpp"

namespace sandtable::rules::m2m {
namespace {

TEST(M2mGolden, SeededAiBrigadeActionLogMatchesTheGoldenFile) {
  conformance::expect_matches_golden(
      conformance::ai_game_log(rule_set(), SANDTABLE_SOURCE_DIR "/data/scenarios/m2m/brigade-action.yaml", 1917),
      SANDTABLE_SOURCE_DIR "/tests/rules/m2m/golden/brigade-action-ai-1917.log");
}

TEST(M2mGolden, SeededAiTrenchAssaultLogMatchesTheGoldenFile) {
  conformance::expect_matches_golden(
      conformance::ai_game_log(rule_set(), SANDTABLE_SOURCE_DIR "/data/scenarios/m2m/trench-assault.yaml", 1917),
      SANDTABLE_SOURCE_DIR "/tests/rules/m2m/golden/trench-assault-ai-1917.log");
}

TEST(M2mSimulation, TheSameSeedGivesTheSameTallyOnOneThreadOrTwo) {
  const engine::Scenario scenario = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/m2m/trench-assault.yaml");
  conformance::expect_same_tally_on_one_thread_or_two(
      battle_simulator(rule_set().checked_scenario(scenario), rule_set().checked_rulings(scenario.rulings)), 2);
}

}  // namespace
}  // namespace sandtable::rules::m2m
