#include "rules/mininap/battle/setup.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "engine/spec.hpp"
#include "rules/mininap/battle/going.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/battle/stands.hpp"
#include "rules/mininap/battle/turn.hpp"
#include "rules/mininap/rulings_spec.hpp"

namespace sandtable::rules::mininap {

namespace {

using Json = nlohmann::json;

bool flag(const Json& v) { return v.get<bool>(); }
int whole(const Json& v) { return v.get<int>(); }
// A whole number, or false for none.
std::optional<int> whole_or_none(const Json& v) { return v.is_boolean() ? std::nullopt : std::optional<int>(v.get<int>()); }

std::vector<std::string> split_names(const Json& v) {
  if (v.is_boolean()) return {};
  std::vector<std::string> out;
  std::string text = v.get<std::string>();
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(';', start), text.size());
    std::string part = text.substr(start, end - start);
    part.erase(0, part.find_first_not_of(' '));
    part.erase(part.find_last_not_of(' ') + 1);
    if (!part.empty()) out.push_back(part);
    start = end + 1;
  }
  return out;
}

using R = ScenarioRulings;
using Setter = std::function<void(R&, const Json&)>;

// Where each ruling goes; its value has been checked against rulings_spec().
const std::map<std::string, Setter>& setters() {
  static const std::map<std::string, Setter> table{
      {"range_boundary", [](R& r, const Json& v) { r.rulings.range_boundary = v == "shorter-band" ? RangeBoundary::kShorterBand : RangeBoundary::kLongerBand; }},
      {"weapon_range_limits_bands", [](R& r, const Json& v) { r.rulings.weapon_range_limits_bands = flag(v); }},
      {"always_skirmish_units_are_skirmishers", [](R& r, const Json& v) { r.rulings.always_skirmish_units_are_skirmishers = flag(v); }},
      {"terrain_dice_before_halving", [](R& r, const Json& v) { r.rulings.terrain_dice_before_halving = flag(v); }},
      {"command_unit_is_in_command", [](R& r, const Json& v) { r.rulings.command_unit_is_in_command = flag(v); }},
      {"command_distance_inclusive", [](R& r, const Json& v) { r.rulings.command_distance_inclusive = flag(v); }},
      {"rethrow_policy", [](R& r, const Json& v) {
         r.rulings.rethrow_policy = v == "never" ? RethrowPolicy::kNever : v == "at-most" ? RethrowPolicy::kAtMost : RethrowPolicy::kBelowExpected;
       }},
      {"rethrow_at_most", [](R& r, const Json& v) { r.rulings.rethrow_at_most = whole(v); }},
      {"reaction_fire_allowed", [](R& r, const Json& v) { r.rulings.reaction_fire_allowed = flag(v); }},
      {"corps_commander_removable", [](R& r, const Json& v) { r.rulings.corps_commander_removable = flag(v); }},
      {"army_break_percent", [](R& r, const Json& v) { r.rulings.army_break_percent = whole_or_none(v); }},
      {"turns_cost_distance", [](R& r, const Json& v) { r.rulings.turns_cost_distance = flag(v); }},
      {"charge_straight_ahead", [](R& r, const Json& v) { r.rulings.charge_straight_ahead = flag(v); }},
      {"square_reaction_beyond_cm", [](R& r, const Json& v) { r.rulings.square_reaction_beyond_cm = whole_or_none(v); }},
      {"turn_limit_fewer_losses_win", [](R& r, const Json& v) { r.rulings.turn_limit_fewer_losses_win = flag(v); }},
      {"disengage_by_move", [](R& r, const Json& v) { r.rulings.disengage_by_move = flag(v); }},
      {"woods_and_villages_block_fire", [](R& r, const Json& v) { r.rulings.woods_and_villages_block_fire = flag(v); }},
      {"hills_block_fire", [](R& r, const Json& v) { r.rulings.hills_block_fire = flag(v); }},
      {"zone_clear_to_near_side", [](R& r, const Json& v) { r.rulings.zone_clear_to_near_side = flag(v); }},
      {"woods_cover_dice", [](R& r, const Json& v) { r.rulings.woods_cover_dice = whole(v); }},
      {"village_cover_dice", [](R& r, const Json& v) { r.rulings.village_cover_dice = whole(v); }},
      {"woods_defence_cv", [](R& r, const Json& v) { r.rulings.woods_defence_cv = whole(v); }},
      {"village_defence_cv", [](R& r, const Json& v) { r.rulings.village_defence_cv = whole(v); }},
      {"uphill_defence_cv", [](R& r, const Json& v) { r.rulings.uphill_defence_cv = whole(v); }},
      {"rough_going_cost", [](R& r, const Json& v) { r.rulings.rough_going_cost = whole(v); }},
      {"stream_crossing_cm", [](R& r, const Json& v) { r.rulings.stream_crossing_cm = whole(v); }},
      {"rough_slows_charges", [](R& r, const Json& v) { r.rulings.rough_slows_charges = flag(v); }},
      {"rivers_need_crossings", [](R& r, const Json& v) { r.rulings.rivers_need_crossings = flag(v); }},
      {"arms_keep_to_open_ground", [](R& r, const Json& v) { r.rulings.arms_keep_to_open_ground = flag(v); }},
      {"road_march_cm", [](R& r, const Json& v) { r.rulings.road_march_cm = whole(v); }},
      {"fire_pivot_max_deg", [](R& r, const Json& v) { r.rulings.fire_pivot_max_deg = whole(v); }},
      {"turn_limit", [](R& r, const Json& v) { r.turn_limit = whole(v); }},
      {"veterans", [](R& r, const Json& v) { r.veterans = split_names(v); }},
  };
  return table;
}

