// A seeded AI-against-AI battle of each scenario through a Session: its whole event log must
// match the committed golden file (SANDTABLE_UPDATE_GOLDEN=1 rewrites it); and simulated
// battles give the same tally with one thread or two.
#include <gtest/gtest.h>

#include "conformance/golden.hpp"
#include "engine/scenario.hpp"
#include "rules/1418/rule_set.hpp"
#include "rules/1418/simulate.hpp"

namespace sandtable::rules::gw1418 {
namespace {

TEST(Gw1418Golden, SeededAiTrenchAssaultLogMatchesTheGoldenFile) {
  conformance::expect_matches_golden(
      conformance::ai_game_log(rule_set(), SANDTABLE_SOURCE_DIR "/data/scenarios/1418/trench-assault.yaml", 1916),
      SANDTABLE_SOURCE_DIR "/tests/rules/1418/golden/trench-assault-ai-1916.log");
}

TEST(Gw1418Golden, SeededAiMobileEncounterLogMatchesTheGoldenFile) {
  conformance::expect_matches_golden(
      conformance::ai_game_log(rule_set(), SANDTABLE_SOURCE_DIR "/data/scenarios/1418/mobile-1914.yaml", 1914),
      SANDTABLE_SOURCE_DIR "/tests/rules/1418/golden/mobile-1914-ai-1914.log");
}

void expect_same_tally_on_one_thread_or_two(const std::string& path) {
  const engine::Scenario scenario = engine::load_scenario(path);
  conformance::expect_same_tally_on_one_thread_or_two(
      battle_simulator(scenario, rule_set().checked_rulings(scenario.rulings)), 4);
}

TEST(Gw1418Simulation, TheSameSeedGivesTheSameTallyOnOneThreadOrTwo) {
  expect_same_tally_on_one_thread_or_two(SANDTABLE_SOURCE_DIR "/data/scenarios/1418/trench-assault.yaml");
  expect_same_tally_on_one_thread_or_two(SANDTABLE_SOURCE_DIR "/data/scenarios/1418/mobile-1914.yaml");
}

}  // namespace
}  // namespace sandtable::rules::gw1418
