// Registration of the `sandtable` subcommands and the error type they share.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>
#include <stdexcept>

#include "engine/game.hpp"

namespace sandtable::cli {

// A request the command cannot carry out as asked; main prints it and exits with status 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// `roll`, `odds` and `demo`.
void register_dice_commands(CLI::App& app, std::ostream& out);

// `mininap fire`, `mininap melee` and the other Mini-Nap 2 calculators.
void register_mininap_commands(CLI::App& app, std::ostream& out);
// `hun ...`: The Hun at the Gates' game app (charts, rolls, Patrol and Defense modes).
void register_hun_commands(CLI::App& app, std::ostream& out);

// `game new`, `game do`, `game roll` and the other verbs of a tracked game.
void register_game_commands(CLI::App& app, std::ostream& out, const engine::Registry& registry);

// `simulate`: many whole battles of a scenario.
void register_simulate_command(CLI::App& app, std::ostream& out, const engine::Registry& registry);

// Builds the whole command tree and runs it on argv; returns the process exit status. The
// game commands know the rule sets in `registry`.
// Errors go to `err` as one line: usage and input errors exit 2, anything else 1.
int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err, const engine::Registry& registry);
// The same with the program's own rule sets, rules::rule_sets().
int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace sandtable::cli