// Kebab-case ids, also accepting the snake_case of the engine's example scenario.
std::string kebab(std::string text) {
  std::replace(text.begin(), text.end(), '_', '-');
  return text;
}

// A formation a unit may start in. The battle never puts a unit in a bent form (orders
// refuse them), so a unit may not start in one either.
Formation read_formation(const std::string& text, const std::string& where) {
  static const std::map<std::string, Formation> aliases{{"attack-column", Formation::kColumn}, {"skirmish-line", Formation::kSkirmish}};
  const std::string k = kebab(text);
  std::optional<Formation> formation;
  if (const auto it = aliases.find(k); it != aliases.end()) formation = it->second;
  for (Formation f : all_formations()) {
    if (id(f) == k) formation = f;
  }
  if (formation && !is_bent(*formation)) return *formation;
  std::vector<std::string_view> starting;
  for (Formation f : all_formations()) {
    if (!is_bent(f)) starting.push_back(id(f));
  }
  throw RuleError(fmt::format("{}: a unit cannot start in formation {} (it may start in: {}; also attack-column, skirmish-line; "
                              "a battery: limbered, unlimbered)", where, engine::quoted(text), fmt::join(starting, ", ")));
}

UnitType read_type(const std::string& text, const std::string& where) {
  const std::string k = kebab(text);
  if (k == "brigade-commander" || k == "division-commander" || k == "corps-commander") return UnitType::kCommand;
  try {
    return parse_unit_type(k);
  } catch (const UnknownName& e) {
    throw UnknownName(fmt::format("{}: {} (commanders may also be brigade-commander, division-commander, corps-commander)", where, e.what()));
  }
}

// "file:line" of the first line naming `name` in the scenario's text, or just the file: the
// engine keeps no positions for units, so the text is searched for the name.
std::string locate(const engine::Scenario& s, const std::string& name) {
  const std::size_t at = s.source_text.find("name: " + name);
  if (name.empty() || at == std::string::npos) return s.source_name;
  return fmt::format("{}:{}", s.source_name, 1 + std::count(s.source_text.begin(), s.source_text.begin() + static_cast<long>(at), '\n'));
}

