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

namespace sandtable::rules::mininap {

namespace {

using Json = nlohmann::json;

constexpr int kMaxTerrainAdjustment = 6;  // a die's faces: more would be no adjustment but a ban

bool flag(const std::string& name, const Json& v) {
  if (!v.is_boolean()) throw RuleError(fmt::format("ruling '{}' must be true or false", name));
  return v.get<bool>();
}

int whole(const std::string& name, const Json& v, int lo, int hi) {
  if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi) {
    throw RuleError(fmt::format("ruling '{}' must be a whole number from {} to {}", name, lo, hi));
  }
  return v.get<int>();
}

// A whole number, or false for none.
std::optional<int> whole_or_none(const std::string& name, const Json& v, int lo, int hi) {
  if (v.is_boolean() && !v.get<bool>()) return std::nullopt;
  if (!v.is_number_integer()) throw RuleError(fmt::format("ruling '{}' must be a whole number from {} to {}, or false", name, lo, hi));
  return whole(name, v, lo, hi);
}

std::string choice(const std::string& name, const Json& v, const std::vector<std::string>& allowed) {
  if (!v.is_string() || std::find(allowed.begin(), allowed.end(), v.get<std::string>()) == allowed.end()) {
    throw RuleError(fmt::format("ruling '{}' must be one of: {}", name, fmt::join(allowed, ", ")));
  }
  return v.get<std::string>();
}

std::vector<std::string> split_names(const std::string& name, const Json& v) {
  if (v.is_boolean() && !v.get<bool>()) return {};
  if (!v.is_string()) throw RuleError(fmt::format("ruling '{}' must be unit names separated by ';', or false", name));
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

using Setter = std::function<void(ScenarioRulings&, const std::string&, const Json&)>;

const std::map<std::string, Setter>& setters() {
  static const std::map<std::string, Setter> table{
      {"range_boundary", [](auto& r, auto& n, auto& v) { r.rulings.range_boundary = choice(n, v, {"shorter-band", "longer-band"}) == "shorter-band" ? RangeBoundary::kShorterBand : RangeBoundary::kLongerBand; }},
      {"weapon_range_limits_bands", [](auto& r, auto& n, auto& v) { r.rulings.weapon_range_limits_bands = flag(n, v); }},
      {"always_skirmish_units_are_skirmishers", [](auto& r, auto& n, auto& v) { r.rulings.always_skirmish_units_are_skirmishers = flag(n, v); }},
      {"terrain_dice_before_halving", [](auto& r, auto& n, auto& v) { r.rulings.terrain_dice_before_halving = flag(n, v); }},
      {"command_unit_is_in_command", [](auto& r, auto& n, auto& v) { r.rulings.command_unit_is_in_command = flag(n, v); }},
      {"command_distance_inclusive", [](auto& r, auto& n, auto& v) { r.rulings.command_distance_inclusive = flag(n, v); }},
      {"rethrow_policy", [](auto& r, auto& n, auto& v) {
         const std::string c = choice(n, v, {"never", "below-expected", "at-most"});
         r.rulings.rethrow_policy = c == "never" ? RethrowPolicy::kNever : c == "at-most" ? RethrowPolicy::kAtMost : RethrowPolicy::kBelowExpected;
       }},
      {"rethrow_at_most", [](auto& r, auto& n, auto& v) { r.rulings.rethrow_at_most = whole(n, v, 0, kMaxStrengthPoints); }},
      {"reaction_fire_allowed", [](auto& r, auto& n, auto& v) { r.rulings.reaction_fire_allowed = flag(n, v); }},
      {"corps_commander_removable", [](auto& r, auto& n, auto& v) { r.rulings.corps_commander_removable = flag(n, v); }},
      {"army_break_percent", [](auto& r, auto& n, auto& v) { r.rulings.army_break_percent = whole_or_none(n, v, 1, 99); }},
      {"turns_cost_distance", [](auto& r, auto& n, auto& v) { r.rulings.turns_cost_distance = flag(n, v); }},
      {"charge_straight_ahead", [](auto& r, auto& n, auto& v) { r.rulings.charge_straight_ahead = flag(n, v); }},
      {"square_reaction_beyond_cm", [](auto& r, auto& n, auto& v) { r.rulings.square_reaction_beyond_cm = whole_or_none(n, v, 0, 100); }},
      {"turn_limit_fewer_losses_win", [](auto& r, auto& n, auto& v) { r.rulings.turn_limit_fewer_losses_win = flag(n, v); }},
      {"disengage_by_move", [](auto& r, auto& n, auto& v) { r.rulings.disengage_by_move = flag(n, v); }},
      {"woods_and_villages_block_fire", [](auto& r, auto& n, auto& v) { r.rulings.woods_and_villages_block_fire = flag(n, v); }},
      {"hills_block_fire", [](auto& r, auto& n, auto& v) { r.rulings.hills_block_fire = flag(n, v); }},
      {"woods_cover_dice", [](auto& r, auto& n, auto& v) { r.rulings.woods_cover_dice = whole(n, v, 0, kMaxTerrainAdjustment); }},
      {"village_cover_dice", [](auto& r, auto& n, auto& v) { r.rulings.village_cover_dice = whole(n, v, 0, kMaxTerrainAdjustment); }},
      {"woods_defence_cv", [](auto& r, auto& n, auto& v) { r.rulings.woods_defence_cv = whole(n, v, 0, kMaxTerrainAdjustment); }},
      {"village_defence_cv", [](auto& r, auto& n, auto& v) { r.rulings.village_defence_cv = whole(n, v, 0, kMaxTerrainAdjustment); }},
      {"uphill_defence_cv", [](auto& r, auto& n, auto& v) { r.rulings.uphill_defence_cv = whole(n, v, 0, kMaxTerrainAdjustment); }},
      {"rough_going_cost", [](auto& r, auto& n, auto& v) { r.rulings.rough_going_cost = whole(n, v, 1, kMaxTerrainAdjustment); }},
      {"stream_crossing_cm", [](auto& r, auto& n, auto& v) { r.rulings.stream_crossing_cm = whole(n, v, 0, 100); }},
      {"rough_slows_charges", [](auto& r, auto& n, auto& v) { r.rulings.rough_slows_charges = flag(n, v); }},
      {"rivers_need_crossings", [](auto& r, auto& n, auto& v) { r.rulings.rivers_need_crossings = flag(n, v); }},
      {"arms_keep_to_open_ground", [](auto& r, auto& n, auto& v) { r.rulings.arms_keep_to_open_ground = flag(n, v); }},
      {"road_march_cm", [](auto& r, auto& n, auto& v) { r.rulings.road_march_cm = whole(n, v, 0, 100); }},
      {"fire_pivot_max_deg", [](auto& r, auto& n, auto& v) { r.rulings.fire_pivot_max_deg = whole(n, v, 0, 180); }},
      {"turn_limit", [](auto& r, auto& n, auto& v) { r.turn_limit = whole(n, v, 1, 100); }},
      {"veterans", [](auto& r, auto& n, auto& v) { r.veterans = split_names(n, v); }},
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
    const std::string f = kebab(spec.formation);
    if (is_artillery(u.unit.type) && (f == "limbered" || f == "unlimbered")) {
      u.limbered = f == "limbered";
    } else if (!f.empty()) {
      u.unit.formation = read_formation(spec.formation, at);
    }
    check_formation(u.unit, at);
    check_strength(u.unit.type, spec.strength, at);
    u.start_sp = spec.strength;
    u.pose = spec.pose;
    u.command = membership;
    b_.units.push_back(u);
    return static_cast<int>(b_.units.size()) - 1;
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

ScenarioRulings read_rulings(const engine::Rulings& rulings) {
  ScenarioRulings r;
  for (const auto& [name, value] : rulings) {
    const auto it = setters().find(name);
    if (it == setters().end()) {
      std::vector<std::string> known;
      for (const auto& [k, _] : setters()) known.push_back(k);
      throw UnknownName(fmt::format("unknown ruling '{}' (expected one of: {})", name, fmt::join(known, ", ")));
    }
    it->second(r, name, value);
  }
  return r;
}

Battle battle_from_scenario(const engine::Scenario& scenario, const engine::Rulings& rulings) {
  if (scenario.sides.size() != 2) {
    throw RuleError(fmt::format("{}: Mini-Nap 2 is played by 2 sides, the scenario has {}", scenario.source_name, scenario.sides.size()));
  }
  const ScenarioRulings read = read_rulings(rulings);
  Battle b;
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
    if (it == b.units.end()) throw RuleError(fmt::format("ruling 'veterans': no unit is called '{}'", name));
    it->veteran = true;
  }
  index_units(b);
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    const std::string& name = b.units[static_cast<std::size_t>(i)].name;
    if (!on_table(b, i)) throw RuleError(fmt::format("{}: unit '{}' does not fit on the table", locate(scenario, name), name));
    const BattleUnit& placed = b.units[static_cast<std::size_t>(i)];
    if (auto why = closed_terrain(b, placed, unit_stands(placed))) throw RuleError(fmt::format("{}: {}", locate(scenario, name), *why));
    for (int j = 0; j < i; ++j) {
      if (interpenetrate(unit_stands(b.units[static_cast<std::size_t>(i)]), unit_stands(b.units[static_cast<std::size_t>(j)]))) {
        throw RuleError(fmt::format("{}: units '{}' and '{}' overlap", locate(scenario, name), b.units[static_cast<std::size_t>(j)].name, name));
      }
    }
  }
  start_battle(b);
  return b;
}

}  // namespace sandtable::rules::mininap
