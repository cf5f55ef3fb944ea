// Replays every input in fuzz/corpus/notation_fuzzer through the fuzzer's own checks under
// the sanitizer build. Save any input the fuzzer crashes on there: it becomes a test.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "notation_check.hpp"

namespace sandtable::fuzz {
namespace {

TEST(NotationFuzzCorpus, EveryCommittedInputPassesTheFuzzerChecks) {
  const std::filesystem::path corpus = std::filesystem::path(SANDTABLE_SOURCE_DIR) / "fuzz/corpus/notation_fuzzer";
  int inputs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(corpus)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_EQ(check_notation_input(text.str()), "") << entry.path();
    ++inputs;
  }
  EXPECT_GE(inputs, 16);
}

// The fuzzer timed out on "0*05224d10": it judged an input cheap by the size of its total.
TEST(NotationFuzzCheck, AnInputIsCheapByItsWorkNotByItsTotal) {
  EXPECT_FALSE(cheap_to_check(core::notation::parse("0*05224d10").left));
  EXPECT_FALSE(cheap_to_check(core::notation::parse("200d200kh1").left));
  EXPECT_TRUE(cheap_to_check(core::notation::parse("4d6kh3+2d6r1").left));
}

}  // namespace
}  // namespace sandtable::fuzz
