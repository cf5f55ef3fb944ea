#include <fmt/format.h>

#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "rules/registry.hpp"

namespace sandtable::cli {

namespace {

bool wants_json(int argc, const char* const* argv) {
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--json") return true;
  }
  return false;
}

// A group of commands names the word it does not know and lists the ones it does (CLI11
// would only say a subcommand is required, or that an argument was not expected).
void check_command_words(CLI::App& app, int argc, const char* const* argv) {
  CLI::App* at = &app;
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.empty() || word[0] == '-') return;
    const auto subcommands = at->get_subcommands([](CLI::App*) { return true; });
    if (subcommands.empty()) return;
    CLI::App* next = nullptr;
    std::string known;
    for (CLI::App* sub : subcommands) {
      if (sub->check_name(word)) next = sub;
      known += (known.empty() ? "" : ", ") + sub->get_name();
    }
    if (next == nullptr) {
      const std::string where = at == &app ? "" : fmt::format(" of {}", at->get_name());
      throw api::NotFound("command", fmt::format("no command {}{} (commands: {})", engine::quoted(word), where, known));
    }
    at = next;
  }
}

void print_error(const nlohmann::json& error, bool json, std::ostream& err) {
  if (json) {
    err << error.dump() << "\n";
  } else {
    err << "sandtable: " << error.at("message").get<std::string>() << "\n";
  }
}

}  // namespace

int run(int argc, const char* const* argv, std::istream& in, std::ostream& out, std::ostream& err,
        const engine::Registry& registry) {
  api::Api api(registry);
  Context context{api, in, out};
  CLI::App app{"sandtable: exact odds, dice and game tracking for historical miniatures wargames", "sandtable"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "sandtable 0.1.0");
  register_dice_commands(app, context);
  register_calculator_commands(app, context);
  register_hun_commands(app, context);
  register_rules_command(app, context);
  register_game_commands(app, context);
  register_simulate_command(app, context);
  register_api_command(app, context);
  register_serve_command(app, context);
  const bool json = wants_json(argc, argv);
  try {
    check_command_words(app, argc, argv);
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
    print_error({{"code", "bad-input"}, {"message", fmt::format("{} (see sandtable --help)", e.what())}}, json, err);
    return 2;
  } catch (const UsageError& e) {
    print_error({{"code", "bad-input"}, {"message", e.what()}}, json, err);
    return 2;
  } catch (...) {
    const nlohmann::json error = api::Api::error_json();
    const bool internal = error.at("code") == "internal";
    nlohmann::json shown = error;
    if (internal) shown["message"] = "internal error: " + error.at("message").get<std::string>();
    print_error(shown, json, err);
    return internal ? 1 : 2;
  }
  return 0;
}

int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err, const engine::Registry& registry) {
  std::istringstream nothing;
  return run(argc, argv, nothing, out, err, registry);
}

int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  return run(argc, argv, out, err, rules::rule_sets());
}

}  // namespace sandtable::cli
