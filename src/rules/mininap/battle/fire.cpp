#include "rules/mininap/battle/fire.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>
#include <stdexcept>
#include <utility>

#include "rules/mininap/battle/manoeuvre.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/stands.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/battle/terrain_effects.hpp"
#include "rules/mininap/range.hpp"
#include "table/zones.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr double kMediumToCm = 40;


double weapon_range(const Battle& b, const BattleUnit& u) {
  return is_artillery(u.unit.type) ? artillery_range_cm(u.unit.type, b.rulings) : kMusketRangeCm;
}

// The faces that fire: each stand, or a square's four faces (one base each, made in `square`).
using Faces = boost::container::static_vector<core::Base, 4>;
std::span<const core::Base> firing_faces(const BattleUnit& u, Faces& square) {
  const Stands& s = unit_stands(u);
  if (u.unit.formation != Formation::kSquare) return {s.data(), s.size()};
  const double w = s[0].width();
  const double d = 2 * s[0].depth();
  const core::Pose p = u.pose;
  const core::Vec2 ahead = s[0].forward();
  const core::Vec2 right = s[0].right();
  const core::Vec2 centre = p.position - ahead * (d / 2);
  square = {
      core::Base{w, d, p, ahead},
      core::Base{w, d, {p.position - ahead * d, p.facing_deg + 180}, ahead * -1},
      core::Base{d, w, {centre + right * (w / 2), p.facing_deg - 90}, right},
      core::Base{d, w, {centre - right * (w / 2), p.facing_deg + 90}, right * -1},
  };
  return {square.data(), square.size()};
}

// True when no unit but the firer, the target and `ignore` has a stand in the zone.
bool zone_clear(const Battle& b, const core::Base& face, double length, int firer, int target, int ignore) {
  if (length <= 0) return true;
  const core::Quad zone = table::clear_zone_ahead(face, length);
  const core::Vec2 middle = face.pose().position + face.forward() * (length / 2);
  // Stands plainly off the strip the zone lies in are not in it, nor units whose poses are
  // farther from it than the reach of one unit. The overlap test's tolerance across a zone
  // `length` deep is 1e-9 of the longer of 1 cm and `length`, over `length`: the hair spares more.
  const double zone_radius = core::Vec2{face.width(), length}.length() / 2 + kPlainlyApartCm;
  const double hair = kPlainlyApartCm * std::max(1.0, 1.0 / length);
  for (const int i : units_near(b, middle, zone_radius + kUnitReachCm)) {
    if (i == firer || i == target || i == ignore) continue;
    for (const core::Base& s : unit_stands(b.unit(i))) {
      if (!plainly_off_strip(face, length, s, hair) && core::overlaps(zone, s.corners())) return false;
    }
  }
  return true;
}

// How deep into the face's zone the near side of the target stand lies, at its deepest: the
// zone must be clear up to there, not only to the nearest corner (text p11, "between"; R25). Along each line across the zone the target's near side is its lowest point; for a
// convex stand that depth is greatest at one edge of the part of the zone the stand covers.
double depth_to_near_side(const core::Base& face, const core::Base& target, double nearest) {
  const core::Vec2 origin = face.front_left();
  const auto across = [&](core::Vec2 p) { return (p - origin).dot(face.right()); };
  const auto ahead = [&](core::Vec2 p) { return (p - origin).dot(face.forward()); };
  const core::Quad& c = target.corners();
  double lo = across(c[0]);
  double hi = lo;
  for (const core::Vec2 p : c) lo = std::min(lo, across(p)), hi = std::max(hi, across(p));
  lo = std::max(lo, table::kContactTolerance);
  hi = std::min(hi, face.width() - table::kContactTolerance);
  if (lo > hi) return nearest;
  // The target's nearest point ahead on the line `s` across the zone: over the edges it crosses.
  const auto near_side = [&](double s) {
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < c.size(); ++i) {
      const double a = across(c[i]);
      const double z = across(c[(i + 1) % c.size()]);
      if (s < std::min(a, z) || s > std::max(a, z)) continue;
      const double t = std::abs(z - a) < 1e-12 ? 0 : (s - a) / (z - a);
      best = std::min(best, ahead(c[i]) + t * (ahead(c[(i + 1) % c.size()]) - ahead(c[i])));
    }
    return best;
  };
  const double deepest = std::max(near_side(lo), near_side(hi));
  return std::isfinite(deepest) ? std::max(nearest, deepest) : nearest;
}

