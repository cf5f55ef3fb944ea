// `sandtable mininap ...`: the command line over the Mini-Nap 2 resolvers.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.hpp"

namespace sandtable::cli {
namespace {

struct Ran {
  int status;
  std::string out;
  std::string err;
};

Ran run_args(std::vector<std::string> args) {
  args.insert(args.begin(), "sandtable");
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::ostringstream out;
  std::ostringstream err;
  const int status = run(static_cast<int>(argv.size()), argv.data(), out, err);
  return {status, out.str(), err.str()};
}

nlohmann::json run_json(const std::vector<std::string>& args) {
  const Ran r = run_args(args);
  EXPECT_EQ(r.status, 0) << r.err;
  return nlohmann::json::parse(r.out);
}

double probability_of(const nlohmann::json& j, int value) {
  for (const auto& o : j.at("outcomes")) {
    if (o.at("value") == value) return o.at("probability").get<double>();
  }
  return 0;
}

TEST(MiniNapCli, FireWorkedExampleAsJson) {
  const nlohmann::json j = run_json({"mininap", "fire", "--firer", "line-infantry", "--formation", "line",
                                     "--strength", "4", "--target", "line-infantry", "--target-formation", "column",
                                     "--json", "--exact"});
  EXPECT_EQ(j.at("dice"), 5);
  EXPECT_EQ(j.at("hit_on"), 2);
  EXPECT_EQ(j.at("weapon"), "muskets");
  EXPECT_EQ(j.at("outcomes").size(), 6u);
  EXPECT_NEAR(probability_of(j, 2), 80.0 / 243.0, 1e-12);
  EXPECT_EQ(j.at("outcomes").at(0).at("exact"), "1024/7776");
  EXPECT_EQ(j.at("factors").at(0), "4 SP allocated: 4 dice");
}

TEST(MiniNapCli, ArtilleryFireGivesBounceThrough) {
  const nlohmann::json j = run_json({"mininap", "fire", "--firer", "heavy-foot-artillery", "--strength", "4",
                                     "--range", "26", "--target-formation", "column", "--json"});
  EXPECT_EQ(j.at("dice"), 6);
  EXPECT_EQ(j.at("weapon"), "medium range roundshot");
  EXPECT_NEAR(probability_of(j.at("bounce_through"), 0), 117649.0 / 531441.0, 1e-12);
}

TEST(MiniNapCli, MeleeGivesCombatValueAndReThrow) {
  const nlohmann::json j = run_json({"mininap", "melee", "--attacker", "line-infantry", "--formation", "line",
                                     "--strength", "4", "--target", "line-infantry", "--target-formation", "line",
                                     "--brigade-cm", "0.5", "--json"});
  EXPECT_EQ(j.at("cv"), 3);
  EXPECT_EQ(j.at("dice"), 4);
  EXPECT_EQ(j.at("rethrow_when_at_most"), 1);
  EXPECT_NEAR(probability_of(j.at("with_rethrow"), 2), 126.0 / 256.0, 1e-12);
  const nlohmann::json outflank = run_json({"mininap", "melee", "--attacker", "heavy-cavalry", "--strength", "3",
                                            "--target", "line-infantry", "--target-formation", "column",
                                            "--outflanking", "--json"});
  EXPECT_EQ(outflank.at("cv"), 4);
  EXPECT_EQ(outflank.at("dice"), 6);
  EXPECT_FALSE(outflank.contains("with_rethrow"));
}

TEST(MiniNapCli, TargetTerrainTakesOffItsCoverR18AndDefenceR19) {
  const nlohmann::json village = run_json({"mininap", "fire", "--firer", "line-infantry", "--formation", "line",
                                           "--strength", "4", "--target-terrain", "village", "--json"});
  EXPECT_EQ(village.at("dice"), 4 - 2);
  const nlohmann::json bounce = run_json({"mininap", "bounce-through", "--firer", "medium-foot-artillery", "--range", "30",
                                          "--misses", "3", "--bounce-range", "35", "--target-terrain", "woods", "--json"});
  EXPECT_EQ(bounce.at("dice"), 3 - 1);
  const nlohmann::json uphill = run_json({"mininap", "melee", "--attacker", "line-infantry", "--strength", "4",
                                          "--target", "line-infantry", "--target-terrain", "hill", "--json"});
  EXPECT_EQ(uphill.at("cv"), 3 - 1);
  const Ran lake = run_args({"mininap", "fire", "--firer", "line-infantry", "--strength", "4", "--target-terrain", "lake"});
  EXPECT_EQ(lake.status, 2);
  EXPECT_NE(lake.err.find("--target-terrain: must be one of woods, village"), std::string::npos) << lake.err;
  EXPECT_NE(lake.err.find("not 'lake'"), std::string::npos) << lake.err;
}

TEST(MiniNapCli, HoldBackInitiativeStrengthAndLosses) {
  const nlohmann::json hold = run_json({"mininap", "hold-back", "--type", "light-infantry", "--formation", "skirmish",
                                        "--strength", "3", "--json"});
  EXPECT_EQ(hold.at("held_back_exact"), "5/6");
  EXPECT_EQ(hold.at("pass_on"), 5);
  const nlohmann::json init = run_json({"mininap", "initiative", "--json"});
  EXPECT_EQ(init.at("a_wins_exact"), "1/2");
  EXPECT_EQ(init.at("tie_per_throw_exact"), "73/648");
  EXPECT_EQ(run_json({"mininap", "strength", "--type", "line-infantry", "--men", "450", "--json"})
                .at("strength_points"),
            5);
  EXPECT_EQ(run_json({"mininap", "strength", "--type", "light-horse-artillery", "--guns", "12", "--json"})
                .at("strength_points"),
            4);
  const nlohmann::json losses = run_json({"mininap", "losses", "--type", "line-infantry", "--strength", "5", "--hits",
                                          "4", "--in-contact", "--json"});
  EXPECT_EQ(losses.at("fate"), "broken-in-contact");
  EXPECT_EQ(run_json({"mininap", "commander", "--rank", "brigade", "--units", "4", "--lost", "3", "--json"})
                .at("removed"),
            true);
  EXPECT_EQ(run_json({"mininap", "commander", "--rank", "corps", "--units", "4", "--lost", "3", "--json"})
                .at("removed"),
            false);
}

TEST(MiniNapCli, MoveAllowances) {
  EXPECT_EQ(run_json({"mininap", "move", "--type", "heavy-cavalry", "--pace", "charge", "--json"}).at("allowance_cm"),
            22);
  EXPECT_EQ(run_json({"mininap", "move", "--type", "light-horse-artillery", "--limbered", "--unlimber-after", "--json"})
                .at("allowance_cm"),
            4);
  const Ran r = run_args({"mininap", "move", "--type", "line-infantry", "--pace", "double-time", "--enemy-cm", "12"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("within 18 cm"), std::string::npos) << r.err;
}

TEST(MiniNapCli, TextOutputNamesTheFactorsAndUnits) {
  const Ran r = run_args({"mininap", "fire", "--firer", "medium-foot-artillery", "--strength", "3", "--range", "15"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("close range canister at 15 cm: +1 die"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("at least"), std::string::npos);
}

TEST(MiniNapCli, ImpossibleSituationsExitTwoWithOneLine) {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"mininap", "fire", "--firer", "heavy-cavalry", "--strength", "4"},
           {"mininap", "fire", "--firer", "light-foot-artillery", "--strength", "3", "--range", "55"},
           {"mininap", "fire", "--firer", "light-foot-artillery", "--strength", "3", "--range", "15", "--limbered"},
           {"mininap", "fire", "--firer", "line-infantry", "--formation", "skirmish", "--strength", "3"},
           {"mininap", "fire", "--firer", "grenadiers", "--strength", "3"},
           {"mininap", "melee", "--attacker", "line-infantry", "--strength", "3", "--target", "line-infantry",
            "--target-formation", "square", "--outflanking"},
           {"mininap", "hold-back", "--type", "heavy-foot-artillery", "--strength", "3"},
           {"mininap", "strength", "--type", "line-infantry"},
           {"mininap", "commander", "--rank", "division", "--units", "4", "--lost", "5"},
           {"mininap", "strength", "--type", "light-foot-artillery", "--men", "120", "--guns", "6"},
           {"mininap", "fire", "--firer", "light-foot-artillery", "--strength", "3", "--range", "10",
            "--range-boundary", "middle"},
           {"mininap", "melee", "--attacker", "line-infantry", "--strength", "3", "--target", "line-infantry",
            "--rethrow", "at-most"},
           {"mininap", "melee", "--attacker", "line-infantry", "--strength", "3", "--target", "line-infantry",
            "--rethrow", "sometimes"},
       }) {
    const Ran r = run_args(args);
    EXPECT_EQ(r.status, 2) << args[1] << " " << args[3];
    EXPECT_TRUE(r.out.empty());
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_EQ(r.err.rfind("sandtable: ", 0), 0u) << r.err;
  }
}

// Reliability: numbers past a stated range once overflowed ("CV -2147483644"); each is
// refused naming its option and the range.
TEST(MiniNapCli, EveryNumberHasAStatedRange) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases{
      {{"mininap", "fire", "--firer", "line-infantry", "--strength", "4", "--terrain-dice", "2147483647"}, "--terrain-dice"},
      {{"mininap", "fire", "--firer", "line-infantry", "--strength", "4", "--terrain-dice", "-2147483648"}, "--terrain-dice"},
      {{"mininap", "melee", "--attacker", "line-infantry", "--strength", "4", "--target", "line-infantry",
        "--terrain-cv", "2147483647"}, "--terrain-cv"},
      {{"mininap", "strength", "--type", "line-infantry", "--men", "2147483647"}, "--men"},
      {{"mininap", "fire", "--firer", "light-foot-artillery", "--strength", "3", "--range", "1e308"}, "--range"},
      {{"mininap", "hold-back", "--type", "line-infantry", "--strength", "3", "--brigade-cm", "nan"}, "--brigade-cm"},
  };
  for (const auto& [args, option] : cases) {
    const Ran r = run_args(args);
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_EQ(r.err.rfind("sandtable: " + option + ": ", 0), 0u) << r.err;
    EXPECT_NE(r.err.find(" to "), std::string::npos) << "the range is stated: " << r.err;
  }
}

}  // namespace
}  // namespace sandtable::cli
