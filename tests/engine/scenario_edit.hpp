// Test scenarios made by editing a good one.
#pragma once

#include <gtest/gtest.h>

#include <string>

namespace sandtable::engine {

// `text` with `from` replaced by `to` (`from` must occur).
inline std::string edited(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

}  // namespace sandtable::engine