class Builder {
 public:
  Builder(Battle& b, const engine::Scenario& s) : b_(b), scenario_(s) {}

  void command(const engine::Command& c, int side, std::array<int, 3> membership, const std::string& where) {
    CommanderRank rank{};
    try {
      rank = parse_commander_rank(c.level);
    } catch (const UnknownName& e) {
      throw UnknownName(fmt::format("{}: {} '{}': {}", locate(scenario_, c.name), where, c.name, e.what()));
    }
    const int g = static_cast<int>(b_.groups.size());
    b_.groups.push_back({c.name, rank, side, -1});
    membership[static_cast<std::size_t>(rank)] = g;
    if (c.commander) {
      const int u = unit(*c.commander, side, membership, where + " '" + c.name + "' commander");
      if (b_.units[static_cast<std::size_t>(u)].unit.type != UnitType::kCommand) {
        throw RuleError(fmt::format("{}: {} '{}': the commander '{}' must be a command stand", locate(scenario_, c.commander->name), where,
                                    c.name, c.commander->name));
      }
      b_.units[static_cast<std::size_t>(u)].leads = g;
      b_.groups[static_cast<std::size_t>(g)].commander = u;
    }
    for (const engine::UnitSpec& spec : c.units) unit(spec, side, membership, where + " '" + c.name + "'");
    for (const engine::Command& sub : c.commands) command(sub, side, membership, where + " '" + c.name + "'");
  }

 private:
  int unit(const engine::UnitSpec& spec, int side, std::array<int, 3> membership, const std::string& where) {
    const std::string at = fmt::format("{}: {}, unit '{}'", locate(scenario_, spec.name), where, spec.name);
    if (!names_.insert(spec.name).second) throw RuleError(fmt::format("{}: two units are called '{}'", at, spec.name));
    BattleUnit u;
    u.name = spec.name;
    u.side = side;
    u.unit.type = read_type(spec.type, at);
    u.unit.formation = default_formation(u.unit.type);
    const std::string formation = member(spec, "formation", at, std::string());
    const std::string f = kebab(formation);
    if (is_artillery(u.unit.type) && (f == "limbered" || f == "unlimbered")) {
      u.limbered = f == "limbered";
    } else if (!f.empty()) {
      u.unit.formation = read_formation(formation, at);
    }
    check_formation(u.unit, at);
    const int strength = member(spec, "strength", at, -1);
    check_strength(u.unit.type, strength, at);
    u.start_sp = strength;
    u.pose = spec.pose;
    u.command = membership;
    b_.units.push_back(u);
    return static_cast<int>(b_.units.size()) - 1;
  }

  // A member the scenario schema declares (so checked when the game is started), or
  // `absent` when the unit has none; a battle set up straight from a parsed file is checked here.
  template <class T>
  static T member(const engine::UnitSpec& spec, const std::string& name, const std::string& at, T absent) {
    const auto it = spec.fields.find(name);
    if (it == spec.fields.end()) return absent;
    try {
      return it->template get<T>();
    } catch (const Json::exception&) {
      throw RuleError(fmt::format("{}: {} {} is not {}", at, name, engine::quoted(it->dump()),
                                  std::is_same_v<T, int> ? "a whole number" : "a text"));
    }
  }

  static void check_strength(UnitType type, int sp, const std::string& at) {
    const auto [lo, hi] = type == UnitType::kCommand ? std::pair{2, 2}
                          : is_artillery(type)       ? std::pair{2, 4}
                                                     : std::pair{2, kMaxStrengthPoints};
    if (sp < lo || sp > hi) throw RuleError(fmt::format("{}: strength {} is outside {} to {} SP for {}", at, sp, lo, hi, id(type)));
  }

  Battle& b_;
  const engine::Scenario& scenario_;
  std::set<std::string> names_;
};

}  // namespace

