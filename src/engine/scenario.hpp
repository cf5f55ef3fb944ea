// A scenario: the table, its terrain, the sides' armies, the rulings and victory terms.
//
// The engine checks the structure it owns (the table, terrain shapes, sides, commands, unit
// names, types and positions); a unit's other members and the `setup` map belong to the rule
// set, which declares them (engine::ScenarioSchema) and gives meaning to unit types, terrain
// kinds, rulings and victory terms.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/geometry.hpp"

namespace sandtable::engine {

// Option name -> value, e.g. {"veterans": true, "turn_limit": 12}.
using Rulings = std::map<std::string, nlohmann::json>;

struct Table {
  bool given = false;  // false when the file has no table (a rule set that places no units)
  double width_cm = 0;
  double depth_cm = 0;
  std::string unit = "cm";  // the unit the file used: "cm" or "in" (positions are in it)
};

// A piece of terrain: an area (a wood, a village, a hill) or a line with a width (a river,
// a road). The rule set says which kinds there are and what they do.
struct TerrainFeature {
  std::string kind;
  std::string name;
  std::vector<core::Vec2> area;    // cm: an outline of at least 3 points, or empty for a line
  std::vector<core::Vec2> line;    // cm: at least 2 points, or empty for an area
  std::optional<double> width_cm;  // a line's width, when the file gives it
  // The players place it before the battle, by the rule set's sequence; its points give its
  // shape (anywhere on the table), not its place.
  bool to_place = false;
  std::string where;  // "file:line:column" of the feature, for the rule set's messages
};

struct UnitSpec {
  std::string name;
  std::string type;     // the rule set's unit type, e.g. "line_infantry"
  bool placed = false;  // the file gives the unit's x and y
  core::Pose pose;      // cm and degrees
  // The members the rule set owns (say strength and formation), as read; once checked
  // against its ScenarioSchema, with its defaults filled in.
  nlohmann::json fields = nlohmann::json::object();
  std::string path;                                 // e.g. "sides[0].army.units[2]", for messages
  std::string where;                                // "file:line:column" of the unit
  std::map<std::string, std::string> field_where;   // each member's "file:line:column"
};

// A command (corps, division, brigade) with its own units and subordinate commands.
struct Command {
  std::string name;
  std::string level;                  // e.g. "division", as the file says
  std::optional<UnitSpec> commander;  // the command stand, if it has one
  std::vector<UnitSpec> units;
  std::vector<Command> commands;
  // The members the rule set owns (say a battalion's transport), as read; once checked
  // against ScenarioSchema::command_fields, with its defaults filled in.
  nlohmann::json fields = nlohmann::json::object();
  std::string path;                                 // e.g. "sides[0].army.commands[1]"
  std::string where;                                // "file:line:column" of the command
  std::map<std::string, std::string> field_where;   // each member's "file:line:column"
};

struct SideSpec {
  std::string name;
  Command army;
};

struct Scenario {
  std::string source_name;  // file name, for messages
  std::string source_text;  // the file as read, saved with a game so it can be reloaded
  std::string ruleset;
  std::string name;
  Table table;
  std::vector<TerrainFeature> terrain;
  std::vector<SideSpec> sides;
  Rulings rulings;
  // Scenario-wide settings the rule set owns (say the Hun's patrol or defense mode), with
  // where each is in the file.
  nlohmann::json setup = nlohmann::json::object();
  std::map<std::string, std::string> setup_where;
  nlohmann::json victory = nlohmann::json::object();
  std::map<std::string, std::string> victory_where;  // each victory term's "file:line:column"
};

}  // namespace sandtable::engine

namespace sandtable::engine {

// Reads a scenario file and checks its structure. Throws InputError listing every problem
// as "file:line:column: path: what" (or "file: ..." when the file cannot be read).
Scenario load_scenario(const std::string& path);
// The same for text already in memory; `source_name` is used in messages.
Scenario parse_scenario(const std::string& text, const std::string& source_name);

}  // namespace sandtable::engine
