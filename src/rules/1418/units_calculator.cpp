// `1418 units`: the characteristics table, every unit type or one, with its kebab-case id.
#include <fmt/format.h>

#include "rules/1418/calculator_parts.hpp"
#include "rules/1418/calculators.hpp"

namespace sandtable::rules::gw1418 {

namespace {

Json units(const Json& in) {
  Json rows = Json::array();
  for (const UnitType& t : all_unit_types()) {
    if (!in.contains("type") || in.at("type").get<std::string>() == t.id) rows.push_back(unit_json(t));
  }
  return {{"units", rows},
          {"notes", Json::array({"arming: melee and ranged dice; bonus: the + on one die",
                                 "resilience 'as parent': the Resilience of the unit it belongs to",
                                 "range as printed: the text gives no unit (ruling 2)"})}};
}

// "300", "300/100" (dismounted/mounted), "unl.".
std::string range_text(const Json& unit) {
  const Json& range = unit.at("range");
  if (!range.is_number()) return "unl.";
  std::string text = std::to_string(range.get<int>());
  if (unit.contains("range_mounted")) text += "/" + std::to_string(unit.at("range_mounted").get<int>());
  return text;
}

std::string units_text(const Json&, const Json& result) {
  std::string text = "type             melee  ranged R range\n";
  for (const Json& u : result.at("units")) {
    const auto arming = [&](const char* key) {
      return arming_text({u.at(key).at("dice").get<int>(), u.at(key).at("bonus").get<int>()});
    };
    const Json& r = u.at("resilience");
    text += fmt::format("{:<16} {:<6} {:<6} {} {}\n", u.at("id").get<std::string>().substr(0, 16), arming("melee"),
                        arming("ranged"), r.is_number() ? std::to_string(r.get<int>()) : "P",
                        range_text(u));
  }
  return text + "R P: as parent\n";
}

}  // namespace

engine::Calculator units_calculator() {
  engine::Calculator c{"units", "the characteristics table: speed, Arming, Resilience and range of each unit type",
                       engine::InputSpec({engine::choice("type", unit_ids(), "one unit type (all when not given)")
                                              .with_section("Characteristics of units")}),
                       units};
  c.text = units_text;
  c.examples = {Json::object(), {{"type", "late-hmg"}}};
  return c;
}

}  // namespace sandtable::rules::gw1418
