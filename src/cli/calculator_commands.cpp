// `sandtable ID NAME --field VALUE ...`: every calculator of every rule set as a command,
// its options built from the calculator's input specification, so a rule set's new
// calculator needs no command-line code.
#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <map>
#include <memory>
#include <optional>

#include "cli/commands.hpp"
#include "cli/words.hpp"
#include "engine/range_text.hpp"

namespace sandtable::cli {

namespace {

// A field's help with its type, range, unit, choices and default, for --help.
std::string option_help(const engine::Field& f) {
  std::string help = f.help;
  switch (f.type) {
    case engine::FieldType::kWhole:
    case engine::FieldType::kNumber:
      help += fmt::format(" ({}{})", engine::range_text(f), f.unit.empty() ? "" : " " + f.unit);
      break;
    case engine::FieldType::kChoice: help += fmt::format(" ({})", fmt::join(f.choices, "|")); break;
    default: break;
  }
  if (f.may_be_off) help += " (or false)";
  if (!f.default_value.is_null() && f.type != engine::FieldType::kFlag) {
    help += fmt::format(" [default {}]", f.default_value.is_string() ? f.default_value.get<std::string>()
                                                                     : f.default_value.dump());
  }
  return help;
}

// What --help shows for the option's value.
std::string type_name(const engine::Field& f) {
  switch (f.type) {
    case engine::FieldType::kWhole: return "INT";
    case engine::FieldType::kNumber: return "NUMBER";
    case engine::FieldType::kChoice: return "CHOICE";
    case engine::FieldType::kObject: return "JSON";
    default: return "TEXT";
  }
}

// The typed JSON value of an option's text; text that is not of the field's type is passed
// on as text, for the specification to refuse with its own words.
nlohmann::json typed_value(const engine::Field& f, const std::string& text) {
  if (f.may_be_off && text == "false") return false;
  switch (f.type) {
    case engine::FieldType::kWhole: {
      std::int64_t v = 0;
      auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (error == std::errc{} && end == text.data() + text.size()) return v;
      std::uint64_t u = 0;
      auto [uend, uerror] = std::from_chars(text.data(), text.data() + text.size(), u);
      if (uerror == std::errc{} && uend == text.data() + text.size()) return u;
      return text;
    }
    case engine::FieldType::kNumber: {
      char* end = nullptr;
      const double v = std::strtod(text.c_str(), &end);
      if (!text.empty() && end == text.c_str() + text.size() && std::isfinite(v)) return v;
      return text;
    }
    case engine::FieldType::kObject: {
      nlohmann::json object = nlohmann::json::parse(text, nullptr, false);
      return object.is_discarded() ? nlohmann::json(text) : object;
    }
    default: return text;
  }
}

struct CalculatorOptions {
  std::map<std::string, std::string> values;
  std::map<std::string, bool> flags;
  bool json = false;
};

void register_calculator(CLI::App& group, const engine::RuleSet& rule_set, const engine::Calculator& calculator,
                         Context& context) {
  auto o = std::make_shared<CalculatorOptions>();
  CLI::App* command = group.add_subcommand(calculator.name, calculator.description);
  const engine::InputSpec spec = calculator.fields();
  for (const engine::Field& f : spec.fields()) {
    if (f.type == engine::FieldType::kFlag) {
      command->add_flag(option_name(f.name), o->flags[f.name], f.help);
    } else {
      command->add_option(f.positional ? f.name : option_name(f.name), o->values[f.name], option_help(f))
          ->type_name(type_name(f));
    }
  }
  command->add_flag("--json", o->json, "machine-readable output: the API's result");
  const std::string call = rule_set.id + "." + calculator.name;
  command->callback([o, command, call, spec, &calculator, &context] {
    nlohmann::json args = nlohmann::json::object();
    for (const engine::Field& f : spec.fields()) {
      const std::string flag = f.positional ? f.name : option_name(f.name);
      if (command->count(flag) == 0) continue;
      args[f.name] = f.type == engine::FieldType::kFlag ? nlohmann::json(o->flags[f.name])
                                                       : typed_value(f, o->values[f.name]);
    }
    const nlohmann::json result = with_option_names(context.api, call, args);
    if (o->json || !calculator.text) {
      context.out << result.dump(2) << "\n";
    } else {
      context.out << calculator.text(spec.validate(args), result);
    }
  });
}

}  // namespace

void register_calculator_commands(CLI::App& app, Context& context) {
  for (const engine::RuleSet& rule_set : context.api.registry().all()) {
    if (rule_set.calculators.empty()) continue;
    CLI::App* group = app.add_subcommand(rule_set.id, fmt::format("{}: its calculators (sandtable rules {})",
                                                                  rule_set.name, rule_set.id));
    group->require_subcommand(1);
    for (const engine::Calculator& c : rule_set.calculators) register_calculator(*group, rule_set, c, context);
  }
}

}  // namespace sandtable::cli
