#include "conformance/golden.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "engine/log.hpp"
#include "play/policy.hpp"

namespace sandtable::conformance {

std::vector<std::string> ai_game_log(const engine::RuleSet& rules, const std::string& scenario_path, std::uint64_t seed) {
  const engine::Scenario scenario = engine::load_scenario(scenario_path);
  engine::Session session(rules.start(scenario, scenario.rulings));
  engine::SeededDice dice(core::Rng::stream(seed, 0, core::Purpose::kBattle));
  core::Rng decisions = core::Rng::stream(seed, 0, core::Purpose::kDecision);
  while (!std::holds_alternative<engine::GameOver>(session.next_request())) {
    if (std::holds_alternative<engine::DiceRequest>(session.next_request())) {
      session.roll(dice);
      continue;
    }
    // The rule set's own chooser, which `game auto` uses for solo play: the AI.
    const engine::Request request = session.next_request();
    if (const auto* orders = std::get_if<engine::SealedOrders>(&request)) {
      const std::vector<engine::SideIndex> sides = orders->sides();
      const engine::Decision& writing = *play::unsealed_among(*orders, {sides.begin(), sides.end()});
      session.apply_sealed(writing.side, rules.choose(session.game(), writing, decisions));
      continue;
    }
    session.apply(rules.choose(session.game(), std::get<engine::Decision>(request), decisions));
  }
  std::vector<std::string> lines;
  for (const engine::Event& e : session.events()) lines.push_back(engine::to_json(e).dump());
  lines.push_back(std::get<engine::GameOver>(session.next_request()).summary);
  return lines;
}

void expect_matches_golden(const std::vector<std::string>& lines, const std::string& golden_path) {
  if (std::getenv("SANDTABLE_UPDATE_GOLDEN") != nullptr) {
    std::ofstream out(golden_path);
    for (const std::string& line : lines) out << line << '\n';
  }
  std::ifstream in(golden_path);
  ASSERT_TRUE(in) << "no golden file " << golden_path;
  std::vector<std::string> golden;
  for (std::string line; std::getline(in, line);) golden.push_back(line);
  for (std::size_t i = 0; i < std::min(lines.size(), golden.size()); ++i) {
    ASSERT_EQ(lines[i], golden[i]) << "first difference at line " << i + 1;
  }
  EXPECT_EQ(lines.size(), golden.size());
}

}  // namespace sandtable::conformance
