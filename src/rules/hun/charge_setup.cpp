#include "rules/hun/charge_setup.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "rules/hun/attack.hpp"
#include "rules/hun/scenario_units.hpp"

namespace sandtable::rules::hun {

namespace {

using engine::Json;

const std::vector<std::string> kFirearms{"none", "pistol", "carbine", "rifle"};
const std::vector<std::string> kMeleeWeapons{"sword", "lance", "bayonet", "dagger"};

std::string firearm_name(const std::optional<Attack>& a) {
  return a ? std::string(name(*a)).substr(std::string("fire-").size()) : "none";
}

std::string melee_name(Attack a) { return std::string(name(a)).substr(std::string("attack-with-").size()); }

const engine::UnitSpec& only_unit(const engine::Scenario& scenario, std::size_t side) {
  const std::vector<const engine::UnitSpec*> units = units_of(scenario.sides[side].army);
  if (units.size() != 1) {
    throw engine::BadInput("sides", fmt::format("{}: sides[{}]: a charge has one unit a side ({} the {}), not {}",
                                                scenario.source_name, side, side == 0 ? "the charging unit" : "the charged unit",
                                                scenario.sides[side].name, units.size()));
  }
  return *units.front();
}

ChargeUnit unit_from(const engine::UnitSpec& u) {
  const Json& f = u.fields;
  ChargeUnit c;
  c.name = u.name;
  c.quality = parse_quality(f.at("quality").get<std::string>(), "quality");
  c.figures = f.at("figures").get<int>();
  c.wounded = f.at("wounded_figures").get<int>();
  c.mounted = f.at("mounted").get<bool>();
  c.firearm = firearm_named(f.at("firearm").get<std::string>());
  c.melee_weapon = melee_weapon_named(f.at("melee_weapon").get<std::string>());
  c.cover = parse_cover(f.at("cover").get<std::string>());
  c.wavering = f.at("wavering").get<bool>();
  c.acted = f.at("acted").get<bool>();
  c.general = f.at("general").get<bool>();
  c.musician = f.at("musician").get<bool>();
  c.colours = f.at("colours").get<bool>();
  if (const auto problem = unit_problem(c)) refuse(u, problem->member, problem->detail);
  return c;
}

std::string unit_text(const ChargeUnit& u, const char* type) {
  return fmt::format(
      "        - {{name: {}, type: {}, quality: {}, figures: {}, wounded_figures: {}, mounted: {}, firearm: {}, "
      "melee_weapon: {}, cover: {}, wavering: {}, acted: {}, general: {}, musician: {}, colours: {}}}\n",
      Json(u.name).dump(), type, name(u.quality), u.figures, u.wounded, u.mounted, firearm_name(u.firearm),
      melee_name(u.melee_weapon), name(u.cover), u.wavering, u.acted, u.general, u.musician, u.colours);
}

}  // namespace

std::optional<UnitProblem> unit_problem(const ChargeUnit& c) {
  if (c.figures < 1 || c.figures > kMostChargeFigures) {
    return UnitProblem{"figures", fmt::format("a unit has 1 to {} figures, not {}", kMostChargeFigures, c.figures)};
  }
  if (c.wounded < 0 || c.wounded > c.figures) {
    return UnitProblem{"wounded_figures", fmt::format("{} wounded of {} figures: from 0 to as many as the unit has", c.wounded, c.figures)};
  }
  if (c.melee_weapon == Attack::kLance && !c.mounted) return UnitProblem{"melee_weapon", "a lance is a mounted weapon (V): this unit is on foot"};
  AttackSituation blow;  // anything else the attack rules refuse
  blow.action = c.melee_weapon;
  blow.attacker = c.quality;
  blow.attacker_mounted = c.mounted;
  try {
    validate(blow);
  } catch (const engine::BadInput& e) {
    return UnitProblem{"melee_weapon", e.detail()};
  }
  return std::nullopt;
}

std::optional<Attack> firearm_named(const std::string& name, const std::string& field) {
  if (std::find(kFirearms.begin(), kFirearms.end(), name) == kFirearms.end()) {
    throw engine::BadInput(field, fmt::format("must be one of {}, not {}", fmt::join(kFirearms, ", "), engine::quoted(name)));
  }
  if (name == "none") return std::nullopt;
  return parse_attack("fire-" + name, field);
}

Attack melee_weapon_named(const std::string& name, const std::string& field) {
  if (std::find(kMeleeWeapons.begin(), kMeleeWeapons.end(), name) == kMeleeWeapons.end()) {
    throw engine::BadInput(field, fmt::format("must be one of {}, not {}", fmt::join(kMeleeWeapons, ", "), engine::quoted(name)));
  }
  return parse_attack("attack-with-" + name, field);
}

std::vector<engine::Field> charge_unit_fields() {
  return {engine::whole("figures", 1, kMostChargeFigures, "a charge: the unit's figures at the start").with_default(1).with_section("IX"),
          engine::whole("wounded_figures", 0, kMostChargeFigures, "a charge: how many of them are wounded").with_default(0).with_section("VIII"),
          engine::flag("mounted", "a charge: the unit is mounted (cavalry)").with_section("IX"),
          engine::choice("firearm", kFirearms, "a charge: the charged unit's firearm for defensive fire").with_default("none").with_section("IX"),
          engine::choice("melee_weapon", kMeleeWeapons, "a charge: the weapon the unit attacks with in contact").with_default("bayonet").with_section("V"),
          engine::choice("cover", {"none", "soft", "hard", "fortification"}, "a charge: the charged unit's cover").with_default("none").with_section("IX"),
          engine::flag("wavering", "a charge: the unit is Wavering").with_section("X"),
          engine::flag("general", "a charge: a general within 6 inches, for morale").with_section("X"),
          engine::flag("musician", "a charge: a musician playing within 3 inches, for morale").with_section("X"),
          engine::flag("colours", "a charge: the colours within 3 inches, for morale").with_section("X")};
}

std::vector<engine::Field> charge_setup_fields() {
  return {engine::number("distance", 0, kMostInches, "a charge: inches between the chargers and the charged").with_section("IX"),
          engine::flag("open", "a charge: open terrain between them (cavalry may counter-charge)").with_default(true).with_section("IX")};
}

ChargeSetup read_charge_setup(const engine::Scenario& scenario) {
  if (scenario.sides.size() != 2) {
    throw engine::BadInput("sides", fmt::format("{}: a charge has two sides, the chargers' and the charged's, not {}",
                                                scenario.source_name, scenario.sides.size()));
  }
  if (!scenario.setup.contains("distance")) {
    throw engine::BadInput("distance", fmt::format("{}: setup: a charge needs the distance between the sides (distance: inches)",
                                                   scenario.source_name));
  }
  ChargeSetup s;
  s.sides = {scenario.sides[0].name, scenario.sides[1].name};
  const engine::UnitSpec& chargers = only_unit(scenario, 0);
  s.chargers = unit_from(chargers);
  s.charged = unit_from(only_unit(scenario, 1));
  if (s.chargers.wavering) refuse(chargers, "wavering", "a Wavering unit may only move or rally (X), not charge");
  if (s.chargers.acted) refuse(chargers, "acted", "a unit that has acted this turn cannot charge (IV.A)");
  if (s.chargers.cover != Cover::kNone) refuse(chargers, "cover", "charging figures get no cover (IX)");
  s.distance_inches = scenario.setup.at("distance").get<double>();
  s.open = scenario.setup.at("open").get<bool>();
  return s;
}

std::string charge_scenario_text(const ChargeSetup& setup) {
  std::string text = fmt::format("ruleset: hun\nname: {}\nsetup: {{mode: charge, distance: {}, open: {}}}\nsides:\n",
                                 Json(fmt::format("{} charge {}", setup.chargers.name, setup.charged.name)).dump(),
                                 Json(setup.distance_inches).dump(), setup.open);
  const auto side = [&](std::size_t i, const ChargeUnit& u, const char* army, const char* type) {
    text += fmt::format("  - name: {}\n    army:\n      name: {}\n      units:\n", Json(setup.sides[i]).dump(), army);
    text += unit_text(u, type);
  };
  side(0, setup.chargers, "The chargers", "chargers");
  side(1, setup.charged, "The charged", "charged");
  return text;
}

}  // namespace sandtable::rules::hun
