// The commands generated from each calculator's input specification.
#include <gtest/gtest.h>

#include <string>

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

}  // namespace
}  // namespace sandtable::cli
