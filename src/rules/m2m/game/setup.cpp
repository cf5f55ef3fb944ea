#include "rules/m2m/game/setup.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cmath>

#include "rules/m2m/game/footprint.hpp"
#include "rules/m2m/game/turn.hpp"

namespace sandtable::rules::m2m {

namespace {


core::Vec2 inches(core::Vec2 cm) { return cm * (1 / kCmPerInch); }

std::vector<core::Vec2> inches(const std::vector<core::Vec2>& cm) {
  std::vector<core::Vec2> out;
  for (const core::Vec2 p : cm) out.push_back(inches(p));
  return out;
}

[[noreturn]] void refuse(const std::string& where, const std::string& what) { throw engine::BadInput("", fmt::format("{}: {}", where, what)); }

std::string where_of(const engine::UnitSpec& u, const char* field) {
  const auto at = u.field_where.find(field);
  return at == u.field_where.end() ? u.where : at->second;
}

// Appendix 1 d), e): an area of smoke or gas is A4-size (ruling 43): a rectangle square to the
// table's edges, 11.7 by 8.3 inches either way round.
constexpr double kA4Slack = 0.25;

Cloud cloud_of(const engine::TerrainFeature& f, Ground ground) {
  const std::string what = fmt::format("terrain '{}': a {} area is an A4 sheet, {} by {} inches (Appendix 1 d, e; ruling 43)", f.name, f.kind, kA4Long, kA4Short);
  if (f.area.size() != 4) refuse(f.where, what + ": give its 4 corners as 'area'");
  const core::Polygon area(inches(f.area));
  const core::Box& box = area.box();
  for (const core::Vec2 p : area.outline()) {
    const bool corner = (std::abs(p.x - box.lo.x) < 0.01 || std::abs(p.x - box.hi.x) < 0.01) && (std::abs(p.y - box.lo.y) < 0.01 || std::abs(p.y - box.hi.y) < 0.01);
    if (!corner) refuse(f.where, what + ": give a rectangle square to the table's edges");
  }
  const double w = box.hi.x - box.lo.x, d = box.hi.y - box.lo.y;
  const bool a4 = (std::abs(w - kA4Long) <= kA4Slack && std::abs(d - kA4Short) <= kA4Slack) ||
                  (std::abs(w - kA4Short) <= kA4Slack && std::abs(d - kA4Long) <= kA4Slack);
  if (!a4) refuse(f.where, fmt::format("{}: this one is {:.1f} by {:.1f}", what, w, d));
  return Cloud{ground == Ground::kGas, f.name, area};
}

void read_terrain(const engine::Scenario& sc, State& s) {
  for (const engine::TerrainFeature& f : sc.terrain) {
    Feature feature;
    feature.name = f.name;
    try {
      feature.ground = parse_ground(f.kind);
    } catch (const std::invalid_argument&) {
      refuse(f.where, fmt::format("terrain '{}': no terrain is called '{}' (terrain: {})", f.name, f.kind, fmt::join(ground_ids(), ", ")));
    }
    if (feature.ground == Ground::kSmoke || feature.ground == Ground::kGas) {
      if (f.to_place) refuse(f.where, fmt::format("terrain '{}': the scenario lays smoke and gas where it draws them: give no 'place'", f.name));
      s.clouds.push_back(cloud_of(f, feature.ground));
      continue;
    }
    const bool line = feature.ground == Ground::kWire || feature.ground == Ground::kRoad;
    if (line && f.line.empty()) refuse(f.where, fmt::format("terrain '{}': a {} is a line: give 'line'", f.name, f.kind));
    if (!line && f.area.empty()) refuse(f.where, fmt::format("terrain '{}': a {} is an area: give 'area'", f.name, f.kind));
    if (f.to_place) refuse(f.where, fmt::format("terrain '{}': the terrain stands where the scenario draws it: give no 'place'", f.name));
    if (line) {
      feature.line = core::Polyline(inches(f.line), f.width_cm ? *f.width_cm / kCmPerInch : 1.0);
    } else {
      feature.area = core::Polygon(inches(f.area));
    }
    if (feature.ground == Ground::kObjective) {
      core::Vec2 sum{0, 0};
      for (const core::Vec2 p : feature.area->outline()) sum = sum + p;
      s.objectives.push_back({f.name, sum * (1.0 / static_cast<double>(feature.area->outline().size()))});
    }
    s.terrain.push_back(std::move(feature));
  }
}

class Reader {
 public:
  Reader(const engine::Scenario& sc, State& s) : sc_(sc), s_(s) {}

