// Fuzzes the dice notation: any text must parse or fail with SyntaxError/LimitError, and a
// parsed expression must roll and (within the limits) give a distribution that sums to 1.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "notation_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem =
      sandtable::fuzz::check_notation_input(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!problem.empty()) {
    std::fprintf(stderr, "%s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
