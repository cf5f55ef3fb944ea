// `sandtable hun`: registration of The Hun at the Gates' app commands.
#include "cli/hun_commands.hpp"

#include <random>

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

std::uint64_t seed_or_random(const std::optional<std::uint64_t>& seed) {
  if (seed) return *seed;
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

void add_flags(CLI::App& command, std::initializer_list<FlagSpec> flags) {
  for (const FlagSpec& f : flags) command.add_flag(f.name, *f.value, f.help);
}

}  // namespace hun

void register_hun_commands(CLI::App& app, std::ostream& out) {
  CLI::App* hun = app.add_subcommand("hun", "The Hun at the Gates (WWI 1914): the game app's charts, rolls and Patrol/Defense modes");
  hun->require_subcommand(1);
  hun::register_chart_commands(*hun, out);
  hun::register_attack_command(*hun, out);
  hun::register_roll_commands(*hun, out);
  hun::register_patrol_commands(*hun, out);
}

}  // namespace sandtable::cli
