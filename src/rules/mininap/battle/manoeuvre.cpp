#include "rules/mininap/battle/manoeuvre.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/going.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/stands.hpp"
#include "rules/mininap/movement.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr double kEps = 1e-6;
constexpr double kStepCm = 0.5;
constexpr double kTurnStepDeg = 10;
constexpr double kNearbyCm = 12;  // beyond this from the path's line no stand can touch it
constexpr int kBisections = 40;
constexpr double kLongestChargeCm = 22;
constexpr double kStraightCm = 0.01;  // how far off straight back or sideways a step may stray

const BattleUnit& at(const Battle& b, int i) { return b.units[static_cast<std::size_t>(i)]; }

bool may_flow_around(const BattleUnit& me, const BattleUnit& other) {
  const bool mover = (is_infantry(me.unit.type) && is_skirmish(me.unit.formation)) || me.arm() == Category::kCavalry ||
                     (is_artillery(me.unit.type) && me.limbered) || me.arm() == Category::kCommand;
  if (!mover) return false;
  if (other.side == me.side) return true;
  const bool mounted = me.arm() == Category::kCavalry || me.arm() == Category::kCommand;
  return mounted && other.unit.formation == Formation::kSquare;
}

// The unit standing at `pose` in `formation`: the stands to test.
Stands stands_at(const BattleUnit& u, Formation formation, const core::Pose& pose) {
  return stands(u.unit.type, formation, pose);
}

// How far the outer front corners are from the unit's pose (the front stands' corners on the
// front line; the default pose faces +y, so the front line is y = 0).
double pivot_radius(const BattleUnit& u, Formation formation) {
  double r = 0;
  for (const core::Base& s : stands_at(u, formation, core::Pose{})) {
    for (const core::Vec2 c : {s.front_left(), s.front_right()}) {
      if (c.y > -kEps) r = std::max(r, c.length());
    }
  }
  return r;
}

double turn_degrees(double from, double to) { return std::abs(core::normalize_degrees(to - from)); }

struct Path {
  std::vector<core::Pose> poses;
  double cost = 0;
};

void add_turn(Path& path, const core::Pose& from, double to_deg, double radius, bool costs) {
  const double sweep = core::normalize_degrees(to_deg - from.facing_deg);
  const int steps = static_cast<int>(std::ceil(std::abs(sweep) / kTurnStepDeg));
  for (int i = 1; i <= steps; ++i) path.poses.push_back({from.position, from.facing_deg + sweep * i / steps});
  if (costs) path.cost += radius * core::degrees_to_radians(std::abs(sweep));
}

// Turn to face the destination, go straight to it, turn to the final facing.
Path path_to(const core::Pose& from, const core::Pose& to, double radius, bool turns_cost) {
  Path path;
  path.poses.push_back(from);
  const core::Vec2 d = to.position - from.position;
  const double length = d.length();
  core::Pose here = from;
  if (length > kEps) {
    const double heading = std::atan2(d.y, d.x) * 180 / std::numbers::pi;
    add_turn(path, here, heading, radius, turns_cost);
    here.facing_deg = heading;
    const int steps = static_cast<int>(std::ceil(length / kStepCm));
    for (int i = 1; i <= steps; ++i) path.poses.push_back({from.position + d * (static_cast<double>(i) / steps), heading});
    here.position = to.position;
    path.cost += length;
  }
  add_turn(path, here, to.facing_deg, radius, turns_cost);
  return path;
}

// What a step is called in messages.
std::string_view step_name(InfantryStep step) { return step == InfantryStep::kStepBack ? "step back" : "side-step"; }

std::string along_facing(double ahead) { return fmt::format("{:.1f} cm {}", std::abs(ahead), ahead > 0 ? "ahead" : "back"); }

