#include "engine/scenario.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/yaml_check.hpp"
#include "scenario_edit.hpp"

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
std::string parse_problems(const std::string& text) {
  try {
    parse_scenario(text, "bad.yaml");
  } catch (const InputError& e) {
    return e.what();
  }
  return "accepted";
}

std::string good_edited(const std::string& from, const std::string& to) { return engine::edited(kGood, from, to); }

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
  EXPECT_EQ(french.units[0].fields.at("formation"), "attack_column") << "a member the rule set owns, kept as read";
  EXPECT_EQ(french.units[0].fields.at("strength"), 5);
  EXPECT_TRUE(french.units[0].placed);
  EXPECT_DOUBLE_EQ(french.units[0].pose.position.x, 20 * 2.54);
  EXPECT_DOUBLE_EQ(s.sides[1].army.units[0].pose.facing_deg, -90);
  EXPECT_EQ(s.rulings.at("veterans"), false);
  EXPECT_EQ(s.rulings.at("turn_limit"), 12);
  EXPECT_EQ(s.victory.at("at_end_of_turn"), 12);
  EXPECT_FALSE(s.source_text.empty());
}

TEST(Scenario, TerrainMarkedPlaceIsLeftToThePlayers) {
  const std::string with_terrain = engine::edited(kGood, "sides:", "terrain:\n  - {kind: hill, name: Knoll, place: true, area: [[1, 1], [9, 1], [9, 9]]}\nsides:");
  const Scenario s = parse_scenario(with_terrain, "good.yaml");
  ASSERT_EQ(s.terrain.size(), 1u);
  EXPECT_TRUE(s.terrain[0].to_place);
  const std::string maybe = engine::edited(with_terrain, "place: true", "place: maybe");
  EXPECT_NE(parse_problems(maybe).find("bad.yaml:5:"), std::string::npos) << parse_problems(maybe);
  EXPECT_NE(parse_problems(maybe).find("terrain[0].place"), std::string::npos) << parse_problems(maybe);
}

TEST(Scenario, NestedCommandsAndCentimetres) {
  const Scenario s = parse_scenario(good_edited("      units:\n        - {name: A, type: runner, strength: 2, x: 10, y: 5}\n",
                                           "      commands:\n        - name: 1st\n          units:\n"
                                           "            - {name: A, type: runner, strength: 2, x: 10, y: 5}\n"),
                                    "nested.yaml");
  ASSERT_EQ(s.sides[0].army.commands.size(), 1u);
  EXPECT_DOUBLE_EQ(s.sides[0].army.commands[0].units[0].pose.position.x, 10);
  EXPECT_DOUBLE_EQ(s.table.depth_cm, 60);
}

TEST(Scenario, VictoryTermsAreKeptWithTheirPlacesForTheRuleSet) {
  const Scenario s = parse_scenario(std::string(kGood) + "victory:\n  hold: Windmill hill\n", "v.yaml");
  EXPECT_EQ(s.victory["hold"], "Windmill hill");
  EXPECT_EQ(s.victory_where.at("hold"), "v.yaml:11:3");
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
  EXPECT_EQ(parse_problems("name: [unclosed\n"), "bad.yaml:2:1: not valid YAML: end of sequence flow not found");
  EXPECT_EQ(parse_problems(""), "bad.yaml: the scenario is empty");
  EXPECT_EQ(parse_problems("- a list\n"), "bad.yaml:1:1: scenario: expected a map, got a list");
}

TEST(ScenarioErrors, MissingRequiredKeys) {
  EXPECT_EQ(parse_problems("name: x\n"), "bad.yaml:1:1: scenario: missing required key 'ruleset'\n"
                                   "bad.yaml:1:1: scenario: missing required key 'sides'");
}

TEST(ScenarioErrors, UnknownKey) {
  EXPECT_EQ(parse_problems(std::string(kGood) + "victroy: {}\n"),
            "bad.yaml:10:1: scenario: unknown key 'victroy' (expected one of: ruleset, name, description, table, "
            "terrain, sides, setup, rulings, victory)");
}

