// The conformance suites over every rule set the program registers, found from the registry
// itself, so a new rule set cannot skip them: its game on every scenario it ships in
// data/scenarios/ID/, and every calculator it declares.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "api/api.hpp"
#include "cli_runner.hpp"
#include "conformance/conformance.hpp"
#include "engine/scenario.hpp"
#include "rules/registry.hpp"

namespace sandtable::conformance {
namespace {

std::string test_name(std::string text) {
  for (char& c : text) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return text;
}

std::size_t units_in(const engine::Command& command) {
  std::size_t n = command.units.size() + (command.commander ? 1 : 0);
  for (const engine::Command& c : command.commands) n += units_in(c);
  return n;
}

// Every scenario each rule set with a game ships; a rule set with a game and no scenario is a
// case that fails.
std::vector<Case> registered_game_cases() {
  std::vector<Case> cases;
  for (const engine::RuleSet& r : rules::rule_sets().all()) {
    if (!r.new_game) continue;
    const std::filesystem::path folder = std::filesystem::path(SANDTABLE_SOURCE_DIR) / "data" / "scenarios" / r.id;
    std::vector<std::filesystem::path> files;
    if (std::filesystem::is_directory(folder)) {
      for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().extension() == ".yaml") files.push_back(entry.path());
      }
    }
    std::sort(files.begin(), files.end());
    if (files.empty()) files.push_back(folder / "missing-scenario.yaml");
    for (const auto& file : files) {
      std::size_t units = 0;
      if (std::filesystem::exists(file)) {
        const engine::Scenario s = engine::load_scenario(file.string());
        for (const engine::SideSpec& side : s.sides) units += units_in(side.army);
      }
      // Random playouts of a big battle are slow under the sanitizers: fewer of them, with the
      // clone and wrong-answer checks at every fourth step, and undo, replay and saving checked
      // on its first 500 steps (over three of the corps meeting's twelve turns, of about
      // 1,700 steps in all).
      const bool big = units > 30;
      cases.push_back(Case{test_name(r.id + "_" + file.stem().string()), r, file.string(), big ? 1 : 4, 40'000,
                           big ? 4 : 1, big ? 500 : 0});
    }
  }
  return cases;
}

INSTANTIATE_TEST_SUITE_P(Registry, GameConformance, ::testing::ValuesIn(registered_game_cases()), case_name);

TEST(RegistryConformance, EveryRuleSetWithAGameShipsAScenario) {
  for (const Case& c : registered_game_cases()) {
    EXPECT_TRUE(std::filesystem::exists(c.scenario_path)) << c.rule_set.id << " has a game but no scenario in "
                                                           << c.scenario_path;
  }
}

TEST(RegistryConformance, EveryRuleSetDeclaresItself) {
  std::set<std::string> ids;
  for (const engine::RuleSet& r : rules::rule_sets().all()) {
    EXPECT_TRUE(ids.insert(r.id).second) << r.id;
    EXPECT_FALSE(r.name.empty()) << r.id;
    EXPECT_FALSE(r.about.empty()) << r.id << " says nothing of what sandtable does for it";
    EXPECT_TRUE(r.new_game || !r.calculators.empty()) << r.id << " declares neither a game nor a calculator";
    EXPECT_NO_THROW(r.checked_rulings({})) << r.id << ": its ruling defaults do not meet its own specification";
  }
}

// One calculator of one rule set.
struct CalculatorCase {
  std::string ruleset;
  std::string name;
};

void PrintTo(const CalculatorCase& c, std::ostream* out) { *out << c.ruleset << "." << c.name; }

std::vector<CalculatorCase> registered_calculators() {
  std::vector<CalculatorCase> cases;
  for (const engine::RuleSet& r : rules::rule_sets().all()) {
    for (const engine::Calculator& c : r.calculators) cases.push_back({r.id, c.name});
  }
  return cases;
}

class CalculatorConformance : public ::testing::TestWithParam<CalculatorCase> {
 protected:
  const engine::Calculator& calculator() const {
    return rules::rule_sets().find(GetParam().ruleset).calculator(GetParam().name);
  }
  std::string call() const { return GetParam().ruleset + "." + GetParam().name; }
};