// A step back goes straight backwards and a side-step straight sideways, both keeping the
// unit's facing; only infantry steps (the movement table's slower rows).
void check_step(const BattleUnit& u, const core::Pose& from, const Order& order) {
  const std::string_view what = step_name(order.step);
  if (u.arm() != Category::kInfantry) throw IllegalOrder(fmt::format("only infantry may {}, not {} ({})", what, u.name, arm_id(u.arm())));
  if (turn_degrees(from.facing_deg, order.to.facing_deg) > kEps) {
    throw IllegalOrder(fmt::format("a {} keeps the unit's facing of {:.0f} degrees", what, from.facing_deg));
  }
  const core::Vec2 d = order.to.position - from.position;
  const double ahead = d.dot(from.forward());
  const double aside = std::abs(d.cross(from.forward()));
  if (order.step == InfantryStep::kStepBack && (ahead > -kEps || aside > kStraightCm)) {
    throw IllegalOrder(fmt::format("a step back goes straight backwards; this one goes {} and {:.1f} cm aside", along_facing(ahead), aside));
  }
  if (order.step == InfantryStep::kSideStep && std::abs(ahead) > kStraightCm) {
    throw IllegalOrder(fmt::format("a side-step goes straight sideways; this one goes {}", along_facing(ahead)));
  }
}

// Straight to `to` keeping the facing, as a step back or side-step goes.
Path step_path(const core::Pose& from, core::Vec2 to) {
  Path path;
  path.poses.push_back(from);
  const core::Vec2 d = to - from.position;
  const int steps = static_cast<int>(std::ceil(d.length() / kStepCm));
  for (int i = 1; i <= steps; ++i) path.poses.push_back({from.position + d * (static_cast<double>(i) / steps), from.facing_deg});
  path.cost = d.length();
  return path;
}

double distance_to_segment(core::Vec2 p, core::Vec2 a, core::Vec2 c) {
  const core::Vec2 ab = c - a;
  const double len2 = ab.dot(ab);
  const double t = len2 <= 0 ? 0 : std::clamp((p - a).dot(ab) / len2, 0.0, 1.0);
  return core::distance(p, a + ab * t);
}

// Checks the unit's stands along the path: no interpenetration (flowing around friends where
// allowed: only going ahead, so never on a step), and for double time no enemy within 18 cm.
void check_path(const Battle& b, int unit, const Path& path, const StandsAlong& along, bool double_time, bool ahead) {
  const BattleUnit& me = at(b, unit);
  const core::Vec2 a = path.poses.front().position;
  const core::Vec2 c = path.poses.back().position;
  const double reach = double_time ? kDoubleTimeEnemyDistanceCm + kNearbyCm : kNearbyCm;
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    const BattleUnit& other = at(b, i);
    if (i == unit || other.removed || distance_to_segment(other.pose.position, a, c) > reach) continue;
    const bool passable = ahead && may_flow_around(me, other);
    const bool keep_away = double_time && other.side != me.side;
    if (passable && !keep_away) continue;
    const auto theirs = unit_stands(other);
    // Poses whose bounding circles keep clear of the other unit's by the gap tested are skipped.
    const double apart = 2 * kUnitReachCm + (keep_away ? kDoubleTimeEnemyDistanceCm : 0);
    for (std::size_t k = 1; k < path.poses.size(); ++k) {
      const core::Vec2 d = path.poses[k].position - other.pose.position;
      if (d.dot(d) > apart * apart) continue;
      const Stands& mine = along.at(k);
      if (!passable && interpenetrate(mine, theirs)) throw IllegalOrder(fmt::format("the move runs into {}", other.name));
      if (keep_away && distance(mine, theirs) < kDoubleTimeEnemyDistanceCm) {
        throw IllegalOrder(fmt::format("double time must keep {} cm from every enemy; it passes within {:.1f} cm of {}",
                                       kDoubleTimeEnemyDistanceCm, distance(mine, theirs), other.name));
      }
    }
  }
}

// The final place must not overlap anyone, and only a charge ends touching an enemy.
void check_end(const Battle& b, int unit, Formation formation, const core::Pose& pose) {
  const BattleUnit& me = at(b, unit);
  const auto mine = stands_at(me, formation, pose);
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    const BattleUnit& other = at(b, i);
    if (i == unit || other.removed || core::distance(other.pose.position, pose.position) > 2 * kNearbyCm) continue;
    const auto theirs = unit_stands(other);
    if (interpenetrate(mine, theirs)) throw IllegalOrder(fmt::format("it would end on top of {}", other.name));
    if (other.side != me.side && distance(mine, theirs) <= kContactCm) {
      throw IllegalOrder(fmt::format("only a charge may end in contact with {}", other.name));
    }
  }
}

