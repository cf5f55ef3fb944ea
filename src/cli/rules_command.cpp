// `sandtable rules [ID] [--json]`: the rule sets, and what one declares.
#include <fmt/format.h>

#include <memory>

#include "cli/commands.hpp"
#include "cli/words.hpp"

namespace sandtable::cli {

namespace {

using nlohmann::json;

struct RulesOptions {
  std::string ruleset;
  bool json = false;
};

std::string field_line(const json& f) {
  std::string line = fmt::format("  {:<24} {}", f.at("name").get<std::string>(), f.at("help").get<std::string>());
  if (f.contains("default")) line += " [default " + (f["default"].is_string() ? f["default"].get<std::string>() : f["default"].dump()) + "]";
  if (f.contains("section")) line += " (" + f["section"].get<std::string>() + ")";
  return line + "\n";
}

std::string rule_set_text(const json& r) {
  std::string out = fmt::format("{} ({})\n", r.at("name").get<std::string>(), r.at("id").get<std::string>());
  if (!r.at("about").get<std::string>().empty()) out += r.at("about").get<std::string>() + "\n";
  out += "calculators:\n";
  for (const json& c : r.at("calculators")) {
    out += fmt::format("  {:<24} {}\n", c.at("name").get<std::string>(), c.at("description").get<std::string>());
  }
  out += "rulings (game new/simulate --ruling NAME=VALUE):\n";
  for (const json& f : r.at("rulings")) out += field_line(f);
  return out;
}

std::string list_text(const json& r) {
  std::string out;
  for (const json& one : r.at("rule_sets")) {
    out += fmt::format("{:<10} {} ({} calculators, {} rulings)\n", one.at("id").get<std::string>(),
                       one.at("name").get<std::string>(), one.at("calculators").size(), one.at("rulings").dump());
  }
  return out + "sandtable rules ID tells what one declares\n";
}

}  // namespace

void register_rules_command(CLI::App& app, Context& context) {
  auto o = std::make_shared<RulesOptions>();
  CLI::App* rules = app.add_subcommand("rules", "The rule sets, or everything one declares: calculators and rulings");
  rules->add_option("ruleset", o->ruleset, "a rule set's id, e.g. mininap");
  rules->add_flag("--json", o->json, "machine-readable output");
  rules->callback([o, &context] {
    json args = json::object();
    if (!o->ruleset.empty()) args["ruleset"] = o->ruleset;
    const json result = context.api.call("rules", args);
    if (o->json) {
      context.out << result.dump(2) << "\n";
    } else {
      context.out << (o->ruleset.empty() ? list_text(result) : rule_set_text(result));
    }
  });
}

}  // namespace sandtable::cli
