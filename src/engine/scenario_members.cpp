#include "engine/scenario_members.hpp"

#include <fmt/format.h>

#include "engine/yaml_check.hpp"

namespace sandtable::engine {

namespace {

// `values` checked against `spec`: the checked values, or the first problem recorded at the
// member it is about (`where` has each member's place, `fallback` the map's own).
Json checked_members(const InputSpec& spec, const Json& values, const std::map<std::string, std::string>& where,
                     const std::string& fallback, const std::string& path, YamlChecker& check) {
  try {
    return spec.validate(values);
  } catch (const BadInput& e) {
    const auto at = where.find(e.field());
    check.fail_at(at == where.end() ? fallback : at->second, e.field().empty() ? path : path + "." + e.field(),
                  e.detail());
    return values;
  }
}

class MemberChecker {
 public:
  MemberChecker(const ScenarioSchema& schema, const std::string& rule_set_name, const std::string& source)
      : schema_(schema), rule_set_name_(rule_set_name), check_(source) {}

  void command(Command& c) {
    if (schema_.command_fields.fields().empty()) {
      for (const auto& [key, value] : c.fields.items()) {
        check_.fail_at(c.field_where.at(key), c.path,
                       fmt::format("unknown key {} (expected one of: name, level, commander, units, commands)", quoted(key)));
      }
    } else {
      c.fields = checked_members(schema_.command_fields, c.fields, c.field_where, c.where, c.path, check_);
    }
    if (c.commander) unit(*c.commander);
    for (UnitSpec& u : c.units) unit(u);
    for (Command& sub : c.commands) command(sub);
  }

  void unit(UnitSpec& u) {
    if (schema_.units_placed && !u.placed) {
      check_.fail_at(u.where, u.path, fmt::format("{} places every unit on the table: give its x and y", rule_set_name_));
    }
    u.fields = checked_members(schema_.unit_fields, u.fields, u.field_where, u.where, u.path, check_);
  }

  YamlChecker& check() { return check_; }

 private:
  const ScenarioSchema& schema_;
  const std::string& rule_set_name_;
  YamlChecker check_;
};

}  // namespace

void check_scenario_members(Scenario& s, const ScenarioSchema& schema, const std::string& rule_set_name) {
  MemberChecker checker(schema, rule_set_name, s.source_name);
  if (schema.units_placed && !s.table.given) {
    checker.check().fail_at(s.source_name, "table", fmt::format("{} needs a table: its units stand on it", rule_set_name));
  }
  for (SideSpec& side : s.sides) checker.command(side.army);
  s.setup = checked_members(schema.setup, s.setup, s.setup_where, s.source_name, "setup", checker.check());
  checker.check().throw_if_failed();
}

}  // namespace sandtable::engine