void check_formation_change(const BattleUnit& u, Formation to, int about) {
  if (u.arm() != Category::kInfantry && u.arm() != Category::kCavalry) {
    throw IllegalOrder(fmt::format("{} cannot change formation", u.name));
  }
  if (to == u.unit.formation) throw IllegalOrder(fmt::format("{} is already in {}", u.name, describe(to)));
  if (!may_form(u.unit.type, to, u.unit.lancer)) throw IllegalOrder(fmt::format("{} may not form {}", u.name, describe(to)));
  if (about != 0 && about != 1) throw IllegalOrder("the stationary stand is 0 or 1");
}

MoveSituation move_situation(const Battle& b, int unit, Formation formation, const Order& order) {
  const BattleUnit& u = at(b, unit);
  MoveSituation s;
  s.unit = u.unit;
  s.unit.formation = formation;
  s.limbered = u.limbered;
  s.pace = order.pace;
  s.step = order.step;
  s.limber_action = order.limber == LimberChange::kUp     ? LimberAction::kLimberFirst
                    : order.limber == LimberChange::kDown ? LimberAction::kUnlimberAfter
                                                          : LimberAction::kNone;
  // resolve_move reads these only for double time and for a square: measured only then.
  if (order.pace == MovePace::kDoubleTime) s.nearest_enemy_cm = nearest_enemy_cm(b, unit);
  if (formation == Formation::kSquare) s.nearest_enemy_cavalry_cm = nearest_enemy_cm(b, unit, true);
  return s;
}

void check_may_act(const Battle& b, int unit) {
  const BattleUnit& u = at(b, unit);
  if (u.removed) throw IllegalOrder(fmt::format("{} has left the field", u.name));
  if (u.acted) throw IllegalOrder(fmt::format("{} has already manoeuvred this phase", u.name));
}

}  // namespace

core::Pose formation_pose(const BattleUnit& u, Formation to, int about) {
  const auto now = unit_stands(u);
  return pose_keeping_stand(u.unit.type, to, about, now[static_cast<std::size_t>(std::min<int>(about, static_cast<int>(now.size()) - 1))]);
}