engine::InputSpec scenario_unit_fields() {
  return {engine::whole("strength", 0, 100'000, "strength points: 2 for a command stand, 2-4 for a battery")
              .with_unit("SP")
              .as_required(),
          engine::text("formation", "line, attack column, column, square, skirmish; limbered or unlimbered for a battery", 64)};
}

ScenarioRulings read_rulings(const engine::Rulings& rulings) {
  Json given = Json::object();
  for (const auto& [name, value] : rulings) given[name] = value;
  const Json checked = rulings_spec().validate(given);
  ScenarioRulings r;
  for (const auto& [name, value] : checked.items()) setters().at(name)(r, value);
  return r;
}

// R14: a scenario may say at which turn's end it is decided (victory: at_end_of_turn), but
// the turn_limit ruling decides it: the two must agree (a --ruling given later still wins).
void check_end_turn(const engine::Scenario& scenario) {
  if (!scenario.victory.contains("at_end_of_turn")) return;
  const Json end = scenario.victory["at_end_of_turn"];
  const Json limit = scenario.rulings.count("turn_limit") ? scenario.rulings.at("turn_limit")
                                                          : rulings_spec().find("turn_limit")->default_value;
  if (end != limit) {
    const auto at = scenario.victory_where.find("at_end_of_turn");
    const std::string detail =
        fmt::format("{} is not the scenario's turn_limit ruling ({}); give the same turn to both", end.dump(), limit.dump());
    throw engine::BadInput("at_end_of_turn", detail,
                           fmt::format("{}: victory.at_end_of_turn: {}",
                                       at == scenario.victory_where.end() ? scenario.source_name : at->second, detail));
  }
}

Battle battle_from_scenario(const engine::Scenario& scenario, const engine::Rulings& rulings, bool tell) {
  if (scenario.sides.size() != 2) {
    throw RuleError(fmt::format("{}: Mini-Nap 2 is played by 2 sides, the scenario has {}", scenario.source_name, scenario.sides.size()));
  }
  check_end_turn(scenario);
  const ScenarioRulings read = read_rulings(rulings);
  Battle b;
  b.tell = tell;
  b.width_cm = scenario.table.width_cm;
  b.depth_cm = scenario.table.depth_cm;
  b.rulings = read.rulings;
  b.turn_limit = read.turn_limit;
  b.terrain = terrain_from_scenario(scenario);
  Builder builder(b, scenario);
  for (int side = 0; side < 2; ++side) {
    const engine::SideSpec& s = scenario.sides[static_cast<std::size_t>(side)];
    b.sides[static_cast<std::size_t>(side)] = s.name;
    builder.command(s.army, side, {-1, -1, -1}, fmt::format("side '{}', command", s.name));
  }
  for (const std::string& name : read.veterans) {
    const auto it = std::find_if(b.units.begin(), b.units.end(), [&](const BattleUnit& u) { return u.name == name; });
    if (it == b.units.end()) throw RuleError(fmt::format("ruling 'veterans': no unit is called {}", engine::quoted(name)));
    it->veteran = true;
  }
  index_units(b);
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    const std::string& name = b.units[static_cast<std::size_t>(i)].name;
    if (!on_table(b, i)) throw RuleError(fmt::format("{}: unit '{}' does not fit on the table", locate(scenario, name), name));
    const BattleUnit& placed = b.units[static_cast<std::size_t>(i)];
    if (auto why = closed_terrain(b, placed, unit_stands(placed))) throw RuleError(fmt::format("{}: {}", locate(scenario, name), *why));
    for (int j = 0; j < i; ++j) {
      if (table::overlap(unit_stands(b.units[static_cast<std::size_t>(i)]), unit_stands(b.units[static_cast<std::size_t>(j)]))) {
        throw RuleError(fmt::format("{}: units '{}' and '{}' overlap", locate(scenario, name), b.units[static_cast<std::size_t>(j)].name, name));
      }
    }
  }
  start_battle(b);
  return b;
}

}  // namespace sandtable::rules::mininap