TEST(ScenarioErrors, WrongTypesAndRanges) {
  EXPECT_EQ(parse_problems(good_edited("width: 100", "width: wide")), "bad.yaml:3:16: table.width: expected a number, got 'wide'");
  EXPECT_EQ(parse_problems(good_edited("width: 100", "width: -5")), "bad.yaml:3:16: table.width: -5 is out of range (1 to 10000)");
  EXPECT_EQ(parse_problems(good_edited("depth: 60}", "depth: 60, unit: mm}")),
            "bad.yaml:3:38: table.unit: 'mm' is not allowed (expected one of: cm, in)");
  EXPECT_EQ(parse_problems(good_edited("x: 10, y: 5}", "x: 10}")), "bad.yaml:9:11: sides[0].army.units[0]: give both 'x' and 'y', or neither");
  EXPECT_EQ(parse_problems(good_edited("strength: 2", "strength: [2]")),
            "bad.yaml:9:45: sides[0].army.units[0].strength: expected a single value (true/false, a number or a text)");
  EXPECT_EQ(parse_problems(good_edited("x: 10", "x: 101")),
            "bad.yaml:9:51: sides[0].army.units[0].x: 101 is out of range (0 to 100)");
  EXPECT_EQ(parse_problems(good_edited("x: 10, y: 5}", "x: 10, y: 5, facing: north}")),
            "bad.yaml:9:69: sides[0].army.units[0].facing: expected a number, got 'north'");
}

TEST(ScenarioErrors, StructureOfSidesAndCommands) {
  EXPECT_EQ(parse_problems(good_edited("    army:\n      name: Blue force\n      units:\n        - {name: A, type: runner, strength: 2, x: 10, y: 5}\n",
                            "    army:\n      name: Blue force\n")),
            "bad.yaml:7:7: sides[0].army: a command needs 'units' or 'commands'");
  EXPECT_EQ(parse_problems(good_edited("sides:\n", "sides: []\nx:\n")),
            "bad.yaml:5:1: scenario: unknown key 'x' (expected one of: ruleset, name, description, table, terrain, "
            "sides, setup, rulings, victory)\n"
            "bad.yaml:4:8: sides: expected at least 1 items, got 0");
  EXPECT_EQ(parse_problems(good_edited("        - {name: A, type: runner, strength: 2, x: 10, y: 5}\n",
                            "        - {name: A, type: runner, strength: 2, x: 10, y: 5}\n"
                            "        - {name: A, type: runner, strength: 2, x: 20, y: 5}\n")),
            "bad.yaml:10:18: sides[0].army.units[1].name: unit name 'A' is used twice");
}

TEST(ScenarioErrors, TerrainShapes) {
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain:\n  - {kind: woods, name: W, area: [[0, 0], [1, 1]]}\n"),
            "bad.yaml:11:34: terrain[0].area: expected at least 3 items, got 2");
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain:\n  - {kind: road, name: R, line: [[0, 0], [1]]}\n"),
            "bad.yaml:11:42: terrain[0].line[1]: expected a point [x, y]");
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain:\n  - {kind: road, name: R, line: [[0, 0]]}\n"),
            "bad.yaml:11:33: terrain[0].line: expected at least 2 items, got 1");
}

TEST(ScenarioErrors, TerrainPointsMustLieOnTheTable) {
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain:\n  - {kind: river, name: Iller, line: [[0, 30], [101, 30]]}\n"),
            "bad.yaml:11:48: terrain[0].line[1]: [101, 30] is off the 100 x 60 table");
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain:\n  - {kind: woods, name: W, area: [[0, 0], [10, -1], [10, 10]]}\n"),
            "bad.yaml:11:43: terrain[0].area[1]: [10, -1] is off the 100 x 60 table");
}

TEST(ScenarioErrors, TerrainNeedsOneShapeAKindAndAName) {
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain:\n  - {kind: woods}\n"),
            "bad.yaml:11:5: terrain[0]: missing required key 'name'\n"
            "bad.yaml:11:5: terrain[0]: a terrain feature needs an 'area' (3 or more points) or a 'line' (2 or more)");
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain:\n  - {kind: ford, name: F, area: [[0, 0], [1, 0], [1, 1]], line: [[0, 0], [1, 1]]}\n"),
            "bad.yaml:11:5: terrain[0]: give an 'area' or a 'line', not both");
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain:\n  - {kind: woods, name: W, area: [[0, 0], [1, 0], [1, 1]], width: 2}\n"),
            "bad.yaml:11:67: terrain[0].width: only a line has a width");
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain:\n  - {kind: road, name: R, line: [[0, 0], [1, 1]], width: -1}\n"),
            "bad.yaml:11:58: terrain[0].width: -1 is out of range (0 to 10000)");
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain: {woods: 1}\n"), "bad.yaml:10:10: terrain: expected a list, got a map");
}

TEST(ScenarioErrors, RulingsMustBeSingleValues) {
  EXPECT_EQ(parse_problems(std::string(kGood) + "rulings: {a: [1, 2]}\n"),
            "bad.yaml:10:14: rulings.a: expected a single value (true/false, a number or a text)");
}