MovePlan plan_move(const Battle& b, int unit, const Order& order) {
  check_may_act(b, unit);
  const BattleUnit& u = at(b, unit);
  const bool mounted = u.arm() == Category::kCavalry || u.arm() == Category::kCommand;
  const bool contact = in_contact(b, unit);
  if (contact && !(mounted && b.rulings.disengage_by_move)) {
    throw IllegalOrder(fmt::format("{} is in contact with the enemy and must fight hand-to-hand", u.name));
  }
  MovePlan plan{u.pose, u.unit.formation, u.limbered, false};
  if (order.formation && order.formation_first) {
    if (u.arm() != Category::kCavalry) throw IllegalOrder("only cavalry may change formation before moving");
    check_formation_change(u, *order.formation, order.about);
    plan.pose = formation_pose(u, *order.formation, order.about);
    plan.formation = *order.formation;
  }
  if (order.limber != LimberChange::kNone) {
    if (!is_artillery(u.unit.type)) throw IllegalOrder(fmt::format("{} has no limbers", u.name));
    if ((order.limber == LimberChange::kUp) == u.limbered) {
      throw IllegalOrder(fmt::format("{} is already {}", u.name, u.limbered ? "limbered" : "unlimbered"));
    }
    plan.limbered = order.limber == LimberChange::kUp;
  }
  const bool moving = core::distance(plan.pose.position, order.to.position) > kEps ||
                      turn_degrees(plan.pose.facing_deg, order.to.facing_deg) > kEps;
  if (moving) {
    if (is_bent(plan.formation)) throw IllegalOrder(fmt::format("{} is in a bent formation and cannot move", u.name));
    if (order.pace == MovePace::kCharge) throw IllegalOrder("a charge is ordered at a unit, not to a place");
    const bool stepping = order.step != InfantryStep::kForward;
    if (stepping) check_step(u, plan.pose, order);
    int allowance = 0;
    try {
      allowance = resolve_move(move_situation(b, unit, plan.formation, order)).allowance_cm;
    } catch (const RuleError& e) {
      throw IllegalOrder(e.what());
    }
    const int road = road_march_cm(b, u, plan.formation, order);
    const double straight = core::distance(plan.pose.position, order.to.position);
    if (straight > allowance + road + kEps) {
      throw IllegalOrder(fmt::format("the {} needs at least {:.1f} cm; {} has {} cm{}", stepping ? step_name(order.step) : "move",
                                     straight, u.name, allowance, road > 0 ? fmt::format(" ({} on a road)", allowance + road) : ""));
    }
    const Path path = stepping ? step_path(plan.pose, order.to.position)
                               : path_to(plan.pose, order.to, pivot_radius(u, plan.formation), b.rulings.turns_cost_distance);
    const StandsAlong along(u.unit.type, plan.formation, path.poses);
    if (road > 0 && on_road_throughout(b, u, plan.formation, path.poses, along)) allowance += road;
    const Going going = going_along(b, u, path.poses, along);
    if (going.closed) throw IllegalOrder(*going.closed);
    if (path.cost + going.extra_cm > allowance + kEps) {
      throw IllegalOrder(fmt::format("the move needs {:.1f} cm with its turns{}; {} has {} cm", path.cost + going.extra_cm,
                                     going.extra_cm > 0 ? " and the going" : "", u.name, allowance));
    }
    check_path(b, unit, path, along, order.pace == MovePace::kDoubleTime, !stepping);
    for (const core::Pose& p : path.poses) {
      plan.leaves_table = plan.leaves_table || !on_table(stands_at(u, plan.formation, p), b.width_cm, b.depth_cm);
    }
    plan.pose = {order.to.position, core::normalize_degrees(order.to.facing_deg)};
  } else if (order.pace != MovePace::kMove) {
    throw IllegalOrder("double time or a charge needs a move");
  }
  if (order.formation && !order.formation_first) {
    BattleUnit moved = u;
    moved.pose = plan.pose;
    moved.unit.formation = plan.formation;
    check_formation_change(moved, *order.formation, order.about);
    plan.pose = formation_pose(moved, *order.formation, order.about);
    plan.formation = *order.formation;
  }
  if (!plan.leaves_table) {
    check_end(b, unit, plan.formation, plan.pose);
    if (auto why = closed_terrain(b, u, stands_at(u, plan.formation, plan.pose))) throw IllegalOrder(*why);
  }
  return plan;
}

Advance advance_until(const Battle& b, int unit, const core::Pose& from, int target, double most_cm) {
  const BattleUnit& u = at(b, unit);
  const auto stands_after = [&](double go) {
    return stands_at(u, u.unit.formation, core::Pose{from.position + from.forward() * go, from.facing_deg});
  };
  std::vector<int> near;
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    if (i != unit && !at(b, i).removed && core::distance(at(b, i).pose.position, from.position) <= most_cm + 2 * kNearbyCm) near.push_back(i);
  }
  // How far the unit `go` cm ahead is from the nearest other unit, and whom it touches: the
  // target, or another unit in the way (an enemy touched, or anyone overlapped).
  struct Look {
    double clearance = 1e9;
    bool target = false;
    int blocker = -1;
  };
  const auto look = [&](double go) {
    const auto mine = stands_after(go);
    const core::Vec2 here = from.position + from.forward() * go;
    Look l;
    for (int i : near) {
      const double bound = core::distance(here, at(b, i).pose.position) - 2 * kUnitReachCm;
      if (bound > kStepCm) {
        l.clearance = std::min(l.clearance, bound);
        continue;
      }
      const auto theirs = unit_stands(at(b, i));
      const double d = distance(mine, theirs);
      l.clearance = std::min(l.clearance, d);
      if (i == target) {
        l.target = l.target || d <= kContactCm;
      } else if ((d <= kContactCm && at(b, i).side != u.side) || interpenetrate(mine, theirs)) {
        l.blocker = i;
      }
    }
    return l;
  };
  // The clearance looks only at units, so closed terrain is looked for step by step.
  const auto closed_before = [&](double lo, double hi) -> std::optional<std::string> {
    if (b.terrain->empty()) return std::nullopt;
    for (double s = std::min(hi, lo + kStepCm);; s = std::min(hi, s + kStepCm)) {
      if (auto why = closed_terrain(b, u, stands_after(s))) return why;
      if (s >= hi) return std::nullopt;
    }
  };
  Advance a{from, false, -1, false, std::nullopt, 0};
  double go = 0;
  while (go < most_cm) {
    // Nothing is nearer than the clearance, so the unit may go that far at once.
    const double next = std::min(most_cm, go + std::max(kStepCm / 2, look(go).clearance));
    if ((a.closed = closed_before(go, next))) return a;
    const Look l = look(next);
    a.off_table = !on_table(stands_after(next), b.width_cm, b.depth_cm);
    if (l.blocker >= 0 || a.off_table) {
      a.blocker = l.blocker;
      return a;
    }
    if (l.target) {
      double lo = go;
      double hi = next;
      for (int i = 0; i < kBisections; ++i) {
        const double mid = (lo + hi) / 2;
        (look(mid).target ? hi : lo) = mid;
      }
      return {{from.position + from.forward() * hi, from.facing_deg}, true, -1, false, std::nullopt, hi};
    }
    go = next;
    a.pose.position = from.position + from.forward() * go;
    a.distance_cm = go;
  }
  return a;
}

