#include "engine/scenario.hpp"

#include <yaml-cpp/eventhandler.h>

#include <fmt/format.h>
#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <set>
#include <sstream>

#include "engine/spec.hpp"
#include "engine/text_file.hpp"
#include "engine/yaml_check.hpp"

namespace sandtable::engine {

namespace {

constexpr double kCmPerInch = 2.54;
constexpr double kMaxTableSide = 10'000;  // in the file's unit
constexpr double kMaxCoordinate = 100'000;
constexpr int kMaxCommandDepth = 8;
// The members of a command and of a unit the engine reads itself; the rest are the rule set's.
constexpr std::array<std::string_view, 5> kCommandMembers{"name", "level", "commander", "units", "commands"};
constexpr std::array<std::string_view, 5> kUnitMembers{"name", "type", "x", "y", "facing"};
// As much YAML as the API takes as scenario_text.
constexpr std::size_t kMostScenarioFileBytes = 4 << 20;
constexpr std::size_t kMaxUnitsPerSide = 200;  // commanders included
constexpr std::size_t kMaxUnits = 400;

// The units of a command and all below it, commanders included.
std::size_t unit_count(const Command& c) {
  std::size_t n = c.units.size() + (c.commander ? 1 : 0);
  for (const Command& sub : c.commands) n += unit_count(sub);
  return n;
}

// The line (from 1) of the "---" that starts the document whose content is at `mark`.
int document_line(const std::string& text, const YAML::Mark& mark) {
  int found = mark.line + 1;
  int line = 0;
  for (std::size_t start = 0; start < text.size() && line <= mark.line; ++line) {
    if (text.compare(start, 3, "---") == 0) found = line + 1;
    const std::size_t end = text.find('\n', start);
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return found;
}

// Reads one scenario document into a Scenario, recording every problem it finds.
class ScenarioReader {
 public:
  explicit ScenarioReader(const std::string& source) : check_(source) {}

  Scenario read(const YAML::Node& root) {
    Scenario s;
    // A document too deep or too large is not read at all (an alias inside itself never ends).
    if (!check_.structure(root, "scenario")) check_.throw_if_failed();
    if (!check_.map(root, "scenario", {"ruleset", "name", "description", "table", "terrain", "sides", "setup", "rulings", "victory"})) {
      check_.throw_if_failed();
    }
    if (auto n = check_.member(root, "scenario", "ruleset", true)) s.ruleset = check_.text(*n, "ruleset").value_or("");
    if (auto n = check_.member(root, "scenario", "name", true)) s.name = check_.text(*n, "name").value_or("");
    if (auto n = check_.member(root, "scenario", "description", false)) check_.prose(*n, "description");
    if (auto n = check_.member(root, "scenario", "table", false)) s.table = table(*n);
    if (auto n = check_.member(root, "scenario", "terrain", false)) terrain(*n, s);
    if (auto n = check_.member(root, "scenario", "sides", true)) sides(*n, s);
    if (auto n = check_.member(root, "scenario", "setup", false)) s.setup = scalars(*n, "setup", s.setup_where);
    if (auto n = check_.member(root, "scenario", "rulings", false)) {
      std::map<std::string, std::string> unused;
      const nlohmann::json given = scalars(*n, "rulings", unused);
      for (const auto& [name, value] : given.items()) s.rulings[name] = value;
    }
    if (auto n = check_.member(root, "scenario", "victory", false)) {
      if (check_.map(*n, "victory", {})) {
        s.victory = yaml_to_json(*n);
        for (const auto& entry : *n) s.victory_where[entry.first.Scalar()] = check_.where(entry.first);
      }
    }
    check_.throw_if_failed();
    return s;
  }

 private:
  Table table(const YAML::Node& node) {
    Table t;
    t.given = true;
    if (!check_.map(node, "table", {"width", "depth", "unit"})) return t;
    if (auto n = check_.member(node, "table", "unit", false)) t.unit = check_.text(*n, "table.unit", {"cm", "in"}).value_or("cm");
    scale_ = t.unit == "in" ? kCmPerInch : 1.0;
    // A bad width or depth leaves the widest table, so units are not reported as off it too.
    if (auto n = check_.member(node, "table", "width", true)) width_ = check_.number(*n, "table.width", 1, kMaxTableSide).value_or(kMaxTableSide);
    if (auto n = check_.member(node, "table", "depth", true)) depth_ = check_.number(*n, "table.depth", 1, kMaxTableSide).value_or(kMaxTableSide);
    t.width_cm = width_ * scale_;
    t.depth_cm = depth_ * scale_;
    return t;
  }

  // A list of at least `min_size` points [x, y] on the table.
  std::vector<core::Vec2> points(const YAML::Node& node, const std::string& path, std::size_t min_size) {
    std::vector<core::Vec2> out;
    if (!check_.sequence(node, path, min_size)) return out;
    for (std::size_t i = 0; i < node.size(); ++i) {
      const std::string at = fmt::format("{}[{}]", path, i);
      const YAML::Node p = node[i];
      if (!p.IsSequence() || p.size() != 2) {
        check_.fail(p, at, "expected a point [x, y]");
        continue;
      }
      const auto x = check_.number(p[0], at + ".x", -kMaxCoordinate, kMaxCoordinate);
      const auto y = check_.number(p[1], at + ".y", -kMaxCoordinate, kMaxCoordinate);
      if (!x || !y) continue;
      if (*x < 0 || *x > width_ || *y < 0 || *y > depth_) {
        check_.fail(p, at, fmt::format("[{}, {}] is off the {} x {} table", *x, *y, width_, depth_));
        continue;
      }
      out.push_back(core::Vec2{*x, *y} * scale_);
    }
    return out;
  }

  // The list of terrain features: each a kind, a name, and an area or a line (with a width).
  void terrain(const YAML::Node& node, Scenario& s) {
    if (!check_.sequence(node, "terrain", 0)) return;
    for (std::size_t i = 0; i < node.size(); ++i) {
      const std::string path = fmt::format("terrain[{}]", i);
      const YAML::Node item = node[i];
      if (!check_.map(item, path, {"kind", "name", "area", "line", "width", "place"})) continue;
      TerrainFeature f;
      f.where = check_.where(item);
      if (auto n = check_.member(item, path, "kind", true)) f.kind = check_.text(*n, path + ".kind").value_or("");
      if (auto n = check_.member(item, path, "name", true)) f.name = check_.text(*n, path + ".name").value_or("");
      if (auto n = check_.member(item, path, "place", false)) f.to_place = check_.text(*n, path + ".place", {"true", "false"}) == "true";
      const auto area = check_.member(item, path, "area", false);
      const auto line = check_.member(item, path, "line", false);
      const auto width = check_.member(item, path, "width", false);
      if (area && line) check_.fail(item, path, "give an 'area' or a 'line', not both");
      if (!area && !line) check_.fail(item, path, "a terrain feature needs an 'area' (3 or more points) or a 'line' (2 or more)");
      if (area) f.area = points(*area, path + ".area", 3);
      if (line) f.line = points(*line, path + ".line", 2);
      if (width && !line) check_.fail(*width, path + ".width", "only a line has a width");
      if (width && line) {
        if (auto w = check_.number(*width, path + ".width", 0, kMaxTableSide)) f.width_cm = *w * scale_;
      }
      s.terrain.push_back(std::move(f));
    }
  }

  void sides(const YAML::Node& node, Scenario& s) {
    if (!check_.sequence(node, "sides", 1)) return;
    std::set<std::string> names;
    std::size_t units = 0;
    for (std::size_t i = 0; i < node.size(); ++i) {
      const std::string path = fmt::format("sides[{}]", i);
      const YAML::Node n = node[i];
      if (!check_.map(n, path, {"name", "army"})) continue;
      SideSpec side;
      if (auto name = check_.member(n, path, "name", true)) {
        side.name = check_.text(*name, path + ".name").value_or("");
        if (!side.name.empty() && !names.insert(side.name).second) {
          check_.fail(*name, path + ".name", fmt::format("side {} is named twice", engine::quoted(side.name)));
        }
      }
      if (auto army = check_.member(n, path, "army", true)) {
        side.army = command(*army, path + ".army", 1);
        const std::size_t side_units = unit_count(side.army);
        if (side_units > kMaxUnitsPerSide) {
          check_.fail(*army, path + ".army", fmt::format("{} units; at most {} a side, commanders included", side_units, kMaxUnitsPerSide));
        }
        units += side_units;
      }
      s.sides.push_back(std::move(side));
    }
    if (units > kMaxUnits) check_.fail(node, "sides", fmt::format("{} units; at most {} in a scenario", units, kMaxUnits));
  }

  Command command(const YAML::Node& node, const std::string& path, int depth) {
    Command c;
    c.path = path;
    c.where = check_.where(node);
    if (!check_.map(node, path, {})) return c;
    if (depth > kMaxCommandDepth) {
      check_.fail(node, path, fmt::format("commands are nested deeper than {} levels", kMaxCommandDepth));
      return c;
    }
    if (auto n = check_.member(node, path, "name", true)) c.name = check_.text(*n, path + ".name").value_or("");
    if (auto n = check_.member(node, path, "level", false)) c.level = check_.text(*n, path + ".level").value_or("");
    if (auto n = check_.member(node, path, "commander", false)) c.commander = unit(*n, path + ".commander");
    const auto units = check_.member(node, path, "units", false);
    const auto commands = check_.member(node, path, "commands", false);
    if (!units && !commands) check_.fail(node, path, "a command needs 'units' or 'commands'");
    if (units && check_.sequence(*units, path + ".units", 1)) {
      for (std::size_t i = 0; i < units->size(); ++i) c.units.push_back(unit((*units)[i], fmt::format("{}.units[{}]", path, i)));
    }
    if (commands && check_.sequence(*commands, path + ".commands", 1)) {
      for (std::size_t i = 0; i < commands->size(); ++i) {
        c.commands.push_back(command((*commands)[i], fmt::format("{}.commands[{}]", path, i), depth + 1));
      }
    }
    rule_set_members(node, path, kCommandMembers, c.fields, c.field_where);
    return c;
  }

  // A unit: the members the engine owns are read here; every other member is the rule set's,
  // kept as read for it to check against its schema.
  UnitSpec unit(const YAML::Node& node, const std::string& path) {
    UnitSpec u;
    u.path = path;
    u.where = check_.where(node);
    if (!check_.map(node, path, {})) return u;
    if (auto n = check_.member(node, path, "name", true)) {
      u.name = check_.text(*n, path + ".name").value_or("");
      if (!u.name.empty() && !unit_names_.insert(u.name).second) {
        check_.fail(*n, path + ".name", fmt::format("unit name {} is used twice", engine::quoted(u.name)));
      }
    }
    if (auto n = check_.member(node, path, "type", true)) u.type = check_.text(*n, path + ".type").value_or("");
    const auto x = check_.member(node, path, "x", false);
    const auto y = check_.member(node, path, "y", false);
    if (x.has_value() != y.has_value()) check_.fail(node, path, fmt::format("give both 'x' and 'y', or neither"));
    if (x) u.pose.position.x = check_.number(*x, path + ".x", 0, width_).value_or(0) * scale_;
    if (y) u.pose.position.y = check_.number(*y, path + ".y", 0, depth_).value_or(0) * scale_;
    u.placed = x && y;
    if (auto n = check_.member(node, path, "facing", false)) u.pose.facing_deg = check_.number(*n, path + ".facing", -360, 360).value_or(90);
    rule_set_members(node, path, kUnitMembers, u.fields, u.field_where);
    return u;
  }

  // The members of a unit or command besides the engine's `own`, kept as read (single values
  // only) for the rule set to check against its schema.
  void rule_set_members(const YAML::Node& node, const std::string& path, std::span<const std::string_view> own,
                        nlohmann::json& fields, std::map<std::string, std::string>& where) {
    for (const auto& entry : node) {
      const std::string key = entry.first.Scalar();
      if (std::find(own.begin(), own.end(), key) != own.end()) continue;
      if (!entry.second.IsScalar()) {
        check_.fail(entry.second, path + "." + key, "expected a single value (true/false, a number or a text)");
        continue;
      }
      fields[key] = yaml_to_json(entry.second);
      where[key] = check_.where(entry.second);
    }
  }

  // A map of single values (rulings, setup) as JSON, with where each member is.
  nlohmann::json scalars(const YAML::Node& node, const std::string& path, std::map<std::string, std::string>& where) {
    nlohmann::json out = nlohmann::json::object();
    if (!check_.map(node, path, {})) return out;
    for (const auto& entry : node) {
      const std::string name = entry.first.Scalar();
      if (!entry.second.IsScalar()) {
        check_.fail(entry.second, path + "." + name, "expected a single value (true/false, a number or a text)");
        continue;
      }
      out[name] = yaml_to_json(entry.second);
      where[name] = check_.where(entry.first);
    }
    return out;
  }

  YamlChecker check_;
  double scale_ = 1.0;
  double width_ = kMaxTableSide;
  double depth_ = kMaxTableSide;
  std::set<std::string> unit_names_;
};

// Notes where each document starts and ignores the rest.
class DocumentStarts : public YAML::EventHandler {
 public:
  std::optional<YAML::Mark> start;
  void OnDocumentStart(const YAML::Mark& mark) override { start = mark; }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}
};

// The line where a second document starts, if the text has one. Reads at most two: yaml-cpp
// 0.7's LoadAll loops forever on some malformed input (fixed upstream, yaml-cpp PR 1319).
std::optional<int> second_document_line(const std::string& text) {
  std::istringstream in(text);
  YAML::Parser parser(in);
  DocumentStarts first;
  if (!parser.HandleNextDocument(first)) return std::nullopt;
  DocumentStarts second;
  if (!parser.HandleNextDocument(second)) return std::nullopt;
  return second.start ? document_line(text, *second.start) : 1;
}

}  // namespace

Scenario parse_scenario(const std::string& text, const std::string& source_name) {
  YAML::Node document;
  std::optional<int> second;
  try {
    document = YAML::Load(text);
    second = second_document_line(text);
  } catch (const YAML::Exception& e) {
    throw InputError({fmt::format("{}:{}:{}: not valid YAML: {}", source_name, e.mark.line + 1, e.mark.column + 1, e.msg)});
  }
  if (second) {
    throw InputError(
        {fmt::format("{}:{}:1: a second YAML document starts here; a scenario is one document", source_name, *second)});
  }
  if (!document || document.IsNull()) throw InputError({fmt::format("{}: the scenario is empty", source_name)});
  ScenarioReader reader(source_name);
  Scenario s = reader.read(document);
  s.source_name = source_name;
  s.source_text = text;
  return s;
}

Scenario load_scenario(const std::string& path) {
  std::string text;
  try {
    text = read_text_file(path, kMostScenarioFileBytes);
  } catch (const FileError& e) {
    throw InputError({e.what()});
  }
  return parse_scenario(text, path);
}

}  // namespace sandtable::engine
