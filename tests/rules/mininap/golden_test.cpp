// A seeded AI-against-AI brigade action through a Session: its whole event log, one event a
// line, must match the committed golden file. Set SANDTABLE_UPDATE_GOLDEN=1 to rewrite it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/log.hpp"
#include "rules/mininap/game.hpp"

namespace sandtable::rules::mininap {
namespace {

constexpr std::uint64_t kSeed = 1812;
const char* const kGolden = SANDTABLE_SOURCE_DIR "/tests/rules/mininap/golden/brigade-action-ai-1812.log";

std::vector<std::string> play_logged_battle() {
  const engine::Scenario scenario = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/brigade-action.yaml");
  engine::Session session(rule_set().start(scenario, scenario.rulings));
  engine::SeededDice dice(core::Rng::stream(kSeed, 0, core::Purpose::kBattle));
  core::Rng decisions = core::Rng::stream(kSeed, 0, core::Purpose::kDecision);
  while (!std::holds_alternative<engine::GameOver>(session.next_request())) {
    if (std::holds_alternative<engine::DiceRequest>(session.next_request())) {
      session.roll(dice);
      continue;
    }
    // The rule set's own chooser, which `game auto` uses for solo play: the AI.
    const engine::Decision decision = std::get<engine::Decision>(session.next_request());
    session.apply(rule_set().choose(session.game(), decision, decisions));
  }
  std::vector<std::string> lines;
  for (const engine::Event& e : session.events()) lines.push_back(engine::to_json(e).dump());
  lines.push_back(std::get<engine::GameOver>(session.next_request()).summary);
  return lines;
}

TEST(MiniNapGolden, SeededAiBattleLogMatchesTheGoldenFile) {
  const std::vector<std::string> lines = play_logged_battle();
  if (std::getenv("SANDTABLE_UPDATE_GOLDEN") != nullptr) {
    std::ofstream out(kGolden);
    for (const std::string& line : lines) out << line << '\n';
  }
  std::ifstream in(kGolden);
  ASSERT_TRUE(in) << "no golden file " << kGolden;
  std::vector<std::string> golden;
  for (std::string line; std::getline(in, line);) golden.push_back(line);
  for (std::size_t i = 0; i < std::min(lines.size(), golden.size()); ++i) {
    ASSERT_EQ(lines[i], golden[i]) << "first difference at line " << i + 1;
  }
  EXPECT_EQ(lines.size(), golden.size());
}

}  // namespace
}  // namespace sandtable::rules::mininap
