// Fuzzes the JSON API as a server would face it: any line must get an answer, never a crash,
// and never an "internal" error (a fault in sandtable rather than in the request).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "api_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem =
      sandtable::fuzz::check_api_line(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!problem.empty()) {
    std::fprintf(stderr, "%s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
