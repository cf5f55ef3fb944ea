// A stable 64-bit hash (FNV-1a) for fingerprints that must match across runs and machines.
#pragma once

#include <cstdint>
#include <string_view>

namespace sandtable::engine {

inline constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;

// Continues the hash `h` over `bytes`; start with kFnvOffset.
constexpr std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h = kFnvOffset) {
  for (const char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ULL;
  }
  return h;
}

}  // namespace sandtable::engine
