// Numbers past what a field takes are refused naming the option and its stated range, never
// overflowing into a wrong answer or slipping through unread.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "run_cli.hpp"

namespace sandtable::cli {
namespace {

using testing::Ran;
using testing::run_hun;

void expect_refused(const std::vector<std::string>& args, const std::string& option, const std::string& range) {
  const Ran r = run_hun(args);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.err.find("sandtable: " + option + ":"), 0u) << r.err;
  EXPECT_NE(r.err.find(range), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST(HunCliLimits, SupportRegistrationPastItsRangeIsRefused) {
  expect_refused({"support", "--registration", "2147483647"}, "--registration", "from 0 to 100");
  expect_refused({"support", "--registration", "2147483647", "--seed", "1"}, "--registration", "from 0 to 100");
}

TEST(HunCliLimits, TrainLastMovePastItsRangeIsRefused) {
  expect_refused({"train", "--last-move", "2147483647"}, "--last-move", "from 0 to 1000");
}

TEST(HunCliLimits, InitiativeUnitsPastTheirRangeAreRefused) {
  expect_refused({"initiative", "--player-units", "2147483647", "--seed", "1"}, "--player-units", "from 0 to 5000");
  expect_refused({"initiative", "--enemy-units", "2147483647"}, "--enemy-units", "from 0 to 5000");
}

TEST(HunCliLimits, CommandRangePastAnyTableIsRefusedNotPassedOnFourUp) {
  expect_refused({"command", "--range", "1e308"}, "--range", "from 0 to 10000");
  expect_refused({"command", "--range", "2147483648"}, "--range", "from 0 to 10000");
  // Far beyond the radius, but on the table: the hardest test there is.
  const Ran far = run_hun({"command", "--range", "10000", "--json"});
  ASSERT_EQ(far.status, 0) << far.err;
  EXPECT_EQ(nlohmann::json::parse(far.out).at("dice"), "1D6, pass on 6+");
}

TEST(HunCliLimits, TestVsBlastRangeThatIsNotANumberIsRefused) {
  expect_refused({"chart", "test-vs-blast", "--range", "nan"}, "--range", "from 0 to 10000");
  expect_refused({"attack", "test-vs-blast", "--range", "nan", "--seed", "1"}, "--range", "from 0 to 10000");
}

TEST(HunCliLimits, CounterChargeDistancePastAnyTableIsRefused) {
  expect_refused({"counter-charge", "--distance", "1e308", "--cavalry", "--open"}, "--distance", "from 0 to 10000");
}

}  // namespace
}  // namespace sandtable::cli