  void command(const engine::Command& c, int side, int superior) {
    Level level = Level::kFrontLine;
    try {
      level = parse_level(c.level);
    } catch (const std::invalid_argument&) {
      const std::string where = c.commander ? c.commander->where : sc_.source_name;
      refuse(where, fmt::format("command '{}': level must be chateau, sector or front-line, not '{}'", c.name, c.level));
    }
    if (!c.commander) refuse(sc_.source_name, fmt::format("command '{}' needs a commander (an HQ)", c.name));
    const engine::UnitSpec& hq = *c.commander;
    if (hq.type != "hq") refuse(hq.where, fmt::format("{}: a commander's type is hq, not '{}'", hq.path, hq.type));
    if (!hq.placed && level != Level::kChateau) refuse(hq.where, fmt::format("{}: only a chateau general stays off the table: give x and y", hq.path));
    Commander cmd;
    cmd.name = hq.name;
    cmd.side = side;
    cmd.level = level;
    cmd.off_table = !hq.placed;
    cmd.at = inches(hq.pose.position);
    cmd.superior = superior;
    cmd.holding = initial_order(hq);
    check_name(hq);
    s_.commanders.push_back(cmd);
    const int me = static_cast<int>(s_.commanders.size()) - 1;
    for (const engine::UnitSpec& u : c.units) unit(u, side, me);
    for (const engine::Command& sub : c.commands) command(sub, side, me);
  }

 private:
  void check_name(const engine::UnitSpec& u) {
    for (const Unit& other : s_.units) {
      if (other.name == u.name) refuse(u.where, fmt::format("{}: a second unit is called '{}'", u.path, u.name));
    }
    for (const Commander& other : s_.commanders) {
      if (other.name == u.name) refuse(u.where, fmt::format("{}: a second commander is called '{}'", u.path, u.name));
    }
  }

  Order initial_order(const engine::UnitSpec& u) {
    Order o;
    o.kind = parse_order(u.fields.value("order", "reserve"));
    const std::string objective = u.fields.value("objective", "");
    if (objective.empty()) {
      if (o.kind != OrderKind::kReserve && o.kind != OrderKind::kDefend) {
        refuse(where_of(u, "order"), fmt::format("{}: an order to {} needs an objective", u.path, id(o.kind)));
      }
      return o;
    }
    for (std::size_t i = 0; i < s_.objectives.size(); ++i) {
      if (s_.objectives[i].name == objective) o.objective = static_cast<int>(i);
    }
    if (o.objective < 0) {
      std::vector<std::string> names;
      for (const Objective& ob : s_.objectives) names.push_back(ob.name);
      refuse(where_of(u, "objective"), fmt::format("{}: no objective is called '{}' (objectives: {})", u.path, objective, fmt::join(names, ", ")));
    }
    return o;
  }

