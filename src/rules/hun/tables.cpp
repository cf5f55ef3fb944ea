#include "rules/hun/tables.hpp"

#include <fmt/format.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "engine/spec.hpp"
#include "rules/hun/embedded_data.hpp"

namespace sandtable::rules::hun {

namespace {

using nlohmann::json;

int integer(const json& j, std::string_view what, int lo, int hi) {
  const int v = j.get<int>();
  if (v < lo || v > hi) throw std::invalid_argument(fmt::format("tables: {} must be in [{}, {}], not {}", what, lo, hi, v));
  return v;
}

QualityTable quality_table(const json& j, std::string_view what, int lo, int hi) {
  QualityTable t{};
  for (const Quality q : kQualities) t[static_cast<std::size_t>(q)] = integer(j.at(std::string(name(q))), what, lo, hi);
  return t;
}

std::map<std::string, std::array<int, 2>> foot_and_mounted(const json& j, std::string_view what) {
  std::map<std::string, std::array<int, 2>> out;
  for (const auto& [action, v] : j.items()) {
    out[action] = {integer(v.at("foot"), what, 0, 100), integer(v.at("mounted"), what, 0, 100)};
  }
  return out;
}

MovementTables movement(const json& j) {
  MovementTables m;
  m.base_inches = foot_and_mounted(j.at("base_inches"), "movement base_inches");
  m.transport_base_inches = foot_and_mounted(j.at("transport_base_inches"), "movement transport_base_inches");
  m.quality_bonus = quality_table(j.at("quality_bonus"), "movement quality_bonus", -5, 5);
  m.wounded_divisor = integer(j.at("wounded_divisor"), "wounded_divisor", 1, 10);
  const json& rough = j.at("rough_divisor");
  m.rough_divisor_foot = integer(rough.at("foot"), "rough_divisor", 1, 10);
  m.rough_divisor_mounted = integer(rough.at("mounted"), "rough_divisor", 1, 10);
  m.rough_divisor_transport = integer(rough.at("transport"), "rough_divisor", 1, 10);
  m.linear_obstacle_inches = integer(j.at("linear_obstacle_inches"), "linear_obstacle_inches", 0, 10);
  m.road_multiplier = integer(j.at("road_multiplier"), "road_multiplier", 1, 10);
  for (const auto& [speed, v] : j.at("vehicle_speeds").items()) {
    m.vehicle_speeds[speed] = {v.at("as").get<std::string>() == "mounted", integer(v.at("times"), "times", 1, 10)};
  }
  m.train_change_fraction = j.at("train_change_fraction").get<double>();
  m.train_change_min_inches = integer(j.at("train_change_min_inches"), "train_change_min_inches", 0, 100);
  m.boarding_inches = integer(j.at("boarding_inches"), "boarding_inches", 0, 10);
  return m;
}

FireTables fire(const json& art, const json& bomb, const json& support) {
  FireTables f;
  for (const json& b : art.at("brackets")) {
    ArtilleryBracket bracket;
    bracket.name = b.at("name").get<std::string>();
    if (b.contains("up_to_inches")) bracket.up_to_inches = integer(b.at("up_to_inches"), "up_to_inches", 0, 10000);
    bracket.on_target_d6 = integer(b.at("on_target_d6"), "on_target_d6", 1, 7);
    bracket.deviation_d6 = integer(b.at("deviation_d6"), "deviation_d6", 0, 10);
    f.brackets.push_back(bracket);
  }
  if (f.brackets.empty() || f.brackets.back().up_to_inches) {
    throw std::invalid_argument("tables: the last artillery bracket must cover every longer range");
  }
  f.blast_inches = integer(art.at("blast_inches"), "blast_inches", 1, 24);
  f.heavy_blast_inches = integer(art.at("heavy_blast_inches"), "heavy_blast_inches", 1, 24);
  f.overhead_min_inches = integer(art.at("overhead_min_inches"), "overhead_min_inches", 0, 100);
  f.min_crew = integer(art.at("min_crew"), "min_crew", 1, 10);
  f.bomb_max_inches = integer(bomb.at("max_inches"), "bomb max_inches", 1, 100);
  f.bomb_blast_inches = integer(bomb.at("blast_inches"), "bomb blast_inches", 1, 24);
  f.bomb_deviation_d3 = integer(bomb.at("deviation_d3"), "bomb deviation_d3", 0, 10);
  f.bomb_on_target_d6 = quality_table(bomb.at("on_target_d6"), "bomb on_target_d6", 1, 7);
  f.support_arrives_on_2d6 = integer(support.at("arrives_on_2d6"), "arrives_on_2d6", 2, 13);
  f.support_lost_on_2d6 = integer(support.at("communications_lost_on_2d6"), "communications_lost_on_2d6", 0, 12);
  f.registration_per_turn = integer(support.at("registration_per_turn"), "registration_per_turn", 0, 6);
  return f;
}

}  // namespace

Tables parse_tables(std::string_view json_text) {
  const json j = json::parse(json_text);
  Tables t;
  t.movement = movement(j.at("movement"));
  const json& morale = j.at("morale");
  t.morale.pass_on_2d6 = quality_table(morale.at("pass_on_2d6"), "morale pass_on_2d6", 2, 13);
  t.morale.general = integer(morale.at("general"), "morale general", 0, 6);
  t.morale.musician = integer(morale.at("musician"), "morale musician", 0, 6);
  t.morale.colours = integer(morale.at("colours"), "morale colours", 0, 6);
  t.morale.half_strength = integer(morale.at("half_strength"), "morale half_strength", -6, 0);
  t.morale.rally_harder_by = integer(morale.at("rally_harder_by"), "rally_harder_by", -6, 6);
  t.morale.always_fails = integer(morale.at("always_fails"), "always_fails", 1, 12);
  t.morale.always_passes = integer(morale.at("always_passes"), "always_passes", 2, 13);
  t.morale.general_inches = integer(morale.at("general_inches"), "general_inches", 0, 100);
  t.morale.colours_inches = integer(morale.at("colours_inches"), "colours_inches", 0, 100);
  t.morale.musician_inches = integer(morale.at("musician_inches"), "musician_inches", 0, 100);
  const json& command = j.at("command");
  t.command.radius_inches = integer(command.at("radius_inches"), "radius_inches", 0, 1000);
  t.command.musician_radius_inches = integer(command.at("musician_radius_inches"), "musician_radius_inches", 0, 1000);
  t.command.pass_on_d6 = quality_table(command.at("pass_on_d6"), "command pass_on_d6", 1, 7);
  t.command.harder_per_inches_beyond = integer(command.at("harder_per_inches_beyond"), "harder_per_inches_beyond", 1, 1000);
  t.heal_pass_on_d6 = quality_table(j.at("heal").at("pass_on_d6"), "heal pass_on_d6", 1, 7);
  t.heal_move_inches = integer(j.at("heal").at("move_inches"), "heal move_inches", 0, 100);
  t.fire = fire(j.at("artillery"), j.at("bomb"), j.at("support"));
  t.veteran_fraction_of_charge = j.at("charge").at("veteran_fraction_of_charge").get<double>();
  t.elite_defensive_range_inches = integer(j.at("charge").at("elite_range_inches"), "elite_range_inches", 0, 100);
  return t;
}

const Tables& builtin_tables() {
  static const Tables tables = parse_tables(embedded::kTablesJson);
  return tables;
}

void require_distance(double inches, const char* field) {
  if (!std::isfinite(inches) || inches < 0 || inches > kMostInches) {
    throw engine::BadInput(field, fmt::format("must be a distance from 0 to {:g} inches, not {:g}", kMostInches, inches));
  }
}

}  // namespace sandtable::rules::hun