// The nearest range from one face to a target stand it may shoot (any stand, friend or foe), if
// below `below`: a stand no nearer than that is not looked at further.
std::optional<double> face_range(const Battle& b, const core::Base& face, double reach, int firer, int target, int ignore,
                                 double below = std::numeric_limits<double>::infinity()) {
  std::optional<double> best;
  for (const core::Base& ts : unit_stands(b.unit(target))) {
    // A stand whose circle is plainly beyond the reach (or the best) is beyond it.
    const core::Vec2 apart = face.centre() - ts.centre();
    const double most = face.radius() + ts.radius() + std::min(reach, best.value_or(below)) + kPlainlyApartCm;
    if (apart.dot(apart) > most * most || !core::in_zone_ahead(face, reach, ts)) continue;
    const double d = core::distance(face, ts);
    if (d <= 0 || d > reach || d >= best.value_or(below)) continue;
    const double between = b.rulings.zone_clear_to_near_side ? depth_to_near_side(face, ts, d) : d;
    if (!zone_clear(b, face, between, firer, target, ignore) || terrain_blocks_fire(b, face, d, ts)) continue;
    best = d;
  }
  return best;
}

// With two sides, every enemy touching the unit is of the other side: its remembered contact.
bool in_melee_with_side(const Battle& b, int unit, int side) { return b.unit(unit).side != side && in_contact(b, unit); }

bool in_line(Formation f) {
  return f == Formation::kLine || f == Formation::kSkirmish || f == Formation::kBentLine || f == Formation::kBentSkirmish;
}

// The SP a unit fires: in the firing phase those it had when the phase began (all fire is
// simultaneous); a reaction to a charge, later in the turn, fires what it has left.
int firing_sp(const BattleUnit& u, bool reaction) { return reaction ? u.sp() : u.phase_sp; }

FireResult fire_result(const Battle& b, int firer, int target, double range, bool split, bool reaction) {
  const BattleUnit& u = b.unit(firer);
  FireSituation s;
  s.firer = u.unit;
  s.strength_points = firing_sp(u, reaction);
  if (split) s.allocated_points = s.strength_points / 2;
  if (is_artillery(u.unit.type)) s.range_cm = range;
  s.target = b.unit(target).unit;
  s.terrain_dice = -cover_dice(b, target);
  s.limbered = u.limbered;
  s.suppressed = u.suppressed;
  s.split_fire = split;
  s.reaction = reaction;
  s.exact = false;
  s.explain = b.tell;  // the factors' wording for a game people follow, none for a simulation
  return resolve_fire(s, b.rulings);
}

// Split fire: each stand of a line needs the target on its own (eligibility per stand). `u`
// is the firer as it stands to fire (after any pivot).
std::optional<double> stand_range(const Battle& b, const BattleUnit& u, int firer, std::size_t stand, int target) {
  if (b.unit(target).removed || b.unit(target).side == u.side || in_melee_with_side(b, target, u.side)) return std::nullopt;
  return face_range(b, unit_stands(u)[stand], weapon_range(b, u), firer, target, -1);
}

FireOption single_fire(const Battle& b, int unit, int target, double range, bool reaction,
                       std::optional<double> pivot_deg = std::nullopt) {
  FireOption f;
  f.order.kind = OrderKind::kFire;
  f.order.target = target;
  f.order.pivot_deg = pivot_deg;
  f.targets = {target};
  f.fire.push_back(fire_result(b, unit, target, range, false, reaction));  // moved in: a list would copy it
  f.range_cm = {range};
  return f;
}

