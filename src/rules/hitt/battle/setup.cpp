#include "rules/hitt/battle/setup.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cmath>
#include <map>

#include "rules/hitt/army.hpp"
#include "rules/hitt/battle/bound.hpp"
#include "rules/hitt/battle/contact.hpp"
#include "table/measure.hpp"

namespace sandtable::rules::hitt {

namespace {

using enum Element;

constexpr double kPacesPerCm = 100 / 2.54;

core::Vec2 paces(core::Vec2 cm) { return cm * kPacesPerCm; }

std::vector<core::Vec2> paces(const std::vector<core::Vec2>& cm) {
  std::vector<core::Vec2> out;
  for (const core::Vec2 p : cm) out.push_back(paces(p));
  return out;
}

Ground read_ground(const engine::TerrainFeature& f) {
  if (const std::optional<Ground> g = parse_ground(f.kind)) return *g;
  throw RuleError(fmt::format("{}: terrain '{}': no terrain is called '{}' (terrain: {})", f.where, f.name, f.kind, fmt::join(ground_ids(), ", ")));
}

bool is_line(Ground g) { return g == Ground::kRiver || g == Ground::kRoad || g == Ground::kTrench || g == Ground::kWire; }

// Default widths of lines, in paces: a trench takes a base's depth, wire a thin belt.
double default_width(Ground g) {
  switch (g) {
    case Ground::kTrench: return 140;
    case Ground::kWire: return 40;
    case Ground::kRiver: return 100;
    default: return 60;
  }
}

// Barbed wire is cut 40 mm at a time: each section a piece of its own.
void add_wire(std::vector<Piece>& terrain, const engine::TerrainFeature& f, double width) {
  const std::vector<core::Vec2> line = paces(f.line);
  int section = 0;
  for (std::size_t k = 1; k < line.size(); ++k) {
    const core::Vec2 from = line[k - 1];
    const core::Vec2 to = line[k];
    const int parts = std::max(1, static_cast<int>(std::ceil(core::distance(from, to) / kBaseWidth)));
    for (int p = 0; p < parts; ++p) {
      const core::Vec2 a = from + (to - from) * (static_cast<double>(p) / parts);
      const core::Vec2 b = from + (to - from) * (static_cast<double>(p + 1) / parts);
      terrain.push_back({{Ground::kWire, fmt::format("{} {}", f.name, ++section), core::Polyline{{a, b}, width}}});
    }
  }
}

// The scenario's terrain: the pieces it places, and those the players place (`place`) in the box.
void read_terrain(const engine::Scenario& s, Battle& b) {
  for (const engine::TerrainFeature& f : s.terrain) {
    const Ground g = read_ground(f);
    if (is_line(g) && f.line.empty()) throw RuleError(fmt::format("{}: terrain '{}': a {} is a line: give 'line'", f.where, f.name, f.kind));
    if (!is_line(g) && f.area.empty()) throw RuleError(fmt::format("{}: terrain '{}': a {} is an area: give 'area'", f.where, f.name, f.kind));
    const double width = f.width_cm ? *f.width_cm * kPacesPerCm : default_width(g);
    if (f.to_place) {
      if (g == Ground::kTrench || g == Ground::kWire) {
        throw RuleError(fmt::format("{}: terrain '{}': the defender's {} stand where the scenario draws them: give no 'place'", f.where,
                                    f.name, g == Ground::kTrench ? "trenches" : "wire"));
      }
      const table::Shape shape = is_line(g) ? table::Shape{core::Polyline{paces(f.line), width}} : table::Shape{core::Polygon{paces(f.area)}};
      b.terrain_box.push_back({{{g, f.name, shape}}, false, {}});
    } else if (g == Ground::kWire) {
      add_wire(b.terrain, f, width);
    } else if (is_line(g)) {
      b.terrain.push_back({{g, f.name, core::Polyline{paces(f.line), width}}});
    } else {
      b.terrain.push_back({{g, f.name, core::Polygon{paces(f.area)}}});
    }
  }
}

// Deployment: barrages and gas wait to be called down; aircraft, snipers and minefields may
// wait or start placed.
bool must_wait(Element e) { return e == kBarrage || e == kGas; }
bool may_wait(Element e) { return must_wait(e) || is_aerial(e) || e == kSniper || e == kMinefield; }

class Reader {
 public:
  Reader(const engine::Scenario& s, Battle& b) : scenario_(s), b_(b) {}

