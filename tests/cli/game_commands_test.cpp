// `sandtable game`: a whole toy race driven through the verbs in-process, and bad input.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "cli/game_text.hpp"
#include "cli_runner.hpp"
#include "engine/rule_set.hpp"
#include "conformance/temp_file.hpp"
#include "engine/store.hpp"
#include "toy_game.hpp"

namespace sandtable::cli {
namespace {

using nlohmann::json;
using testing::CliResult;
using testing_support::TempFile;


class GameCommands : public ::testing::Test {
 protected:
  GameCommands() { registry_.add(testing_toy::toy_race_rule_set()); }

  CliResult game(std::vector<std::string> args) {
    args.insert(args.begin(), "game");
    return testing::run_cli_with(registry_, std::move(args));
  }
  json next_json() {
    const CliResult r = game({"next", save_.path(), "--json"});
    EXPECT_EQ(r.status, 0) << r.err;
    return json::parse(r.out);
  }
  std::size_t event_count() {
    const CliResult r = game({"show", save_.path(), "--json"});
    EXPECT_EQ(r.status, 0) << r.err;
    return json::parse(r.out)["events"].get<std::size_t>();
  }
  void start() { ASSERT_EQ(game({"new", testing_toy::kToyRacePath, "--save", save_.path(), "--seed", "11"}).status, 0); }
  // A one-line error with exit status 2 that mentions `what`.
  static void expect_usage_error(const CliResult& r, const std::string& what) {
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.err.find(what), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  }