// The nearest range at which `u` (the firer `firer` as it stands to fire) may shoot `target`.
std::optional<double> range_from(const Battle& b, const BattleUnit& u, int firer, int target, int ignore) {
  const BattleUnit& t = b.unit(target);
  if (t.removed || t.side == u.side) return std::nullopt;
  const double reach = weapon_range(b, u);
  if (farther_than(u, t, reach)) return std::nullopt;
  // face_range looks only at target stands that core::in_zone_ahead finds ahead of a face: none
  // is when every one is plainly off every face's strip (with twice its hair to spare).
  Faces square;
  const std::span<const core::Base> faces = firing_faces(u, square);
  const Stands& stands = unit_stands(t);
  const auto ahead_of = [&](const core::Base& face) {
    return std::any_of(stands.begin(), stands.end(), [&](const core::Base& s) { return !plainly_off_strip(face, reach, s, 2 * kPlainlyApartCm); });
  };
  if (std::none_of(faces.begin(), faces.end(), ahead_of) || !table::within(unit_stands(u), stands, reach)) return std::nullopt;
  // No firing into a melee: asked before the faces, as a unit's contact is remembered.
  if (in_melee_with_side(b, target, u.side)) return std::nullopt;
  std::optional<double> best;
  for (const core::Base& face : faces) {
    if (const auto r = face_range(b, face, reach, firer, target, ignore, best.value_or(std::numeric_limits<double>::infinity()))) best = r;
  }
  return best;
}

// The facing that points the unit's front centre at the middle of the target's stands.
double facing_towards(const BattleUnit& u, const BattleUnit& target) {
  core::Vec2 middle{0, 0};
  const Stands& stands = unit_stands(target);
  for (const core::Base& s : stands) middle = middle + s.centre() * (1.0 / static_cast<double>(stands.size()));
  return core::facing_of(middle - u.pose.position);
}

// A fire at `target` that only a pivot (R24) makes possible: the unit turns to face it.
// The cheap questions first: the angle, then the target from the new facing, then the sweep.
std::optional<FireOption> pivot_fire(const Battle& b, int unit, int target) {
  const BattleUnit& u = b.unit(unit);
  const double facing = core::normalize_degrees(facing_towards(u, b.unit(target)));
  if (!pivot_within_limit(b, u, facing)) return std::nullopt;
  BattleUnit turned = u;
  turned.pose.facing_deg = facing;
  const auto r = range_from(b, turned, unit, target, -1);
  if (!r || !check_pivot(b, unit, facing)) return std::nullopt;
  return single_fire(b, unit, target, *r, false, facing);
}

// Only infantry in a line, a skirmish line or their bent forms with 2 SP or more splits its
// fire, and never at a charger.
bool may_split(const BattleUnit& u, bool reaction) {
  return !reaction && in_line(u.unit.formation) && is_infantry(u.unit.type) && u.phase_sp >= 2;
}

FireOption split_fire(const Battle& b, int unit, int first, double first_range, int second, double second_range,
                      std::optional<double> pivot_deg = std::nullopt) {
  FireOption f;
  f.order.kind = OrderKind::kSplitFire;
  f.order.target = first;
  f.order.second_target = second;
  f.order.pivot_deg = pivot_deg;
  f.targets = {first, second};
  f.fire.reserve(2);
  f.fire.push_back(fire_result(b, unit, first, first_range, true, false));
  f.fire.push_back(fire_result(b, unit, second, second_range, true, false));
  f.range_cm = {first_range, second_range};
  return f;
}

}  // namespace

bool may_fire(const Battle& b, int unit, bool reaction) {
  const BattleUnit& u = b.unit(unit);
  if (u.removed || firing_sp(u, reaction) <= 0 || u.fired) return false;
  if (!is_infantry(u.unit.type) && !(is_artillery(u.unit.type) && !u.limbered)) return false;
  return !in_contact(b, unit);
}

