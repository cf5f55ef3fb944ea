#include <fmt/format.h>
#include <fmt/ranges.h>

#include <optional>

#include "cli/commands.hpp"
#include "core/dist.hpp"
#include "core/notation.hpp"
#include "engine/store.hpp"
#include "engine/yaml_check.hpp"
#include "play/policy.hpp"
#include "rules/registry.hpp"

namespace sandtable::cli {

namespace {

// The one-line message of the error being handled if it comes from input that cannot be
// carried out as given (exit status 2); nullopt for anything else (a fault: status 1).
std::optional<std::string> input_error_message() {
  try {
    throw;
  } catch (const UsageError& e) {
    return e.what();
  } catch (const core::notation::SyntaxError& e) {
    return fmt::format("syntax error at {}", e.what());
  } catch (const core::notation::LimitError& e) {
    return fmt::format("over a limit: {}", e.what());
  } catch (const core::DistTooLarge& e) {
    return fmt::format("over a limit: {}", e.what());
  } catch (const engine::InputError& e) {
    return fmt::format("{}", fmt::join(e.problems(), "; "));
  } catch (const engine::IllegalAction& e) {
    return fmt::format("illegal: {}", e.what());
  } catch (const engine::BadDiceInput& e) {
    return fmt::format("bad dice: {}", e.what());
  } catch (const engine::StoreError& e) {
    return e.what();
  } catch (const engine::UnknownRuleSet& e) {
    return e.what();
  } catch (const play::NoChoice& e) {
    return fmt::format("the policy cannot choose: {}", e.what());
  } catch (...) {
    return std::nullopt;
  }
}

}  // namespace

int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err, const engine::Registry& registry) {
  CLI::App app{"sandtable: exact odds, dice and game tracking for historical miniatures wargames", "sandtable"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "sandtable 0.1.0");
  register_dice_commands(app, out);
  register_mininap_commands(app, out);
  register_hun_commands(app, out);
  register_game_commands(app, out, registry);
  register_simulate_command(app, out, registry);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    out << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    out << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForVersion&) {
    out << "sandtable 0.1.0\n";
    return 0;
  } catch (const CLI::ParseError& e) {
    err << "sandtable: " << e.what() << " (see sandtable --help)\n";
    return 2;
  } catch (const std::exception& e) {
    if (const std::optional<std::string> message = input_error_message()) {
      err << "sandtable: " << *message << "\n";
      return 2;
    }
    err << "sandtable: internal error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}

int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  return run(argc, argv, out, err, rules::rule_sets());
}

}  // namespace sandtable::cli