ChargePlan plan_charge(const Battle& b, int unit, int target, bool fall_short) {
  check_may_act(b, unit);
  const BattleUnit& u = at(b, unit);
  if (target < 0 || target >= static_cast<int>(b.units.size()) || at(b, target).removed || at(b, target).side == u.side) {
    throw IllegalOrder("a charge needs an enemy unit on the table");
  }
  const BattleUnit& t = at(b, target);
  if (u.arm() != Category::kInfantry && u.arm() != Category::kCavalry) throw IllegalOrder(fmt::format("{} cannot charge", u.name));
  if (in_contact(b, unit)) throw IllegalOrder(fmt::format("{} is already in contact", u.name));
  if (is_bent(u.unit.formation)) throw IllegalOrder(fmt::format("{} is in a bent formation and cannot move", u.name));
  Order charge;
  charge.pace = MovePace::kCharge;
  double allowance = 0;
  try {
    allowance = resolve_move(move_situation(b, unit, u.unit.formation, charge)).allowance_cm;
  } catch (const RuleError& e) {
    throw IllegalOrder(e.what());
  }
  core::Pose pose = u.pose;
  if (!b.rulings.charge_straight_ahead) {
    const core::Vec2 d = t.pose.position - pose.position;
    const double heading = std::atan2(d.y, d.x) * 180 / std::numbers::pi;
    if (b.rulings.turns_cost_distance) {
      allowance -= pivot_radius(u, u.unit.formation) * core::degrees_to_radians(turn_degrees(pose.facing_deg, heading));
    }
    pose.facing_deg = heading;
  }
  // A cheap first test: some of the target must lie straight ahead within the charge distance.
  bool ahead = false;
  for (const core::Base& mine : stands_at(u, u.unit.formation, pose)) {
    for (const core::Base& theirs : unit_stands(t)) ahead = ahead || core::in_zone_ahead(mine, allowance + kContactCm, theirs);
  }
  if (!ahead && !fall_short) {
    throw IllegalOrder(fmt::format("{} is not straight ahead within the charge distance of {} cm", t.name, allowance));
  }
  const double reach = b.rulings.rough_slows_charges ? straight_reach_cm(b, u, pose, allowance) : std::max(0.0, allowance);
  const Advance a = advance_until(b, unit, pose, target, reach);
  if (a.contact) return {a.pose, true, a.distance_cm};
  if (!fall_short) {
    if (a.blocker >= 0) throw IllegalOrder(fmt::format("{} is in the way", at(b, a.blocker).name));
    if (a.off_table) throw IllegalOrder(fmt::format("the charge would leave the table before reaching {}", t.name));
    if (a.closed) throw IllegalOrder(*a.closed);
    const std::string going = reach < allowance - kEps ? fmt::format(" ({:.1f} cm through the rough going)", reach) : "";
    throw IllegalOrder(fmt::format("{} is not straight ahead within the charge distance of {} cm{}", t.name, allowance, going));
  }
  return {a.pose, false, a.distance_cm};
}

