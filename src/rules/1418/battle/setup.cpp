#include "rules/1418/battle/setup.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <stdexcept>

#include "engine/names.hpp"
#include "rules/1418/battle/queries.hpp"

namespace sandtable::rules::gw1418 {

namespace {

constexpr engine::NameTable<Terrain, 7> kTerrainNames{{{Terrain::kOpen, "open"},
                                                      {Terrain::kRough, "rough"},
                                                      {Terrain::kImpractical, "impractical"},
                                                      {Terrain::kDefensible, "defensible"},
                                                      {Terrain::kFortification, "fortification"},
                                                      {Terrain::kObjective, "objective"},
                                                      {Terrain::kRoad, "road"}}};

Feature read_feature(const engine::TerrainFeature& f) {
  Feature out;
  bool known = false;
  for (const auto& [kind, name] : kTerrainNames) {
    if (name == f.kind) {
      out.kind = kind;
      known = true;
    }
  }
  if (!known) {
    throw std::invalid_argument(fmt::format("{}: terrain '{}': no kind '{}' (kinds: {})", f.where, f.name, f.kind,
                                            fmt::join(engine::names_of(kTerrainNames), ", ")));
  }
  if (out.kind == Terrain::kObjective && f.area.empty()) {
    throw std::invalid_argument(fmt::format("{}: objective '{}' must be an area", f.where, f.name));
  }
  if (out.kind == Terrain::kRoad && f.line.empty()) {
    throw std::invalid_argument(fmt::format("{}: road '{}' must be a line", f.where, f.name));
  }
  if (f.to_place) throw std::invalid_argument(fmt::format("{}: terrain '{}': 1418 places no terrain during the game", f.where, f.name));
  out.name = f.name;
  out.area = f.area;
  out.line = f.line;
  if (f.width_cm) out.width_cm = *f.width_cm;
  return out;
}

void add_platoon(Battle& b, const engine::UnitSpec& u, int side, int company) {
  if (!u.placed) throw std::invalid_argument(fmt::format("{}: {}: a platoon needs its x and y", u.where, u.name));
  try {
    (void)unit_type(u.type);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(fmt::format("{}: {}: {}", u.where, u.name, e.what()));
  }
  Platoon p;
  p.name = u.name;
  p.type = u.type;
  p.side = side;
  p.company = company;
  p.at = u.pose.position;
  p.dug_in = u.fields.value("dug_in", false);
  if (p.dug_in && is_vehicle(unit_type(u.type))) {
    throw std::invalid_argument(fmt::format("{}: {}: vehicles never dig in", u.where, u.name));
  }
  b.companies[static_cast<std::size_t>(company)].platoons.push_back(static_cast<int>(b.platoons.size()));
  b.platoons.push_back(p);
}

int add_company(Battle& b, const std::string& name, int side, int battalion) {
  b.companies.push_back({name, side, battalion, {}});
  const int c = static_cast<int>(b.companies.size()) - 1;
  b.battalions[static_cast<std::size_t>(battalion)].companies.push_back(c);
  return c;
}

// Refuses a command's transport, saying where and why; `transport: none` is no transport.
void refuse_transport(const engine::Command& c, const std::string& what) {
  if (c.fields.contains("transport") && parse_transport(c.fields.at("transport").get<std::string>(), "transport") != Transport::kNone) {
    throw std::invalid_argument(fmt::format("{}: {}: transport: {}", c.field_where.at("transport"), c.name, what));
  }
}

// Motorised or mechanised transport carries only infantry and their heavy weapons, and is
// kept by the battalion's command platoon (Transport vehicles; RULINGS.md 19 and 37).
void check_transport(const Battle& b, const engine::Command& c, const Battalion& btn) {
  if (btn.transport != Transport::kMotorised && btn.transport != Transport::kMechanised) return;
  if (!btn.command_platoon) refuse_transport(c, "the battalion needs a command platoon (commander) to keep its transport");
  for (const int company : btn.companies) {
    for (const int p : b.company(company).platoons) {
      const UnitType& t = unit_type(b.platoon(p).type);
      if (!rides_transport(t)) {
        refuse_transport(c, fmt::format("only infantry and their heavy weapons ride it, and {} is {} ({})", b.platoon(p).name,
                                        t.id, id(t.kind)));
      }
    }
  }
}

// A battalion: its command platoon (a company of its own), platoons attached to it (one
// company named after it) and its companies.
void add_battalion(Battle& b, const engine::Command& c, int side) {
  b.battalions.push_back({c.name, side, {}, false, Transport::kNone, std::nullopt, std::nullopt});
  const int btn = static_cast<int>(b.battalions.size()) - 1;
  if (c.fields.contains("transport")) b.battalions.back().transport = parse_transport(c.fields.at("transport").get<std::string>(), "transport");
  if (c.commander) {
    b.battalions.back().command_platoon = static_cast<int>(b.platoons.size());
    add_platoon(b, *c.commander, side, add_company(b, c.name + " HQ", side, btn));
  }
  if (!c.units.empty()) {
    const int company = add_company(b, c.name, side, btn);
    for (const engine::UnitSpec& u : c.units) add_platoon(b, u, side, company);
  }
  for (const engine::Command& sub : c.commands) {
    if (!sub.commands.empty()) throw std::invalid_argument(fmt::format("{}: companies hold platoons, not commands", sub.name));
    refuse_transport(sub, "a battalion's, not a company's (its command platoon keeps it)");
    const int company = add_company(b, sub.name, side, btn);
    if (sub.commander) add_platoon(b, *sub.commander, side, company);
    for (const engine::UnitSpec& u : sub.units) add_platoon(b, u, side, company);
  }
  bool guns = true;
  bool any = false;
  for (const int company : b.battalions.back().companies) {
    for (const int p : b.company(company).platoons) {
      any = true;
      guns = guns && unit_type(b.platoon(p).type).kind == Kind::kGun;
    }
  }
  if (!any) throw std::invalid_argument(fmt::format("battalion {}: it has no platoon", c.name));
  b.battalions.back().artillery = guns;
  check_transport(b, c, b.battalions.back());
}

// A regiment (`level: regiment`): battalions under one commander (RULINGS.md 41).
void add_regiment(Battle& b, const engine::Command& c, int side) {
  if (c.commander || !c.units.empty() || c.commands.empty()) {
    throw std::invalid_argument(fmt::format("{}: a regiment is made of battalions (commands), with no platoons of its own", c.name));
  }
  refuse_transport(c, "a battalion's, not a regiment's");
  const int regiment = static_cast<int>(b.regiments.size());
  b.regiments.push_back({c.name, side, {}});
  for (const engine::Command& btn : c.commands) {
    if (btn.level == "regiment") throw std::invalid_argument(fmt::format("{}: a regiment holds battalions, not regiments", btn.name));
    add_battalion(b, btn, side);
    b.battalions.back().regiment = regiment;
    b.regiments.back().battalions.push_back(static_cast<int>(b.battalions.size()) - 1);
  }
}

// Each side faces the other's edge: the side whose platoons stand lower on average faces up
// the table (RULINGS.md 34).
std::array<double, 2> facings(const Battle& b) {
  std::array<double, 2> sum{}, count{};
  for (const Platoon& p : b.platoons) {
    sum[static_cast<std::size_t>(p.side)] += p.at.y;
    count[static_cast<std::size_t>(p.side)] += 1;
  }
  const bool first_below = sum[0] / count[0] <= sum[1] / count[1];
  return first_below ? std::array<double, 2>{90, -90} : std::array<double, 2>{-90, 90};
}

BattleRules battle_rules(const engine::Scenario& s, const engine::Rulings& r) {
  BattleRules out;
  out.commands.advance_may_dig_in = r.at("advance_may_dig_in").get<bool>();
  out.commands.bombard_allows_hold = r.at("bombard_allows_hold").get<bool>();
  out.reroll_keeps_bonus = r.at("reroll_keeps_bonus").get<bool>();
  out.cavalry_rerolls_vehicles = r.at("cavalry_rerolls_vehicles").get<bool>();
  out.infantry_strike_by_speed = r.at("infantry_strike_by_speed").get<bool>();
  out.bombard_bonus_dice = r.at("bombard_bonus_dice").get<std::string>();
  out.transport_cap_on_total = r.at("transport_cap").get<std::string>() == "total";
  out.same_shooter_is_company = r.at("same_shooter").get<std::string>() == "company";
  out.recovery_with_cover = r.at("recovery_with_cover").get<bool>();
  out.range_cm_per_unit = r.at("range_cm_per_unit").get<double>();
  out.base_width_cm = r.at("base_width_cm").get<double>();
  out.base_depth_cm = r.at("base_depth_cm").get<double>();
  out.bound_limit = s.victory.value("bounds", 8);
  out.sheet_bounds = r.at("sheet_bounds").get<int>();
  out.sheet_binding = r.at("sheet_binding").get<bool>();
  return out;
}

}  // namespace

Battle battle_from_scenario(const engine::Scenario& s, const engine::Rulings& rulings) {
  if (s.sides.size() != 2) throw std::invalid_argument(fmt::format("{}: sides: a 1418 battle has two sides, not {}", s.source_name, s.sides.size()));
  if (!s.table.given) throw std::invalid_argument(fmt::format("{}: table: a 1418 battle needs a table", s.source_name));
  Battle b;
  b.sides = {s.sides[0].name, s.sides[1].name};
  b.width_cm = s.table.width_cm;
  b.depth_cm = s.table.depth_cm;
  b.rules = battle_rules(s, rulings);
  for (const engine::TerrainFeature& f : s.terrain) b.features.push_back(read_feature(f));
  for (int side = 0; side < 2; ++side) {
    const engine::Command& army = s.sides[static_cast<std::size_t>(side)].army;
    if (army.commander || !army.units.empty()) {
      throw std::invalid_argument(fmt::format("{}: {}: an army is made of battalions (commands), each of companies", s.source_name,
                                              s.sides[static_cast<std::size_t>(side)].name));
    }
    refuse_transport(army, "a battalion's, not an army's");
    for (const engine::Command& c : army.commands) {
      if (c.level == "regiment") {
        add_regiment(b, c, side);
      } else {
        add_battalion(b, c, side);
      }
    }
  }
  for (const Platoon& p : b.platoons) {
    if (!on_table(b, p.at)) throw std::invalid_argument(fmt::format("{}: platoon {} stands off the table", s.source_name, p.name));
  }
  for (int side = 0; side < 2; ++side) {
    bool any = false;
    for (const Platoon& p : b.platoons) any = any || p.side == side;
    if (!any) throw std::invalid_argument(fmt::format("{}: side {} has no platoon", s.source_name, b.sides[static_cast<std::size_t>(side)]));
  }
  b.facing_deg = facings(b);
  b.sides_by_dice = s.setup.value("sides", "fixed") == "dice";
  return b;
}

engine::ScenarioSchema scenario_schema() {
  engine::ScenarioSchema schema;
  schema.distance_unit = "cm";
  schema.unit_types = unit_ids();
  schema.terrain_kinds = engine::names_of(kTerrainNames);
  schema.unit_fields = engine::InputSpec({engine::flag("dug_in", "the platoon starts dug in (never a vehicle)")});
  schema.setup = engine::InputSpec(
      {engine::choice("sides", {"fixed", "dice"}, "fixed: each side stands where the scenario places it; dice: a die decides which half of the table each side takes")
           .with_default("fixed")
           .with_section("Setting up the battlefield (3); ruling 39")});
  schema.command_fields = engine::InputSpec(
      {engine::choice("transport", transport_ids(), "a battalion's transport: motorised or mechanised carries its infantry and heavy weapons")
           .with_section("Transport bonuses")});
  return schema;
}

engine::InputSpec victory_terms() {
  return engine::InputSpec({engine::whole("bounds", 1, 100, "bounds played; then the side holding more objectives wins")
                                .with_default(8)});
}

}  // namespace sandtable::rules::gw1418
