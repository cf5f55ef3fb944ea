// A scenario's members that belong to its rule set: each unit's own members, the setup map,
// and whether its units stand on a table, checked against the rule set's ScenarioSchema.
#include "engine/scenario_members.hpp"

#include <gtest/gtest.h>

#include "engine/yaml_check.hpp"
#include "scenario_edit.hpp"

namespace sandtable::engine {
namespace {

constexpr const char* kPlaced = R"(ruleset: test
name: Test
table: {width: 100, depth: 60}
sides:
  - name: Blue
    army:
      name: Blue force
      units:
        - {name: A, type: runner, strength: 2, x: 10, y: 5}
)";

ScenarioSchema schema() {
  ScenarioSchema s;
  s.unit_fields = {whole("strength", 1, 10, "points").as_required(), choice("mood", {"calm", "eager"}, "how it feels").with_default("calm")};
  s.setup = {choice("mode", {"patrol", "defense"}, "the game's mode").with_default("patrol")};
  return s;
}

// The problems check_scenario_members reports for `text`, one a line, or "accepted".
std::string member_problems(const std::string& text, const ScenarioSchema& members = schema()) {
  Scenario s = parse_scenario(text, "s.yaml");
  try {
    check_scenario_members(s, members, "Test rules");
  } catch (const InputError& e) {
    return e.what();
  }
  return "accepted";
}

std::string placed_edited(const std::string& from, const std::string& to) { return engine::edited(kPlaced, from, to); }

TEST(ScenarioMembers, DeclaredDefaultsAreFilledIn) {
  Scenario s = parse_scenario(std::string(kPlaced) + "setup: {}\n", "s.yaml");
  check_scenario_members(s, schema(), "Test rules");
  EXPECT_EQ(s.sides[0].army.units[0].fields.at("mood"), "calm");
  EXPECT_EQ(s.sides[0].army.units[0].fields.at("strength"), 2);
  EXPECT_EQ(s.setup.at("mode"), "patrol");
}

TEST(ScenarioMembers, AUnitsOwnMembersAreCheckedWhereTheyStand) {
  EXPECT_EQ(member_problems(placed_edited("strength: 2", "strength: 2.5")),
            "s.yaml:9:45: sides[0].army.units[0].strength: must be a whole number from 1 to 10, not '2.5'");
  EXPECT_EQ(member_problems(placed_edited("strength: 2", "strength: 11")),
            "s.yaml:9:45: sides[0].army.units[0].strength: must be a whole number from 1 to 10, not '11'");
  EXPECT_EQ(member_problems(placed_edited("strength: 2", "strength: 2, mood: grumpy")),
            "s.yaml:9:54: sides[0].army.units[0].mood: must be one of calm, eager, not 'grumpy'");
}

TEST(ScenarioMembers, AMissingOrUnknownMemberIsReportedAtTheUnit) {
  EXPECT_EQ(member_problems(placed_edited("strength: 2, ", "")), "s.yaml:9:11: sides[0].army.units[0].strength: is required");
  EXPECT_EQ(member_problems(placed_edited("strength: 2", "strength: 2, strenght: 3")),
            "s.yaml:9:58: sides[0].army.units[0].strenght: no such field (known: strength, mood)");
}

TEST(ScenarioMembers, SetupIsCheckedAgainstItsDeclaration) {
  EXPECT_EQ(member_problems(std::string(kPlaced) + "setup: {mode: attack}\n"), "s.yaml:10:9: setup.mode: must be one of patrol, defense, not 'attack'");
}

TEST(ScenarioMembers, PlacedUnitsNeedATableAndPositions) {
  EXPECT_EQ(member_problems(placed_edited("table: {width: 100, depth: 60}\n", "")),
            "s.yaml: table: Test rules needs a table: its units stand on it");
  EXPECT_EQ(member_problems(placed_edited(", x: 10, y: 5}", "}")),
            "s.yaml:9:11: sides[0].army.units[0]: Test rules places every unit on the table: give its x and y");
}

TEST(ScenarioMembers, ARuleSetThatPlacesNoUnitsNeedsNoTable) {
  ScenarioSchema unplaced = schema();
  unplaced.units_placed = false;
  std::string text = placed_edited("table: {width: 100, depth: 60}\n", "");
  text.replace(text.find(", x: 10, y: 5}"), 14, "}");
  EXPECT_EQ(member_problems(text, unplaced), "accepted");
}

// A command's own members (say a battalion's transport) are the rule set's when it declares
// them, checked where they stand; a rule set that declares none refuses them as unknown keys.
TEST(ScenarioMembers, ACommandsOwnMembersAreCheckedAgainstTheDeclaration) {
  ScenarioSchema with_transport = schema();
  with_transport.command_fields = {choice("transport", {"none", "motorised"}, "how it travels")};
  Scenario s = parse_scenario(placed_edited("      name: Blue force\n", "      name: Blue force\n      transport: Motorised\n"), "s.yaml");
  check_scenario_members(s, with_transport, "Test rules");
  EXPECT_EQ(s.sides[0].army.fields.at("transport"), "motorised");
  EXPECT_EQ(member_problems(placed_edited("      name: Blue force\n", "      name: Blue force\n      transport: lorries\n"), with_transport),
            "s.yaml:8:18: sides[0].army.transport: must be one of none, motorised, not 'lorries'");
  EXPECT_EQ(member_problems(placed_edited("      name: Blue force\n", "      name: Blue force\n      transport: motorised\n")),
            "s.yaml:8:18: sides[0].army: unknown key 'transport' (expected one of: name, level, commander, units, commands)");
}

}  // namespace
}  // namespace sandtable::engine
