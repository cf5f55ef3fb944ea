// The commands generated from each calculator's input specification.
#include <gtest/gtest.h>

#include <string>

#include "api/api.hpp"
#include "cli_runner.hpp"
#include "engine/range_text.hpp"

namespace sandtable::cli {
namespace {

using testing::run_cli;

// Reliability: --help once showed a seed's range as "0 to 1.84467e+19", a double's rounding.
TEST(CalculatorCommands, HelpShowsEveryRangeDigitForDigit) {
  const auto r = run_cli({"hun", "initiative", "--help"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("(0 to 18446744073709551615)"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("e+"), std::string::npos) << r.out;
}

TEST(CalculatorCommands, HelpAndRefusalsShareOneRangeText) {
  EXPECT_EQ(engine::range_text(engine::seed("seed", "")), "0 to 18446744073709551615");
  EXPECT_EQ(engine::range_text(engine::whole("strength", 1, 40, "")), "1 to 40");
  EXPECT_EQ(engine::range_text(engine::number("range", 0.5, 2'000'000, "")), "0.5 to 2000000");
  const auto refused = run_cli({"hun", "initiative", "--seed", "-1"});
  EXPECT_NE(refused.err.find("from 0 to 18446744073709551615"), std::string::npos) << refused.err;
}

// A rule set's id may be all digits (1418): its calculators are still commands, their API
// calls "1418.NAME", and the command line's --json answer is the API's.
TEST(CalculatorCommands, ARuleSetIdOfDigitsWorksEverywhere) {
  const auto r = run_cli({"1418", "shoot", "--shooter", "line-infantry", "--target", "line-infantry", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  api::Api api(rules::rule_sets());
  EXPECT_EQ(nlohmann::json::parse(r.out), api.call("1418.shoot", {{"shooter", "line-infantry"}, {"target", "line-infantry"}}));
  const auto text = run_cli({"1418", "shoot", "--arming", "3", "--resilience", "4", "--terrain", "rough"});
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("R3"), std::string::npos) << text.out;
  const auto refused = run_cli({"1418", "shoot", "--arming", "3"});
  EXPECT_NE(refused.status, 0);
  EXPECT_NE(refused.err.find("resilience"), std::string::npos) << refused.err;
  const auto rules = run_cli({"rules", "1418", "--json"});
  ASSERT_EQ(rules.status, 0) << rules.err;
  EXPECT_EQ(nlohmann::json::parse(rules.out).at("id"), "1418");
}

}  // namespace
}  // namespace sandtable::cli
