// Runs the `sandtable` command in-process for tests: argv in, exit status and output back.
#pragma once

#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "engine/rule_set.hpp"
#include "rules/registry.hpp"

namespace sandtable::cli::testing {

struct CliResult {
  int status = 0;
  std::string out;
  std::string err;
};

// Runs with the rule sets of `registry` (a test's own, say with the toy game).
inline CliResult run_cli_with(const engine::Registry& registry, std::vector<std::string> args) {
  std::vector<std::string> words{"sandtable"};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<const char*> argv;
  for (const std::string& w : words) argv.push_back(w.c_str());
  std::ostringstream out;
  std::ostringstream err;
  CliResult r;
  r.status = run(static_cast<int>(argv.size()), argv.data(), out, err, registry);
  r.out = out.str();
  r.err = err.str();
  return r;
}

inline CliResult run_cli(std::initializer_list<std::string> args) { return run_cli_with(rules::rule_sets(), args); }

}  // namespace sandtable::cli::testing
