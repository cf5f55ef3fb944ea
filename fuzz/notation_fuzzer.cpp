// Fuzzes the dice notation: any text must parse or fail with SyntaxError/LimitError, and a
// parsed expression must roll and (within the limits) give a distribution that sums to 1.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/notation.hpp"

namespace notation = sandtable::core::notation;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  notation::Expression e;
  try {
    e = notation::parse(text);
  } catch (const notation::SyntaxError&) {
    return 0;
  } catch (const notation::LimitError&) {
    return 0;
  }
  sandtable::core::Rng rng(size);
  const auto rolled = notation::roll(e.left, rng);
  (void)rolled;
  try {
    // Keep each input cheap so the fuzzer explores widely.
    if (notation::largest_total(e.left) > 5000) return 0;
    const auto d = notation::distribution(e.left);
    if (std::fabs(d.total() - 1.0) > 1e-9) std::abort();
    const auto r = notation::roll(e.left, rng);
    if (r.total < d.min() || r.total > d.max()) std::abort();
  } catch (const notation::LimitError&) {
  } catch (const sandtable::core::DistTooLarge&) {
  }
  return 0;
}
