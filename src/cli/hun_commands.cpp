// `sandtable hun`: the hand-written commands beside The Hun at the Gates' calculators.
#include "cli/hun_commands.hpp"

#include "cli/commands.hpp"

namespace sandtable::cli {

void register_hun_commands(CLI::App& app, Context& context) {
  // The group exists when the registry has the rule set (tests may run with others).
  const auto groups = app.get_subcommands([](CLI::App* c) { return c->get_name() == "hun"; });
  if (groups.empty()) return;
  CLI::App& hun = *groups.front();
  hun.description("The Hun at the Gates (WWI 1914): the game app's charts, rolls and Patrol/Defense modes");
  hun.get_subcommand("fire-artillery")->alias("deviation");
  hun::register_chart_audit_command(hun, context.out);
  hun::register_patrol_commands(hun, context);
  hun::register_charge_sequence_command(hun, context);
}

}  // namespace sandtable::cli
