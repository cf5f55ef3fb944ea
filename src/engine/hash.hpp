// A stable 64-bit hash (FNV-1a) for fingerprints that must match across runs and machines.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "core/bits.hpp"

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

// Hashes a rule set's state field by field (numbers by their bits), for a fingerprint far
// cheaper than hashing the state's JSON.
class Hasher {
 public:
  Hasher& operator<<(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h_ ^= (v >> (8 * i)) & 0xffU;
      h_ *= 0x100000001b3ULL;
    }
    return *this;
  }
  Hasher& operator<<(int v) { return *this << static_cast<std::uint64_t>(static_cast<std::int64_t>(v)); }
  Hasher& operator<<(bool v) { return *this << static_cast<std::uint64_t>(v); }
  Hasher& operator<<(double v) { return *this << core::bits_of(v); }
  Hasher& operator<<(const std::string& s) {
    h_ = fnv1a(s, h_);
    return *this << static_cast<std::uint64_t>(s.size());
  }
  template <class E>
    requires std::is_enum_v<E>
  Hasher& operator<<(E e) {
    return *this << static_cast<int>(e);
  }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = kFnvOffset;
};

}  // namespace sandtable::engine