std::vector<Order> charge_reactions(const Battle& b, int target, int charger) {
  std::vector<Order> out;
  Order stand;
  stand.kind = OrderKind::kStand;
  out.push_back(stand);
  const BattleUnit& t = at(b, target);
  if (b.rulings.reaction_fire_allowed && !t.fired && may_fire(b, target) && eligible_range(b, target, charger)) {
    Order fire;
    fire.kind = OrderKind::kReactFire;
    fire.target = charger;
    out.push_back(fire);
  }
  const BattleUnit& c = at(b, charger);
  const auto beyond = b.rulings.square_reaction_beyond_cm;
  if (beyond && c.arm() == Category::kCavalry && may_form(t.unit.type, Formation::kSquare) &&
      t.unit.formation != Formation::kSquare && unit_distance(b, target, charger) > *beyond && !in_contact(b, target)) {
    BattleUnit squared = t;
    squared.pose = formation_pose(t, Formation::kSquare, 0);
    squared.unit.formation = Formation::kSquare;
    bool fits = on_table(unit_stands(squared), b.width_cm, b.depth_cm) && !closed_terrain(b, squared, unit_stands(squared));
    for (int i = 0; i < static_cast<int>(b.units.size()) && fits; ++i) {
      if (i != target && !at(b, i).removed) fits = !interpenetrate(unit_stands(squared), unit_stands(at(b, i)));
    }
    if (fits) {
      Order square;
      square.kind = OrderKind::kFormSquare;
      out.push_back(square);
    }
  }
  return out;
}

std::vector<Order> example_manoeuvres(const Battle& b, int unit) {
  const BattleUnit& u = at(b, unit);
  std::vector<Order> candidates;
  Order hold;
  hold.kind = OrderKind::kHold;
  std::vector<Order> out{hold};
  const auto move = [&](core::Pose to, MovePace pace) {
    Order o;
    o.kind = OrderKind::kMove;
    o.to = to;
    o.pace = pace;
    return o;
  };
  for (const Formation f : formations_for(u.unit.type, u.unit.lancer)) {
    if (f == u.unit.formation || u.arm() == Category::kArtillery || u.arm() == Category::kCommand) continue;
    for (int about = 0; about < 2; ++about) {
      Order o = move(u.pose, MovePace::kMove);
      o.formation = f;
      o.about = about;
      candidates.push_back(o);
    }
  }
  if (is_artillery(u.unit.type)) {
    Order o = move(u.pose, MovePace::kMove);
    o.limber = u.limbered ? LimberChange::kDown : LimberChange::kUp;
    candidates.push_back(o);
  }
  const int allowance = is_bent(u.unit.formation) ? 0 : movement_row_for(u.unit, u.limbered).move_cm;
  for (const double share : {0.5, 1.0}) {
    const double go = allowance * share;
    candidates.push_back(move({u.pose.position + u.pose.forward() * go, u.pose.facing_deg}, MovePace::kMove));
    candidates.push_back(move({u.pose.position + u.pose.forward() * (2 * go), u.pose.facing_deg}, MovePace::kDoubleTime));
  }
  for (const double turn : {-45.0, 45.0, 180.0}) {
    candidates.push_back(move({u.pose.position, u.pose.facing_deg + turn}, MovePace::kMove));
  }
  for (Order& o : candidates) {
    try {
      plan_move(b, unit, o);
      o.kind = OrderKind::kMove;
      out.push_back(o);
    } catch (const IllegalOrder&) {
    }
  }
  for (int t = 0; t < static_cast<int>(b.units.size()); ++t) {
    if (at(b, t).removed || at(b, t).side == u.side || farther_than(u, at(b, t), kLongestChargeCm) ||
        unit_distance(b, unit, t) > kLongestChargeCm) {
      continue;
    }
    try {
      plan_charge(b, unit, t);
      Order o;
      o.kind = OrderKind::kCharge;
      o.target = t;
      out.push_back(o);
    } catch (const IllegalOrder&) {
    }
  }
  return out;
}

}  // namespace sandtable::rules::mininap