std::vector<core::Quad> fire_zones(const Battle& b, int unit) {
  const BattleUnit& u = b.unit(unit);
  if (u.removed || !(is_infantry(u.unit.type) || (is_artillery(u.unit.type) && !u.limbered))) return {};
  std::vector<core::Quad> zones;
  Faces square;
  for (const core::Base& face : firing_faces(u, square)) zones.push_back(core::zone_ahead(face, weapon_range(b, u)));
  return zones;
}

// The enemies that may be within the unit's weapon range.
table::UnitGrid<2>::Items in_reach(const Battle& b, int unit) {
  const BattleUnit& u = b.unit(unit);
  return enemies_near(b, u.side, u.pose.position, weapon_range(b, u) + 2 * kUnitReachCm);
}

namespace {

using KnownRanges = std::span<const std::pair<int, std::optional<double>>>;

std::optional<KnownRanges> ranges_of(const FireRanges& f, int firer) {
  const auto [begin, end] = f.of[static_cast<std::size_t>(firer)];
  if (begin < 0) return std::nullopt;
  return KnownRanges(f.ranges).subspan(static_cast<std::size_t>(begin), static_cast<std::size_t>(end - begin));
}

// The firer's targets and ranges in the firing phase's FireRanges, if they are known.
std::optional<KnownRanges> known_ranges(const Battle& b, int firer) {
  if (!b.fire_ranges.valid || b.phase != Phase::kFiring) return std::nullopt;
  return ranges_of(b.fire_ranges, firer);
}

// What the firing phase's FireRanges hold for the pair, if they hold it.
const std::optional<double>* known_range(const Battle& b, int firer, int target) {
  const auto known = known_ranges(b, firer);
  if (!known) return nullptr;
  const auto it = std::find_if(known->begin(), known->end(), [&](const auto& t) { return t.first == target; });
  return it == known->end() ? nullptr : &it->second;
}

// Appends the firer's targets (the enemies that may be within its reach) and its ranges to them.
void add_ranges(const Battle& b, int firer, std::vector<std::pair<int, std::optional<double>>>& out) {
  for (const int t : in_reach(b, firer)) out.emplace_back(t, range_from(b, b.unit(firer), firer, t, -1));
}

#ifndef NDEBUG
// The tests insist that the firer's known ranges are those working them out again gives.
void check_known(const Battle& b, int firer, KnownRanges known) {
  std::vector<std::pair<int, std::optional<double>>> fresh;
  if (may_fire(b, firer)) add_ranges(b, firer, fresh);
  if (!std::equal(fresh.begin(), fresh.end(), known.begin(), known.end())) {
    throw std::logic_error(fmt::format("the firing phase's ranges from {} are stale", b.unit(firer).name));
  }
}
#endif

}  // namespace

std::optional<double> eligible_range(const Battle& b, int firer, int target, int ignore) {
  if (ignore < 0) {
    if (const std::optional<double>* known = known_range(b, firer, target)) {
#ifndef NDEBUG
      // The tests insist that nothing moved unseen since the ranges were worked out.
      if (*known != range_from(b, b.unit(firer), firer, target, -1)) {
        throw std::logic_error(fmt::format("the firing phase's range from {} to {} is stale", b.unit(firer).name, b.unit(target).name));
      }
#endif
      return *known;
    }
  }
  return range_from(b, b.unit(firer), firer, target, ignore);
}

bool has_fire_target(const Battle& b, int unit) {
  if (!may_fire(b, unit)) return false;
  const auto known = known_ranges(b, unit);
  if (!known) {
    const table::UnitGrid<2>::Items near = in_reach(b, unit);
    return std::any_of(near.begin(), near.end(), [&](int t) { return range_from(b, b.unit(unit), unit, t, -1).has_value(); });
  }
#ifndef NDEBUG
  check_known(b, unit, *known);
#endif
  return std::any_of(known->begin(), known->end(), [](const auto& t) { return t.second.has_value(); });
}

