// `sandtable hun ...`: the parts of The Hun at the Gates' app, one file per group of commands.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <ostream>

namespace sandtable::cli::hun {

// Runs a command body, turning a rules::hun::RuleError into a UsageError (exit status 2).
std::function<void()> guarded(std::function<void()> body);

// The given seed, or a fresh random one (printed by the caller so the run can be repeated).
std::uint64_t seed_or_random(const std::optional<std::uint64_t>& seed);

// A boolean flag of a command: its name, where it goes and its help.
struct FlagSpec {
  const char* name;
  bool* value;
  const char* help;
};
void add_flags(CLI::App& command, std::initializer_list<FlagSpec> flags);

void register_chart_commands(CLI::App& hun, std::ostream& out);   // chart, chart-audit
void register_attack_command(CLI::App& hun, std::ostream& out);  // attack
void register_roll_commands(CLI::App& hun, std::ostream& out);    // move, morale, rally, ...
void register_patrol_commands(CLI::App& hun, std::ostream& out);  // patrol new|initiative|...

}  // namespace sandtable::cli::hun
