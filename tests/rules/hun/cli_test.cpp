// `sandtable hun ...`: JSON shapes and exit statuses.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
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
  const std::string path = (dir / "s.sandtable").string();
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

// XII.B through the CLI with typed dice: one player unit on the line (0, 12) (36, 18)
// (72, 12); 6 spots; 3 + 4 infantry; 3 a soldier; 2 the north-east; 1 + 2 + 3 + 4 + 6 = 16
// inches: (36 + 16 r, 18 + 16 r) = (47.3, 29.3), r = sqrt(1/2), its general there too. Then the
// general is driven off (1 point), and the score reads the session: 1 survivor (1), at half
// strength (1), 1 driven off (1): 3 points.
TEST(HunCli, XIIB_APatrolSessionPlacesTheEnemyAndScoresWhatItCounted) {
  const auto dir = std::filesystem::temp_directory_path() / "hun_cli_patrol_place_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "s.sandtable").string();
  const Ran made = run_args({"hun", "patrol", "new", path, "--player-units", "1", "--seed", "3", "--table", "72x48", "--line", "0,12 36,18 72,12"});
  ASSERT_EQ(made.status, 0) << made.err;
  EXPECT_NE(made.out.find("table 72 x 48 inches, N facing the enemy; line 0,12 36,18 72,12"), std::string::npos) << made.out;
  ASSERT_EQ(run_args({"game", "do", path, "1"}).status, 0);
  for (const auto& faces : std::vector<std::vector<std::string>>{{"6"}, {"3", "4"}, {"3"}, {"2"}, {"1", "2", "3", "4"}}) {
    std::vector<std::string> args{"game", "roll", path};
    args.insert(args.end(), faces.begin(), faces.end());
    const Ran rolled = run_args(args);
    ASSERT_EQ(rolled.status, 0) << rolled.err;
  }
  const Ran shown = run_args({"hun", "patrol", "show", path});
  EXPECT_NE(shown.out.find("#1 soldier infantry at (47.3, 29.3)"), std::string::npos) << shown.out;
  EXPECT_NE(shown.out.find("#2 elite general at (47.3, 29.3)"), std::string::npos) << shown.out;
  ASSERT_EQ(run_args({"hun", "patrol", "unit-lost", path, "--side", "enemy", "--id", "2", "--how", "driven-off"}).status, 0);
  const Ran scored = run_args({"hun", "patrol", "score", path, "--half-strength", "1"});
  ASSERT_EQ(scored.status, 0) << scored.err;
  EXPECT_NE(scored.out.find("from the session: 1 surviving, 1 driven off, 0 supply captured, 0 headquarters figures"), std::string::npos)
      << scored.out;
  EXPECT_NE(scored.out.find("total: 3 points"), std::string::npos) << scored.out;
  EXPECT_EQ(run_args({"hun", "patrol", "score", path, "--half-strength", "2"}).status, 2) << "more at half strength than survive";
  const Ran moved = run_args({"hun", "patrol", "front-line", path, "--line", "0,12 99,18"});
  EXPECT_EQ(moved.status, 2);
  EXPECT_NE(moved.err.find("line point 2 (99, 18) is off the 72 x 48 inch table"), std::string::npos) << moved.err;
  EXPECT_EQ(run_args({"hun", "patrol", "new", (dir / "t.sandtable").string(), "--player-units", "1", "--table", "72"}).status, 2);
  std::filesystem::remove_all(dir);
}

TEST(HunCli, APatrolSessionIsAGameWithItsLogAndUndo) {
  const auto dir = std::filesystem::temp_directory_path() / "hun_cli_patrol_game_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "s.sandtable").string();
  ASSERT_EQ(run_args({"hun", "patrol", "new", path, "--player-units", "2", "--seed", "9"}).status, 0);
  ASSERT_EQ(run_args({"hun", "patrol", "initiative", path}).status, 0);
  // `game log --json` prints an event a line.
  const auto events = [&] {
    std::vector<nlohmann::json> out;
    std::istringstream lines(run_args({"game", "log", path, "--json"}).out);
    for (std::string line; std::getline(lines, line);) out.push_back(nlohmann::json::parse(line));
    return out;
  };
  const auto log = events();
  ASSERT_GE(log.size(), 3u) << "the press, which unit acts (a d2), and the spot check at least";
  EXPECT_EQ(log[0].at("payload").at("action").at("type"), "initiative");
  EXPECT_EQ(log[1].at("kind"), "dice");
  const Ran undone = run_args({"game", "undo", path});
  EXPECT_EQ(undone.status, 0) << undone.err;
  EXPECT_EQ(events().size(), log.size() - 1);
  const Ran replay = run_args({"game", "replay", path});
  EXPECT_EQ(replay.status, 0) << replay.err;
  std::filesystem::remove_all(dir);
}

