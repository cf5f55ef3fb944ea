// The libFuzzer entry of every target: FUZZ_CHECK (from FUZZ_CHECK_HEADER, set per target in
// CMakeLists.txt) says what is wrong with an input, or nothing; anything wrong aborts, so
// libFuzzer saves the input. tests/api/fuzz_corpus_test.cpp replays the same checks.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include FUZZ_CHECK_HEADER

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem = sandtable::fuzz::FUZZ_CHECK(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!problem.empty()) {
    std::fprintf(stderr, "%s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
