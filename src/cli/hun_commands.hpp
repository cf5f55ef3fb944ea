// `sandtable hun ...`: the parts of The Hun at the Gates' app, one file per group of commands.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <ostream>

namespace sandtable::cli::hun {

// Runs a command body, turning a rules::hun::RuleError into a UsageError (exit status 2).
std::function<void()> guarded(std::function<void()> body);

void register_chart_commands(CLI::App& hun, std::ostream& out);   // chart, chart-audit
void register_roll_commands(CLI::App& hun, std::ostream& out);    // move, morale, rally, ...
void register_patrol_commands(CLI::App& hun, std::ostream& out);  // patrol new|initiative|...

}  // namespace sandtable::cli::hun
