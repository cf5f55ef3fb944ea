// The `sandtable` command: words parsed into calls of the one JSON API (api/api.hpp), its
// answers printed as text for people or, with --json, as the API's own JSON.
#pragma once

#include <CLI/CLI.hpp>
#include <istream>
#include <ostream>
#include <stdexcept>

#include "api/api.hpp"
#include "engine/rule_set.hpp"

namespace sandtable::cli {

// A request the command cannot carry out as asked; main prints it and exits with status 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// What every command is registered with: the API it calls and where it reads and writes.
struct Context {
  api::Api& api;
  std::istream& in;
  std::ostream& out;
  // False in every process but the first of a run shared by `mpirun`: those write no files.
  bool primary = true;
};

// `roll`, `odds` and `demo`: the dice calculator.
void register_dice_commands(CLI::App& app, Context& context);
// `ID NAME --field ...` for every calculator of every rule set, built from its specification.
void register_calculator_commands(CLI::App& app, Context& context);
// `hun chart-audit` and `hun patrol ...` under the `hun` group of the calculator commands
// (after register_calculator_commands; nothing without The Hun at the Gates registered).
void register_hun_commands(CLI::App& app, Context& context);
// `rules [ID]`: the rule sets and what each declares.
void register_rules_command(CLI::App& app, Context& context);
// `game new`, `game do`, `game roll` and the other verbs of a tracked game.
void register_game_commands(CLI::App& app, Context& context);
// `simulate`: many whole battles of a scenario.
void register_simulate_command(CLI::App& app, Context& context);
// `sweep`: the same battles under each value of one ruling, compared.
void register_sweep_command(CLI::App& app, Context& context);
// `serve`: the web app over HTTP.
void register_serve_command(CLI::App& app, Context& context);
// `api`: JSON requests on standard input, one answer a line on standard output.
void register_api_command(CLI::App& app, Context& context);

// Builds the whole command tree and runs it on argv; returns the process exit status. An
// error is one line on `err` (with --json, the API's error object): bad input exits 2,
// anything else 1. `options` may share simulate and sweep runs among processes (MPI ranks):
// only the first prints or writes files.
int run(int argc, const char* const* argv, std::istream& in, std::ostream& out, std::ostream& err,
        const engine::Registry& registry, const api::Options& options = {});
// The same reading no input, with the given rule sets or the program's own.
int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err, const engine::Registry& registry);
int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace sandtable::cli