  void side(int index, const engine::SideSpec& spec) {
    std::map<Element, int> counts;
    const auto add = [&](const engine::UnitSpec& u, bool general) {
      Troop t;
      t.name = u.name;
      t.side = index;
      t.general = general;
      try {
        t.element = parse_element(u.type);
      } catch (const std::invalid_argument& e) {
        throw RuleError(fmt::format("{}: {}: {}", u.where, u.path, e.what()));
      }
      if (troop_named(u.name) >= 0) throw RuleError(fmt::format("{}: {}: a second element is called '{}'", u.where, u.path, u.name));
      if (must_wait(t.element) && u.placed) {
        throw RuleError(fmt::format("{}: {}: a {} is called down for PIPs during the game: give it no x and y", u.where, u.path, u.type));
      }
      if (!may_wait(t.element) && !u.placed) {
        throw RuleError(fmt::format("{}: {}: a {} is deployed before the battle: give its x and y", u.where, u.path, u.type));
      }
      t.on_table = u.placed;
      t.pose = {paces(u.pose.position), u.pose.facing_deg};
      if (t.on_table) {
        const core::Base base = t.base();
        if (!table::on_table(base, b_.width, b_.depth)) throw RuleError(fmt::format("{}: {}: '{}' is not wholly on the table", u.where, u.path, u.name));
        for (const Troop& o : b_.troops) {
          if (o.on_table && overlapping(base, o.base())) throw RuleError(fmt::format("{}: {}: '{}' overlaps '{}'", u.where, u.path, u.name, o.name));
        }
      }
      if (t.element != kCommandBunker) ++counts[t.element == kDismountedCavalry ? kCavalry : t.element];
      b_.troops.push_back(t);
    };
    if (spec.army.commander) add(*spec.army.commander, true);
    for (const engine::UnitSpec& u : spec.army.units) add(u, false);
    if (!spec.army.commands.empty()) throw RuleError(fmt::format("{}: side '{}': a hitt army has no sub-commands", scenario_.source_name, spec.name));
    const int points = scenario_.setup.value("points", kStandardPoints);
    const ArmyCheck check = check_army(counts, points);
    if (!check.legal()) {
      throw RuleError(fmt::format("{}: side '{}': the army is not legal: {}", scenario_.source_name, spec.name, fmt::join(check.errors, "; ")));
    }
    b_.army_ap[static_cast<std::size_t>(index)] = check.total_ap;
  }

 private:
  int troop_named(const std::string& name) const {
    for (int i = 0; i < b_.count(); ++i) {
      if (b_.troop(i).name == name) return i;
    }
    return -1;
  }

  const engine::Scenario& scenario_;
  Battle& b_;
};

}  // namespace

engine::InputSpec scenario_setup_spec() {
  return engine::InputSpec({
      engine::text("defender", "the side that defends and takes the first bound; without it the side with the command bunker, "
                               "else the dice decide"),
      engine::whole("points", 1, 200, "the AP each army may spend (each is checked, core included)").with_default(kStandardPoints),
  });
}

BattleRules battle_rules(const engine::Rulings& r) {
  BattleRules out;
  out.combat.trench_fire_penalty = r.at("trench_fire_penalty") == "target" ? TrenchFirePenalty::kOnTarget : TrenchFirePenalty::kOnAttacker;
  out.combat.air_ace_factor = r.at("air_ace_factor").get<int>();
  out.combat.beaten_foot_recoil_in_bad_going = r.at("beaten_foot_recoil_in_bad_going").get<bool>();
  out.combat.gas_removed_when_doubled = r.at("gas_removed_when_doubled").get<bool>();
  out.break_percent = r.at("break_percent").get<int>();
  out.bound_limit = r.at("bound_limit").get<int>();
  out.fewer_losses_win_at_limit = r.at("fewer_losses_win_at_limit").get<bool>();
  out.zones_of_control = r.at("zones_of_control").get<bool>();
  const std::string pushes = r.at("push_backs").get<std::string>();
  out.push_backs = pushes == "same-kind" ? PushBacks::kSameKind : pushes == "same-type" ? PushBacks::kSameType : PushBacks::kNone;
  return out;
}

Battle battle_from_scenario(const engine::Scenario& s, const engine::Rulings& rulings) {
  if (s.sides.size() != 2) throw RuleError(fmt::format("{}: sides: a hitt battle has two sides, not {}", s.source_name, s.sides.size()));
  if (!s.table.given) throw RuleError(fmt::format("{}: table: a hitt battle needs a table", s.source_name));
  Battle b;
  b.rules = battle_rules(rulings);
  b.width = s.table.width_cm * kPacesPerCm;
  b.depth = s.table.depth_cm * kPacesPerCm;
  read_terrain(s, b);
  Reader reader(s, b);
  for (int i = 0; i < 2; ++i) {
    b.sides[static_cast<std::size_t>(i)] = s.sides[static_cast<std::size_t>(i)].name;
    reader.side(i, s.sides[static_cast<std::size_t>(i)]);
  }
  if (s.setup.contains("defender")) {
    const std::string named = s.setup["defender"].get<std::string>();
    for (int i = 0; i < 2; ++i) {
      if (b.sides[static_cast<std::size_t>(i)] == named) b.defender = i;
    }
    if (b.defender < 0) {
      const auto at = s.setup_where.find("defender");
      throw RuleError(fmt::format("{}: setup.defender: no side is called '{}' (sides: {}, {})", at == s.setup_where.end() ? s.source_name : at->second,
                                  named, b.sides[0], b.sides[1]));
    }
  }
  for (const Troop& t : b.troops) {
    if (t.element != kCommandBunker) continue;
    if (b.defender >= 0 && t.side != b.defender) throw RuleError(fmt::format("{}: '{}': only the defender has a command bunker", s.source_name, t.name));
    b.defender = t.side;
  }
  start(b);
  return b;
}

}  // namespace sandtable::rules::hitt
