// Test helper: runs `sandtable ARGS...` in-process and keeps its exit status and output.
#pragma once

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.hpp"

namespace sandtable::cli::testing {

struct Ran {
  int status;
  std::string out;
  std::string err;
};

inline Ran run_args(std::vector<std::string> args) {
  args.insert(args.begin(), "sandtable");
  std::vector<const char*> argv;
  for (const auto& a : args) argv.push_back(a.c_str());
  std::ostringstream out;
  std::ostringstream err;
  const int status = run(static_cast<int>(argv.size()), argv.data(), out, err);
  return {status, out.str(), err.str()};
}

// `sandtable hun ARGS...`.
inline Ran run_hun(std::vector<std::string> args) {
  args.insert(args.begin(), "hun");
  return run_args(std::move(args));
}

// The JSON a run printed, which must have succeeded.
inline nlohmann::json json_of(const Ran& r) {
  EXPECT_EQ(r.status, 0) << r.err;
  return nlohmann::json::parse(r.out);
}

}  // namespace sandtable::cli::testing