  engine::Registry registry_;
  TempFile save_{"game-cli"};
};

TEST_F(GameCommands, NewCreatesTheSaveAndPrintsTheFirstDecision) {
  const CliResult r = game({"new", testing_toy::kToyRacePath, "--save", save_.path(), "--seed", "11"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("digital dice seed 11"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("decision for Blue (side 0): Blue: roll or hold (0 this turn)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  1. Roll a d6"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  2. Hold and bank 0"), std::string::npos) << r.out;
}

TEST_F(GameCommands, AWholeGameThroughEveryVerb) {
  start();
  EXPECT_EQ(next_json()["kind"], "decision");

  // Blue rolls typed dice, the faces after the file: a 4, then holds.
  ASSERT_EQ(game({"do", save_.path(), "1"}).status, 0);
  const json roll = next_json();
  EXPECT_EQ(roll["kind"], "dice");
  EXPECT_EQ(roll["notation"], "1d6");
  ASSERT_EQ(roll["outcome"]["outcomes"].size(), 6U);
  EXPECT_NEAR(roll["outcome"]["outcomes"][0]["probability"].get<double>(), 1.0 / 6.0, 1e-15);
  const CliResult typed = game({"roll", save_.path(), "4"});
  ASSERT_EQ(typed.status, 0) << typed.err;
  EXPECT_NE(typed.out.find("rolled 4"), std::string::npos) << typed.out;
  EXPECT_NE(typed.out.find("(4 this turn)"), std::string::npos) << typed.out;
  ASSERT_EQ(game({"do", save_.path(), R"({"type": "hold"})"}).status, 0);

  // Red rolls the seeded digital dice.
  ASSERT_EQ(game({"do", save_.path(), "1"}).status, 0);
  ASSERT_EQ(game({"roll", save_.path()}).status, 0);
  EXPECT_EQ(event_count(), 5U);

  // A rule set without a summary of its own shows the state's members, one a line.
  const CliResult members = game({"show", save_.path()});
  ASSERT_EQ(members.status, 0) << members.err;
  EXPECT_NE(members.out.find("score: [4,0]"), std::string::npos) << members.out;

  const CliResult shown = game({"show", save_.path(), "--json"});
  const json state = json::parse(shown.out)["state"];
  EXPECT_EQ(state["score"], json({4, 0}));
  EXPECT_EQ(state["active"], 1);

  // Undo the digital roll and the decision before it; redo both, in later commands.
  const json before = json::parse(game({"show", save_.path(), "--json"}).out);
  ASSERT_EQ(game({"undo", save_.path()}).status, 0);
  ASSERT_EQ(game({"undo", save_.path()}).status, 0);
  EXPECT_EQ(event_count(), 3U);
  EXPECT_EQ(next_json()["kind"], "decision");
  ASSERT_EQ(game({"redo", save_.path()}).status, 0);
  ASSERT_EQ(game({"redo", save_.path()}).status, 0);
  EXPECT_EQ(json::parse(game({"show", save_.path(), "--json"}).out), before);
  expect_usage_error(game({"redo", save_.path()}), "nothing to redo");

  const CliResult log = game({"log", save_.path()});
  ASSERT_EQ(log.status, 0);
  EXPECT_EQ(std::count(log.out.begin(), log.out.end(), '\n'), 5);
  EXPECT_NE(log.out.find("   2  Blue (side 0)  rolled 4  (Blue: roll 1d6)"), std::string::npos) << log.out;
  const CliResult log_json = game({"log", save_.path(), "--json"});
  std::istringstream lines(log_json.out);
  std::string line;
  std::getline(lines, line);
  EXPECT_EQ(json::parse(line)["payload"]["action"], json({{"type", "roll"}}));

  const CliResult replay = game({"replay", save_.path()});
  ASSERT_EQ(replay.status, 0) << replay.err;
  EXPECT_NE(replay.out.find("replayed 5 events to the same state"), std::string::npos) << replay.out;
  EXPECT_NE(game({"replay", save_.path()}).out.find("1 stored snapshots matched"), std::string::npos);

  // The computer plays both sides to the end.
  const CliResult played = game({"auto", save_.path(), "--side", "all", "--policy", "random"});
  ASSERT_EQ(played.status, 0) << played.err;
  EXPECT_EQ(next_json()["kind"], "game_over");
  EXPECT_NE(played.out.find("game over: "), std::string::npos) << played.out;
  expect_usage_error(game({"do", save_.path(), "1"}), "no decision is due: the game is over");
}

TEST_F(GameCommands, SeededRollsAreOneReproducibleStream) {
  TempFile other("game-cli-other");
  const auto play = [&](const std::string& path) {
    EXPECT_EQ(game({"new", testing_toy::kToyRacePath, "--save", path, "--seed", "99"}).status, 0);
    for (int i = 0; i < 4; ++i) {
      const json request = json::parse(game({"next", path, "--json"}).out);
      if (request["kind"] == "decision") {
        EXPECT_EQ(game({"do", path, "1"}).status, 0);
      } else {
        EXPECT_EQ(game({"roll", path}).status, 0);
      }
    }
    return game({"log", path}).out;
  };
  const std::string first = play(save_.path());
  EXPECT_EQ(play(other.path()), first);
  EXPECT_NE(first.find("rolled"), std::string::npos);
}

TEST_F(GameCommands, RollSeedChangesTheStoredSeed) {
  start();
  ASSERT_EQ(game({"do", save_.path(), "1"}).status, 0);
  std::set<std::string> seen;
  for (const char* seed : {"1", "2", "3", "4", "5", "6", "7", "8"}) {
    ASSERT_EQ(game({"roll", save_.path(), "--seed", seed}).status, 0);
    seen.insert(game({"log", save_.path()}).out);
    ASSERT_EQ(game({"undo", save_.path()}).status, 0);
  }
  EXPECT_GT(seen.size(), 1U);  // eight seeds all giving one face has chance 6^-7
  const engine::SavedGame saved = engine::SavedGame::load(save_.path(), registry_);
  EXPECT_EQ(saved.file().note("dice_seed"), "8");
}

// What an answer did (the event's "results") follows its line in `game do`, `roll`, `auto` and
// `log`, one indented line a result.
TEST(GameText, AnEventsResultsFollowItOneALine) {
  const json event = {{"seq", 3}, {"kind", "dice"}, {"side", 0},
                      {"payload", {{"faces", {1, 2}}, {"reason", "A fires"}, {"results", {"B takes 2 hits, 2 SP left", "B is shaken"}}}}};
  EXPECT_EQ(event_text(event, json::array({"Blue", "Red"})),
            "   3  Blue (side 0)  rolled 1 2  (A fires)\n        B takes 2 hits, 2 SP left\n        B is shaken");
}

// Actions that only choose which unit acts now ("next", Mini-Nap's move order) share one line
// at the end, each still answered by its number.
TEST(GameText, NextActionsShareOneLine) {
  const auto action = [](json fields, const std::string& label) { return json{{"action", fields}, {"label", label}}; };
  const json request = {{"kind", "decision"}, {"side", 0}, {"prompt", "A holds, moves or charges"}, {"complete", false},
                        {"actions", {action({{"type", "hold"}, {"unit", "A"}}, "A holds"),
                                     action({{"type", "next"}, {"unit", "B"}}, "B moves next, before A"),
                                     action({{"type", "next"}, {"unit", "C"}}, "C moves next, before A")}}};
  EXPECT_EQ(request_text(request, json::array({"Blue", "Red"})),
            "decision for Blue (side 0): A holds, moves or charges\n"
            "  1. A holds  {\"type\":\"hold\",\"unit\":\"A\"}\n"
            "  or another unit first: 2. B; 3. C\n"
            "  (examples: any legal action may be given as a JSON object)\n");
}

// A decision's options (1418 ruling 40's "no second rank") follow its actions, each saying
// what to add to an action of which type.
TEST(GameText, ADecisionsOptionsAreSaidUnderItsActions) {
  const json request = {{"kind", "decision"}, {"side", 0}, {"prompt", "A Coy's Low Command"}, {"complete", true},
                        {"actions", {{{"action", {{"type", "low"}, {"command", "stay-put"}}}, {"label", "A Coy: stay put"}}}},
                        {"options", {{{"type", "low"}, {"label", "No second rank in melee"}, {"fields", {{"second_rank", json::array()}}}}}}};
  EXPECT_EQ(request_text(request, json::array({"Blue", "Red"})),
            "decision for Blue (side 0): A Coy's Low Command\n"
            "  1. A Coy: stay put  {\"command\":\"stay-put\",\"type\":\"low\"}\n"
            "  option: No second rank in melee: add {\"second_rank\":[]} to a 'low' action, given as JSON\n");
}

// A roll's odds are one line, not a table of a row per outcome: a game asks for many rolls.
TEST_F(GameCommands, ARollsOddsAreOneLine) {
  start();
  const CliResult r = game({"do", save_.path(), "1"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("what it decides: 1 16.67%, 2 16.67%, 3 16.67%, 4 16.67%, 5 16.67%, 6 16.67%; mean 3.50\n"),
            std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("at least"), std::string::npos) << r.out;
}

TEST_F(GameCommands, AutoStopsAtTheHumanSide) {
  // Always rolling then ends Red's turn only with a 1, never by reaching the target.
  ASSERT_EQ(game({"new", testing_toy::kToyRacePath, "--save", save_.path(), "--seed", "11", "--ruling", "target=1000"}).status, 0);
  const CliResult r = game({"auto", save_.path(), "--side", "Red"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(event_count(), 0U);  // Blue, the human, decides first
  ASSERT_EQ(game({"do", save_.path(), "2"}).status, 0);
  ASSERT_EQ(game({"auto", save_.path(), "--side", "1", "--policy", "first", "--steps", "50"}).status, 0);
  const json request = next_json();
  ASSERT_EQ(request["kind"], "decision");
  EXPECT_EQ(request["side"], 0);
  expect_usage_error(game({"auto", save_.path(), "--side", "Green"}), "no side 'Green' (sides: 0 Blue, 1 Red, or all)");
}

// The AI's reason is printed under its decision, in the style asked for; an unknown style is
// refused naming the styles there are.
TEST_F(GameCommands, AutoPrintsTheAisReasonAndRefusesAnUnknownStyle) {
  engine::RuleSet explained = testing_toy::toy_race_rule_set();
  explained.ai_styles = {{"careful", "always holds", [](const engine::Game&, const engine::Decision& d, core::Rng&) {
                            engine::Action a = d.actions.back();
                            a.why = "holds: a bird in the hand";
                            return a;
                          }}};
  registry_ = engine::Registry{};
  registry_.add(explained);
  start();
  const CliResult r = game({"auto", save_.path(), "--side", "Blue", "--style", "careful", "--steps", "1"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\n        why: holds: a bird in the hand"), std::string::npos) << r.out;
  expect_usage_error(game({"auto", save_.path(), "--style", "reckless"}), "no AI style 'reckless' (known: standard, careful)");
}

// Issue 19: `game next --advise` shows the AI's answer to the decision due, by its number in
// the list and with its reason, and answers nothing; a rule set with no AI cannot advise.
TEST_F(GameCommands, NextAdviseShowsTheAisAnswerByItsNumberAndAnswersNothing) {
  start();
  expect_usage_error(game({"next", save_.path(), "--advise"}), "Toy dice race has no AI to advise");
  engine::RuleSet advised = testing_toy::toy_race_rule_set();
  advised.choose = [](const engine::Game&, const engine::Decision& d, core::Rng&) {
    engine::Action a = d.actions.back();
    a.why = "holds: a bird in the hand";
    return a;
  };
  registry_ = engine::Registry{};
  registry_.add(advised);
  const CliResult r = game({"next", save_.path(), "--advise"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("the AI (standard) would answer: 2. "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n        why: holds: a bird in the hand\n"), std::string::npos) << r.out;
  EXPECT_EQ(event_count(), 0U);
}

TEST_F(GameCommands, AnIllegalActionExits2AndLeavesTheSaveUnchanged) {
  start();
  expect_usage_error(game({"do", save_.path(), "3"}), "there is no action 3: choose 1 to 2");
  expect_usage_error(game({"do", save_.path(), R"({"type": "fly"})"}), "is not one of the 2 legal actions");
  expect_usage_error(game({"do", save_.path(), "fly"}), "ACTION must be the number of a listed action or a JSON");
  expect_usage_error(game({"roll", save_.path(), "--dice", "3"}), "no roll is due");
  EXPECT_EQ(event_count(), 0U);
}

TEST_F(GameCommands, BadTypedDiceExit2) {
  start();
  ASSERT_EQ(game({"do", save_.path(), "1"}).status, 0);
  const CliResult count = game({"roll", save_.path(), "--dice", "3 4"});
  expect_usage_error(count, "bad dice");
  expect_usage_error(game({"roll", save_.path(), "3", "4"}), "bad dice");
  expect_usage_error(game({"roll", save_.path(), "3", "--dice", "3"}), "not both");
  const CliResult range = game({"roll", save_.path(), "--dice", "7"});
  expect_usage_error(range, "7");
  expect_usage_error(game({"roll", save_.path(), "--dice", "x"}), "bad dice");
  expect_usage_error(game({"roll", save_.path(), "--dice", "3", "--seed", "4"}), "not both");
  EXPECT_EQ(event_count(), 1U);
}

TEST_F(GameCommands, AMalformedScenarioNamesFileAndLine) {
  TempFile bad("bad-scenario");
  std::ofstream(bad.path()) << "ruleset: toy-race\nname: Bad\ntable: {width: -5, depth: 40, unit: cm}\nsides: []\n";
  const CliResult r = game({"new", bad.path(), "--save", save_.path()});
  expect_usage_error(r, bad.path() + ":3:");
  EXPECT_FALSE(std::filesystem::exists(save_.path()));
}

TEST_F(GameCommands, AnUnknownRuleSetOrRulingExits2) {
  expect_usage_error(testing::run_cli({"game", "new", testing_toy::kToyRacePath, "--save", save_.path()}),
                     std::string(testing_toy::kToyRacePath) + ": no rule set 'toy-race' (known: mininap, hun, hitt, m2m, 1418)");
  expect_usage_error(game({"new", testing_toy::kToyRacePath, "--save", save_.path(), "--ruling", "speed=3"}), "unknown ruling 'speed'");
  expect_usage_error(game({"new", testing_toy::kToyRacePath, "--save", save_.path(), "--ruling", "target"}), "must be NAME=VALUE");
  EXPECT_FALSE(std::filesystem::exists(save_.path()));
  ASSERT_EQ(game({"new", testing_toy::kToyRacePath, "--save", save_.path(), "--ruling", "target=5"}).status, 0);
  EXPECT_EQ(json::parse(game({"show", save_.path(), "--json"}).out)["state"]["target"], 5);
}

TEST_F(GameCommands, AMissingOrCorruptSaveExits2) {
  expect_usage_error(game({"show", save_.path()}), save_.path() + ": no such save file");
  std::ofstream(save_.path()) << "this is not a database, just some text that is long enough to look like a header";
  expect_usage_error(game({"next", save_.path()}), save_.path() + ": ");
  expect_usage_error(game({"new", testing_toy::kToyRacePath, "--save", save_.path()}), "already exists");
}

// A scenario or a save that is a device (a link to /dev/zero, which never ends) or a
// directory is refused at once, never read without end.
TEST_F(GameCommands, AFileThatIsNoFileIsRefusedAtOnce) {
  expect_usage_error(game({"new", "/dev/zero", "--save", save_.path()}), "/dev/zero: a device, not a file that can be read");
  EXPECT_FALSE(std::filesystem::exists(save_.path()));
  expect_usage_error(game({"show", "/dev/zero"}), "/dev/zero: not a save file: a device");
  const std::string directory = std::filesystem::temp_directory_path().string();
  expect_usage_error(game({"show", directory}), directory + ": not a save file: a directory");
}

TEST_F(GameCommands, NothingToUndoExits2AndANewAnswerEndsRedo) {
  start();
  expect_usage_error(game({"undo", save_.path()}), "nothing to undo");
  ASSERT_EQ(game({"do", save_.path(), "1"}).status, 0);
  ASSERT_EQ(game({"undo", save_.path()}).status, 0);
  ASSERT_EQ(game({"do", save_.path(), "2"}).status, 0);
  expect_usage_error(game({"redo", save_.path()}), "nothing to redo");
  EXPECT_EQ(next_json()["side"], 1);
}

// A Mini-Nap 2 line offered a shot at cavalry: 4 SP and +1 die at cavalry give 5 dice hitting
// on 1-2 (the line is not suppressed: cavalry cannot shoot back). The chances of 0 to 5 hits
// are 32, 80, 80, 40, 10 and 1 in 243; `game next` prints them under the order, and its JSON
// carries the whole distribution.
TEST(GameCommandsMiniNap, AnOrderToFireShowsItsExactHits) {
  TempFile scenario{"forecast-scenario"};
  std::ofstream(scenario.path())
      << "ruleset: mininap\nname: Test\ntable: {width: 60, depth: 40}\nsides:\n"
         "  - name: Blue\n    army:\n      name: Blue brigade\n      level: brigade\n      units:\n"
         "        - {name: Blue line, type: line-infantry, strength: 4, x: 30, y: 10, facing: 90}\n"
         "  - name: Red\n    army:\n      name: Red brigade\n      level: brigade\n      units:\n"
         "        - {name: Red horse, type: medium-cavalry, strength: 4, x: 30, y: 15, facing: -90}\n";
  TempFile save{"forecast-save"};
  ASSERT_EQ(testing::run_cli({"game", "new", scenario.path(), "--save", save.path(), "--seed", "1"}).status, 0);
  ASSERT_EQ(testing::run_cli({"game", "roll", save.path(), "1", "1"}).status, 0);
  ASSERT_EQ(testing::run_cli({"game", "roll", save.path(), "6", "6"}).status, 0);
  const CliResult text = testing::run_cli({"game", "next", save.path()});
  EXPECT_NE(text.out.find("  2. Blue line fires at Red horse  {\"target\":\"Red horse\",\"type\":\"fire\",\"unit\":\"Blue line\"}\n"
                          "       hits on Red horse (5d6, 2 or less): 0 13.17%, 1 32.92%, 2 32.92%, 3 16.46%, 4 4.12%, 5 0.41%;"
                          " mean 1.67\n"),
            std::string::npos)
      << text.out;
  const json next = json::parse(testing::run_cli({"game", "next", save.path(), "--json"}).out);
  EXPECT_FALSE(next["actions"][0].contains("forecasts")) << "holding fire decides nothing";
  const json& forecast = next["actions"][1]["forecasts"][0];
  EXPECT_EQ(forecast["what"], "hits on Red horse (5d6, 2 or less)");
  EXPECT_NEAR(forecast["outcomes"][0]["probability"].get<double>(), 32.0 / 243, 1e-12);
  EXPECT_NEAR(forecast["mean"].get<double>(), 5.0 / 3, 1e-12);
}

}  // namespace
}  // namespace sandtable::cli
