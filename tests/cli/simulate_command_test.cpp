// `sandtable simulate`: the JSON shape, thread-count independence, and the rule set's hooks.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_runner.hpp"
#include "engine/rule_set.hpp"
#include "toy_game.hpp"

namespace sandtable::cli {
namespace {

using nlohmann::json;
using testing::CliResult;


CliResult simulate(const engine::Registry& registry, std::vector<std::string> args) {
  args.insert(args.begin(), {"simulate", testing_toy::kToyRacePath});
  return testing::run_cli_with(registry, std::move(args));
}

engine::Registry registry_of(engine::RuleSet rule_set = testing_toy::toy_race_rule_set()) {
  engine::Registry registry;
  registry.add(std::move(rule_set));
  return registry;
}

TEST(SimulateCommand, JsonGivesWinsRatesIntervalsAndDraws) {
  const CliResult r = simulate(registry_of(), {"--battles", "300", "--seed", "5", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["battles"], 300);
  EXPECT_EQ(j["seed"], 5);
  std::uint64_t total = j["draws"].get<std::uint64_t>();
  for (const char* side : {"Blue", "Red"}) {
    const json& s = j["results"][side];
    const auto wins = s["wins"].get<std::uint64_t>();
    total += wins;
    EXPECT_DOUBLE_EQ(s["rate"].get<double>(), static_cast<double>(wins) / 300.0);
    ASSERT_EQ(s["ci95"].size(), 2U);
    EXPECT_LT(s["ci95"][0].get<double>(), s["rate"].get<double>());
    EXPECT_GT(s["ci95"][1].get<double>(), s["rate"].get<double>());
    EXPECT_GT(wins, 50U);  // random play gives each side a fair share
  }
  EXPECT_EQ(total, 300U);
  EXPECT_EQ(j["length"]["unit"], "answers");
  EXPECT_GT(j["length"]["mean"].get<double>(), 2.0);
}

TEST(SimulateCommand, TheSameSeedGivesTheSameNumbersForAnyThreads) {
  const engine::Registry registry = registry_of();
  const std::string one = simulate(registry, {"--battles", "700", "--seed", "8", "--threads", "1", "--json"}).out;
  EXPECT_EQ(simulate(registry, {"--battles", "700", "--seed", "8", "--threads", "2", "--json"}).out, one);
  EXPECT_EQ(simulate(registry, {"--battles", "700", "--seed", "8", "--threads", "5", "--json"}).out, one);
  EXPECT_NE(simulate(registry, {"--battles", "700", "--seed", "9", "--threads", "1", "--json"}).out, one);
}

TEST(SimulateCommand, TheRuleSetsAiPlaysWhenItHasOne) {
  engine::RuleSet rule_set = testing_toy::toy_race_rule_set();
  // Always holding scores nothing: every race is a draw at the turn limit.
  rule_set.choose = [](const engine::Game&, const engine::Decision&, core::Rng&) {
    return engine::Action::make("hold", "Hold");
  };
  const CliResult r = simulate(registry_of(rule_set), {"--battles", "20", "--seed", "1", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["draws"], 20);
  EXPECT_EQ(j["length"]["shortest"], 30);  // 15 turns of two holds
}

TEST(SimulateCommand, TheFastPathIsUsedWhenTheRuleSetHasOne) {
  engine::RuleSet rule_set = testing_toy::toy_race_rule_set();
  rule_set.battle_simulator = [](const engine::Scenario&, const engine::Rulings&) -> sim::BattleFn {
    return [](std::uint64_t, core::Rng& rng) {
      const int winner = rng.d6() <= 2 ? 0 : 1;
      return sim::BattleResult{winner, 3, {{1 - winner, "runners", 1.0}}};
    };
  };
  const CliResult r = simulate(registry_of(rule_set), {"--battles", "600", "--seed", "2", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["length"]["unit"], "turns");
  EXPECT_EQ(j["length"]["mean"], 3.0);
  EXPECT_NEAR(j["results"]["Blue"]["rate"].get<double>(), 1.0 / 3.0, 0.06);
  EXPECT_DOUBLE_EQ(j["losses_by_category"]["Red"]["runners"]["mean"].get<double>(),
                   j["results"]["Blue"]["rate"].get<double>());
  const CliResult text = simulate(registry_of(rule_set), {"--battles", "600", "--seed", "2"});
  EXPECT_NE(text.out.find("runners"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("Blue won"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("95% CI"), std::string::npos) << text.out;
}

TEST(SimulateCommand, BadInputExits2) {
  const CliResult unknown = testing::run_cli({"simulate", testing_toy::kToyRacePath, "--battles", "5"});
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.err.find("no rule set 'toy-race'"), std::string::npos) << unknown.err;
  const CliResult missing = simulate(registry_of(), {"--battles", "0"});
  EXPECT_EQ(missing.status, 2);
  const CliResult no_file = testing::run_cli_with(registry_of(), {"simulate", "/nonexistent.yaml", "--battles", "5"});
  EXPECT_EQ(no_file.status, 2);
  EXPECT_NE(no_file.err.find("/nonexistent.yaml"), std::string::npos) << no_file.err;
}

}  // namespace
}  // namespace sandtable::cli

namespace sandtable::cli {
namespace {

// The main job's default: no scenario file plays the Mini-Nap 2 brigade action built into
// the program, through the real registry and Mini-Nap's fast battle simulator.
TEST(SimulateCommand, WithoutAScenarioPlaysTheBuiltInBrigadeAction) {
  const testing::CliResult r = testing::run_cli_with(rules::rule_sets(), {"simulate", "--battles", "4", "--seed", "7", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["ruleset"], "mininap");
  EXPECT_EQ(j["scenario"], "Brigade action at Hausen");
  EXPECT_EQ(j["battles"], 4);
  int decided = j["draws"].get<int>();
  for (const auto& [side, result] : j["results"].items()) decided += result["wins"].get<int>();
  EXPECT_EQ(decided, 4);
  EXPECT_EQ(j["length"]["unit"], "turns");
}

// A designer tries a ruling without editing the scenario: Mini-Nap 2's turn limit of 3 (the
// brigade action's own is 10) stops every battle by turn 3, and the JSON records it.
TEST(SimulateCommand, RulingsGivenOnTheCommandLineChangeTheBattles) {
  const testing::CliResult r = testing::run_cli_with(
      rules::rule_sets(), {"simulate", "--battles", "20", "--seed", "7", "--ruling", "turn_limit=3", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["rulings"]["turn_limit"], 3);
  EXPECT_LE(j["length"]["longest"].get<int>(), 3);
  const testing::CliResult text = testing::run_cli_with(
      rules::rule_sets(), {"simulate", "--battles", "2", "--seed", "7", "--ruling", "turn_limit=3"});
  EXPECT_NE(text.out.find("rulings over the scenario's: turn_limit=3\n"), std::string::npos) << text.out;

  const testing::CliResult unknown =
      testing::run_cli_with(rules::rule_sets(), {"simulate", "--battles", "2", "--ruling", "morale=true"});
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.err.find("unknown ruling 'morale'"), std::string::npos) << unknown.err;
  const testing::CliResult malformed =
      testing::run_cli_with(rules::rule_sets(), {"simulate", "--battles", "2", "--ruling", "turn_limit"});
  EXPECT_EQ(malformed.status, 2);
  EXPECT_NE(malformed.err.find("must be NAME=VALUE"), std::string::npos) << malformed.err;
}

}  // namespace
}  // namespace sandtable::cli
