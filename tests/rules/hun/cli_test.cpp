// `sandtable hun ...`: JSON shapes and exit statuses.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "run_cli.hpp"

namespace sandtable::cli {
namespace {

using testing::Ran;
using testing::run_args;

TEST(HunCli, ChartJsonHasTheRows) {
  const Ran r = run_args({"hun", "chart", "fire-rifle", "--range", "14", "--cover", "hard", "--sharpshooter", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j.at("rows").size(), 8u);
  const auto& row = j.at("rows").at(0);
  EXPECT_EQ(row.at("fire"), "static");
  EXPECT_EQ(row.at("firer_wounded"), false);
  EXPECT_EQ(row.at("target_wounded"), false);
  EXPECT_GE(row.at("hit_on").get<int>(), 2);
  EXPECT_LE(row.at("hit_on").get<int>(), 6);
  EXPECT_NEAR(row.at("model").at("kill").get<double>(), row.at("chart").at("kill").get<double>(), 0.03);
  EXPECT_NEAR(row.at("model").at("wound").get<double>(), row.at("chart").at("wound").get<double>(), 0.03);
  EXPECT_EQ(j.at("rows").at(4).at("fire"), "moving");
}

TEST(HunCli, PistolAtTwentyInchesIsAOneLineError) {
  const Ran r = run_args({"hun", "chart", "fire-pistol", "--range", "20"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("9 inches"), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
}

TEST(HunCli, MgWithNoCrewIsAnError) {
  const Ran r = run_args({"hun", "fire-mg", "--crew", "0"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("no crew"), std::string::npos) << r.err;
}

TEST(HunCli, UnknownCoverIsAnError) {
  const Ran r = run_args({"hun", "chart", "attack-with-sword", "--cover", "bunker"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("fortification"), std::string::npos) << r.err;
}

TEST(HunCli, FireNeedsARange) { EXPECT_EQ(run_args({"hun", "chart", "fire-carbine"}).status, 2); }

TEST(HunCli, TestVsMgUsesTheActorAsTheFigureAtRisk) {
  const Ran open = run_args({"hun", "chart", "test-vs-mg", "--range", "20", "--json"});
  const Ran prone = run_args({"hun", "chart", "test-vs-mg", "--range", "20", "--target-posture", "prone", "--json"});
  ASSERT_EQ(open.status, 0) << open.err;
  const double a = nlohmann::json::parse(open.out)["rows"][0]["model"]["kill"];
  const double b = nlohmann::json::parse(prone.out)["rows"][0]["model"]["kill"];
  EXPECT_LT(b, a);
}

TEST(HunCli, EveryRollCommandHasJson) {
  const std::vector<std::vector<std::string>> commands = {
      {"hun", "move", "run", "--actor-mounted"},
      {"hun", "morale", "--general"},
      {"hun", "rally", "--colours"},
      {"hun", "command", "--range", "30"},
      {"hun", "heal"},
      {"hun", "fire-mg", "--arc", "double-45"},
      {"hun", "fire-artillery", "--range", "30"},
      {"hun", "deviation", "--range", "30"},
      {"hun", "throw-bomb", "--range", "4"},
      {"hun", "support", "--registration", "1"},
      {"hun", "charge", "--start-distance", "10"},
      {"hun", "counter-charge", "--distance", "8", "--cavalry", "--open"},
      {"hun", "vehicle", "--armour", "armoured"},
      {"hun", "train", "--last-move", "12"},
      {"hun", "initiative", "--seed", "1"},
  };
  for (auto args : commands) {
    args.push_back("--json");
    const Ran r = run_args(args);
    EXPECT_EQ(r.status, 0) << args[1] << ": " << r.err;
    EXPECT_TRUE(nlohmann::json::accept(r.out)) << args[1];
  }
}

TEST(HunCli, PatrolSessionRoundTrip) {
  const auto dir = std::filesystem::temp_directory_path() / "hun_cli_patrol_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "s.json").string();
  ASSERT_EQ(run_args({"hun", "patrol", "new", path, "--mode", "defense", "--player-units", "3", "--seed", "4"}).status, 0);
  EXPECT_EQ(run_args({"hun", "patrol", "new", path, "--player-units", "3"}).status, 2);  // no silent overwrite
  bool saw_spotted = false;
  for (int i = 0; i < 30; ++i) {
    const Ran r = run_args({"hun", "patrol", "initiative", path, "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_GE(j.at("turn").get<int>(), 1);
    const std::string result = j.at("result");
    EXPECT_TRUE(result == "player" || result == "enemy" || result == "spotted") << result;
    if (result == "spotted") {
      saw_spotted = true;
      const auto& sp = j.at("spotted");
      EXPECT_TRUE(sp.contains("type") && sp.contains("quality") && sp.contains("direction") && sp.contains("general"));
      EXPECT_GT(sp.at("distance").at("dice").get<int>(), 0);
      EXPECT_GE(sp.at("distance").at("plus_inches").get<int>(), 0);
    }
  }
  EXPECT_TRUE(saw_spotted);
  const Ran show = run_args({"hun", "patrol", "show", path, "--json"});
  ASSERT_EQ(show.status, 0);
  EXPECT_EQ(nlohmann::json::parse(show.out).at("player").at("units"), 3);
  EXPECT_EQ(run_args({"hun", "patrol", "unit-lost", path, "--side", "enemy", "--id", "999"}).status, 2);
  EXPECT_EQ(run_args({"hun", "patrol", "show", (dir / "missing.json").string()}).status, 2);
  std::filesystem::remove_all(dir);
}

TEST(HunCli, TransportAttendantsCheckMoraleAsCiviliansUnlessStated) {
  const auto chance = [](std::vector<std::string> args) {
    const Ran r = run_args(args);
    EXPECT_EQ(r.status, 0) << r.err;
    return nlohmann::json::parse(r.out).at("chance").get<double>();
  };
  EXPECT_DOUBLE_EQ(chance({"hun", "morale", "--transport", "--json"}), chance({"hun", "morale", "--actor", "civilian", "--json"}));
  EXPECT_DOUBLE_EQ(chance({"hun", "morale", "--transport", "--actor", "veteran", "--json"}),
                   chance({"hun", "morale", "--actor", "veteran", "--json"}));
}

TEST(HunCli, PatrolScore) {
  const Ran r = run_args({"hun", "patrol", "score", "--survived", "2", "--half-strength", "1", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_DOUBLE_EQ(nlohmann::json::parse(r.out).at("points").get<double>(), 3.0);
}

}  // namespace
}  // namespace sandtable::cli