std::vector<FireOption> fire_options(const Battle& b, int unit, bool reaction) {
  std::vector<FireOption> out;
  if (!may_fire(b, unit, reaction)) return out;
  const table::UnitGrid<2>::Items near = in_reach(b, unit);
  const bool may_pivot = !reaction && b.rulings.fire_pivot_max_deg > 0;
  for (const int t : near) {
    if (const auto r = eligible_range(b, unit, t)) {
      out.push_back(single_fire(b, unit, t, *r, reaction));
    } else if (const auto pivoted = may_pivot ? pivot_fire(b, unit, t) : std::nullopt) {
      out.push_back(std::move(*pivoted));
    }
  }
  const BattleUnit& u = b.unit(unit);
  if (!may_split(u, reaction)) return out;
  for (const int t1 : near) {
    const auto r1 = stand_range(b, u, unit, 0, t1);
    if (!r1) continue;
    for (const int t2 : near) {
      const auto r2 = t2 == t1 ? std::nullopt : stand_range(b, u, unit, 1, t2);
      if (r2) out.push_back(split_fire(b, unit, t1, *r1, t2, *r2));
    }
  }
  return out;
}

std::optional<FireOption> fire_option(const Battle& b, int unit, const Order& order, bool reaction) {
  const auto is_unit = [&](int i) { return i >= 0 && i < static_cast<int>(b.units.size()); };
  if (!may_fire(b, unit, reaction) || !is_unit(order.target)) return std::nullopt;
  // The firer as it stands to fire: turned first when the order pivots it (R24).
  std::optional<BattleUnit> turned;
  if (order.pivot_deg) {
    const Checked<core::Pose> pivot = reaction ? Checked<core::Pose>(Refusal{"no pivot at a charger"}) : check_pivot(b, unit, *order.pivot_deg);
    if (!pivot) return std::nullopt;
    turned = b.unit(unit);
    turned->pose = *pivot;
  }
  const BattleUnit& u = turned ? *turned : b.unit(unit);
  if (order.kind == OrderKind::kFire) {
    std::optional<double> r;
    if (order.second_target == -1) r = turned ? range_from(b, u, unit, order.target, -1) : eligible_range(b, unit, order.target);
    return r ? std::optional<FireOption>(single_fire(b, unit, order.target, *r, reaction, order.pivot_deg)) : std::nullopt;
  }
  if (order.kind != OrderKind::kSplitFire || !may_split(u, reaction) || !is_unit(order.second_target) ||
      order.second_target == order.target) {
    return std::nullopt;
  }
  const auto r1 = stand_range(b, u, unit, 0, order.target);
  const auto r2 = r1 ? stand_range(b, u, unit, 1, order.second_target) : std::nullopt;
  return r2 ? std::optional<FireOption>(split_fire(b, unit, order.target, *r1, order.second_target, *r2, order.pivot_deg))
            : std::nullopt;
}

std::string fire_refusal(const Battle& b, int unit, const Order& order, bool reaction) {
  const BattleUnit& u = b.unit(unit);
  if (u.fired) return fmt::format("{} has already fired this turn", u.name);
  if (!is_infantry(u.unit.type) && !is_artillery(u.unit.type)) return fmt::format("{} does not fire: only infantry and artillery do", u.name);
  if (u.limbered) return fmt::format("{} is limbered and must unlimber before it fires", u.name);
  if (firing_sp(u, reaction) <= 0) return fmt::format("{} has no SP to fire with", u.name);
  if (in_contact(b, unit)) return fmt::format("{} is in contact with the enemy and fights hand-to-hand instead", u.name);
  if (order.kind == OrderKind::kSplitFire && !may_split(u, reaction)) {
    return "only infantry in a line or skirmish line (bent or not) with 2 SP or more splits its fire";
  }
  if (order.kind == OrderKind::kSplitFire && order.second_target == order.target) return "a split fire needs two different targets";
  for (const int t : {order.target, order.second_target}) {
    if (t < 0 || t >= static_cast<int>(b.units.size())) continue;
    const BattleUnit& target = b.unit(t);
    if (target.removed) return fmt::format("{} has left the field", target.name);
    if (target.side == u.side) return fmt::format("{} is on {}'s own side: a unit fires only at the enemy", target.name, u.name);
    if (in_melee_with_side(b, t, u.side)) return fmt::format("{} is in hand-to-hand with {}'s side and may not be fired at", target.name, u.name);
    if (farther_than(u, target, weapon_range(b, u)) || !table::within(unit_stands(u), unit_stands(target), weapon_range(b, u))) {
      return fmt::format("{} is beyond {}'s range of {:g} cm", target.name, u.name, weapon_range(b, u));
    }
  }
  return fmt::format("no stand of {} has the target straight ahead within range with its zone of fire clear of troops and "
                     "of terrain that blocks fire (p11){}",
                     u.name, order.pivot_deg ? ", or the pivot is not allowed" : "");
}

