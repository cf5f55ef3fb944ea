#include "rules/m2m/game/ai.hpp"

#include <algorithm>

#include "rules/m2m/game/orders.hpp"
#include "rules/m2m/game/queries.hpp"
#include "rules/m2m/game/reorganise.hpp"

namespace sandtable::rules::m2m {

namespace {

using engine::Action;
using engine::Json;

const Action* find(const std::vector<Action>& actions, const Json& json) {
  const auto it = std::find_if(actions.begin(), actions.end(), [&](const Action& a) { return a.json == json; });
  return it == actions.end() ? nullptr : &*it;
}

const Action& done(const std::vector<Action>& actions) { return actions.back(); }

Json order_fields(const State& s, const Order& o) {
  Json j{{"order", id(o.kind)}};
  if (o.objective >= 0) j["objective"] = s.objectives[static_cast<std::size_t>(o.objective)].name;
  return j;
}

// What a front-line commander wants of a unit, given the order he holds.
Order wanted(const Commander& c, const Unit& u) {
  switch (c.holding.kind) {
    case OrderKind::kAttack:
      if (u.arm == Arm::kInfantry || u.arm == Arm::kCavalry) return c.holding;
      return {OrderKind::kMarch, c.holding.objective};
    case OrderKind::kMarch: return c.holding;
    default: return u.order.kind == OrderKind::kReserve ? Order{OrderKind::kReserve, -1} : Order{OrderKind::kDefend, -1};
  }
}

bool arrived(const State& s, const Unit& u, const Order& o) {
  return o.objective >= 0 && core::distance(u.at, s.objectives[static_cast<std::size_t>(o.objective)].at) <= 1.0;
}

// A front-line commander sets a unit on the order he holds, if it is not on it already.
const Action* set_units_on_orders(const State& s, const std::vector<Action>& actions) {
  for (const Unit& u : s.units) {
    // Spotters stay where the scenario put them, near their guns (ruling 49): the AI does not move them.
    if (u.commander < 0 || u.side != s.acting || u.gone() || u.arm == Arm::kSpotter) continue;
    const Commander& c = s.commander(u.commander);
    if (c.level != Level::kFrontLine) continue;
    const Order o = wanted(c, u);
    if (u.order == o || arrived(s, u, o) || (o.kind == OrderKind::kDefend && u.order.kind == OrderKind::kDefend)) continue;
    Json json = order_fields(s, o);
    json["type"] = "tactical";
    json["commander"] = c.name;
    json["unit"] = u.name;
    if (const Action* a = find(actions, json)) return a;
  }
  return nullptr;
}

bool sent_this_turn(const State& s, int from, int to, const Order& o) {
  return std::any_of(s.messages.begin(), s.messages.end(), [&](const Message& m) {
    return m.from == from && m.to == to && m.order == o && (m.written == s.turn || m.status == MessageStatus::kArrived);
  });
}

// A commander passes the order he holds down to a subordinate who does not hold it yet.
const Action* pass_orders_down(const State& s, const std::vector<Action>& actions) {
  for (int d = 0; d < static_cast<int>(s.commanders.size()); ++d) {
    const Commander& sub = s.commander(d);
    if (sub.side != s.acting || sub.superior < 0) continue;
    const Commander& boss = s.commander(sub.superior);
    if (sub.holding == boss.holding || sent_this_turn(s, sub.superior, d, boss.holding)) continue;
    Json json = order_fields(s, boss.holding);
    json["type"] = "message";
    json["from"] = boss.name;
    json["to"] = sub.name;
    if (const Action* a = find(actions, json)) return a;
  }
  return nullptr;
}

// Ruling 51: cavalry holding their ground dismount to fire when their side sees an enemy within
// the 20 inches of infantry on foot; cavalry sent forward mount again (a turn halted each way).
const Action* mount_or_dismount(const State& s, const std::vector<Action>& actions) {
  for (const Unit& u : s.units) {
    if (u.arm != Arm::kCavalry || u.side != s.acting || u.gone() || u.commander < 0 || u.pursuing >= 0) continue;
    const bool forward = u.order.kind == OrderKind::kAttack || u.order.kind == OrderKind::kMarch;
    const bool enemy_near = std::any_of(s.units.begin(), s.units.end(), [&](const Unit& e) {
      return e.side != u.side && alive(e) && e.arm != Arm::kSpotter && distance(u, e) <= 20 && side_sees(s, u.side, e);
    });
    const bool mount = forward && u.dismounted;
    const bool dismount = !forward && !u.dismounted && enemy_near;
    if (!mount && !dismount) continue;
    const Json json{{"type", "tactical"}, {"order", mount ? "mount" : "dismount"}, {"commander", s.commander(u.commander).name}, {"unit", u.name}};
    if (const Action* a = find(actions, json)) return a;
  }
  return nullptr;
}

// Guns that cannot fire over open sights bombard the objective their commander holds.
const Action* bombard(const State& s, const std::vector<Action>& actions) {
  for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
    const Unit& gun = s.unit(i);
    if (gun.side != s.acting || gun.arm != Arm::kArtillery || gun.gone() || gun.bombard_turns > 0 || gun.commander < 0) continue;
    if (!gun.off_table && !fire_targets(s, i).empty()) continue;
    const Order held = s.commander(gun.commander).holding;
    if (held.objective < 0) continue;
    Unit aimed = gun;
    aimed.order = {OrderKind::kBombard, held.objective};
    if (bombardment_target(s, aimed) < 0) continue;
    Json json = order_fields(s, aimed.order);
    json["type"] = "bombard";
    json["commander"] = s.commander(gun.commander).name;
    json["unit"] = gun.name;
    if (const Action* a = find(actions, json)) return a;
  }
  return nullptr;
}

// Ruling 44: a front-line commander joins two damaged sub-units when the smaller is down to half
// the figures it began with or fewer. Joining costs fire (two skirmish lines of 5 roll for 3
// figures each, one of 7 for 4) and the spares, so it is worth it only when the smaller is too
// weak to count on its own; the bigger's losses for morale drop by what it takes in. Of the
// joins allowed, the one that makes the biggest unit.
const Action* reorganise(const State& s, const std::vector<Action>& actions) {
  const Action* best = nullptr;
  int most = 0;
  for (const Action& a : actions) {
    if (a.type() != "reorganise") continue;
    const Unit& big = s.unit(unit_named(s, a.json, "unit"));
    const Unit& small = s.unit(unit_named(s, a.json, "with"));
    const int figures = reorganised_figures(big, small);
    if (small.figures * 2 <= small.start_figures && figures > most) best = &a, most = figures;
  }
  return best;
}

// Infantry that would rather move than fire: average or poor on the move, far from the enemy.
bool keeps_moving(const Unit& u, const Unit& target) {
  const bool mover = u.order.kind == OrderKind::kAttack || u.order.kind == OrderKind::kMarch;
  return u.arm == Arm::kInfantry && mover && !u.halted && !u.pinned && (u.rating == Rating::kAverage || u.rating == Rating::kPoor) &&
         distance(u, target) > 6.0;
}

const Action& best_fire(const State& s, const std::vector<Action>& actions) {
  const Action* best = &done(actions);
  double best_hits = 0;
  for (const Action& a : actions) {
    if (a.type() != "fire" || a.forecasts.empty()) continue;
    const Unit& u = s.unit(unit_named(s, a.json, "unit"));
    const Unit& t = s.unit(unit_named(s, a.json, "target"));
    if (keeps_moving(u, t)) continue;
    // Ruling 54: never a fire of no whole die, whatever its spare die might give.
    if (whole_fire_dice(s, unit_named(s, a.json, "unit"), unit_named(s, a.json, "target")) == 0) continue;
    // The exact mean of the hits, a little more for a target that is already hurt.
    const double hits = a.forecasts.front().dist.mean() * (t.figures < t.start_figures / 2 ? 1.2 : 1.0);
    if (hits > best_hits) best = &a, best_hits = hits;
  }
  return *best;
}

}  // namespace

Action choose_action(const State& s, const std::vector<Action>& actions, core::Rng&) {
  if (s.cavalry_choice >= 0) {
    const Unit& u = s.unit(s.cavalry_choice);
    return actions[u.figures * 3 > u.start_figures * 2 ? 0 : 1];
  }
  switch (s.stage) {
    case Stage::kOrders:
      for (const auto pick : {pass_orders_down, set_units_on_orders, mount_or_dismount, reorganise, bombard}) {
        if (const Action* a = pick(s, actions)) return *a;
      }
      return done(actions);
    case Stage::kArtillery:
    case Stage::kFire: return best_fire(s, actions);
    default: return done(actions);
  }
}

}  // namespace sandtable::rules::m2m
