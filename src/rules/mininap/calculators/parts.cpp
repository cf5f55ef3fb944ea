#include "rules/mininap/calculators/parts.hpp"

#include <fmt/format.h>

#include "engine/dist_json.hpp"
#include "engine/dist_text.hpp"

namespace sandtable::rules::mininap::calculators {

std::vector<engine::Field> unit_fields(const UnitFields& names, const std::string& type_default) {
  engine::Field type = engine::choice(names.type, unit_type_ids(), names.role + "'s unit type");
  type = type_default.empty() ? type.as_required() : type.with_default(type_default);
  return {type,
          engine::choice(names.formation, formation_ids(),
                         names.role + "'s formation (default: line; skirmish for artillery and command)"),
          engine::flag(names.lancer, names.role + " is light cavalry armed with lances (they may not skirmish)")};
}

Unit unit_from(const Json& input, const UnitFields& names) {
  Unit u;
  u.type = parse_unit_type(input.at(names.type).get<std::string>());
  u.formation = input.contains(names.formation) ? parse_formation(input.at(names.formation).get<std::string>())
                                                : default_formation(u.type);
  u.lancer = input.value(names.lancer, false);
  return u;
}

std::string unit_text(const Unit& u) {
  if (is_artillery(u.type) || u.type == UnitType::kCommand) return std::string(id(u.type));
  return fmt::format("{}{} in {}", id(u.type), u.lancer ? " (lancers)" : "", describe(u.formation));
}

engine::Field distance_field(const char* name, const char* help) {
  return engine::number(name, 0, kMostCm, help).with_unit("cm");
}

std::vector<engine::Field> command_reach_fields() {
  const char* section = "hand-to-hand: command";
  return {distance_field("brigade_cm", "distance to the unit's brigade commander (in command within 1)").with_section(section),
          distance_field("division_cm", "distance to its division commander (in command within 3)").with_section(section),
          distance_field("corps_cm", "distance to its corps commander (in command within 6)").with_section(section)};
}

CommandReach command_reach_from(const Json& input) {
  CommandReach reach;
  if (input.contains("brigade_cm")) reach.brigade_cm = input["brigade_cm"].get<double>();
  if (input.contains("division_cm")) reach.division_cm = input["division_cm"].get<double>();
  if (input.contains("corps_cm")) reach.corps_cm = input["corps_cm"].get<double>();
  return reach;
}

engine::Field exact_field() { return engine::flag("exact", "also give each chance as an exact fraction"); }

core::BigInt six_to_the(int dice) {
  core::BigInt d = 1;
  for (int i = 0; i < dice; ++i) d *= 6;
  return d;
}

Json hits_json(int dice, int hit_on, const core::Dist& hits, const core::ExactDist& exact, const Factors& factors,
               bool with_exact) {
  Json j = engine::distribution_json(hits, with_exact ? &exact : nullptr, six_to_the(dice));
  j["dice"] = dice;
  j["hit_on"] = hit_on;
  j["factors"] = factors;
  return j;
}

std::string factors_text(const Json& factors) {
  std::string out;
  for (const Json& f : factors) out += "  " + f.get<std::string>() + "\n";
  return out;
}

std::string hits_text(const Json& result) {
  return factors_text(result.at("factors")) + "hits: " + engine::distribution_text(result);
}

std::vector<engine::Field> joined(std::initializer_list<std::vector<engine::Field>> parts) {
  std::vector<engine::Field> all;
  for (const auto& part : parts) all.insert(all.end(), part.begin(), part.end());
  return all;
}

}  // namespace sandtable::rules::mininap::calculators
