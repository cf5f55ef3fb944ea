// `1418 commands`: the Low Commands a company may take under its battalion's High Command in
// its situation, and whether it may dig in.
#include <fmt/format.h>

#include "rules/1418/calculators.hpp"
#include "rules/1418/commands.hpp"
#include "rules/1418/rulings.hpp"

namespace sandtable::rules::gw1418 {

namespace {

using engine::Json;

std::vector<engine::Field> commands_fields() {
  const std::string section = "The High Command system";
  return with_rulings(
      {
          engine::choice("order", high_command_ids(), "the battalion's High Command (every one when not given)").with_section(section),
          engine::flag("dug_in", "the company is dug in").with_section(section),
          engine::flag("under_fire", "the company is under fire").with_section(section),
      },
      {"advance_may_dig_in", "bombard_allows_hold"});
}

Json commands(const Json& in) {
  const Situation s{in.at("dug_in").get<bool>(), in.at("under_fire").get<bool>()};
  const CommandRulings rulings{in.at("advance_may_dig_in").get<bool>(), in.at("bombard_allows_hold").get<bool>()};
  std::vector<HighCommand> orders;
  if (in.contains("order")) {
    orders.push_back(parse_high_command(in.at("order").get<std::string>(), "order"));
  } else {
    for (const std::string& name : high_command_ids()) orders.push_back(parse_high_command(name, "order"));
  }
  Json rows = Json::array();
  for (HighCommand order : orders) {
    const Options o = low_commands(order, s, rulings);
    Json allowed = Json::array();
    for (LowCommand l : o.allowed) allowed.push_back(id(l));
    Json row = {{"order", id(order)}, {"allowed", allowed}, {"may_dig_in", o.may_dig_in}};
    if (o.may_dig_in) row["resilience_while_digging"] = o.resilience_while_digging;
    if (!o.note.empty()) row["note"] = o.note;
    rows.push_back(row);
  }
  return {{"situation", situation_words(s)},
          {"orders", rows},
          {"always", Json::array({"shoot: a Low Command's arrow may shoot as well as move, or only shoot",
                                  "prepared: a dotted arrow, to shoot at whatever comes into sight",
                                  "a company may except platoons in other situations; those shoot or defend"})}};
}

std::string commands_text(const Json&, const Json& result) {
  std::string text = result.at("situation").get<std::string>() + "\n";
  for (const Json& row : result.at("orders")) {
    std::string allowed;
    for (const Json& a : row.at("allowed")) allowed += (allowed.empty() ? "" : ", ") + a.get<std::string>();
    text += fmt::format("{:<8} {}\n", row.at("order").get<std::string>(), allowed);
    if (row.at("may_dig_in").get<bool>()) {
      const int r = row.at("resilience_while_digging").get<int>();
      text += r < 0 ? fmt::format("{:<8} may dig in ({:+d}R while digging)\n", "", r) : fmt::format("{:<8} may dig in\n", "");
    }
  }
  return text + "any: shoot, or stand prepared\n";
}

}  // namespace

engine::Calculator commands_calculator() {
  engine::Calculator c{"commands", "the Low Commands a company may take under a High Command, in its situation",
                       engine::InputSpec(commands_fields()), commands};
  c.text = commands_text;
  c.examples = {
      {{"order", "hold"}, {"under_fire", true}},
      {{"dug_in", true}},
      {{"order", "assault"}, {"dug_in", true}, {"under_fire", true}},
      {{"order", "bombard"}},
  };
  return c;
}

}  // namespace sandtable::rules::gw1418