TEST(ScenarioErrors, AliasesCannotBlowUpTheVictoryTerms) {
  std::string text = std::string(kGood) + "victory:\n  a: &a [x, x, x, x, x, x, x, x, x, x]\n";
  for (char level = 'b'; level <= 'g'; ++level) {
    const char below = static_cast<char>(level - 1);
    text += fmt::format("  {0}: &{0} [*{1}, *{1}, *{1}, *{1}, *{1}, *{1}, *{1}, *{1}, *{1}, *{1}]\n", level, below);
  }
  EXPECT_EQ(parse_problems(text), "bad.yaml:11:3: victory: more than 100000 values (do aliases repeat a large part?)");
}

TEST(ScenarioErrors, DeepNestingIsAnErrorNotACrash) {
  const std::string text = std::string(kGood) + "victory: {a: " + std::string(100000, '[') + std::string(100000, ']') + "}\n";
  EXPECT_NE(parse_problems(text).find("bad.yaml:10:"), std::string::npos);
}

TEST(ScenarioLoading, SelfReferencingAliasIsRefusedWithItsLine) {
  EXPECT_EQ(parse_problems(std::string(kGood) + "victory: &v {a: *v}\n"),
            "bad.yaml:10:10: victory: nested deeper than 32 levels (does an alias contain itself?)");
  EXPECT_EQ(parse_problems(std::string(kGood) + "rulings: &r {a: *r}\n"),
            "bad.yaml:10:10: rulings: nested deeper than 32 levels (does an alias contain itself?)");
  EXPECT_EQ(parse_problems(good_edited("    army:\n", "    army: &army\n      commands: [*army]\n")),
            "bad.yaml:6:11: sides: nested deeper than 32 levels (does an alias contain itself?)");
}

TEST(ScenarioLoading, NestingIsLimitedWhereverYamlIsWalked) {
  std::string deep = "{a: ";
  for (int i = 0; i < 40; ++i) deep += "[";
  deep += "1" + std::string(40, ']') + "}";
  EXPECT_EQ(parse_problems(std::string(kGood) + "victory: " + deep + "\n"),
            "bad.yaml:10:45: victory: nested deeper than 32 levels (does an alias contain itself?)");
  const YAML::Node cycle = YAML::Load("&v [*v]");
  EXPECT_THROW(yaml_to_json(cycle), std::length_error);
  EXPECT_THROW(yaml_to_json(YAML::Load("[[[1]]]"), 100, 2), std::length_error);
  EXPECT_EQ(yaml_to_json(YAML::Load("[[[1]]]"), 100, 3).dump(), "[[[1]]]");
}

TEST(ScenarioLoading, RepeatedKeysAreRefusedNamingBothLines) {
  EXPECT_EQ(parse_problems(good_edited("strength: 2", "strength: 5, strength: -7")),
            "bad.yaml:9:48: sides[0].army.units[0]: key 'strength' repeats the one at line 9");
  EXPECT_EQ(parse_problems(std::string(kGood) + "rulings:\n  target: 5\n  target: 50\n"),
            "bad.yaml:12:3: rulings: key 'target' repeats the one at line 11");
  EXPECT_EQ(parse_problems(std::string(kGood) + "name: Other\n"), "bad.yaml:10:1: scenario: key 'name' repeats the one at line 2");
}

TEST(ScenarioLoading, KeysMustBeShortPrintableNames) {
  EXPECT_EQ(parse_problems(std::string(kGood) + "rulings: {? [a, b] : 1}\n"), "bad.yaml:10:13: rulings: a key must be a name, not a list");
  EXPECT_EQ(parse_problems(std::string(kGood) + "rulings: {\"a\\u202Eb\": 1}\n"),
            "bad.yaml:10:11: rulings: 'a\\u202eb' is not printable text (no control, bidi or zero-width characters, nor line "
            "breaks)");
}

TEST(ScenarioLoading, ASecondDocumentIsRefusedWithItsLine) {
  EXPECT_EQ(parse_problems(std::string(kGood) + "---\nname: Other\n"),
            "bad.yaml:10:1: a second YAML document starts here; a scenario is one document");
  EXPECT_EQ(parse_problems(std::string(kGood) + "\n--- # more\n"),
            "bad.yaml:11:1: a second YAML document starts here; a scenario is one document");
  EXPECT_EQ(parse_problems("---\n" + std::string(kGood)), "accepted") << "a first '---' is only a marker";
}

