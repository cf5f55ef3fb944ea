#include "engine/scenario.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "engine/yaml_check.hpp"

namespace sandtable::engine {
namespace {

constexpr const char* kGood = R"(ruleset: toy-race
name: Test
table: {width: 100, depth: 60}
sides:
  - name: Blue
    army:
      name: Blue force
      units:
        - {name: A, type: runner, strength: 2, x: 10, y: 5}
)";

// The problems parse_scenario reports for `text`, one a line.
std::string problems(const std::string& text) {
  try {
    parse_scenario(text, "bad.yaml");
  } catch (const InputError& e) {
    return e.what();
  }
  return "accepted";
}

// kGood with `from` replaced by `to` (which must occur).
std::string edited(const std::string& from, const std::string& to) {
  std::string text = kGood;
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

TEST(Scenario, TheExampleLoads) {
  const Scenario s = load_scenario(SANDTABLE_SOURCE_DIR "/data/examples/hill_skirmish.yaml");
  EXPECT_EQ(s.ruleset, "mininap");
  EXPECT_EQ(s.name, "Skirmish at the windmill hill");
  EXPECT_EQ(s.table.unit, "in");
  EXPECT_DOUBLE_EQ(s.table.width_cm, 48 * 2.54);
  ASSERT_EQ(s.terrain.size(), 3u);
  EXPECT_EQ(s.terrain[0].kind, "hill");
  EXPECT_EQ(s.terrain[0].name, "Windmill hill");
  EXPECT_DOUBLE_EQ(s.terrain[0].area[2].x, 32 * 2.54);
  EXPECT_TRUE(s.terrain[0].line.empty());
  EXPECT_EQ(s.terrain[0].where, SANDTABLE_SOURCE_DIR "/data/examples/hill_skirmish.yaml:9:5");
  EXPECT_EQ(s.terrain[2].line.size(), 3u);
  EXPECT_DOUBLE_EQ(*s.terrain[2].width_cm, 0.5 * 2.54);
  EXPECT_FALSE(s.terrain[1].width_cm.has_value());
  ASSERT_EQ(s.sides.size(), 2u);
  const Command& french = s.sides[0].army;
  EXPECT_EQ(french.level, "brigade");
  ASSERT_TRUE(french.commander.has_value());
  EXPECT_EQ(french.commander->name, "General Molitor");
  EXPECT_DOUBLE_EQ(french.commander->pose.facing_deg, 90) << "the default facing";
  ASSERT_EQ(french.units.size(), 3u);
  EXPECT_EQ(french.units[0].formation, "attack_column");
  EXPECT_EQ(french.units[0].strength, 5);
  EXPECT_DOUBLE_EQ(french.units[0].pose.position.x, 20 * 2.54);
  EXPECT_DOUBLE_EQ(s.sides[1].army.units[0].pose.facing_deg, -90);
  EXPECT_EQ(s.rulings.at("veterans"), false);
  EXPECT_EQ(s.rulings.at("turn_limit"), 12);
  EXPECT_EQ(s.victory["hold"], "Windmill hill");
  EXPECT_FALSE(s.source_text.empty());
}

TEST(Scenario, NestedCommandsAndCentimetres) {
  const Scenario s = parse_scenario(edited("      units:\n        - {name: A, type: runner, strength: 2, x: 10, y: 5}\n",
                                           "      commands:\n        - name: 1st\n          units:\n"
                                           "            - {name: A, type: runner, strength: 2, x: 10, y: 5}\n"),
                                    "nested.yaml");
  ASSERT_EQ(s.sides[0].army.commands.size(), 1u);
  EXPECT_DOUBLE_EQ(s.sides[0].army.commands[0].units[0].pose.position.x, 10);
  EXPECT_DOUBLE_EQ(s.table.depth_cm, 60);
}

TEST(Scenario, RulingsKeepTheirTypes) {
  const Scenario s = parse_scenario(std::string(kGood) + "rulings: {a: true, b: 3, c: 2.5, d: fast, e: \"12\"}\n", "r.yaml");
  EXPECT_EQ(s.rulings.at("a"), true);
  EXPECT_EQ(s.rulings.at("b"), 3);
  EXPECT_EQ(s.rulings.at("c"), 2.5);
  EXPECT_EQ(s.rulings.at("d"), "fast");
  EXPECT_EQ(s.rulings.at("e"), "12") << "quoted stays text";
}

TEST(ScenarioErrors, MissingFile) {
  try {
    load_scenario("/nonexistent/x.yaml");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "/nonexistent/x.yaml: cannot open: No such file or directory");
  }
}

TEST(ScenarioErrors, NotYaml) {
  EXPECT_EQ(problems("name: [unclosed\n"), "bad.yaml:2:1: not valid YAML: end of sequence flow not found");
  EXPECT_EQ(problems(""), "bad.yaml: the scenario is empty");
  EXPECT_EQ(problems("- a list\n"), "bad.yaml:1:1: scenario: expected a map, got a list");
}

TEST(ScenarioErrors, MissingRequiredKeys) {
  EXPECT_EQ(problems("name: x\n"), "bad.yaml:1:1: scenario: missing required key 'ruleset'\n"
                                   "bad.yaml:1:1: scenario: missing required key 'table'\n"
                                   "bad.yaml:1:1: scenario: missing required key 'sides'");
}

TEST(ScenarioErrors, UnknownKey) {
  EXPECT_EQ(problems(std::string(kGood) + "victroy: {}\n"),
            "bad.yaml:10:1: scenario: unknown key 'victroy' (expected one of: ruleset, name, description, table, "
            "terrain, sides, rulings, victory)");
}

TEST(ScenarioErrors, WrongTypesAndRanges) {
  EXPECT_EQ(problems(edited("width: 100", "width: wide")), "bad.yaml:3:16: table.width: expected a number, got 'wide'");
  EXPECT_EQ(problems(edited("width: 100", "width: -5")), "bad.yaml:3:16: table.width: -5 is out of range (1 to 10000)");
  EXPECT_EQ(problems(edited("depth: 60}", "depth: 60, unit: mm}")),
            "bad.yaml:3:38: table.unit: 'mm' is not allowed (expected one of: cm, in)");
  EXPECT_EQ(problems(edited("strength: 2", "strength: 2.5")),
            "bad.yaml:9:45: sides[0].army.units[0].strength: expected a whole number, got '2.5'");
  EXPECT_EQ(problems(edited("x: 10", "x: 101")),
            "bad.yaml:9:51: sides[0].army.units[0].x: 101 is out of range (0 to 100)");
  EXPECT_EQ(problems(edited("x: 10, y: 5}", "x: 10, y: 5, facing: north}")),
            "bad.yaml:9:69: sides[0].army.units[0].facing: expected a number, got 'north'");
}

TEST(ScenarioErrors, StructureOfSidesAndCommands) {
  EXPECT_EQ(problems(edited("    army:\n      name: Blue force\n      units:\n        - {name: A, type: runner, strength: 2, x: 10, y: 5}\n",
                            "    army:\n      name: Blue force\n")),
            "bad.yaml:7:7: sides[0].army: a command needs 'units' or 'commands'");
  EXPECT_EQ(problems(edited("sides:\n", "sides: []\nx:\n")),
            "bad.yaml:5:1: scenario: unknown key 'x' (expected one of: ruleset, name, description, table, terrain, "
            "sides, rulings, victory)\n"
            "bad.yaml:4:8: sides: expected at least 1 items, got 0");
  EXPECT_EQ(problems(edited("        - {name: A, type: runner, strength: 2, x: 10, y: 5}\n",
                            "        - {name: A, type: runner, strength: 2, x: 10, y: 5}\n"
                            "        - {name: A, type: runner, strength: 2, x: 20, y: 5}\n")),
            "bad.yaml:10:18: sides[0].army.units[1].name: unit name 'A' is used twice");
}

TEST(ScenarioErrors, TerrainShapes) {
  EXPECT_EQ(problems(std::string(kGood) + "terrain:\n  - {kind: woods, name: W, area: [[0, 0], [1, 1]]}\n"),
            "bad.yaml:11:34: terrain[0].area: expected at least 3 items, got 2");
  EXPECT_EQ(problems(std::string(kGood) + "terrain:\n  - {kind: road, name: R, line: [[0, 0], [1]]}\n"),
            "bad.yaml:11:42: terrain[0].line[1]: expected a point [x, y]");
  EXPECT_EQ(problems(std::string(kGood) + "terrain:\n  - {kind: road, name: R, line: [[0, 0]]}\n"),
            "bad.yaml:11:33: terrain[0].line: expected at least 2 items, got 1");
}

TEST(ScenarioErrors, TerrainPointsMustLieOnTheTable) {
  EXPECT_EQ(problems(std::string(kGood) + "terrain:\n  - {kind: river, name: Iller, line: [[0, 30], [101, 30]]}\n"),
            "bad.yaml:11:48: terrain[0].line[1]: [101, 30] is off the 100 x 60 table");
  EXPECT_EQ(problems(std::string(kGood) + "terrain:\n  - {kind: woods, name: W, area: [[0, 0], [10, -1], [10, 10]]}\n"),
            "bad.yaml:11:43: terrain[0].area[1]: [10, -1] is off the 100 x 60 table");
}

TEST(ScenarioErrors, TerrainNeedsOneShapeAKindAndAName) {
  EXPECT_EQ(problems(std::string(kGood) + "terrain:\n  - {kind: woods}\n"),
            "bad.yaml:11:5: terrain[0]: missing required key 'name'\n"
            "bad.yaml:11:5: terrain[0]: a terrain feature needs an 'area' (3 or more points) or a 'line' (2 or more)");
  EXPECT_EQ(problems(std::string(kGood) + "terrain:\n  - {kind: ford, name: F, area: [[0, 0], [1, 0], [1, 1]], line: [[0, 0], [1, 1]]}\n"),
            "bad.yaml:11:5: terrain[0]: give an 'area' or a 'line', not both");
  EXPECT_EQ(problems(std::string(kGood) + "terrain:\n  - {kind: woods, name: W, area: [[0, 0], [1, 0], [1, 1]], width: 2}\n"),
            "bad.yaml:11:67: terrain[0].width: only a line has a width");
  EXPECT_EQ(problems(std::string(kGood) + "terrain:\n  - {kind: road, name: R, line: [[0, 0], [1, 1]], width: -1}\n"),
            "bad.yaml:11:58: terrain[0].width: -1 is out of range (0 to 10000)");
  EXPECT_EQ(problems(std::string(kGood) + "terrain: {woods: 1}\n"), "bad.yaml:10:10: terrain: expected a list, got a map");
}

TEST(ScenarioErrors, RulingsMustBeSingleValues) {
  EXPECT_EQ(problems(std::string(kGood) + "rulings: {a: [1, 2]}\n"),
            "bad.yaml:10:14: rulings.a: a ruling must be a single value (true/false, a number or a text)");
}

TEST(ScenarioErrors, AliasesCannotBlowUpTheVictoryTerms) {
  std::string text = std::string(kGood) + "victory:\n  a: &a [x, x, x, x, x, x, x, x, x, x]\n";
  for (char level = 'b'; level <= 'g'; ++level) {
    const char below = static_cast<char>(level - 1);
    text += fmt::format("  {0}: &{0} [*{1}, *{1}, *{1}, *{1}, *{1}, *{1}, *{1}, *{1}, *{1}, *{1}]\n", level, below);
  }
  EXPECT_EQ(problems(text), "bad.yaml:11:3: victory: more than 100000 values (do aliases repeat a large part?)");
}

TEST(ScenarioErrors, DeepNestingIsAnErrorNotACrash) {
  const std::string text = std::string(kGood) + "victory: {a: " + std::string(100000, '[') + std::string(100000, ']') + "}\n";
  EXPECT_NE(problems(text).find("bad.yaml:10:"), std::string::npos);
}

}  // namespace
}  // namespace sandtable::engine
