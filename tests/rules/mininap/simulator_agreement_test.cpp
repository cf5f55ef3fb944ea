// The fast simulator (`simulate`) and a Game driven through the engine (requests, the AI's
// choices, seeded dice, every answer logged) play the same seeded battle to the same end, so
// what `simulate` measures is what a tracked game plays.
#include <gtest/gtest.h>

#include "engine/log.hpp"
#include "rules/mininap/ai.hpp"
#include "rules/mininap/battle/fingerprint.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/game.hpp"
#include "rules/mininap/simulate.hpp"

namespace sandtable::rules::mininap {
namespace {

void expect_same_battle(const std::string& scenario_file, std::uint64_t seed) {
  const engine::Scenario scenario = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/" + scenario_file);
  const engine::RuleSet rules = rule_set();
  const engine::Rulings rulings = rules.checked_rulings(scenario.rulings);

  // The fast path, as simulate_battle draws: the AI's stream first, then the dice.
  core::Rng fast_dice = core::Rng::stream(seed, 0, core::Purpose::kBattle);
  core::Rng fast_decisions = core::Rng::stream(fast_dice.next_u64(), 0, core::Purpose::kDecision);
  Battle fast = battle_from_scenario(scenario, rulings);
  play(fast, fast_dice, fast_decisions, std::numeric_limits<int>::max());
  ASSERT_TRUE(fast.over.has_value());

  // The engine path: the same streams, through requests and the Session's log.
  core::Rng dice_rng = core::Rng::stream(seed, 0, core::Purpose::kBattle);
  core::Rng decisions = core::Rng::stream(dice_rng.next_u64(), 0, core::Purpose::kDecision);
  engine::SeededDice dice(dice_rng);
  engine::Session session(rules.start(scenario, scenario.rulings));
  for (int step = 0; step < 2'000'000; ++step) {
    const engine::Request request = session.next_request();
    if (std::holds_alternative<engine::GameOver>(request)) break;
    if (std::holds_alternative<engine::DiceRequest>(request)) {
      session.roll(dice);
    } else {
      session.apply(rules.choose(session.game(), std::get<engine::Decision>(request), decisions));
    }
  }
  const auto& game = dynamic_cast<const MiniNapGame&>(session.game());
  ASSERT_TRUE(game.battle().over.has_value()) << "the engine path did not finish";
  EXPECT_EQ(game.battle().over->winner, fast.over->winner);
  EXPECT_EQ(game.battle().turn, fast.turn);
  EXPECT_EQ(fingerprint(game.battle()), fingerprint(fast)) << "the two paths ended in different states";
  // Not a battle decided at once: several turns of orders and dice went through the log.
  EXPECT_GE(game.battle().turn, 2);
  EXPECT_GT(session.events().size(), 50u) << "a whole battle was logged";
}

TEST(MiniNapSimulation, TheFastSimulatorAndTheEnginePlayTheSameBrigadeAction) {
  expect_same_battle("brigade-action.yaml", 1812);
  expect_same_battle("brigade-action.yaml", 7);
}

}  // namespace
}  // namespace sandtable::rules::mininap
