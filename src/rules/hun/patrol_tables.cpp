#include "rules/hun/patrol_tables.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

#include "rules/hun/embedded_data.hpp"

namespace sandtable::rules::hun {

Mode parse_mode(std::string_view text) {
  std::string word(text);
  std::transform(word.begin(), word.end(), word.begin(), [](unsigned char c) { return std::tolower(c); });
  if (word == "patrol") return Mode::kPatrol;
  if (word == "defense" || word == "defence") return Mode::kDefense;
  throw engine::BadInput("mode", fmt::format("unknown mode '{}' (patrol or defense)", text));
}

std::string_view name(Mode m) { return m == Mode::kPatrol ? "patrol" : "defense"; }

PatrolTables parse_patrol_tables(std::string_view json_text) {
  using nlohmann::json;
  const json j = json::parse(json_text);
  PatrolTables t;
  for (const Mode m : {Mode::kPatrol, Mode::kDefense}) {
    const int on = j.at("modes").at(std::string(name(m))).at("spotted_on_d6").get<int>();
    if (on < 2 || on > 7) throw std::invalid_argument("patrol tables: spotted_on_d6 must be 2..7");
    t.spotted_on_d6[static_cast<std::size_t>(m)] = on;
  }
  t.max_enemy_units = j.at("max_enemy_units").get<int>();
  for (int total = 2; total <= 12; ++total) {
    const std::string type = j.at("unit_type_2d6").at(std::to_string(total)).get<std::string>();
    if (!j.at("distance").contains(type)) throw std::invalid_argument("patrol tables: no distance for " + type);
    t.unit_type_2d6[static_cast<std::size_t>(total)] = type;
  }
  for (int face = 1; face <= 6; ++face) {
    t.quality_d6[static_cast<std::size_t>(face)] = parse_quality(j.at("quality_d6").at(std::to_string(face)).get<std::string>());
  }
  t.supply_quality = parse_quality(j.at("supply_quality").get<std::string>());
  t.supply_attendants_d3_times = j.at("supply_attendants_d3_times").get<int>();
  for (const auto& [type, d] : j.at("distance").items()) {
    t.distance[type] = {d.at("dice").get<int>(), d.at("plus_inches").get<int>()};
  }
  t.directions = j.at("directions").get<std::vector<std::string>>();
  if (t.directions.empty()) throw std::invalid_argument("patrol tables: no compass directions");
  t.units_per_general = j.at("units_per_general").get<int>();
  if (t.units_per_general < 1) throw std::invalid_argument("patrol tables: units_per_general must be at least 1");
  t.general_quality = parse_quality(j.at("general_quality").get<std::string>());
  const json& s = j.at("scoring");
  t.scoring = {s.at("survived").get<double>(),        s.at("half_strength").get<double>(),
               s.at("unscathed").get<double>(),       s.at("supply_captured").get<double>(),
               s.at("headquarters_member").get<double>(), s.at("driven_off").get<double>(),
               s.at("per_foot_crossed").get<double>()};
  return t;
}

const PatrolTables& builtin_patrol_tables() {
  static const PatrolTables tables = parse_patrol_tables(embedded::kPatrolJson);
  return tables;
}

}  // namespace sandtable::rules::hun
