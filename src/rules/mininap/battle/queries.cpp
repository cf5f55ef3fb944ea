#include "rules/mininap/battle/queries.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "rules/mininap/battle/enemy_search.hpp"
#include "rules/mininap/battle/stands.hpp"
#include "rules/mininap/battle/unit_grid.hpp"

namespace sandtable::rules::mininap {

std::string_view arm_id(Category arm) {
  switch (arm) {
    case Category::kInfantry: return "infantry";
    case Category::kCavalry: return "cavalry";
    case Category::kArtillery: return "artillery";
    case Category::kCommand: return "command";
  }
  return "";
}

bool farther_than(const BattleUnit& a, const BattleUnit& b, double cm) {
  const core::Vec2 d = a.pose.position - b.pose.position;
  const double reach = cm + 2 * kUnitReachCm;
  return d.dot(d) > reach * reach;
}

bool on_table(const Battle& b, int unit) {
  return table::on_table(unit_stands(b.units[static_cast<std::size_t>(unit)]), b.width_cm, b.depth_cm);
}

double unit_distance(const Battle& b, int a, int c) {
  return table::distance(unit_stands(b.units[static_cast<std::size_t>(a)]), unit_stands(b.units[static_cast<std::size_t>(c)]));
}

bool units_within(const Battle& b, int a, int c, double cm) {
  const BattleUnit& ua = b.units[static_cast<std::size_t>(a)];
  const BattleUnit& uc = b.units[static_cast<std::size_t>(c)];
  return !farther_than(ua, uc, cm) && table::within(unit_stands(ua), unit_stands(uc), cm);
}

bool touching(const Battle& b, int a, int c) { return units_within(b, a, c, kContactCm); }

namespace {

table::UnitGrid<2>::Items enemies_that_may_touch(const Battle& b, int unit) {
  const BattleUnit& me = b.units[static_cast<std::size_t>(unit)];
  return enemies_near(b, me.side, me.pose.position, 2 * kUnitReachCm + kContactCm);
}

}  // namespace

std::vector<int> enemies_in_contact(const Battle& b, int unit) {
  std::vector<int> out;
  for (const int i : enemies_that_may_touch(b, unit)) {
    if (touching(b, unit, i)) out.push_back(i);
  }
  return out;
}

namespace {

bool touches_an_enemy(const Battle& b, int unit) {
  const table::UnitGrid<2>::Items near = enemies_that_may_touch(b, unit);
  return std::any_of(near.begin(), near.end(), [&](int i) { return touching(b, unit, i); });
}

}  // namespace

bool in_contact(const Battle& b, int unit) {
  const BattleUnit& me = b.units[static_cast<std::size_t>(unit)];
  // Only the unit itself and its enemies change its contact (see place_unit).
  const std::uint64_t enemy_changes = b.table_changes[static_cast<std::size_t>(1 - me.side)];
  if (me.contact_known_at != enemy_changes) {
    me.contact = touches_an_enemy(b, unit);
    me.contact_known_at = enemy_changes;
  }
#ifndef NDEBUG
  // The tests insist that nothing about the table changed unseen since it was remembered.
  else if (me.contact != touches_an_enemy(b, unit)) {
    throw std::logic_error(fmt::format("{}'s contact was remembered wrongly: the table changed without place_unit()", me.name));
  }
#endif
  return me.contact;
}

std::optional<NearestEnemy> nearest_enemy(const Battle& b, const BattleUnit& me, const Arms& arms, double most) {
  const Stands mine = unit_stands(me);
  // Any unit nearer than the one found has its pose within its distance and the reach of two units.
  return least_cost_enemy(b, me, 2 * kUnitReachCm, [&](int i, double best_cm) -> std::optional<double> {
    const BattleUnit& other = b.units[static_cast<std::size_t>(i)];
    if (!arms[static_cast<std::size_t>(other.arm())] || farther_than(me, other, best_cm)) return std::nullopt;
    return table::distance_within(mine, unit_stands(other), best_cm);
  }, most);
}

std::optional<NearestEnemy> nearest_enemy_of(const Battle& b, int unit) {
  const BattleUnit& me = b.units[static_cast<std::size_t>(unit)];
  if (b.nearest_enemies.size() < b.units.size()) b.nearest_enemies.resize(b.units.size());
  RememberedNearest& known = b.nearest_enemies[static_cast<std::size_t>(unit)];
  // Only the units' stands and which are on the table decide it, and place_unit and remove_unit
  // count every change of those (a reform places the unit too): it is forgotten at the next.
  if (known.at != b.table_changes) {
    const auto found = nearest_enemy(b, me);
    known = {b.table_changes, found ? found->unit : -1, found ? found->cm : 0};
  }
#ifndef NDEBUG
  // The tests insist that nothing about the table changed unseen since it was remembered.
  else if (const auto fresh = nearest_enemy(b, me); (fresh ? fresh->unit : -1) != known.unit || (fresh && fresh->cm != known.cm)) {
    throw std::logic_error(fmt::format("{}'s nearest enemy was remembered wrongly: the table changed without place_unit()", me.name));
  }
#endif
  if (known.unit < 0) return std::nullopt;
  return NearestEnemy{known.unit, known.cm};
}

std::optional<double> nearest_enemy_cm(const Battle& b, int unit, bool cavalry_or_command_only) {
  const auto e = cavalry_or_command_only ? nearest_enemy(b, b.units[static_cast<std::size_t>(unit)], kCavalryOrCommand)
                                         : nearest_enemy_of(b, unit);
  return e ? std::optional<double>(e->cm) : std::nullopt;
}

CommandReach command_reach(const Battle& b, int unit) {
  CommandReach reach;
  const BattleUnit& me = b.units[static_cast<std::size_t>(unit)];
  std::array<std::optional<double>*, 3> slots{&reach.brigade_cm, &reach.division_cm, &reach.corps_cm};
  for (std::size_t r = 0; r < 3; ++r) {
    if (me.command[r] < 0) continue;
    const int commander = b.groups[static_cast<std::size_t>(me.command[r])].commander;
    if (commander < 0 || commander == unit || b.units[static_cast<std::size_t>(commander)].removed) continue;
    *slots[r] = unit_distance(b, unit, commander);
  }
  return reach;
}

CommandStatus unit_command_status(const Battle& b, int unit) {
  return command_status(b.units[static_cast<std::size_t>(unit)].unit.type, command_reach(b, unit), b.rulings);
}

int fighting_units(const Battle& b, int side) {
  return static_cast<int>(std::count_if(b.units.begin(), b.units.end(), [&](const BattleUnit& u) {
    return u.side == side && u.arm() != Category::kCommand;
  }));
}

int fighting_units_lost(const Battle& b, int side) {
  return static_cast<int>(std::count_if(b.units.begin(), b.units.end(), [&](const BattleUnit& u) {
    return u.side == side && u.arm() != Category::kCommand && u.removed;
  }));
}

std::vector<GroupUnits> group_units(const Battle& b) {
  std::vector<GroupUnits> out(b.groups.size());
  for (const BattleUnit& u : b.units) {
    if (u.arm() == Category::kCommand) continue;
    for (std::size_t rank = 0; rank < u.command.size(); ++rank) {
      const int g = u.command[rank];
      if (g < 0 || static_cast<std::size_t>(b.groups[static_cast<std::size_t>(g)].rank) != rank) continue;
      ++out[static_cast<std::size_t>(g)].all;
      out[static_cast<std::size_t>(g)].lost += u.removed ? 1 : 0;
    }
  }
  return out;
}

std::vector<int> units_of(const Battle& b, int side) {
  std::vector<int> out;
  out.reserve(b.units.size());
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    if (!b.units[static_cast<std::size_t>(i)].removed && b.units[static_cast<std::size_t>(i)].side == side) out.push_back(i);
  }
  return out;
}

}  // namespace sandtable::rules::mininap