TEST(ScenarioLoading, NamesMustBeShortPrintableText) {
  const std::string refused = "is not printable text (no control, bidi or zero-width characters, nor line breaks)";
  EXPECT_EQ(parse_problems(good_edited("name: A,", "name: \"Bell\\a\",")), "bad.yaml:9:18: sides[0].army.units[0].name: 'Bell\\x07' " + refused);
  EXPECT_EQ(parse_problems(good_edited("name: A,", "name: \"N\\0ul\",")), "bad.yaml:9:18: sides[0].army.units[0].name: 'N\\x00ul' " + refused);
  EXPECT_EQ(parse_problems(good_edited("name: A,", "name: \"Evil\\u202Egnirts\",")),
            "bad.yaml:9:18: sides[0].army.units[0].name: 'Evil\\u202egnirts' " + refused);
  EXPECT_EQ(parse_problems(good_edited("name: A,", "name: \"Zero\\u200Bwidth\",")),
            "bad.yaml:9:18: sides[0].army.units[0].name: 'Zero\\u200bwidth' " + refused);
  EXPECT_EQ(parse_problems(good_edited("- name: Blue", "- name: \"Blue\\u2066\"")), "bad.yaml:5:11: sides[0].name: 'Blue\\u2066' " + refused);
  EXPECT_EQ(parse_problems(good_edited("name: Test", "name: \"Two\\nlines\"")), "bad.yaml:2:7: name: 'Two\\x0alines' " + refused);
  EXPECT_EQ(parse_problems(good_edited("name: A,", "name: Dragoner 3 – Hauptmann Müller,")), "accepted");
  EXPECT_EQ(parse_problems(good_edited("name: A,", "name: " + std::string(64, 'x') + ",")), "accepted");
  EXPECT_EQ(parse_problems(good_edited("name: A,", "name: " + std::string(65, 'x') + ",")),
            "bad.yaml:9:18: sides[0].army.units[0].name: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' is 65 characters long "
            "(at most 64)");
  EXPECT_EQ(parse_problems(std::string(kGood) + "terrain:\n  - {kind: woods, name: \"W\\t\", area: [[0, 0], [1, 0], [1, 1]]}\n"),
            "bad.yaml:11:25: terrain[0].name: 'W\\x09' " + refused);
}

TEST(ScenarioLoading, AMillionCharacterNameGivesAShortError) {
  const std::string message = parse_problems(good_edited("name: A,", "name: " + std::string(1'000'000, 'x') + ","));
  EXPECT_EQ(message, "bad.yaml:9:18: sides[0].army.units[0].name: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' is 1000000 "
                     "characters long (at most 64)");
  const std::string key = parse_problems(std::string(kGood) + "rulings: {" + std::string(1'000'000, 'k') + ": 1}\n");
  EXPECT_LT(key.size(), 200U) << key.substr(0, 200);
}

TEST(ScenarioLoading, ADescriptionIsPrintableProseOfAtMost4000Characters) {
  EXPECT_EQ(parse_problems(std::string(kGood) + "description: |\n  Two lines\n  of prose – with Umlaute: ä.\n"), "accepted");
  EXPECT_EQ(parse_problems(std::string(kGood) + "description: " + std::string(4000, 'd') + "\n"), "accepted");
  EXPECT_EQ(parse_problems(std::string(kGood) + "description: " + std::string(4001, 'd') + "\n"),
            "bad.yaml:10:14: description: 'dddddddddddddddddddddddddddddddddddddddd...' is 4001 characters long (at most 4000)");
  EXPECT_EQ(parse_problems(std::string(kGood) + "description: \"a\\u202Eb\"\n"),
            "bad.yaml:10:14: description: 'a\\u202eb' is not printable text (no control, bidi or zero-width characters)");
}

// kGood's table with `sides` sides of `units` units each (all on one spot: the engine does not
// mind overlaps).
std::string army_of(int sides, int units) {
  std::string text = "ruleset: toy-race\nname: Test\ntable: {width: 100, depth: 60}\nsides:\n";
  for (int side = 0; side < sides; ++side) {
    text += fmt::format("  - name: S{0}\n    army:\n      name: S{0} force\n      units:\n", side);
    for (int u = 0; u < units; ++u) text += fmt::format("        - {{name: U{}-{}, type: runner, strength: 2, x: 10, y: 5}}\n", side, u);
  }
  return text;
}

TEST(ScenarioLoading, UnitsAreCappedPerSideAndPerScenario) {
  EXPECT_EQ(parse_problems(army_of(2, 200)), "accepted");
  EXPECT_EQ(parse_problems(army_of(1, 201)), "bad.yaml:7:7: sides[0].army: 201 units; at most 200 a side, commanders included");
  EXPECT_EQ(parse_problems(army_of(3, 134)), "bad.yaml:5:3: sides: 402 units; at most 400 in a scenario");
}

TEST(ScenarioLoading, AtMostTwentyProblemsAreListed) {
  std::string text = army_of(1, 30);
  for (std::size_t at = text.find("x: 10"); at != std::string::npos; at = text.find("x: 10", at)) {
    text.replace(at, 5, "x: q");
  }
  const std::string message = parse_problems(text);
  EXPECT_EQ(std::count(message.begin(), message.end(), '\n'), 20) << message;
  EXPECT_NE(message.find("\nbad.yaml: and 10 more problems"), std::string::npos) << message;
}

}  // namespace
}  // namespace sandtable::engine
