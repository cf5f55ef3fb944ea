#include "rules/mininap/ai.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"
#include "rules/mininap/battle/melee.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/turn.hpp"
#include "rules/mininap/movement.hpp"
#include "rules/mininap/range.hpp"
#include "rules/mininap/resolve_melee.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr double kInfantryStandoffCm = 5;   // inside musket range
constexpr double kCavalryStandoffCm = 8;    // inside any charge distance
constexpr double kCommanderBehindCm = 3;
constexpr double kCommanderKeepsAwayCm = 10;
constexpr double kCavalryThreatCm = 24;     // the longest cavalry charge and a little more
constexpr double kChargeEdge = 1.25;        // our expected hits must beat theirs by this factor
constexpr int kFreshEnoughSp = 2;           // below this a unit keeps out of trouble

const BattleUnit& at(const Battle& b, int i) { return b.units[static_cast<std::size_t>(i)]; }

// The highest-scoring item; equal scores are settled by the rng.
template <class T>
const T* best_of(const std::vector<std::pair<double, T>>& scored, core::Rng& rng) {
  if (scored.empty()) return nullptr;
  double top = scored[0].first;
  for (const auto& s : scored) top = std::max(top, s.first);
  std::vector<const T*> tied;
  for (const auto& s : scored) {
    if (s.first >= top - 1e-12) tied.push_back(&s.second);
  }
  return tied[rng.below(static_cast<std::uint32_t>(tied.size()))];
}

Order simple(OrderKind kind) {
  Order o;
  o.kind = kind;
  return o;
}

double expected_melee_hits(const Battle& b, int attacker, int target, int sp) {
  return attack_result(b, {attacker, target, sp, false}).exact_hits.mean();
}

Order fire(const Battle& b, int unit, core::Rng& rng) {
  std::vector<std::pair<double, Order>> scored{{0.0, simple(OrderKind::kHoldFire)}};
  for (const FireOption& f : fire_options(b, unit)) {
    double hits = 0;
    for (const FireResult& r : f.fire) hits += r.exact_hits.mean();
    scored.push_back({hits, f.order});
  }
  return *best_of(scored, rng);
}

Order attack(const Battle& b, int unit, core::Rng& rng) {
  std::vector<std::pair<double, Order>> scored;
  const int sp = at(b, unit).phase_sp;
  for (int e : enemies_in_contact(b, unit)) {
    Order o = simple(OrderKind::kAttack);
    o.attacks = {{e, sp}};
    scored.push_back({expected_melee_hits(b, unit, e, sp) / std::max(1, at(b, e).sp()), o});
  }
  return *best_of(scored, rng);
}

Order rethrow(const Battle& b) {
  const MeleeResult m = attack_result(b, b.attacks.front());
  return simple(*b.rethrow_hits < m.exact_hits.mean() ? OrderKind::kRethrow : OrderKind::kKeep);
}

Order react(const Battle& b, int unit) {
  const std::vector<Order> open = charge_reactions(b, unit, b.charge->charger);
  for (const OrderKind k : {OrderKind::kFormSquare, OrderKind::kReactFire}) {
    for (const Order& o : open) {
      if (o.kind == k) return o;
    }
  }
  return simple(OrderKind::kStand);
}

std::optional<Order> legal(const Battle& b, int unit, const Order& o) {
  try {
    if (o.kind == OrderKind::kCharge) {
      plan_charge(b, unit, o.target);
    } else if (plan_move(b, unit, o).leaves_table) {
      return std::nullopt;
    }
    return o;
  } catch (const IllegalOrder&) {
    return std::nullopt;
  }
}

Order reform(const BattleUnit& u, Formation to) {
  Order o = simple(OrderKind::kMove);
  o.to = u.pose;
  o.formation = to;
  return o;
}

double heading_to(core::Vec2 from, core::Vec2 to) {
  const core::Vec2 d = to - from;
  return std::atan2(d.y, d.x) * 180 / std::numbers::pi;
}

// The longest legal move of up to `most` cm toward `goal`, ending facing it. On a table with
// terrain, when every length straight on is refused (a river, a wood closed to the unit), the
// same at an angle to either side, so the unit works its way along the obstacle.
std::optional<Order> approach(const Battle& b, int unit, core::Vec2 goal, double most, MovePace pace) {
  const BattleUnit& u = at(b, unit);
  const double straight_on = heading_to(u.pose.position, goal);
  for (const double detour : {0.0, 30.0, -30.0, 60.0, -60.0}) {
    if (detour != 0 && b.terrain->empty()) break;
    const double heading = straight_on + detour;
    for (const double share : {1.0, 0.75, 0.5, 0.25}) {
      Order o = simple(OrderKind::kMove);
      o.pace = pace;
      o.to = {u.pose.position + core::direction(heading) * (most * share), heading};
      if (auto ok = legal(b, unit, o)) return ok;
    }
  }
  return std::nullopt;
}

std::optional<int> nearest_enemy(const Battle& b, int unit, bool cavalry_only) {
  std::optional<int> best;
  double best_d = 0;
  for (int e : units_of(b, 1 - at(b, unit).side)) {
    if (cavalry_only && at(b, e).arm() != Category::kCavalry) continue;
    if (best && farther_than(at(b, unit), at(b, e), best_d)) continue;
    const double d = unit_distance(b, unit, e);
    if (!best || d < best_d) {
      best = e;
      best_d = d;
    }
  }
  return best;
}

