// Built-in policies and playing a game out.
#include <gtest/gtest.h>

#include "play/policy.hpp"
#include "engine/log.hpp"
#include "engine/rule_set.hpp"
#include "toy_game.hpp"

namespace sandtable::play {
namespace {

TEST(Policy, FirstAndRandomChooseListedActions) {
  const auto game = testing_toy::new_toy_race();
  const auto decision = std::get<engine::Decision>(game->next_request());
  core::Rng rng(3);
  EXPECT_EQ(builtin_policy("first")(*game, decision, rng).type(), "roll");
  std::set<std::string> seen;
  for (int i = 0; i < 50; ++i) seen.insert(builtin_policy("random")(*game, decision, rng).type());
  EXPECT_EQ(seen, (std::set<std::string>{"hold", "roll"}));
  EXPECT_THROW(builtin_policy("clever"), std::invalid_argument);
  EXPECT_THROW(first_listed(*game, engine::Decision{0, "nothing to do", {}, false, {}}, rng), NoChoice);
}

TEST(Policy, PlayOutReachesTheEndOrReportsTheBound) {
  core::Rng rng(4);
  engine::SeededDice dice(core::Rng(5));
  const auto game = testing_toy::new_toy_race();
  const PlayOut out = play_out(*game, random_listed, rng, dice, 100'000);
  EXPECT_TRUE(std::holds_alternative<engine::GameOver>(game->next_request()));
  EXPECT_GT(out.answers, 2U);
  EXPECT_THROW(play_out(*testing_toy::new_toy_race(), first_listed, rng, dice, 3), std::runtime_error);
}

TEST(Policy, TheRuleSetsOwnAiComesFirst) {
  engine::RuleSet rule_set = testing_toy::toy_race_rule_set();
  const auto game = testing_toy::new_toy_race();
  const auto decision = std::get<engine::Decision>(game->next_request());
  core::Rng rng(1);
  EXPECT_EQ(policy_for(rule_set, first_listed)(*game, decision, rng).type(), "roll");
  rule_set.choose = [](const engine::Game&, const engine::Decision& d, core::Rng&) { return d.actions.back(); };
  EXPECT_EQ(policy_for(rule_set, first_listed)(*game, decision, rng).type(), "hold");
}

TEST(Policy, AnAiStyleIsChosenByNameAndAnUnknownOneIsRefusedListingTheStyles) {
  engine::RuleSet rule_set = testing_toy::toy_race_rule_set();
  rule_set.ai_styles = {{"bold", "always holds", [](const engine::Game&, const engine::Decision& d, core::Rng&) {
                           engine::Action a = d.actions.back();
                           a.why = "bold: holds";
                           return a;
                         }}};
  const auto game = testing_toy::new_toy_race();
  const auto decision = std::get<engine::Decision>(game->next_request());
  core::Rng rng(1);
  EXPECT_EQ(policy_for(rule_set, first_listed, "standard")(*game, decision, rng).type(), "roll");
  EXPECT_EQ(policy_for(rule_set, first_listed, "bold")(*game, decision, rng).why, "bold: holds");
  try {
    policy_for(rule_set, first_listed, "reckless");
    ADD_FAILURE() << "an unknown style was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'reckless' (known: standard, bold)"), std::string::npos) << e.what();
  }
}

// The log keeps an AI's reason with its decision, and a person's decision has none.
TEST(Policy, TheLogKeepsTheReasonAnAiGaveForItsChoice) {
  engine::Session session(testing_toy::new_toy_race());
  const auto decision = std::get<engine::Decision>(session.next_request());
  engine::Action explained = decision.actions.front();
  explained.why = "rolls: the race is close";
  EXPECT_EQ(session.apply(explained).payload.at("why"), "rolls: the race is close");
  const engine::Event& back = session.events().back();
  EXPECT_EQ(engine::event_from_json(engine::to_json(back)).payload.at("why"), "rolls: the race is close");
}

}  // namespace
}  // namespace sandtable::play
