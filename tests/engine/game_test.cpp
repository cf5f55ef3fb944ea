#include "engine/game.hpp"
#include "engine/rule_set.hpp"
#include "engine/scenario.hpp"

#include <gtest/gtest.h>

#include "toy_game.hpp"

namespace sandtable::engine {
namespace {

// The message of the IllegalAction that `f` throws.
template <class F>
std::string illegal_message(F f) {
  try {
    f();
  } catch (const IllegalAction& e) {
    return e.what();
  }
  ADD_FAILURE() << "no IllegalAction thrown";
  return {};
}

TEST(Game, DiceWhenADecisionIsDueAreRejectedSayingWhatIsDue) {
  auto game = testing_toy::new_toy_race();
  const std::string message = illegal_message([&] { game->apply_dice({3}); });
  EXPECT_NE(message.find("waiting for a decision (Blue: roll or hold"), std::string::npos) << message;
}

TEST(Game, AnUnlistedActionIsRejectedAndNothingChanges) {
  auto game = testing_toy::new_toy_race();
  const auto before = game->fingerprint();
  const std::string message = illegal_message([&] { game->apply(Action::make("charge", "")); });
  EXPECT_NE(message.find("{\"type\":\"charge\"} is not one of the 2 legal actions"), std::string::npos) << message;
  EXPECT_EQ(game->fingerprint(), before);
}

TEST(Game, DiceCountAndRangeAreChecked) {
  auto game = testing_toy::new_toy_race();
  game->apply(Action::make("roll", ""));
  EXPECT_EQ(illegal_message([&] { game->apply_dice({2, 3}); }), "Blue: roll 1d6 needs 1 dice (1d6), got 2");
  EXPECT_EQ(illegal_message([&] { game->apply_dice({7}); }), "Blue: roll 1d6: die 1 shows 7, but a d6 has faces 1 to 6");
  EXPECT_EQ(illegal_message([&] { game->apply_dice({0}); }), "Blue: roll 1d6: die 1 shows 0, but a d6 has faces 1 to 6");
  EXPECT_NE(illegal_message([&] { game->apply(Action::make("hold", "")); }).find("waiting for a roll of 1d6"),
            std::string::npos);
  game->apply_dice({4});
  EXPECT_EQ(game->to_json()["turn_total"], 4);
}

TEST(Game, FingerprintFollowsTheState) {
  auto a = testing_toy::new_toy_race();
  auto b = a->clone();
  EXPECT_EQ(a->fingerprint(), b->fingerprint());
  b->apply(Action::make("roll", ""));
  EXPECT_NE(a->fingerprint(), b->fingerprint());
}

TEST(Registry, FindsByIdAndListsTheKnownOnesWhenMissing) {
  Registry registry;
  registry.add(testing_toy::toy_race_rule_set());
  EXPECT_EQ(registry.find("toy-race").name, "Toy dice race");
  try {
    registry.find("mininap2");
    FAIL() << "expected UnknownRuleSet";
  } catch (const UnknownRuleSet& e) {
    EXPECT_STREQ(e.what(), "no rule set 'mininap2' (known: toy-race)");
  }
}

TEST(Registry, RejectsDuplicateAndEmptyIds) {
  Registry registry;
  registry.add(testing_toy::toy_race_rule_set());
  EXPECT_THROW(registry.add(testing_toy::toy_race_rule_set()), std::invalid_argument);
  RuleSet unnamed = testing_toy::toy_race_rule_set();
  unnamed.id.clear();
  EXPECT_THROW(registry.add(unnamed), std::invalid_argument);
}

TEST(ToyRace, RejectsUnknownAndOutOfRangeRulings) {
  const Scenario scenario = testing_toy::toy_race_scenario();
  const RuleSet race = testing_toy::toy_race_rule_set();
  try {
    race.start(scenario, Rulings{{"speed", 3}});
    ADD_FAILURE() << "an unknown ruling was accepted";
  } catch (const BadInput& e) {
    EXPECT_EQ(e.field(), "speed");
  }
  try {
    race.start(scenario, Rulings{{"target", 0}});
    ADD_FAILURE() << "a target of 0 was accepted";
  } catch (const BadInput& e) {
    EXPECT_EQ(e.field(), "target");
    EXPECT_NE(std::string(e.what()).find("from 1 to 1000"), std::string::npos) << e.what();
  }
  EXPECT_EQ(race.start(scenario, Rulings{{"target", 5}})->to_json()["target"], 5);
  EXPECT_EQ(race.start(scenario, Rulings{})->to_json()["target"], 20) << "the declared default";
}

// The race with the victory terms `terms` (YAML) and a rule set that declares two of them.
std::string victory_refusal(const std::string& terms) {
  RuleSet race = testing_toy::toy_race_rule_set();
  race.victory_terms = {whole("at_end_of_turn", 1, 100, "the last turn"), choice("winner", {"Blue", "Red"}, "who wins then")};
  const Scenario toy = testing_toy::toy_race_scenario();
  const Scenario scenario = parse_scenario(toy.source_text + "victory:\n  " + terms + "\n", "race.yaml");
  try {
    race.start(scenario, scenario.rulings);
  } catch (const BadInput& e) {
    return e.what();
  }
  return "accepted";
}

TEST(RuleSetVictory, UndeclaredOrOutOfRangeVictoryTermsAreRefusedWithTheirPlace) {
  EXPECT_EQ(victory_refusal("at_end_of_turn: 12"), "accepted");
  EXPECT_EQ(victory_refusal("at_end_of_turn: -5"),
            "race.yaml:20:3: victory.at_end_of_turn: victory term of Toy dice race: must be a whole number from 1 to 100, not '-5'");
  EXPECT_EQ(victory_refusal("at_end_of_turn: .nan"),
            "race.yaml:20:3: victory.at_end_of_turn: victory term of Toy dice race: must be a whole number from 1 to 100, not '.nan'");
  EXPECT_EQ(victory_refusal("winner: banana"),
            "race.yaml:20:3: victory.winner: victory term of Toy dice race: must be one of Blue, Red, not 'banana'");
  EXPECT_EQ(victory_refusal("hold: the hill"),
            "race.yaml:20:3: victory.hold: victory term of Toy dice race: no such field (known: at_end_of_turn, winner)");
}

TEST(RuleSetVictory, ARuleSetThatDeclaresNoTermsRefusesAll) {
  const Scenario toy = testing_toy::toy_race_scenario();
  const Scenario scenario = parse_scenario(toy.source_text + "victory: {at_end_of_turn: 10}\n", "race.yaml");
  try {
    testing_toy::toy_race_rule_set().start(scenario, scenario.rulings);
    ADD_FAILURE() << "an undeclared victory term was accepted";
  } catch (const BadInput& e) {
    EXPECT_STREQ(e.what(), "race.yaml:19:11: victory.at_end_of_turn: victory term of Toy dice race: no such field (known: none)");
  }
}

}  // namespace
}  // namespace sandtable::engine
