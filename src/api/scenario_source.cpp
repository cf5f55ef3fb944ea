#include "api/scenario_source.hpp"

#include "api/default_scenario.hpp"

namespace sandtable::api {

namespace {

constexpr std::size_t kMostScenarioBytes = 4 << 20;

bool given(const Json& args, const char* field) { return args.contains(field); }

}  // namespace

std::vector<engine::Field> scenario_fields() {
  return {engine::text_block("scenario_text", "the scenario as YAML text", kMostScenarioBytes),
          engine::text("scenario_name", "a name for scenario_text in messages and saves (default: its name:)"),
          engine::text("scenario_path", "a scenario file (YAML) on this machine", 4096)};
}

engine::Scenario scenario_from(const CallContext& context, const Json& args) {
  if (given(args, "scenario_text") && given(args, "scenario_path")) {
    throw engine::BadInput("scenario_path", "give scenario_text or scenario_path, not both");
  }
  if (given(args, "scenario_text")) {
    const auto& text = args["scenario_text"].get_ref<const std::string&>();
    if (given(args, "scenario_name")) return engine::parse_scenario(text, args["scenario_name"].get<std::string>());
    engine::Scenario scenario = engine::parse_scenario(text, "scenario_text");
    if (!scenario.name.empty()) scenario.source_name = scenario.name;
    return scenario;
  }
  if (given(args, "scenario_path")) {
    if (!context.options.files) throw engine::BadInput("scenario_path", "this server reads no files; send scenario_text");
    return engine::load_scenario(args["scenario_path"].get<std::string>());
  }
  throw engine::BadInput("scenario_text", "give the scenario as scenario_text (YAML) or scenario_path");
}

engine::Scenario scenario_or_builtin(const CallContext& context, const Json& args) {
  if (given(args, "scenario_text") || given(args, "scenario_path")) return scenario_from(context, args);
  return engine::parse_scenario(std::string(kDefaultScenarioText), "(built in) " + std::string(kDefaultScenarioName));
}

engine::Rulings rulings_from(const Json& args, engine::Rulings base) {
  if (!args.contains("rulings")) return base;
  for (const auto& [name, value] : args["rulings"].items()) base[name] = value;
  return base;
}

}  // namespace sandtable::api
