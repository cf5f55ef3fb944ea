// `hitt army`: an army list's AP and whether it is legal (the element cost table and the core).
#include <fmt/format.h>

#include <algorithm>

#include "rules/hitt/army.hpp"
#include "rules/hitt/calculators.hpp"

namespace sandtable::rules::hitt {

namespace {

using engine::Json;

// An element's field: its id with underscores ("armoured_car").
std::string field_name(std::string_view element_id) {
  std::string name(element_id);
  std::replace(name.begin(), name.end(), '-', '_');
  return name;
}

bool bought(const ElementInfo& row) { return row.element != Element::kCommandBunker; }

std::vector<engine::Field> army_fields() {
  std::vector<engine::Field> fields;
  for (const ElementInfo& row : element_table()) {
    if (!bought(row)) continue;
    fields.push_back(engine::whole(field_name(row.id), 0, 60,
                                   fmt::format("{} elements ({} AP each){}", row.id, row.ap_cost,
                                               row.element == Element::kRifles ? ", the general's among them" : ""))
                         .with_default(0)
                         .with_section("Element Cost"));
  }
  fields.push_back(engine::whole("points", kCorePoints, 1000, "the AP agreed for each side").with_default(kStandardPoints));
  return fields;
}

Json army(const Json& in) {
  std::map<Element, int> counts;
  Json elements = Json::array();
  for (const ElementInfo& row : element_table()) {
    if (!bought(row)) continue;
    const int n = in.at(field_name(row.id)).get<int>();
    if (n == 0) continue;
    counts[row.element] = n;
    elements.push_back({{"element", row.id}, {"count", n}, {"ap_each", row.ap_cost}, {"ap", n * row.ap_cost}});
  }
  const ArmyCheck check = check_army(counts, in.at("points").get<int>());
  return {{"elements", elements}, {"total_ap", check.total_ap}, {"points", check.points},
          {"core", check.core.empty() ? Json() : Json(check.core)}, {"legal", check.legal()}, {"errors", check.errors}};
}

std::string army_text(const Json&, const Json& result) {
  std::string text;
  for (const Json& e : result.at("elements")) {
    text += fmt::format("{:>3} {:<20} {:>3} AP\n", e.at("count").get<int>(), e.at("element").get<std::string>(), e.at("ap").get<int>());
  }
  text += fmt::format("total {} of {} AP", result.at("total_ap").get<int>(), result.at("points").get<int>());
  if (result.at("core").is_string()) text += fmt::format("; core: {}", result.at("core").get<std::string>());
  text += result.at("legal").get<bool>() ? ": legal\n" : ": not legal\n";
  for (const Json& e : result.at("errors")) text += "  " + e.get<std::string>() + "\n";
  return text;
}

}  // namespace

engine::Calculator army_calculator() {
  engine::Calculator c{"army", "an army list: its AP against the points agreed, and its core", engine::InputSpec(army_fields()), army};
  c.text = army_text;
  c.examples = {
      {{"rifles", 5}, {"machinegun", 2}, {"tank", 1}, {"sturmtruppe", 2}, {"field_artillery", 1}, {"forward_observer", 1},
       {"barrage", 1}, {"balloon", 1}, {"gas", 1}},
      {{"rifles", 1}, {"cavalry", 4}, {"machinegun", 1}},
      {{"rifles", 3}, {"tank", 8}},
  };
  return c;
}

}  // namespace sandtable::rules::hitt
