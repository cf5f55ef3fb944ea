// `sandtable hun ...` beyond the calculators the rule set declares: the chart audit and the
// Patrol/Defense sessions, attached to the `hun` group the calculator commands make.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>

#include "cli/commands.hpp"

namespace sandtable::cli::hun {

void register_chart_audit_command(CLI::App& hun, std::ostream& out);  // chart-audit
void register_patrol_commands(CLI::App& hun, Context& context);      // patrol new|initiative|...

}  // namespace sandtable::cli::hun
