// `sandtable hun ...` beyond the calculators the rule set declares: the chart audit and the
// Patrol/Defense sessions and the charge in order, attached to the `hun` group the calculator commands make.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>

#include "cli/commands.hpp"

namespace sandtable::cli::hun {

void register_chart_audit_command(CLI::App& hun, std::ostream& out);  // chart-audit
void register_patrol_commands(CLI::App& hun, Context& context);      // patrol new|initiative|...
void register_charge_sequence_command(CLI::App& hun, Context& context);  // charge-sequence

}  // namespace sandtable::cli::hun
