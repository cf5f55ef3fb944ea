// A seeded AI-against-AI brigade action through a Session: its whole event log, one event a
// line, must match the committed golden file. Set SANDTABLE_UPDATE_GOLDEN=1 to rewrite it.
#include <gtest/gtest.h>

#include "conformance/golden.hpp"
#include "rules/mininap/game.hpp"

namespace sandtable::rules::mininap {
namespace {

TEST(MiniNapGolden, SeededAiBattleLogMatchesTheGoldenFile) {
  conformance::expect_matches_golden(
      conformance::ai_game_log(rule_set(), SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/brigade-action.yaml", 1812),
      SANDTABLE_SOURCE_DIR "/tests/rules/mininap/golden/brigade-action-ai-1812.log");
}

}  // namespace
}  // namespace sandtable::rules::mininap