// IV.A by hand: two player units; a press whose d2 gives 1 (a player unit) and whose spot die
// gives 1 (nothing seen). That unit splits into three (four units, one acted), and a joining
// unit needs its own initiative first: the next press (a d3 of 1, a 1) gives it, and it joins
// one yet to act (three units, two acted). Undo takes the join back.
TEST(HunCli, IVA_APlayerUnitSplitsAndJoinsFromTheCommandLine) {
  const auto dir = std::filesystem::temp_directory_path() / "hun_cli_patrol_split_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "s.sandtable").string();
  ASSERT_EQ(run_args({"hun", "patrol", "new", path, "--player-units", "2", "--seed", "9"}).status, 0);
  const auto press = [&] {
    ASSERT_EQ(run_args({"game", "do", path, "1"}).status, 0);
    ASSERT_EQ(run_args({"game", "roll", path, "1"}).status, 0);
    ASSERT_EQ(run_args({"game", "roll", path, "1"}).status, 0);
  };
  const auto player = [&] { return nlohmann::json::parse(run_args({"hun", "patrol", "show", path, "--json"}).out).at("player"); };
  press();
  const Ran split = run_args({"hun", "patrol", "split", path, "--side", "player", "--into", "3"});
  ASSERT_EQ(split.status, 0) << split.err;
  EXPECT_EQ(split.out.rfind("A player unit splits into 3: one part acts on this initiative, 2 new units wait for their own", 0), 0u)
      << split.out;
  EXPECT_EQ(player(), (nlohmann::json{{"units", 4}, {"acted", 1}}));
  press();
  const Ran merged = run_args({"hun", "patrol", "merge", path, "--side", "player", "--json"});
  ASSERT_EQ(merged.status, 0) << merged.err;
  EXPECT_EQ(nlohmann::json::parse(merged.out).at("player"), (nlohmann::json{{"units", 3}, {"acted", 2}}));
  const Ran log = run_args({"game", "log", path, "--json"});
  EXPECT_NE(log.out.find("the whole combined unit acts now"), std::string::npos) << "the join is told in the log";
  ASSERT_EQ(run_args({"game", "undo", path}).status, 0);
  EXPECT_EQ(player(), (nlohmann::json{{"units", 4}, {"acted", 2}}));

  const Ran into_one = run_args({"hun", "patrol", "split", path, "--side", "player", "--into", "1"});
  EXPECT_EQ(into_one.status, 2);
  EXPECT_NE(into_one.err.find("--into: a unit splits into 2 or more units, not 1"), std::string::npos) << into_one.err;
  const Ran unknown = run_args({"hun", "patrol", "merge", path, "--side", "enemy", "--id", "1", "--into", "2"});
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.err.find("--id: there is no enemy unit 1 on the table"), std::string::npos) << unknown.err;
  EXPECT_EQ(run_args({"hun", "patrol", "split", path, "--side", "enemy", "--into", "2"}).status, 2) << "which enemy unit?";
  EXPECT_EQ(player(), (nlohmann::json{{"units", 4}, {"acted", 2}})) << "refusals change nothing";
  std::filesystem::remove_all(dir);
}

TEST(HunCli, ConvertContinuesAnOldSessionFileWhereItStood) {
  const auto dir = std::filesystem::temp_directory_path() / "hun_cli_patrol_convert_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string old = (dir / "old.json").string();
  std::ofstream(old) << R"({"format": "sandtable-hun-session", "version": 1, "mode": "patrol", "seed": 31, "presses": 40,
    "turn": 4, "player": {"units": 2, "acted": 2},
    "enemy": [{"id": 3, "type": "cavalry", "quality": "veteran", "acted": false, "attendants": 0}],
    "next_enemy_id": 5, "enemy_spotted": 4})";
  const std::string path = (dir / "s.sandtable").string();
  const Ran converted = run_args({"hun", "patrol", "convert", old, path, "--json"});
  ASSERT_EQ(converted.status, 0) << converted.err;
  const auto state = nlohmann::json::parse(converted.out);
  EXPECT_EQ(state.at("seed"), 31);
  EXPECT_EQ(state.at("turn"), 4);
  EXPECT_EQ(state.at("player"), (nlohmann::json{{"units", 2}, {"acted", 2}}));
  EXPECT_EQ(state.at("enemy").at(0).at("id"), 3);
  // Both players have acted: the press is enemy #3's, with nothing to roll.
  const auto press = nlohmann::json::parse(run_args({"hun", "patrol", "initiative", path, "--json"}).out);
  EXPECT_EQ(press.at("result"), "enemy");
  EXPECT_EQ(press.at("enemy").at("id"), 3);
  EXPECT_EQ(run_args({"hun", "patrol", "convert", old, path}).status, 2) << "no silent overwrite";
  std::ofstream(old) << "{\"format\": \"sandtable-hun-session\"}";
  const Ran damaged = run_args({"hun", "patrol", "convert", old, (dir / "t.sandtable").string()});
  EXPECT_EQ(damaged.status, 2);
  EXPECT_NE(damaged.err.find("the session file is damaged"), std::string::npos) << damaged.err;
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

TEST(HunCli, PatrolScoreIsACalculator) {
  const Ran r = run_args({"hun", "patrol-score", "--survived", "2", "--half-strength", "1", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_DOUBLE_EQ(nlohmann::json::parse(r.out).at("points").get<double>(), 3.0);
}

}  // namespace
}  // namespace sandtable::cli
