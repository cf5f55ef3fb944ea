#include "engine/range_text.hpp"

#include <fmt/format.h>

#include <cstdint>
#include <limits>

namespace sandtable::engine {

std::string range_text(const Field& f) {
  if (f.type == FieldType::kWhole) {
    // A seed's top, 2^64 - 1, is past the signed numbers, and a double only comes near it.
    const std::string most = f.max > 9.2e18 ? std::to_string(std::numeric_limits<std::uint64_t>::max())
                                            : std::to_string(static_cast<std::int64_t>(f.max));
    return fmt::format("{} to {}", static_cast<std::int64_t>(f.min), most);
  }
  return fmt::format("{} to {}", f.min, f.max);  // the shortest text that reads back as the same double
}

}  // namespace sandtable::engine