  void unit(const engine::UnitSpec& spec, int side, int commander) {
    check_name(spec);
    Unit u;
    u.name = spec.name;
    u.side = side;
    if (spec.type == "hq") refuse(spec.where, fmt::format("{}: an HQ commands a command: give it as the command's commander", spec.path));
    u.arm = parse_arm(spec.type);
    u.rating = parse_rating(spec.fields.value("rating", "average"));
    if (u.arm != Arm::kInfantry && u.rating == Rating::kPoor) {
      refuse(where_of(spec, "rating"), fmt::format("{}: cavalry, artillery and MGs are always at least average (1 Organization)", spec.path));
    }
    u.formation = parse_formation(spec.fields.value("formation", "line"));
    if (u.arm != Arm::kInfantry && u.formation != Formation::kLine) refuse(where_of(spec, "formation"), fmt::format("{}: only infantry take column or skirmish order", spec.path));
    u.gun = parse_gun(spec.fields.value("gun", "field"));
    u.figures = u.start_figures = spec.fields.value("figures", 0);
    if (u.arm == Arm::kSpotter && u.figures == 0) u.figures = u.start_figures = 1;  // not given: the one figure
    if (u.arm == Arm::kSpotter && u.figures != 1) refuse(where_of(spec, "figures"), fmt::format("{}: a spotter is one figure (6 Firing), not {}", spec.path, u.figures));
    if (u.figures <= 0) refuse(spec.where, fmt::format("{}: give the unit's figures (its crew for an MG, a gun or a tank)", spec.path));
    if (u.arm == Arm::kTank && (u.figures < 3 || u.figures > 4)) {
      refuse(where_of(spec, "figures"), fmt::format("{}: a tank has a crew of 3 or 4 (Appendix 1), not {}", spec.path, u.figures));
    }
    u.mg_crew = u.start_mg_crew = spec.fields.value("attached_mg", 0);
    if (u.mg_crew > 0 && u.arm != Arm::kInfantry) {
      refuse(where_of(spec, "attached_mg"), fmt::format("{}: only an infantry unit carries an attached MG (1 Organization)", spec.path));
    }
    u.lmg = spec.fields.value("lmg", false);
    if (u.lmg && u.arm != Arm::kMg && u.mg_crew == 0) {
      refuse(where_of(spec, "lmg"), fmt::format("{}: only an MG unit, or infantry with an attached_mg, has an LMG (6 Firing)", spec.path));
    }
    u.sub_unit = u.arm == Arm::kInfantry && s_.setup.trench_warfare;
    if (u.sub_unit) u.formation = Formation::kSkirmish;  // Appendix 1: sub-units of skirmishers
    u.off_table = !spec.placed;
    if (u.off_table && (u.arm != Arm::kArtillery || u.gun != Gun::kHeavy)) {
      refuse(spec.where, fmt::format("{}: only heavy artillery stands off the table: give x and y", spec.path));
    }
    u.at = inches(spec.pose.position);
    u.commander = commander;
    u.order = initial_order(spec);
    u.bombard_turns = u.order.kind == OrderKind::kBombard ? spec.fields.value("turns", 1) : 0;
    if (u.order.kind == OrderKind::kAttack && u.formation == Formation::kSkirmish && !u.sub_unit) {
      refuse(where_of(spec, "order"), fmt::format("{}: skirmishers cannot make an attack (7 Melee)", spec.path));
    }
    if (u.order.kind == OrderKind::kBombard && u.arm != Arm::kArtillery) refuse(where_of(spec, "order"), fmt::format("{}: only artillery bombards", spec.path));
    if (u.arm == Arm::kSpotter && u.order.kind != OrderKind::kReserve && u.order.kind != OrderKind::kDefend && u.order.kind != OrderKind::kMarch) {
      refuse(where_of(spec, "order"), fmt::format("{}: a spotter only marches, defends or waits in reserve (ruling 49)", spec.path));
    }
    s_.units.push_back(u);
  }

