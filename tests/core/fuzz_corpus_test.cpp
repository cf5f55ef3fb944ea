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
  EXPECT_GE(inputs, 13);
}

}  // namespace
}  // namespace sandtable::fuzz
