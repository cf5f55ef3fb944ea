// A double's bit pattern, for comparing and hashing values bit for bit. (std::bit_cast is
// missing from the libc++ of Emscripten 3.1.6.)
#pragma once

#include <cstdint>
#include <cstring>

namespace sandtable::core {

inline std::uint64_t bits_of(double value) {
  static_assert(sizeof(double) == sizeof(std::uint64_t));
  std::uint64_t bits = 0;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

}  // namespace sandtable::core
