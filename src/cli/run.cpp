#include <fmt/format.h>

#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <optional>
#include <sstream>
#include <vector>

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

// How many single-letter edits (insert, delete, change, swap of neighbours) turn `a` into
// `b`, ignoring case.
std::size_t edits_between(const std::string& a, const std::string& b) {
  const auto same = [](char x, char y) { return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y)); };
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1)});
      if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1])) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}

// The known name a mistyped word most likely meant: at most two edits away (one for short
// words), or nothing.
std::optional<std::string> likely_meant(const std::string& word, const std::vector<std::string>& names) {
  const std::size_t most = word.size() <= 4 ? 1 : 2;
  std::optional<std::string> best;
  std::size_t best_edits = most + 1;
  for (const std::string& name : names) {
    const std::size_t edits = edits_between(word, name);
    if (edits < best_edits) best = name, best_edits = edits;
  }
  return best;
}

// A group of commands names the word it does not know, suggests the one it likely meant and
// lists the ones it knows (CLI11 would only say a subcommand is required, or that an
// argument was not expected).
void check_command_words(CLI::App& app, int argc, const char* const* argv) {
  CLI::App* at = &app;
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.empty() || word[0] == '-') return;
    const auto subcommands = at->get_subcommands([](CLI::App*) { return true; });
    if (subcommands.empty()) return;
    CLI::App* next = nullptr;
    std::vector<std::string> known;
    for (CLI::App* sub : subcommands) {
      if (sub->check_name(word)) next = sub;
      known.push_back(sub->get_name());
    }
    if (next == nullptr) {
      const std::string where = at == &app ? "" : fmt::format(" of {}", at->get_name());
      const std::optional<std::string> meant = likely_meant(word, known);
      throw api::NotFound("command", fmt::format("no command {}{}{} (commands: {})", engine::quoted(word), where,
                                                 meant ? fmt::format("; did you mean '{}'?", *meant) : "",
                                                 fmt::join(known, ", ")));
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
        const engine::Registry& registry, const api::Options& options) {
  api::Api api(registry, options);
  Context context{api, in, out, options.share.index == 0};
  CLI::App app{"sandtable: exact odds, dice and game tracking for historical miniatures wargames", "sandtable"};
  app.require_subcommand(1);
  // Command names in any case (`hun Morale`), like the choices of a field; every
  // subcommand made after this inherits it.
  app.ignore_case();
  app.set_version_flag("--version", "sandtable 0.1.0");
  register_dice_commands(app, context);
  register_calculator_commands(app, context);
  register_hun_commands(app, context);
  register_rules_command(app, context);
  register_game_commands(app, context);
  register_simulate_command(app, context);
  register_sweep_command(app, context);
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
