#include "rules/mininap/battle/manoeuvre.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "core/bits.hpp"
#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/going.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/stands.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/movement.hpp"
#include "table/zones.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr double kEps = 1e-6;
constexpr double kStepCm = 0.5;
constexpr double kTurnStepDeg = 10;
constexpr double kNearbyCm = 12;  // beyond this from the path's line no stand can touch it
constexpr double kContactToleranceCm = 1e-7;  // how closely a charge's point of contact is found
constexpr double kLongestChargeCm = 22;
constexpr double kStraightCm = 0.01;  // how far off straight back or sideways a step may stray


using Why = std::optional<std::string>;  // why the rules refuse, if they do

// A refusal that says why only when someone will read it: the AI's trial moves need a yes or
// no, and a simulation builds no text.
template <class Text>
Why refused(bool explain, Text text) {
  return explain ? Why{text()} : Why{std::string()};
}

// `limbered`: the battery's state as it moves (horse artillery may limber up, then move).
bool may_flow_around(const BattleUnit& me, bool limbered, const BattleUnit& other) {
  const bool mover = (is_infantry(me.unit.type) && is_skirmish(me.unit.formation)) || me.arm() == Category::kCavalry ||
                     (is_artillery(me.unit.type) && limbered) || me.arm() == Category::kCommand;
  if (!mover) return false;
  if (other.side == me.side) return true;
  const bool mounted = me.arm() == Category::kCavalry || me.arm() == Category::kCommand;
  return mounted && other.unit.formation == Formation::kSquare;
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

// Turn to face the destination, go straight to it, turn to the final facing; with `via`, the
// straight move is broken up by a turn at each of its points (text p22).
Path path_to(const core::Pose& from, const std::vector<core::Vec2>& via, const core::Pose& to, double radius, bool turns_cost) {
  Path path;
  // Room for every pose at once: a turn takes at most 180 / kTurnStepDeg, a leg one a kStepCm.
  double straight = 0;
  core::Vec2 at = from.position;
  for (const core::Vec2 point : via) {
    straight += core::distance(at, point);
    at = point;
  }
  straight += core::distance(at, to.position);
  const auto turns = static_cast<std::size_t>(std::ceil(180 / kTurnStepDeg));
  path.poses.reserve(3 + (via.size() + 2) * (turns + 1) + static_cast<std::size_t>(straight / kStepCm));
  path.poses.push_back(from);
  core::Pose here = from;
  const auto leg = [&](core::Vec2 next) {
    const core::Vec2 d = next - here.position;
    const double length = d.length();
    if (length <= kEps) return;
    const double heading = core::facing_of(d);
    add_turn(path, here, heading, radius, turns_cost);
    here.facing_deg = heading;
    const int steps = static_cast<int>(std::ceil(length / kStepCm));
    for (int i = 1; i <= steps; ++i) path.poses.push_back({here.position + d * (static_cast<double>(i) / steps), heading});
    here.position = next;
    path.cost += length;
  };
  for (const core::Vec2 point : via) leg(point);
  leg(to.position);
  add_turn(path, here, to.facing_deg, radius, turns_cost);
  return path;
}

// What a step is called in messages.
std::string_view step_name(InfantryStep step) { return step == InfantryStep::kStepBack ? "step back" : "side-step"; }

std::string along_facing(double ahead) { return fmt::format("{:.1f} cm {}", std::abs(ahead), ahead > 0 ? "ahead" : "back"); }

// A step back goes straight backwards and a side-step straight sideways, both keeping the
// unit's facing; only infantry steps (the movement table's slower rows).
Why step_refusal(const BattleUnit& u, const core::Pose& from, const Order& order) {
  const std::string_view what = step_name(order.step);
  if (u.arm() != Category::kInfantry) return fmt::format("only infantry may {}, not {} ({})", what, u.name, arm_id(u.arm()));
  if (turn_degrees(from.facing_deg, order.to.facing_deg) > kEps) {
    return fmt::format("a {} keeps the unit's facing of {:.0f} degrees", what, from.facing_deg);
  }
  const core::Vec2 d = order.to.position - from.position;
  const double ahead = d.dot(from.forward());
  const double aside = std::abs(d.cross(from.forward()));
  if (order.step == InfantryStep::kStepBack && (ahead > -kEps || aside > kStraightCm)) {
    return fmt::format("a step back goes straight backwards; this one goes {} and {:.1f} cm aside", along_facing(ahead), aside);
  }
  if (order.step == InfantryStep::kSideStep && std::abs(ahead) > kStraightCm) {
    return fmt::format("a side-step goes straight sideways; this one goes {}", along_facing(ahead));
  }
  return std::nullopt;
}

// Straight to `to` keeping the facing, as a step back or side-step goes.
Path step_path(const core::Pose& from, core::Vec2 to) {
  Path path;
  path.poses.push_back(from);
  const core::Vec2 d = to - from.position;
  const int steps = static_cast<int>(std::ceil(d.length() / kStepCm));
  path.poses.reserve(static_cast<std::size_t>(steps) + 1);
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

bool inside_straight_run(const std::vector<core::Pose>& poses, std::size_t k) {
  if (k == 0 || k + 1 >= poses.size()) return false;
  const core::Pose& before = poses[k - 1];
  const core::Pose& after = poses[k + 1];
  return before.facing_deg == poses[k].facing_deg && after.facing_deg == poses[k].facing_deg &&
         before.position != poses[k].position && after.position != poses[k].position;
}

// Whether some stand goes off the table along the path. The table is convex, so a stand that
// is on it at both ends of a straight run is on it all the way: only the ends and the turns
// are measured.
bool leaves_table(const Battle& b, const BattleUnit& u, Formation formation, const std::vector<core::Pose>& poses,
                  const StandsAlong& along) {
  // Every stand lies within its reach of its pose: poses that far inside the edges (and a
  // micron) keep every stand on the table.
  const double inside = stands_reach(u.unit.type, formation) + 1e-6;
  const auto well_inside = [&](core::Vec2 p) {
    return p.x >= inside && p.x <= b.width_cm - inside && p.y >= inside && p.y <= b.depth_cm - inside;
  };
  // Whether the stands `place()` puts at a pose at `p` leave the table: placed only near the edges.
  const auto off_table = [&](core::Vec2 p, const auto& place) {
    if (!well_inside(p)) return !table::on_table(place(), b.width_cm, b.depth_cm);
#ifndef NDEBUG
    if (!table::on_table(place(), b.width_cm, b.depth_cm)) throw std::logic_error("a pose well inside the table put a stand off it");
#endif
    return false;
  };
  if (std::all_of(poses.begin(), poses.end(), [&](const core::Pose& p) { return well_inside(p.position); })) return false;
  if (off_table(poses.front().position, [&] { return stands_at(u, formation, poses.front()); })) return true;
  for (std::size_t k = 1; k < poses.size(); ++k) {
    if (!inside_straight_run(poses, k) && off_table(poses[k].position, [&]() -> const Stands& { return along.at(k); })) return true;
  }
  return false;
}

// The units within `radius` of `centre`, in increasing order (some beyond too): from the
// decision's one search when `known` is given, else searched into `found`.
const table::UnitGrid<2>::Items& units_near_from(const Battle& b, int unit, core::Vec2 centre, double radius, const StandingFacts* known,
                                                 table::UnitGrid<2>::Items& found) {
  // A hair wider, so that rounding never drops a unit at the very edge.
  if (known) return known->units_near(core::distance(centre, b.unit(unit).pose.position) + radius + kEps);
  return found = units_near(b, centre, radius);
}

// The longest step between neighbouring poses of the path.
double longest_step(const std::vector<core::Pose>& poses) {
  double most = 0;
  for (std::size_t k = 1; k < poses.size(); ++k) {
    const core::Vec2 d = poses[k].position - poses[k - 1].position;
    most = std::max(most, d.dot(d));
  }
  return std::sqrt(most);
}

// How many poses after one `gap` beyond some distance are surely beyond it too, no step of
// the path being longer than `stride` (a micron spared for rounding).
std::size_t poses_beyond(double gap, double stride) {
  constexpr double kSpare = 1e-6;
  if (gap <= kSpare) return 0;
  if (stride <= 0) return std::numeric_limits<std::size_t>::max();
  return static_cast<std::size_t>(std::ceil((gap - kSpare) / stride)) - 1;
}

#ifndef NDEBUG
// Debug builds (the tests) measure the poses from `first` to `last` that a check passed over:
// their stands must keep more than `gap` from `theirs`.
void check_clear(const StandsAlong& along, std::size_t first, std::size_t last, const Stands& theirs, double gap) {
  for (std::size_t k = first; k <= last; ++k) {
    if (table::distance(along.at(k), theirs) <= gap) throw std::logic_error("a path's check passed over a pose near another unit");
  }
}
#endif

// Why the unit's stands may not go along the path, if so: interpenetration, or for double
// time an enemy within 18 cm. Flowing around friends, where allowed, goes straight ahead (never
// on a step or while turning) and keeps the formation (no change of formation in that move).
Why path_refusal(const Battle& b, int unit, const Path& path, Formation formation, const StandsAlong& along, const Order& order,
                 bool limbered, bool explain = true, const StandingFacts* known = nullptr) {
  const BattleUnit& me = b.unit(unit);
  const bool double_time = order.pace == MovePace::kDoubleTime;
  const bool ahead = order.step == InfantryStep::kForward;
  const core::Vec2 a = path.poses.front().position;
  const core::Vec2 c = path.poses.back().position;
  const double reach = double_time ? kDoubleTimeEnemyDistanceCm + kNearbyCm : kNearbyCm;
  table::UnitGrid<2>::Items found;
  std::optional<double> stride;
  const double my_reach = stands_reach(me.unit.type, formation);
  for (const int i : units_near_from(b, unit, (a + c) * 0.5, core::distance(a, c) / 2 + reach, known, found)) {
    const BattleUnit& other = b.unit(i);
    if (i == unit || distance_to_segment(other.pose.position, a, c) > reach) continue;
    const bool passable = ahead && may_flow_around(me, limbered, other);
    const bool keep_away = double_time && other.side != me.side;
    const Stands& theirs = unit_stands(other);
    // Poses whose stands keep clear of the other unit's by the gap tested (and a micron) are skipped.
    const double gap = keep_away ? kDoubleTimeEnemyDistanceCm : 0;
    const double apart = my_reach + stands_reach(other.unit.type, other.unit.formation) + gap + 1e-6;
    for (std::size_t k = 1; k < path.poses.size(); ++k) {
      const bool turning = path.poses[k - 1].facing_deg != path.poses[k].facing_deg;
      // Passing a friend straight ahead is allowed, so only turns (and a change of formation) ask.
      if (passable && !keep_away && !turning && !order.formation) continue;
      const core::Vec2 d = path.poses[k].position - other.pose.position;
      if (d.dot(d) > apart * apart) {
        // The poses just after this one are as far off, less a step each: those are skipped.
        if (!stride) stride = longest_step(path.poses);
        const std::size_t last = k + std::min(poses_beyond(d.length() - apart, *stride), path.poses.size() - 1 - k);
#ifndef NDEBUG
        check_clear(along, k, last, theirs, gap);
#endif
        k = last;
        continue;
      }
      const Stands& mine = along.at(k);
      if (table::overlap(mine, theirs)) {
        if (!passable) return refused(explain, [&] { return fmt::format("the move runs into {}", other.name); });
        if (turning) {
          return refused(explain, [&] { return fmt::format("a unit flowing around {} may not turn while it passes", other.name); });
        }
        if (order.formation) {
          return refused(explain, [&] {
            return fmt::format("a unit flowing around {} may not change formation in that move", other.name);
          });
        }
      }
      if (keep_away && table::within(mine, theirs, kDoubleTimeEnemyDistanceCm) && table::distance(mine, theirs) < kDoubleTimeEnemyDistanceCm) {
        return refused(explain, [&] {
          return fmt::format("double time must keep {} cm from every enemy; it passes within {:.1f} cm of {}",
                             kDoubleTimeEnemyDistanceCm, table::distance(mine, theirs), other.name);
        });
      }
    }
  }
  return std::nullopt;
}

// The turn in place with which path_to begins a move from `plan`'s pose, if it turns first.
std::optional<StandingFacts::FirstTurn> first_turn(const MovePlan& plan, const Order& order) {
  const core::Vec2 d = (order.via.empty() ? order.to.position : order.via.front()) - plan.pose.position;
  if (d.length() <= kEps) return std::nullopt;
  const double sweep = core::normalize_degrees(core::facing_of(d) - plan.pose.facing_deg);
  if (sweep == 0) return std::nullopt;
  return StandingFacts::FirstTurn{plan.pose, sweep, plan.formation, plan.limbered, order.pace, order.formation.has_value()};
}

// The checks of a path, in the order check_move asks them on its way: a refusal by one says
// the path passed those before it.
enum class OnTheWay { kTable, kGoing, kUnits };

// Whether the turn in place that begins `path` is refused on its own (off the table, closed
// terrain, a unit in the way): asked only of its poses, it is refused for every move that
// begins with it. Its poses are the path's first, so a check the whole path passed (those
// before `refused_by`) it passes too.
bool turn_alone_refused(const Battle& b, int unit, const Path& path, Formation formation, const Order& order, bool limbered,
                        const StandingFacts* known, OnTheWay refused_by) {
  const BattleUnit& u = b.unit(unit);
  const core::Vec2 start = path.poses.front().position;
  const auto moves_on = std::find_if(path.poses.begin(), path.poses.end(), [&](const core::Pose& p) { return p.position != start; });
  Path turn;
  turn.poses.assign(path.poses.begin(), moves_on);
  const StandsAlong along(stands_layout(u.unit.type, formation), turn.poses);
  const auto asked = [&](OnTheWay check) { return check >= refused_by; };
  const bool refused = (asked(OnTheWay::kTable) && leaves_table(b, u, formation, turn.poses, along)) ||
                       (asked(OnTheWay::kGoing) && going_along(b, u, turn.poses, along).closed) ||
                       path_refusal(b, unit, turn, formation, along, order, limbered, false, known);
#ifndef NDEBUG
  if (refused_by != OnTheWay::kTable && refused != turn_alone_refused(b, unit, path, formation, order, limbered, known, OnTheWay::kTable)) {
    throw std::logic_error("a check the whole path passed refused the turn it begins with");
  }
#endif
  return refused;
}

// Units whose poses are further apart than this can neither overlap nor touch.
constexpr double kEndsApartCm = 2 * kUnitReachCm + kContactCm;

// Why the unit may not end with its stands `mine` at `pose` against unit `i`: on top of it, or
// touching it as an enemy. `my_reach`: its stands' reach, the contact distance and a micron.
Why end_against(const Battle& b, const BattleUnit& me, int i, const Stands& mine, const core::Pose& pose, double my_reach, bool explain) {
  const BattleUnit& other = b.unit(i);
  const core::Vec2 d = other.pose.position - pose.position;
  if (d.dot(d) > kEndsApartCm * kEndsApartCm) return std::nullopt;
  // Nor can those further apart than their stands' reach and ours.
  const double apart = my_reach + stands_reach(other.unit.type, other.unit.formation);
  if (d.dot(d) > apart * apart) {
#ifndef NDEBUG
    if (table::distance(mine, unit_stands(other)) <= kContactCm) throw std::logic_error("an end's check passed over a unit it touches");
#endif
    return std::nullopt;
  }
  const Stands& theirs = unit_stands(other);
  if (table::overlap(mine, theirs)) return refused(explain, [&] { return fmt::format("it would end on top of {}", other.name); });
  if (other.side != me.side && table::within(mine, theirs, kContactCm)) {
    return refused(explain, [&] { return fmt::format("only a charge may end in contact with {}", other.name); });
  }
  return std::nullopt;
}

// The final place must not overlap anyone, and only a charge ends touching an enemy.
Why end_refusal(const Battle& b, int unit, Formation formation, const Stands& mine, const core::Pose& pose, bool explain = true,
                const StandingFacts* known = nullptr) {
  const BattleUnit& me = b.unit(unit);
  const double my_reach = stands_reach(me.unit.type, formation) + kContactCm + 1e-6;
  // A trial needs only a yes or no, so the unit that refused the decision's last end is asked
  // first: any unit refusing the end refuses it.
  const int blocker = known && !explain ? known->end_blocker() : -1;
  if (blocker >= 0) {
    if (Why why = end_against(b, me, blocker, mine, pose, my_reach, explain)) {
      known->note_end_refused_by(blocker);
#ifndef NDEBUG
      if (!end_refusal(b, unit, formation, mine, pose, explain)) throw std::logic_error("the remembered blocker refused an end allowed");
#endif
      return why;
    }
  }
  table::UnitGrid<2>::Items found;
  for (const int i : units_near_from(b, unit, pose.position, kEndsApartCm, known, found)) {
    if (i == unit || i == blocker) continue;
    if (Why why = end_against(b, me, i, mine, pose, my_reach, explain)) {
      if (known) known->note_end_refused_by(i);
      return why;
    }
  }
  return std::nullopt;
}

Why formation_change_refusal(const BattleUnit& u, Formation to, int about, int kept_as) {
  if (u.arm() != Category::kInfantry && u.arm() != Category::kCavalry) return fmt::format("{} cannot change formation", u.name);
  if (to == u.unit.formation) return fmt::format("{} is already in {}", u.name, describe(to));
  if (!may_form(u.unit.type, to, u.unit.lancer)) return fmt::format("{} may not form {}", u.name, describe(to));
  if (about != 0 && about != 1) return "the stationary stand is stand 1 or 2";
  if (kept_as < -1 || kept_as > 1) return "the stationary stand becomes stand 1 or 2 of the new formation";
  return std::nullopt;
}

bool pivots_in_place(const BattleUnit& u, const Order& order) {
  return core::distance(u.pose.position, order.to.position) <= kEps && order.via.empty();
}

MoveSituation move_situation(const Battle& b, int unit, Formation formation, const Order& order, const StandingFacts* known) {
  const BattleUnit& u = b.unit(unit);
  MoveSituation s;
  s.unit = u.unit;
  s.unit.formation = formation;
  s.limbered = u.limbered;
  s.pace = order.pace;
  s.step = order.step;
  s.explain = false;
  s.limber_action = order.limber == LimberChange::kUp     ? LimberAction::kLimberFirst
                    : order.limber == LimberChange::kDown ? LimberAction::kUnlimberAfter
                                                          : LimberAction::kNone;
  // resolve_move reads these only for double time and for a square: measured only then. A
  // square that only pivots where it stands may do so with cavalry near.
  if (order.pace == MovePace::kDoubleTime) s.nearest_enemy_cm = known ? known->nearest_enemy_cm() : nearest_enemy_cm(b, unit);
  if (formation == Formation::kSquare && !pivots_in_place(u, order)) s.nearest_enemy_cavalry_cm = nearest_enemy_cm(b, unit, true);
  return s;
}

Why act_refusal(const Battle& b, int unit) {
  const BattleUnit& u = b.unit(unit);
  if (u.removed) return fmt::format("{} has left the field", u.name);
  if (u.acted) return fmt::format("{} has already manoeuvred this phase", u.name);
  return std::nullopt;
}

// The allowance the movement table gives; resolve_move refuses impossible situations. With the
// unit's StandingFacts, worked out once for each kind of move.
Checked<int> allowance_cm(const Battle& b, int unit, Formation formation, const Order& order,
                          const StandingFacts* known = nullptr) {
  const auto work_out = [&]() -> Checked<int> {
    try {
      return resolve_move(move_situation(b, unit, formation, order, known)).allowance_cm;
    } catch (const RuleError& e) {
      return Refusal{e.what()};
    }
  };
  if (!known) return work_out();
  return known->allowance({formation, order.pace, order.step, order.limber, pivots_in_place(b.unit(unit), order)}, work_out);
}

}  // namespace

double turn_cost_cm(const Battle& b, const BattleUnit& u, double to_facing_deg) {
  if (!b.rulings.turns_cost_distance) return 0;
  return pivot_radius(u.unit.type, u.unit.formation) * core::degrees_to_radians(turn_degrees(u.pose.facing_deg, to_facing_deg));
}

core::Pose formation_pose(const BattleUnit& u, Formation to, int about, int kept_as) {
  const auto now = unit_stands(u);
  return pose_keeping_stand(u.unit.type, to, kept_as < 0 ? about : kept_as,
                            now[static_cast<std::size_t>(std::min<int>(about, static_cast<int>(now.size()) - 1))]);
}

bool StandingFacts::in_contact() const {
  if (!in_contact_) in_contact_ = mininap::in_contact(b_, unit_);
  return *in_contact_;
}

std::optional<double> StandingFacts::nearest_enemy_cm() const {
  if (!nearest_enemy_cm_) nearest_enemy_cm_ = mininap::nearest_enemy_cm(b_, unit_);
  return *nearest_enemy_cm_;
}

const table::UnitGrid<2>::Items& StandingFacts::units_near(double radius) const {
  // Searched again only for a trial reaching further than any before (measured: searching
  // wider at first, to spare those, costs more than it saves).
  if (radius > near_radius_) {
    near_radius_ = radius;
    near_ = mininap::units_near(b_, b_.unit(unit_).pose.position, radius);
  }
  return near_;
}

Checked<MovePlan> check_move(const Battle& b, int unit, const Order& order, MoveCheck asker, const StandingFacts* known) {
  if (Why why = act_refusal(b, unit)) return Refusal{*why};
  const BattleUnit& u = b.unit(unit);
  const bool mounted = u.arm() == Category::kCavalry || u.arm() == Category::kCommand;
  const bool contact = known ? known->in_contact() : in_contact(b, unit);
  if (contact && !(mounted && b.rulings.disengage_by_move)) {
    return Refusal{fmt::format("{} is in contact with the enemy and must fight hand-to-hand", u.name)};
  }
  MovePlan plan{u.pose, u.unit.formation, u.limbered, false};
  if (order.formation && order.formation_first) {
    if (u.arm() != Category::kCavalry) return Refusal{"only cavalry may change formation before moving"};
    if (Why why = formation_change_refusal(u, *order.formation, order.about, order.kept_as)) return Refusal{*why};
    plan.pose = formation_pose(u, *order.formation, order.about, order.kept_as);
    plan.formation = *order.formation;
  }
  if (order.limber != LimberChange::kNone) {
    if (!is_artillery(u.unit.type)) return Refusal{fmt::format("{} has no limbers", u.name)};
    if ((order.limber == LimberChange::kUp) == u.limbered) {
      return Refusal{fmt::format("{} is already {}", u.name, u.limbered ? "limbered" : "unlimbered")};
    }
    plan.limbered = order.limber == LimberChange::kUp;
  }
  const bool moving = core::distance(plan.pose.position, order.to.position) > kEps ||
                      turn_degrees(plan.pose.facing_deg, order.to.facing_deg) > kEps || !order.via.empty();
  // The cheap checks come first and the path's last: the AI tries many moves that the rules
  // refuse, most often for where they end.
  Path path;
  std::optional<StandsAlong> along;
  int allowance = 0;
  bool stepping = false;
  bool end_checked = false;
  const bool explain = asker == MoveCheck::kOrder;
  std::optional<StandingFacts::FirstTurn> turn;
  // A trial refused on its way: when its first turn is refused on its own too, the decision's
  // other trials beginning with that turn need not be walked.
  const auto refused_on_the_way = [&](Refusal refusal, OnTheWay refused_by) {
    if (turn && turn_alone_refused(b, unit, path, plan.formation, order, plan.limbered, known, refused_by)) {
      known->note_refused_turn(*turn);
    }
    return refusal;
  };
  const auto too_far = [&](double extra_cm) {
    return Refusal{*refused(explain, [&] {
      return fmt::format("the move needs {:.1f} cm with its turns{}; {} has {} cm", path.cost + extra_cm,
                         extra_cm > 0 ? " and the going" : "", u.name, allowance);
    })};
  };
  if (moving) {
    if (is_bent(plan.formation)) return Refusal{fmt::format("{} is in a bent formation and cannot move", u.name)};
    if (order.pace == MovePace::kCharge) return Refusal{"a charge is ordered at a unit, not to a place"};
    stepping = order.step != InfantryStep::kForward;
    if (stepping) {
      if (Why why = step_refusal(u, plan.pose, order)) return Refusal{*why};
      if (!order.via.empty()) return Refusal{fmt::format("a {} goes straight, with no turns on the way", step_name(order.step))};
    }
    // The AI's trial moves are most often refused for where they end: off the table, or on
    // another unit, so that is asked before the allowance. A refusal either way, so the answer
    // is the same; a player hears of the first rule broken.
    const core::Pose end{order.to.position, core::normalize_degrees(order.to.facing_deg)};
    end_checked = asker == MoveCheck::kTrial && !order.formation;
    if (end_checked) {
      const Stands at_end = stands_at(u, plan.formation, end);
      if (!table::on_table(at_end, b.width_cm, b.depth_cm)) return Refusal{"the move would leave the table"};
      if (Why why = end_refusal(b, unit, plan.formation, at_end, end, explain, known)) return Refusal{*why};
    }
    const Checked<int> table_allowance = allowance_cm(b, unit, plan.formation, order, known);
    if (!table_allowance) return table_allowance.refusal();
    allowance = *table_allowance;
    const int road = road_march_cm(b, u, plan.formation, order);
    const double straight = core::distance(plan.pose.position, order.to.position);
    if (straight > allowance + road + kEps) {
      return Refusal{*refused(explain, [&] {
        return fmt::format("the {} needs at least {:.1f} cm; {} has {} cm{}", stepping ? step_name(order.step) : "move",
                           straight, u.name, allowance, road > 0 ? fmt::format(" ({} on a road)", allowance + road) : "");
      })};
    }
    // A decision's trials that begin with a turn already refused on its own are refused at once.
    if (known && asker == MoveCheck::kTrial && !stepping) turn = first_turn(plan, order);
    if (turn && known->turn_refused(*turn)) {
#ifndef NDEBUG
      if (check_move(b, unit, order, asker)) throw std::logic_error("a move refused for its first turn is legal");
#endif
      return Refusal{kFirstTurnRefused};
    }
    path = stepping ? step_path(plan.pose, order.to.position)
                    : path_to(plan.pose, order.via, order.to, pivot_radius(u.unit.type, plan.formation), b.rulings.turns_cost_distance);
    along.emplace(stands_layout(u.unit.type, plan.formation), path.poses);
    if (road > 0 && on_road_throughout(b, u, plan.formation, path.poses, *along)) allowance += road;
    if (path.cost > allowance + kEps) return too_far(0);
    plan.leaves_table = leaves_table(b, u, plan.formation, path.poses, *along);
    if (plan.leaves_table && asker == MoveCheck::kTrial) return refused_on_the_way(Refusal{"the move would leave the table"}, OnTheWay::kTable);
    plan.pose = end;
  } else if (order.pace != MovePace::kMove) {
    return Refusal{"double time or a charge needs a move"};
  }
  if (order.formation && !order.formation_first) {
    BattleUnit moved = u;
    moved.pose = plan.pose;
    moved.unit.formation = plan.formation;
    if (Why why = formation_change_refusal(moved, *order.formation, order.about, order.kept_as)) return Refusal{*why};
    plan.pose = formation_pose(moved, *order.formation, order.about, order.kept_as);
    plan.formation = *order.formation;
  }
  // A stand put off the table by a change of formation leaves it as surely as by a move.
  if (order.formation && !plan.leaves_table && !table::on_table(stands_at(u, plan.formation, plan.pose), b.width_cm, b.depth_cm)) {
    if (asker == MoveCheck::kTrial) return Refusal{"the change of formation would put a stand off the table"};
    plan.leaves_table = true;
  }
  if (!plan.leaves_table) {
    const Stands at_end = stands_at(u, plan.formation, plan.pose);
    if (Why why = end_checked ? std::nullopt : end_refusal(b, unit, plan.formation, at_end, plan.pose, explain, known)) return Refusal{*why};
    if (Why why = closed_terrain(b, u, at_end)) return Refusal{*why};
  }
  if (along) {
    // A trial asks for units in the way before the going, which costs more to walk and refuses
    // fewer (the going not yet asked, its first turn is asked the going too); a player hears
    // of the going first.
    const bool units_first = asker == MoveCheck::kTrial;
    const auto units_in_the_way = [&] { return path_refusal(b, unit, path, plan.formation, *along, order, plan.limbered, explain, known); };
    if (Why why = units_first ? units_in_the_way() : std::nullopt) return refused_on_the_way(Refusal{*why}, OnTheWay::kGoing);
    const Going going = going_along(b, u, path.poses, *along);
    if (going.closed) return refused_on_the_way(Refusal{*going.closed}, OnTheWay::kGoing);
    if (path.cost + going.extra > allowance + kEps) return too_far(going.extra);
    if (Why why = units_first ? std::nullopt : units_in_the_way()) return refused_on_the_way(Refusal{*why}, OnTheWay::kUnits);
  }
  return plan;
}

MovePlan plan_move(const Battle& b, int unit, const Order& order) { return check_move(b, unit, order).value_or_throw(); }

bool pivot_within_limit(const Battle& b, const BattleUnit& u, double facing_deg) {
  return turn_degrees(u.pose.facing_deg, facing_deg) <= b.rulings.fire_pivot_max_deg + kEps;
}

Checked<core::Pose> check_pivot(const Battle& b, int unit, double facing_deg) {
  const BattleUnit& u = b.unit(unit);
  if (u.unit.formation == Formation::kSquare || is_bent(u.unit.formation)) {
    return Refusal{fmt::format("{} in {} does not pivot to fire", u.name, describe(u.unit.formation))};
  }
  if (!pivot_within_limit(b, u, facing_deg)) {
    return Refusal{fmt::format("a pivot before firing turns at most {} degrees (R24), not {:.0f}", b.rulings.fire_pivot_max_deg,
                               turn_degrees(u.pose.facing_deg, facing_deg))};
  }
  Order turn;
  turn.kind = OrderKind::kMove;
  turn.to = {u.pose.position, core::normalize_degrees(facing_deg)};
  const Path path = path_to(u.pose, {}, turn.to, pivot_radius(u.unit.type, u.unit.formation), false);
  const StandsAlong along(stands_layout(u.unit.type, u.unit.formation), path.poses);
  if (leaves_table(b, u, u.unit.formation, path.poses, along)) return Refusal{"the pivot would take a stand off the table"};
  const Stands at_end = stands_at(u, u.unit.formation, turn.to);
  if (Why why = end_refusal(b, unit, u.unit.formation, at_end, turn.to)) return Refusal{*why};
  if (Why why = closed_terrain(b, u, at_end)) return Refusal{*why};
  if (Why why = path_refusal(b, unit, path, u.unit.formation, along, turn, u.limbered)) return Refusal{*why};
  return turn.to;
}

namespace {

// The advance traced up to the step that first sees a touch, with no search for the first.
RememberedAdvance trace_advance(const Battle& b, int unit, const core::Pose& from, int target, double most_cm) {
  const BattleUnit& u = b.unit(unit);
  const auto traced = [&](const Advance& found, double clear_cm = 0) {
    return RememberedAdvance{b.table_changes, b.terrain, b.rulings, unit, target, from, most_cm, found, clear_cm};
  };
  // Every step faces the same way: one sine and cosine for them all.
  const core::Vec2 ahead = from.forward();
  const StandsLayout layout = stands_layout(u.unit.type, u.unit.formation);
  const auto stands_after = [&](double go) {
    return table::place(layout, core::Pose{from.position + ahead * go, from.facing_deg}, ahead);
  };
  std::vector<int> near;
  for (const int i : units_near(b, from.position, most_cm + 2 * kNearbyCm)) {
    if (i != unit && core::distance(b.unit(i).pose.position, from.position) <= most_cm + 2 * kNearbyCm) near.push_back(i);
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
    const core::Vec2 here = from.position + ahead * go;
    Look l;
    for (int i : near) {
      const double bound = core::distance(here, b.unit(i).pose.position) - 2 * kUnitReachCm;
      if (bound > kStepCm) {
        l.clearance = std::min(l.clearance, bound);
        continue;
      }
      const Stands& theirs = unit_stands(b.unit(i));
      // A unit further than the clearance so far, and than touching, changes nothing here.
      const double matters = std::max(l.clearance, kContactCm);
      const std::optional<double> measured = table::distance_within(mine, theirs, matters);
#ifndef NDEBUG
      if (!measured && (table::distance(mine, theirs) <= matters || table::overlap(mine, theirs))) {
        throw std::logic_error("a charge's advance passed over a unit near enough to matter");
      }
#endif
      if (!measured) continue;
      const double d = *measured;
      l.clearance = std::min(l.clearance, d);
      if (i == target) {
        l.target = l.target || d <= kContactCm;
      } else if ((d <= kContactCm && b.unit(i).side != u.side) || table::overlap(mine, theirs)) {
        l.blocker = i;
      }
    }
    return l;
  };
  // The clearance looks only at units, so closed terrain is looked for step by step.
  core::Box path;
  path.add(from.position);
  path.add(from.position + ahead * most_cm);
  const bool closed_on_path = closed_terrain_near(b, u, path.grown(kUnitReachCm));
  const auto closed_before = [&](double lo, double hi) -> std::optional<std::string> {
    if (!closed_on_path) return std::nullopt;
    for (double s = std::min(hi, lo + kStepCm);; s = std::min(hi, s + kStepCm)) {
      if (auto why = closed_terrain(b, u, stands_after(s))) return why;
      if (s >= hi) return std::nullopt;
    }
  };
  Advance a{from, false, -1, false, std::nullopt, 0};
  double go = 0;
  Look seen = look(go);
  while (go < most_cm) {
    // Nothing is nearer than the clearance, so the unit may go that far at once.
    const double next = std::min(most_cm, go + std::max(kStepCm / 2, seen.clearance));
    if ((a.closed = closed_before(go, next))) return traced(a);
    const Look l = look(next);
    a.off_table = !table::on_table(stands_after(next), b.width_cm, b.depth_cm);
    if (l.blocker >= 0 || a.off_table) {
      a.blocker = l.blocker;
      return traced(a);
    }
    if (l.target) return traced({{from.position + ahead * next, from.facing_deg}, true, -1, false, std::nullopt, next}, go);
    go = next;
    seen = l;
    a.pose.position = from.position + ahead * go;
    a.distance_cm = go;
  }
  return traced(a);
}

bool same_advance(const RememberedAdvance& x, const RememberedAdvance& y) {
  const Advance& a = x.advance;
  const Advance& c = y.advance;
  return a.pose == c.pose && a.contact == c.contact && a.blocker == c.blocker && a.off_table == c.off_table && a.closed == c.closed &&
         a.distance_cm == c.distance_cm && x.clear_cm == y.clear_cm;
}

// True when the advance was traced with the units where they stand now, on this terrain under
// these rulings.
bool traced_now(const Battle& b, const RememberedAdvance& r) {
  return r.at == b.table_changes && r.terrain == b.terrain && r.rulings == b.rulings;
}

// The advance as traced at the battle's present state: remembered, or traced now and kept.
// Where it starts and how far it may go are compared bit for bit, as the trace reads them.
const RememberedAdvance& remembered_advance(const Battle& b, int unit, const core::Pose& from, int target, double most_cm) {
  const auto same = [](double x, double y) { return core::bits_of(x) == core::bits_of(y); };
  for (const RememberedAdvance& r : b.advances) {
    if (r.unit == unit && r.target == target && same(r.from.position.x, from.position.x) && same(r.from.position.y, from.position.y) &&
        same(r.from.facing_deg, from.facing_deg) && same(r.most_cm, most_cm) && traced_now(b, r)) {
#ifndef NDEBUG
      if (!same_advance(r, trace_advance(b, unit, from, target, most_cm))) {
        throw std::logic_error(fmt::format("{}'s remembered advance differs from its trace", b.unit(unit).name));
      }
#endif
      return r;
    }
  }
  // Those traced in another state are forgotten: the units stand elsewhere now (or the terrain
  // or rulings differ).
  std::erase_if(b.advances, [&](const RememberedAdvance& r) { return !traced_now(b, r); });
  b.advances.push_back(trace_advance(b, unit, from, target, most_cm));
  return b.advances.back();
}

}  // namespace

Advance advance_until(const Battle& b, int unit, const core::Pose& from, int target, double most_cm, bool first_touch) {
  const RememberedAdvance& traced = remembered_advance(b, unit, from, target, most_cm);
  if (!first_touch || !traced.advance.contact) return traced.advance;
  // Nothing else was touched up to where the touch was seen, so only the target is measured.
  const core::Vec2 ahead = from.forward();
  const StandsLayout layout = stands_layout(b.unit(unit).unit.type, b.unit(unit).unit.formation);
  const Stands& theirs = unit_stands(b.unit(target));
  double lo = traced.clear_cm;
  double hi = traced.advance.distance_cm;
  while (hi - lo > kContactToleranceCm) {
    const double mid = (lo + hi) / 2;
    (table::within(table::place(layout, core::Pose{from.position + ahead * mid, from.facing_deg}, ahead), theirs, kContactCm) ? hi : lo) = mid;
  }
  return {{from.position + ahead * hi, from.facing_deg}, true, -1, false, std::nullopt, hi};
}

namespace {

// Where a charge sets out from (facing its target unless charges go straight ahead) and the
// allowance left after the turn.
struct ChargeStart {
  core::Pose pose;
  double allowance = 0;
};

// The cheap first tests of a charge: who may charge whom, and some of the target straight ahead
// within the charge distance (unless it may `fall_short`).
Checked<ChargeStart> charge_start(const Battle& b, int unit, int target, bool fall_short, bool explain,
                                  const StandingFacts* known) {
  if (Why why = act_refusal(b, unit)) return Refusal{*why};
  const BattleUnit& u = b.unit(unit);
  if (target < 0 || target >= static_cast<int>(b.units.size()) || b.unit(target).removed || b.unit(target).side == u.side) {
    return Refusal{"a charge needs an enemy unit on the table"};
  }
  const BattleUnit& t = b.unit(target);
  if (u.arm() != Category::kInfantry && u.arm() != Category::kCavalry) return Refusal{fmt::format("{} cannot charge", u.name)};
  if (known ? known->in_contact() : in_contact(b, unit)) return Refusal{fmt::format("{} is already in contact", u.name)};
  if (is_bent(u.unit.formation)) return Refusal{fmt::format("{} is in a bent formation and cannot move", u.name)};
  Order charge;
  charge.pace = MovePace::kCharge;
  const Checked<int> table_allowance = allowance_cm(b, unit, u.unit.formation, charge, known);
  if (!table_allowance) return table_allowance.refusal();
  double allowance = *table_allowance;
  core::Pose pose = u.pose;
  if (!b.rulings.charge_straight_ahead) {
    const double heading = core::facing_of(t.pose.position - pose.position);
    allowance -= turn_cost_cm(b, u, heading);
    pose.facing_deg = heading;
  }
  // A cheap first test: some of the target must lie straight ahead within the charge distance.
  const bool ahead = table::in_zone_ahead(stands_at(u, u.unit.formation, pose), allowance + kContactCm, unit_stands(t));
  if (!ahead && !fall_short) {
    return Refusal{*refused(explain, [&] { return fmt::format("{} is not straight ahead within the charge distance of {} cm", t.name, allowance); })};
  }
  return ChargeStart{pose, allowance};
}

}  // namespace

bool charge_may_reach(const Battle& b, int unit, int target, const StandingFacts& known) {
  return static_cast<bool>(charge_start(b, unit, target, false, false, &known));
}

Checked<ChargePlan> check_charge(const Battle& b, int unit, int target, bool fall_short, MoveCheck asker,
                                 const StandingFacts* known) {
  const bool explain = asker == MoveCheck::kOrder;
  const Checked<ChargeStart> start = charge_start(b, unit, target, fall_short, explain, known);
  if (!start) return start.refusal();
  const BattleUnit& u = b.unit(unit);
  const BattleUnit& t = b.unit(target);
  const core::Pose pose = start->pose;
  const double allowance = start->allowance;
  const double reach = b.rulings.rough_slows_charges ? straight_reach_cm(b, u, pose, allowance) : std::max(0.0, allowance);
  const Advance a = advance_until(b, unit, pose, target, reach, explain);
  if (a.contact) return ChargePlan{a.pose, true, a.distance_cm};
  if (!fall_short) {
    if (a.blocker >= 0) return Refusal{*refused(explain, [&] { return fmt::format("{} is in the way", b.unit(a.blocker).name); })};
    if (a.off_table) {
      return Refusal{*refused(explain, [&] { return fmt::format("the charge would leave the table before reaching {}", t.name); })};
    }
    if (a.closed) return Refusal{*a.closed};
    return Refusal{*refused(explain, [&] {
      const std::string going = reach < allowance - kEps ? fmt::format(" ({:.1f} cm through the rough going)", reach) : "";
      return fmt::format("{} is not straight ahead within the charge distance of {} cm{}", t.name, allowance, going);
    })};
  }
  return ChargePlan{a.pose, false, a.distance_cm};
}

ChargePlan plan_charge(const Battle& b, int unit, int target, bool fall_short) {
  return check_charge(b, unit, target, fall_short).value_or_throw();
}

std::vector<Order> charge_reactions(const Battle& b, int target, int charger) {
  std::vector<Order> out;
  Order stand;
  stand.kind = OrderKind::kStand;
  out.push_back(stand);
  const BattleUnit& t = b.unit(target);
  if (b.rulings.reaction_fire_allowed && !t.fired && may_fire(b, target, true) && eligible_range(b, target, charger)) {
    Order fire;
    fire.kind = OrderKind::kReactFire;
    fire.target = charger;
    out.push_back(fire);
  }
  const BattleUnit& c = b.unit(charger);
  const auto beyond = b.rulings.square_reaction_beyond_cm;
  if (beyond && c.arm() == Category::kCavalry && may_form(t.unit.type, Formation::kSquare) &&
      t.unit.formation != Formation::kSquare && unit_distance(b, target, charger) > *beyond && !in_contact(b, target)) {
    BattleUnit squared = t;
    squared.pose = formation_pose(t, Formation::kSquare, 0);
    squared.unit.formation = Formation::kSquare;
    bool fits = table::on_table(unit_stands(squared), b.width_cm, b.depth_cm) && !closed_terrain(b, squared, unit_stands(squared));
    for (const int i : units_near(b, squared.pose.position, 2 * kUnitReachCm)) {
      if (fits && i != target) fits = !table::overlap(unit_stands(squared), unit_stands(b.unit(i)));
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
  const BattleUnit& u = b.unit(unit);
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
  if (u.arm() == Category::kInfantry) {
    const auto step = [&](InfantryStep kind, MovementRowId row, core::Vec2 way) {
      Order o = move({u.pose.position + way * movement_row(row).move_cm, u.pose.facing_deg}, MovePace::kMove);
      o.step = kind;
      candidates.push_back(o);
    };
    step(InfantryStep::kStepBack, MovementRowId::kInfantryStepBack, u.pose.forward() * -1.0);
    step(InfantryStep::kSideStep, MovementRowId::kInfantrySideStep, u.pose.right());
    step(InfantryStep::kSideStep, MovementRowId::kInfantrySideStep, u.pose.right() * -1.0);
  }
  for (Order& o : candidates) {
    if (check_move(b, unit, o)) out.push_back(o);
  }
  for (int t = 0; t < static_cast<int>(b.units.size()); ++t) {
    if (b.unit(t).removed || b.unit(t).side == u.side || !units_within(b, unit, t, kLongestChargeCm)) {
      continue;
    }
    if (check_charge(b, unit, t)) {
      Order o;
      o.kind = OrderKind::kCharge;
      o.target = t;
      out.push_back(o);
    }
  }
  return out;
}

}  // namespace sandtable::rules::mininap
