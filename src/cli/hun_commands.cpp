// `sandtable hun`: registration of The Hun at the Gates' app commands.
#include "cli/hun_commands.hpp"

#include "cli/commands.hpp"
#include "rules/hun/types.hpp"

namespace sandtable::cli {

namespace hun {

std::function<void()> guarded(std::function<void()> body) {
  return [body = std::move(body)] {
    try {
      body();
    } catch (const rules::hun::RuleError& e) {
      throw UsageError(e.what());
    }
  };
}

}  // namespace hun

void register_hun_commands(CLI::App& app, std::ostream& out) {
  CLI::App* hun = app.add_subcommand("hun", "The Hun at the Gates (WWI 1914): the game app's charts, rolls and Patrol/Defense modes");
  hun->require_subcommand(1);
  hun::register_chart_commands(*hun, out);
}

}  // namespace sandtable::cli
