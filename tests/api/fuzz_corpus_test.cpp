// Replays every committed input of every fuzz target (fuzz/corpus/TARGET/) through that
// target's own check under the sanitizer build, so an input a fuzzer once crashed on, saved
// there, stays a regression test.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include "api_check.hpp"
#include "game_checks.hpp"
#include "hun_session_check.hpp"
#include "notation_check.hpp"
#include "save_check.hpp"

namespace sandtable::fuzz {
namespace {

struct Target {
  std::string name;
  std::function<std::string(std::string_view)> check;
  int least_inputs;  // a seed corpus worth the name
};

void PrintTo(const Target& t, std::ostream* out) { *out << t.name; }

class FuzzCorpus : public ::testing::TestWithParam<Target> {};

TEST_P(FuzzCorpus, EveryCommittedInputPassesItsTargetsCheck) {
  const std::filesystem::path corpus = std::filesystem::path(SANDTABLE_SOURCE_DIR) / "fuzz/corpus" / GetParam().name;
  int inputs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(corpus)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_EQ(GetParam().check(text.str()), "") << entry.path();
    ++inputs;
  }
  EXPECT_GE(inputs, GetParam().least_inputs);
}

INSTANTIATE_TEST_SUITE_P(
    Targets, FuzzCorpus,
    ::testing::Values(Target{"notation_fuzzer", check_notation_input, 16}, Target{"api_fuzzer", check_api_line, 8},
                      Target{"scenario_fuzzer", check_scenario_input, 4}, Target{"action_fuzzer", check_action_input, 4},
                      Target{"hitt_action_fuzzer", check_hitt_action_input, 4},
                      Target{"dice_fuzzer", check_dice_input, 4}, Target{"ruling_fuzzer", check_ruling_input, 4},
                      Target{"save_fuzzer", check_save_input, 4}, Target{"hun_session_fuzzer", check_hun_session_input, 4}),
    [](const auto& info) { return info.param.name; });

// The fuzzer timed out on "0*05224d10": it judged an input cheap by the size of its total.
TEST(NotationFuzzCheck, AnInputIsCheapByItsWorkNotByItsTotal) {
  EXPECT_FALSE(cheap_to_check(core::notation::parse("0*05224d10").left));
  EXPECT_FALSE(cheap_to_check(core::notation::parse("200d200kh1").left));
  EXPECT_TRUE(cheap_to_check(core::notation::parse("4d6kh3+2d6r1").left));
}

}  // namespace
}  // namespace sandtable::fuzz