void work_out_fire_ranges(Battle& b) {
  FireRanges& f = b.fire_ranges;
  f.of.assign(b.units.size(), {0, 0});
  f.ranges.clear();
  for (int e = 0; e < static_cast<int>(b.units.size()); ++e) {
    const auto begin = static_cast<int>(f.ranges.size());
    if (may_fire(b, e)) add_ranges(b, e, f.ranges);
    f.of[static_cast<std::size_t>(e)] = {begin, static_cast<int>(f.ranges.size())};
  }
  f.valid = true;
}

void pivot_to_fire(Battle& b, int unit, const core::Pose& pose) {
  const bool known = b.fire_ranges.valid && pose.position == b.unit(unit).pose.position;
  place_unit(b, unit, pose);
  if (!known) return;
  // What the turn changes for a firer (its contact, whether a target's zone is clear, whether a
  // target is in a melee) lies within its weapon's reach and a contact, and two units' reach,
  // of the turning unit's stands: the firers nearer than that are measured afresh.
  const BattleUnit& turned = b.unit(unit);
  for (int e = 0; e < static_cast<int>(b.units.size()); ++e) {
    const BattleUnit& firer = b.unit(e);
    if (!farther_than(firer, turned, weapon_range(b, firer) + 2 * kUnitReachCm + kContactCm + 1)) {
      b.fire_ranges.of[static_cast<std::size_t>(e)] = {-1, -1};
    }
  }
  b.fire_ranges.valid = true;
}

void mark_suppression(Battle& b) {
  const FireRanges& f = b.fire_ranges;
  if (!f.valid || std::any_of(f.of.begin(), f.of.end(), [](const auto& at) { return at.first < 0; })) work_out_fire_ranges(b);
  for (BattleUnit& u : b.units) u.suppressed = false;
  // Each unit that may fire suppresses the enemies it could fire at (artillery at close range
  // only): the FireRanges list, for each, the enemies near it and its ranges to them.
  for (int e = 0; e < static_cast<int>(b.units.size()); ++e) {
    const bool infantry = is_infantry(b.unit(e).unit.type);
    const KnownRanges known = *ranges_of(f, e);
#ifndef NDEBUG
    check_known(b, e, known);
#endif
    for (const auto& [i, r] : known) {
      BattleUnit& u = b.unit(i);
      if (u.arm() == Category::kCavalry || u.arm() == Category::kCommand || !r) continue;
      if (infantry || range_band(*r, b.rulings.range_boundary) <= RangeBand::kClose) u.suppressed = true;
    }
  }
}

std::optional<std::pair<int, double>> bounce_through_target(const Battle& b, int battery, int target) {
  std::optional<std::pair<int, double>> best;
  const core::Base face = unit_stands(b.unit(battery))[0];
  for (const int i : units_near(b, b.unit(battery).pose.position, kMediumToCm + 2 * kUnitReachCm)) {
    if (i == battery || i == target || farther_than(b.unit(battery), b.unit(i), kMediumToCm)) continue;
    const auto r = face_range(b, face, kMediumToCm, battery, i, target);
    if (!r || range_band(*r, b.rulings.range_boundary) != RangeBand::kMedium) continue;
    if (!best || *r < best->second) best = std::pair{i, *r};
  }
  return best;
}

}  // namespace sandtable::rules::mininap