TEST_P(CalculatorConformance, ItsSpecificationIsWellFormed) {
  const engine::Calculator& c = calculator();
  EXPECT_FALSE(c.description.empty());
  EXPECT_FALSE(c.examples.empty()) << "a calculator declares at least one example";
  std::set<std::string> names;
  const engine::InputSpec spec = c.fields();
  for (const engine::Field& f : spec.fields()) {
    EXPECT_TRUE(names.insert(f.name).second) << "field " << f.name << " twice";
    EXPECT_EQ(f.name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_"), std::string::npos) << f.name;
    EXPECT_NE(f.name, "json") << "--json is the command line's own";
    EXPECT_FALSE(f.help.empty()) << f.name;
    if (f.type == engine::FieldType::kWhole || f.type == engine::FieldType::kNumber) {
      EXPECT_LE(f.min, f.max) << f.name;
    }
    if (!f.default_value.is_null()) {
      EXPECT_NO_THROW(engine::InputSpec({f}).validate(engine::Json::object())) << f.name << ": a bad default";
    }
  }
}

// Every {"outcomes": [{"probability"...}]} in a result sums to 1.
void expect_distributions_sum_to_one(const engine::Json& j, const std::string& where) {
  if (j.is_object()) {
    if (j.contains("outcomes") && j["outcomes"].is_array() && !j["outcomes"].empty() &&
        j["outcomes"].front().is_object() && j["outcomes"].front().contains("probability")) {
      double sum = 0;
      for (const engine::Json& o : j["outcomes"]) sum += o["probability"].get<double>();
      EXPECT_NEAR(sum, 1.0, 1e-9) << where << " does not sum to 1";
    }
    for (const auto& [key, value] : j.items()) expect_distributions_sum_to_one(value, where + "." + key);
  } else if (j.is_array()) {
    for (std::size_t i = 0; i < j.size(); ++i) expect_distributions_sum_to_one(j[i], where + "[" + std::to_string(i) + "]");
  }
}

TEST_P(CalculatorConformance, ItsExamplesRunAndTheirDistributionsSumToOne) {
  for (const engine::Json& example : calculator().examples) {
    const engine::Json result = calculator().run(example);
    EXPECT_TRUE(result.is_object()) << example.dump();
    expect_distributions_sum_to_one(result, call() + " " + example.dump());
  }
}

// The field BadInput names when `input` is refused, or "accepted".
std::string refused_field(const engine::Calculator& c, const engine::Json& input) {
  try {
    c.run(input);
  } catch (const engine::BadInput& e) {
    return e.field();
  }
  return "accepted";
}

TEST_P(CalculatorConformance, BadInputIsRefusedNamingTheField) {
  const engine::Calculator& c = calculator();
  ASSERT_FALSE(c.examples.empty());
  const engine::Json& example = c.examples.front();
  engine::Json typo = example;
  typo["no_such_field"] = 1;
  EXPECT_EQ(refused_field(c, typo), "no_such_field");
  const engine::InputSpec spec = c.fields();
  for (const engine::Field& f : spec.fields()) {
    engine::Json bad = example;
    switch (f.type) {
      case engine::FieldType::kWhole: bad[f.name] = f.max > 9e18 ? engine::Json(-1) : engine::Json(static_cast<std::int64_t>(f.max) + 1); break;
      case engine::FieldType::kNumber: bad[f.name] = f.max + std::max(1.0, std::abs(f.max)); break;
      case engine::FieldType::kChoice: bad[f.name] = "no-such-choice"; break;
      case engine::FieldType::kFlag: bad[f.name] = "yes"; break;
      default: continue;
    }
    EXPECT_EQ(refused_field(c, bad), f.name) << call() << " with " << bad.dump();
  }
}

// The command line words for an input: flags, positional words and --options.
std::vector<std::string> words_for(const CalculatorCase& cc, const engine::Calculator& c, const engine::Json& input) {
  std::vector<std::string> words{cc.ruleset, cc.name};
  const engine::InputSpec spec = c.fields();
  for (const engine::Field& f : spec.fields()) {
    if (!input.contains(f.name)) continue;
    const engine::Json& v = input[f.name];
    std::string option = "--" + f.name;
    std::replace(option.begin(), option.end(), '_', '-');
    if (f.type == engine::FieldType::kFlag) {
      if (v.get<bool>()) words.push_back(option);
      continue;
    }
    const std::string text = v.is_string() ? v.get<std::string>() : v.dump();
    if (!f.positional) words.push_back(option);
    words.push_back(text);
  }
  words.push_back("--json");
  return words;
}

TEST_P(CalculatorConformance, TheApiAnswersWhatTheCommandLinePrintsWithJson) {
  api::Api api(rules::rule_sets());
  for (const engine::Json& example : calculator().examples) {
    const auto words = words_for(GetParam(), calculator(), example);
    const auto cli = cli::testing::run_cli_with(rules::rule_sets(), words);
    ASSERT_EQ(cli.status, 0) << example.dump() << "\n" << cli.err;
    EXPECT_EQ(engine::Json::parse(cli.out), api.call(call(), example)) << example.dump();
  }
}

std::string calculator_name(const ::testing::TestParamInfo<CalculatorCase>& info) {
  return test_name(info.param.ruleset + "_" + info.param.name);
}

INSTANTIATE_TEST_SUITE_P(Registry, CalculatorConformance, ::testing::ValuesIn(registered_calculators()), calculator_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(CalculatorConformance);

}  // namespace
}  // namespace sandtable::conformance
