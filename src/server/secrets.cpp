#include "server/secrets.hpp"

#include <algorithm>
#include <cctype>
#include <random>

namespace sandtable::server {

namespace {

constexpr std::string_view kCodeLetters = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

}  // namespace

std::string random_code(std::size_t length) {
  std::random_device source;
  std::string code;
  while (code.size() < length) code += kCodeLetters[source() % kCodeLetters.size()];
  return code;
}

std::string random_token() {
  constexpr std::string_view kHex = "0123456789abcdef";
  constexpr int kBytes = 32;
  std::random_device source;
  std::string token;
  for (int i = 0; i < kBytes; ++i) {
    const unsigned byte = source() & 0xffu;
    token += kHex[byte >> 4];
    token += kHex[byte & 0xfu];
  }
  return token;
}

std::string normalized_code(std::string_view text) {
  std::string code;
  for (const char c : text) {
    if (c == ' ' || c == '-') continue;
    code += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  return code;
}

bool same_secret(std::string_view a, std::string_view b) {
  // Every byte of the longer is read whatever the lengths, and differences are only collected.
  const std::size_t n = std::max(a.size(), b.size());
  unsigned differ = a.size() == b.size() ? 0u : 1u;
  for (std::size_t i = 0; i < n; ++i) {
    const unsigned char x = i < a.size() ? static_cast<unsigned char>(a[i]) : 0;
    const unsigned char y = i < b.size() ? static_cast<unsigned char>(b[i]) : 0;
    differ |= static_cast<unsigned>(x ^ y);
  }
  return differ == 0;
}

}  // namespace sandtable::server
