// `sandtable sweep` (issue 19): the same seeds under each value of a ruling, each value's
// tally what `simulate` gives under it, the differences worked from those tallies, and a plot.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_runner.hpp"
#include "engine/rule_set.hpp"
#include "sim/stats.hpp"
#include "toy_game.hpp"

namespace sandtable::cli {
namespace {

using nlohmann::json;
using testing::CliResult;


CliResult run(std::vector<std::string> args) { return testing::run_cli_with(testing_toy::toy_race_registry(), std::move(args)); }

// Each value is played on the seeds `simulate` would use under that ruling alone, so a
// designer's sweep and a plain simulate of one value agree to the battle.
TEST(SweepCommand, EachValueGetsTheTallySimulateGivesUnderIt) {
  const CliResult r = run({"sweep", testing_toy::kToyRacePath, "--ruling", "target=10,20,40", "--battles", "150", "--seed", "4", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["ruling"], "target");
  ASSERT_EQ(j["values"].size(), 3U);
  for (const json& v : j["values"]) {
    const std::string value = v["value"].dump();
    const CliResult alone = run({"simulate", testing_toy::kToyRacePath, "--ruling", "target=" + value, "--battles", "150", "--seed", "4", "--json"});
    ASSERT_EQ(alone.status, 0) << alone.err;
    EXPECT_EQ(v["simulation"], json::parse(alone.out)) << "target=" << value;
  }
}

// The difference is a value's win rate less the first value's, with Newcombe's interval.
TEST(SweepCommand, DifferencesAreTakenFromTheFirstValue) {
  const CliResult r = run({"sweep", testing_toy::kToyRacePath, "--ruling", "target=20,20,5", "--battles", "200", "--seed", "9", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const json j = json::parse(r.out);
  ASSERT_EQ(j["differences"].size(), 2U);
  // The same value on the same seeds: the very same battles.
  EXPECT_EQ(j["values"][0]["simulation"], j["values"][1]["simulation"]);
  const json& same = j["differences"][0]["wins"]["Blue"];
  EXPECT_EQ(same["difference"], 0.0);
  const json& first = j["values"][0]["simulation"]["results"]["Blue"];
  const json& third = j["values"][2]["simulation"]["results"]["Blue"];
  const json& d = j["differences"][1]["wins"]["Blue"];
  EXPECT_DOUBLE_EQ(d["difference"].get<double>(), third["rate"].get<double>() - first["rate"].get<double>());
  const sim::Interval expected = sim::difference_interval(third["wins"], 200, first["wins"], 200);
  EXPECT_DOUBLE_EQ(d["ci95"][0].get<double>(), expected.low);
  EXPECT_DOUBLE_EQ(d["ci95"][1].get<double>(), expected.high);
}

TEST(SweepCommand, TheTableNamesEachValueAndTheDifferences) {
  const CliResult r = run({"sweep", testing_toy::kToyRacePath, "--ruling", "target=10,30", "--battles", "100", "--seed", "3"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("100 battles under each value of target, seed 3"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  target = 30\n    Blue"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("against target = 10, in percentage points"), std::string::npos) << r.out;
}

// The plot: one point with its interval for each side under each value, the sides named.
TEST(SweepCommand, ThePlotHasAPointForEachSideUnderEachValue) {
  const std::string path = (std::filesystem::temp_directory_path() / "sandtable-sweep-test.svg").string();
  const CliResult r = run({"sweep", testing_toy::kToyRacePath, "--ruling", "target=10,20,30", "--battles", "60", "--seed", "1", "--svg", path});
  ASSERT_EQ(r.status, 0) << r.err;
  std::ifstream file(path);
  std::stringstream svg;
  svg << file.rdbuf();
  const std::string text = svg.str();
  std::size_t points = 0;
  for (std::size_t at = text.find("<circle"); at != std::string::npos; at = text.find("<circle", at + 1)) ++points;
  EXPECT_EQ(points, 6U);  // 2 sides x 3 values
  EXPECT_NE(text.find(">Blue won<"), std::string::npos);
  EXPECT_NE(text.find(">Red won<"), std::string::npos);
  EXPECT_EQ(text.rfind("</svg>\n"), text.size() - 7);
  std::filesystem::remove(path);
}

TEST(SweepCommand, BadSweepsAreRefusedWithWhatIsWrong) {
  const CliResult no_values = run({"sweep", testing_toy::kToyRacePath, "--ruling", "target", "--battles", "5"});
  EXPECT_EQ(no_values.status, 2);
  EXPECT_NE(no_values.err.find("give NAME=VALUE,VALUE"), std::string::npos) << no_values.err;
  const CliResult unknown = run({"sweep", testing_toy::kToyRacePath, "--ruling", "targte=1,2", "--battles", "5"});
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.err.find("targte"), std::string::npos) << unknown.err;
  const CliResult out_of_range = run({"sweep", testing_toy::kToyRacePath, "--ruling", "target=10,0", "--battles", "5"});
  EXPECT_EQ(out_of_range.status, 2);
  EXPECT_NE(out_of_range.err.find("target"), std::string::npos) << out_of_range.err;
  const CliResult nowhere = run({"sweep", testing_toy::kToyRacePath, "--ruling", "target=10,20", "--battles", "5", "--svg", "/nonexistent/dir/p.svg"});
  EXPECT_EQ(nowhere.status, 2);
  EXPECT_NE(nowhere.err.find("/nonexistent/dir/p.svg"), std::string::npos) << nowhere.err;
}

}  // namespace
}  // namespace sandtable::cli
