// `sandtable hun ... --dice | --seed | --roll`: rolls made from the command line, their JSON and
// their one-line errors.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "run_cli.hpp"

namespace sandtable::cli {
namespace {

using testing::Ran;
using testing::run_hun;

using testing::json_of;

TEST(HunIVBAttackCli, TypedDiceAreReadThroughTheChartRow) {
  // Rifle at 14 inches, static, nobody wounded: hit on 4+; save d66 11-16 kills (a first die
  // of 1), 21-41 wounds (2 or 3, or 4 then 1), above is a scratch.
  const std::vector<std::string> rifle{"attack", "fire-rifle", "--range", "14", "--json", "--dice"};
  const auto with = [&](const std::string& faces) {
    auto args = rifle;
    args.push_back(faces);
    return json_of(run_hun(args));
  };
  const auto j = with("4 2");
  EXPECT_EQ(j.at("outcome"), "wounded");
  EXPECT_EQ(j.at("method"), "chart");
  EXPECT_EQ(j.at("dice"), nlohmann::json({4, 2}));
  EXPECT_EQ(j.at("chart").at("hit_on"), 4);
  EXPECT_EQ(with("3").at("outcome"), "miss");
  EXPECT_EQ(with("6 6").at("outcome"), "killed");
  EXPECT_EQ(with("6 2 5").at("outcome"), "scratch");
  EXPECT_EQ(with("4 4 1").at("outcome"), "wounded");
  EXPECT_EQ(with("4 4 2").at("outcome"), "scratch");
}

TEST(HunIVBAttackCli, ADigitalDrawRepeatsWithItsSeed) {
  const std::vector<std::string> args{"attack", "fire-rifle", "--range", "14", "--seed", "41", "--json"};
  const auto a = json_of(run_hun(args));
  const auto b = json_of(run_hun(args));
  EXPECT_EQ(a.at("method"), "digital");
  EXPECT_EQ(a.at("seed"), 41);
  EXPECT_EQ(a.at("outcome"), b.at("outcome"));
  EXPECT_EQ(a.at("draw"), b.at("draw"));
  EXPECT_DOUBLE_EQ(a.at("odds").at("killed").get<double>() + a.at("odds").at("wounded").get<double>() +
                       a.at("odds").at("scratch").get<double>() + a.at("odds").at("miss").get<double>(),
                   1.0);
}

TEST(HunIVBAttackCli, AFreshSeedIsPrinted) {
  const Ran r = run_hun({"attack", "attack-with-sword", "--roll"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("seed [0-9]+"))) << r.out;
}

TEST(HunIVBAttackCli, BadDiceAreOneLineErrorsWithStatusTwo) {
  const std::vector<std::vector<std::string>> bad = {
      {"attack", "fire-rifle", "--range", "14", "--dice", "4"},          // the save is missing
      {"attack", "fire-rifle", "--range", "14", "--dice", "2 5"},        // a miss takes one die
      {"attack", "fire-rifle", "--range", "14", "--dice", "4 7"},        // no such face
      {"attack", "fire-rifle", "--range", "14", "--dice", "four"},
      {"attack", "fire-rifle", "--range", "14", "--dice", "4 2", "--seed", "1"},
      {"attack", "attack-with-sword", "--moving", "--dice", "4 2"},      // melee has no moving row
      {"command", "--range", "5", "--dice", "3"},                         // in command: no roll
      {"move", "run", "--dice", "7"},                                     // a d6 (halved) has no 7
      {"morale", "--dice", "3 4 5"},
  };
  for (const auto& args : bad) {
    const Ran r = run_hun(args);
    EXPECT_EQ(r.status, 2) << args[0] << " " << args.back();
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
}

TEST(HunXRollCli, MoraleWithTypedDice) {
  const auto passed = json_of(run_hun({"morale", "--dice", "3 4", "--json"}));
  EXPECT_EQ(passed.at("outcome"), "passed");
  EXPECT_EQ(passed.at("roll").at("dice"), "2D6, pass on 7+");
  EXPECT_EQ(json_of(run_hun({"morale", "--dice", "3,3", "--json"})).at("outcome"), "failed");
}

TEST(HunVIIIRollCli, DeviationAndSupportResolve) {
  const auto on_target = json_of(run_hun({"fire-artillery", "--range", "10", "--dice", "6", "--json"}));
  EXPECT_EQ(on_target.at("outcome"), "on-target");
  EXPECT_EQ(on_target.at("inches"), 0);
  // A 1 misses; the 1d3 inches are a d6 halved, rounded up (a 4 is 2); a 4 for the direction.
  const auto off = json_of(run_hun({"throw-bomb", "--range", "3", "--dice", "1 4 4", "--json"}));
  EXPECT_EQ(off.at("outcome"), "deviates");
  EXPECT_EQ(off.at("inches"), 2);
  EXPECT_EQ(json_of(run_hun({"support", "--dice", "1 1", "--json"})).at("outcome"), "communications-lost");
  EXPECT_EQ(json_of(run_hun({"support", "--registration", "1", "--dice", "4 4", "--json"})).at("outcome"), "arrives");
}

TEST(HunRollCli, EveryRollCommandResolvesWithASeed) {
  const std::vector<std::vector<std::string>> commands = {
      {"move", "advance"}, {"morale"}, {"rally"}, {"command", "--range", "30"}, {"heal"},
      {"fire-artillery", "--range", "30"}, {"throw-bomb", "--range", "4"}, {"support"},
      {"attack", "test-vs-blast"}, {"initiative"},
  };
  for (auto args : commands) {
    for (const char* extra : {"--seed", "7", "--json"}) args.push_back(extra);
    const auto a = json_of(run_hun(args));
    EXPECT_EQ(a.at("method"), "digital") << args[0];
    EXPECT_EQ(a.at("seed"), 7) << args[0];
    EXPECT_EQ(a, json_of(run_hun(args))) << args[0];
  }
}

}  // namespace
}  // namespace sandtable::cli