std::optional<Order> commander_move(const Battle& b, int unit) {
  const BattleUnit& u = at(b, unit);
  if (u.leads < 0) return std::nullopt;
  const auto rank = static_cast<std::size_t>(b.groups[static_cast<std::size_t>(u.leads)].rank);
  core::Vec2 sum;
  int n = 0;
  for (const BattleUnit& other : b.units) {
    if (!other.removed && other.arm() != Category::kCommand && other.command[rank] == u.leads) {
      sum = sum + other.pose.position - other.pose.forward() * kCommanderBehindCm;
      ++n;
    }
  }
  if (n == 0) return std::nullopt;
  const core::Vec2 goal = sum * (1.0 / n);
  const double gap = core::distance(goal, u.pose.position);
  if (gap < 1) return std::nullopt;
  const auto o = approach(b, unit, goal, std::min<double>(gap, movement_row(MovementRowId::kCommander).move_cm), MovePace::kMove);
  if (!o) return std::nullopt;
  BattleUnit moved = u;
  moved.pose = o->to;
  Battle after = b;
  after.units[static_cast<std::size_t>(unit)] = moved;
  const auto enemy = nearest_enemy_cm(after, unit);
  return enemy && *enemy < kCommanderKeepsAwayCm ? std::nullopt : o;
}

std::optional<Order> artillery_move(const Battle& b, int unit, int enemy) {
  const BattleUnit& u = at(b, unit);
  const double d = unit_distance(b, unit, enemy);
  const double reach = artillery_range_cm(u.unit.type, b.rulings);
  Order limber = reform(u, u.unit.formation);
  limber.formation.reset();
  if (u.limbered) {
    limber.limber = LimberChange::kDown;
    if (d <= reach * 0.75) return legal(b, unit, limber);
    return approach(b, unit, at(b, enemy).pose.position, movement_row_for(u.unit, true).move_cm, MovePace::kMove);
  }
  if (d > reach) {
    limber.limber = LimberChange::kUp;
    return legal(b, unit, limber);
  }
  return std::nullopt;
}

std::optional<Order> best_charge(const Battle& b, int unit, core::Rng& rng) {
  const BattleUnit& u = at(b, unit);
  std::vector<std::pair<double, Order>> scored;
  for (int e : units_of(b, 1 - u.side)) {
    if (farther_than(u, at(b, e), kCavalryThreatCm) || unit_distance(b, unit, e) > kCavalryThreatCm) continue;
    Order o = simple(OrderKind::kCharge);
    o.target = e;
    if (!legal(b, unit, o)) continue;
    const double ours = expected_melee_hits(b, unit, e, u.sp());
    const double theirs = at(b, e).sp() > 0 ? expected_melee_hits(b, e, unit, at(b, e).sp()) : 0;
    if (ours > kChargeEdge * theirs) scored.push_back({ours - theirs, o});
  }
  const Order* pick = best_of(scored, rng);
  return pick ? std::optional<Order>(*pick) : std::nullopt;
}

Order manoeuvre(const Battle& b, int unit, core::Rng& rng) {
  const BattleUnit& u = at(b, unit);
  const Order hold = simple(OrderKind::kHold);
  if (in_contact(b, unit)) return hold;
  if (u.arm() == Category::kCommand) return commander_move(b, unit).value_or(hold);
  const auto enemy = nearest_enemy(b, unit, false);
  if (!enemy) return hold;
  if (u.arm() == Category::kArtillery) return artillery_move(b, unit, *enemy).value_or(hold);
  const auto cavalry = nearest_enemy(b, unit, true);
  const bool threatened = cavalry && unit_distance(b, unit, *cavalry) <= kCavalryThreatCm;
  if (u.arm() == Category::kInfantry && threatened && u.unit.formation != Formation::kSquare) {
    if (auto o = legal(b, unit, reform(u, Formation::kSquare))) return *o;
  }
  if (u.unit.formation == Formation::kSquare) {
    if (threatened) return hold;
    return legal(b, unit, reform(u, Formation::kColumn)).value_or(hold);
  }
  if (u.sp() < kFreshEnoughSp) return hold;
  if (u.sp() > kFreshEnoughSp) {
    if (auto o = best_charge(b, unit, rng)) return *o;
  }
  const double standoff = u.arm() == Category::kCavalry ? kCavalryStandoffCm : kInfantryStandoffCm;
  const double gap = unit_distance(b, unit, *enemy) - standoff;
  if (gap <= 0) return hold;
  const double move = movement_row_for(u.unit, false).move_cm;
  const auto far = nearest_enemy_cm(b, unit);
  if (far && *far > kDoubleTimeEnemyDistanceCm + 2 * move && gap > move) {
    if (auto o = approach(b, unit, at(b, *enemy).pose.position, std::min(gap, 2 * move), MovePace::kDoubleTime)) return *o;
  }
  return approach(b, unit, at(b, *enemy).pose.position, std::min(gap, move), MovePace::kMove).value_or(hold);
}

}  // namespace

Order choose_order(const Battle& b, core::Rng& rng) {
  const OrderNeeded asked = std::get<OrderNeeded>(need(b));
  switch (asked.context) {
    case OrderKind::kFire: return fire(b, asked.unit, rng);
    case OrderKind::kJoin: return simple(at(b, asked.unit).sp() > kFreshEnoughSp ? OrderKind::kJoin : OrderKind::kHoldBack);
    case OrderKind::kAttack: return attack(b, asked.unit, rng);
    case OrderKind::kRethrow: return rethrow(b);
    case OrderKind::kStand: return react(b, asked.unit);
    default: return manoeuvre(b, asked.unit, rng);
  }
}

}  // namespace sandtable::rules::mininap