  const engine::Scenario& sc_;
  State& s_;
};

int side_named(const engine::Scenario& sc, const std::string& field) {
  const std::string name = sc.setup.value(field, "");
  for (std::size_t i = 0; i < sc.sides.size(); ++i) {
    if (sc.sides[i].name == name) return static_cast<int>(i);
  }
  const auto at = sc.setup_where.find(field);
  refuse(at == sc.setup_where.end() ? sc.source_name : at->second,
         fmt::format("setup.{}: name one of the sides ({}), not '{}'", field, fmt::join(std::vector<std::string>{sc.sides[0].name, sc.sides[1].name}, ", "), name));
}

}  // namespace

State battle_from_scenario(const engine::Scenario& sc, const engine::Rulings& rulings) {
  if (sc.sides.size() != 2) throw engine::BadInput("", fmt::format("{}: Mukden to Megiddo is fought by two sides", sc.source_name));
  State s;
  for (const engine::SideSpec& side : sc.sides) s.sides.push_back(side.name);
  s.rulings = rulings_from(engine::Json(rulings));
  s.width = sc.table.width_cm / kCmPerInch;
  s.depth = sc.table.depth_cm / kCmPerInch;
  Setup& set = s.setup;
  set.attacker = side_named(sc, "attacker");
  set.trench_warfare = sc.setup.value("trench_warfare", false);
  set.actions = set.trench_warfare ? 1 : sc.setup.value("actions", 2);
  set.message_roll = set.trench_warfare ? 6 : sc.setup.value("message_roll", 5);
  set.bombardment = sc.setup.value("bombardment", false);
  set.wire_bonus = set.bombardment ? sc.setup.value("wire_bonus", 1) : 0;
  set.turn_limit = sc.victory.value("turn_limit", 10);
  set.hold_to_win = sc.victory.value("hold", 1);
  set.sight = rulings.at("sight_inches").get<int>();
  set.sight_into_cover = rulings.at("sight_into_cover_inches").get<int>();
  set.wire_share = rulings.at("wire_share_percent").get<int>();
  set.figure_frontage = rulings.at("figure_frontage_inches").get<double>();
  set.orders_follow_received = rulings.at("orders_follow_received").get<bool>();
  set.attached_mg_own_dice = rulings.at("attached_mg_fire").get<std::string>() == "own-dice";
  set.spotters = rulings.at("spotters").get<bool>();
  set.tank_gaps = rulings.at("tank_gaps").get<bool>();
  set.concrete_as_trenches = rulings.at("concrete_as_trenches").get<bool>();
  set.prisoner_guard = rulings.at("prisoner_guard").get<bool>();
  set.gas_shells = rulings.at("gas_shells").get<bool>();
  set.dig_in_needs_line = rulings.at("dig_in_needs_line").get<bool>();
  read_terrain(sc, s);
  if (s.objectives.empty()) throw engine::BadInput("", fmt::format("{}: give at least one terrain feature of kind objective", sc.source_name));
  if (set.hold_to_win > static_cast<int>(s.objectives.size())) {
    const auto at = sc.victory_where.find("hold");
    refuse(at == sc.victory_where.end() ? sc.source_name : at->second, fmt::format("victory.hold: the scenario has only {} objectives", s.objectives.size()));
  }
  Reader reader(sc, s);
  for (int side = 0; side < 2; ++side) reader.command(sc.sides[static_cast<std::size_t>(side)].army, side, -1);
  for (int side = 0; side < 2; ++side) {
    double sum = 0;
    int n = 0;
    for (const Unit& u : s.units) {
      if (u.side == side && !u.off_table) sum += u.at.y, ++n;
    }
    s.home_y.push_back(n > 0 && sum / n < s.depth / 2 ? 0.0 : s.depth);
  }
  begin_battle(s);
  return s;
}

engine::ScenarioSchema scenario_schema() {
  engine::ScenarioSchema schema;
  schema.distance_unit = "inches";
  schema.unit_types = arm_ids();
  schema.unit_types.push_back("hq");
  schema.formations = formation_ids();
  schema.terrain_kinds = ground_ids();
  schema.units_placed = false;
  schema.unit_fields = engine::InputSpec({
      engine::whole("figures", 0, 40, "figures (an MG's, a gun's or a tank's crew; a spotter is 1)").with_default(0),
      engine::choice("rating", rating_ids(), "Elite, Good, Average or Poor (1 Organization)").with_default("average"),
      engine::choice("formation", formation_ids(), "infantry: line, column or skirmish").with_default("line"),
      engine::choice("gun", gun_ids(), "artillery: field, heavy or trench mortar").with_default("field"),
      engine::choice("order", initial_order_ids(), "the initial order (2 C&C): free, before the battle").with_default("reserve"),
      engine::text("objective", "the objective the order names", 80).with_default(""),
      engine::whole("turns", 1, 20, "a planned bombardment's turns").with_default(1),
      engine::whole("attached_mg", 0, 6, "infantry: the crew of an MG attached to the unit (0: none)").with_default(0),
      engine::flag("lmg", "the MG unit, or the MG attached to the infantry, is a light MG: 20 inches, a die a crewman up to 2"),
  });
  schema.setup = engine::InputSpec({
      engine::text("attacker", "the side that attacks (the defender acts first but in movement)", 80).as_required(),
      engine::whole("actions", 1, 4, "each commander's actions a turn (2 C&C)").with_default(2),
      engine::whole("message_roll", 2, 6, "a message arrives next turn on this or more (2 C&C)").with_default(5),
      engine::flag("trench_warfare", "the trench-warfare appendix: sub-units, one action, messages on 6, wire 5+/6"),
      engine::flag("bombardment", "a pre-battle bombardment with the umpire's secret dice (Appendix 1)"),
      engine::whole("wire_bonus", 0, 2, "after the bombardment, the attacker's bonus to cross wire").with_default(1),
  });
  return schema;
}

std::vector<engine::Field> victory_fields() {
  return {
      engine::whole("turn_limit", 1, 40, "the defender wins if the attacker has not won by the end of this turn").with_default(10),
      engine::whole("hold", 1, 10, "objectives the attacker must hold at the end of a turn to win").with_default(1),
  };
}

std::vector<engine::Field> game_ruling_fields() {
  return {
      engine::whole("sight_inches", 6, 120, "a side sees enemy units within this many inches of any of its units or HQs")
          .with_default(36)
          .with_unit("inches")
          .with_section("Introduction (umpire); ruling 24"),
      engine::whole("sight_into_cover_inches", 1, 120, "an enemy in woods, a town, trenches or field defences is seen only this close")
          .with_default(12)
          .with_unit("inches")
          .with_section("Introduction (umpire); ruling 24"),
      engine::flag("orders_follow_received", "a front-line commander sends units to attack or march only where his last order points")
          .with_default(true)
          .with_section("2 Command & Control; ruling 25"),
      engine::whole("wire_share_percent", 1, 100, "a unit is over intact wire when this share of its figures cross")
          .with_default(50)
          .with_section("3 Field Engineering; ruling 27"),
      engine::choice("attached_mg_fire", {"own-dice", "as-figures"},
                     "an MG attached to infantry fires with it: its own die a crewman (up to 3), or its crew count as the unit's figures")
          .with_default("own-dice")
          .with_section("1 Organization, 6 Firing; ruling 39"),
      engine::flag("spotters", "an ordered bombardment needs a spotter within 18 inches of the gun who sees its target (off: none)")
          .with_default(true)
          .with_section("6 Firing; ruling 49"),
      engine::flag("tank_gaps", "a tank leaves a gap as wide as its frontage in the wire it crushes, for others to go through (off: none)")
          .with_default(true)
          .with_section("Appendix 1, 3 Field Engineering; ruling 46"),
      engine::flag("concrete_as_trenches", "concrete counts as trenches for morale, firing from defences, going and cover (off: only as a target)")
          .with_default(true)
          .with_section("6 Firing; ruling 47"),
      engine::flag("dig_in_needs_line", "infantry dig in only on a linear position: within an inch of a road or a wood's edge (off: anywhere outside trenches)")
          .with_default(true)
          .with_section("3 Field Engineering; ruling 36"),
      engine::flag("gas_shells", "a sector or chateau general may order a gun to fire gas on an objective, as smoke (off: gas only from the pre-battle bombardment)")
          .with_default(true)
          .with_section("Appendix 1 e; ruling 55"),
      engine::flag("prisoner_guard", "winning infantry send one figure to escort their prisoners to the rear after the turn taking them (off: none)")
          .with_default(true)
          .with_section("7 Melee; ruling 52"),
      engine::number("figure_frontage_inches", 0.05, 2, "the map: the frontage each figure of a line takes")
          .with_default(0.25)
          .with_unit("inches")
          .with_section("1 Organization; ruling 37"),
  };
}

}  // namespace sandtable::rules::m2m
