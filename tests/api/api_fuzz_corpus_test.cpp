// Replays every input in fuzz/corpus/api_fuzzer through the fuzzer's own check under the
// sanitizer build. An input the fuzzer crashes on is saved there and becomes a test.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "api_check.hpp"

namespace sandtable::fuzz {
namespace {

TEST(ApiFuzzCorpus, EveryCommittedRequestGetsAWellFormedAnswer) {
  const std::filesystem::path corpus = std::filesystem::path(SANDTABLE_SOURCE_DIR) / "fuzz/corpus/api_fuzzer";
  int inputs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(corpus)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_EQ(check_api_line(text.str()), "") << entry.path();
    ++inputs;
  }
  EXPECT_GE(inputs, 8);
}

}  // namespace
}  // namespace sandtable::fuzz
