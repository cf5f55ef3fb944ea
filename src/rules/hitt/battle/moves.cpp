#include "rules/hitt/battle/moves.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "rules/hitt/battle/zones.hpp"
#include "table/measure.hpp"

namespace sandtable::rules::hitt {

namespace {

using enum Element;

// Road, good going, bad going, river; a negative distance where it may not go.
struct Distances {
  double road, good, bad, river;
};

std::optional<Distances> ground_row(Element e) {
  switch (e) {
    case kCavalry: return Distances{500, 500, 200, 100};
    case kArmouredCar:
    case kForwardObserver: return Distances{400, 300, 200, 100};
    case kRifles:
    case kDismountedCavalry: return Distances{400, 300, 300, 100};
    case kSturmtruppe: return Distances{400, 300, 200, 100};
    case kMachinegun:
    case kLightMortar:
    case kHeavyMortar:
    case kSniper: return Distances{400, 200, 200, 100};
    case kFieldArtillery:
    case kAaa: return Distances{300, 200, -1, 100};
    case kTank: return Distances{200, 200, 100, 100};
    default: return std::nullopt;
  }
}

// Elements the terrain does not slow: aerials, barrages and gas, and minefields (the footnote).
std::optional<double> free_distance(Element e) {
  switch (e) {
    case kFighter:
    case kScout:
    case kAirAce: return 1200;
    case kBomber:
    case kZeppelin: return 500;
    case kBalloon:
    case kGas: return 200;
    case kBarrage: return 300;
    case kMinefield: return 200;
    default: return std::nullopt;
  }
}

bool terrain_free(Element e) { return free_distance(e).has_value(); }

bool rifle_like(Element e) { return is_rifles(e) || e == kSniper; }

// POUT: whether `mover` may pass through, over or under `other` on its way.
bool may_pass(const Troop& mover, const Troop& other) {
  const Element m = mover.element;
  const Element o = other.element;
  if (m == kBarrage || m == kSturmtruppe || o == kSturmtruppe) return true;
  if (is_aerial(m)) return !is_aerial(o);
  if (is_aerial(o)) return o == kBalloon || other.side == mover.side;
  if (other.side != mover.side) return false;
  if (rifle_like(m) && rifle_like(o)) return true;
  if (kind(m) == Kind::kMounted && kind(o) == Kind::kFoot) {
    const double turn = std::abs(core::normalize_degrees(mover.pose.facing_deg - other.pose.facing_deg));
    return turn < 1 || turn > 179;
  }
  return false;
}

// Poses from `from` to `to` at most kStep apart, turning evenly on the way: the k-th of
// steps() + 1, worked out when asked (a path is walked once, pose by pose).
constexpr double kStep = 20;

class Path {
 public:
  Path(const core::Pose& from, const core::Pose& to, double depth)
      : from_(from), to_(to), turn_(core::normalize_degrees(to.facing_deg - from.facing_deg)) {
    const double reach = core::distance(from.position, to.position) + std::abs(turn_) / 180 * (kBaseWidth + depth);
    steps_ = std::max(1, static_cast<int>(std::ceil(reach / kStep)));
  }
  int steps() const { return steps_; }
  // `from` (its facing normalized) at 0, `to` at steps().
  core::Pose operator[](int k) const {
    if (k == steps_) return to_;
    const double f = static_cast<double>(k) / steps_;
    return {position(k), core::normalize_degrees(from_.facing_deg + turn_ * f)};
  }
  // Whether a pose before the last stands where the last does (a turn in place, or rounding).
  bool at_end_early() const {
    // Along each axis the positions only come nearer `to` (rounding keeps their order): where
    // the last but one stands short of it on an axis, every one before does.
    const core::Vec2 d = to_.position - from_.position;
    const core::Vec2 last = position(steps_ - 1);
    const core::Vec2 end = to_.position;
    if ((d.x > 0 && last.x < end.x) || (d.x < 0 && last.x > end.x) || (d.y > 0 && last.y < end.y) || (d.y < 0 && last.y > end.y)) return false;
    for (int k = 1; k < steps_; ++k) {
      if (position(k) == end) return true;
    }
    return false;
  }

 private:
  core::Vec2 position(int k) const { return from_.position + (to_.position - from_.position) * (static_cast<double>(k) / steps_); }

  core::Pose from_;
  core::Pose to_;
  double turn_;
  int steps_ = 1;
};

// The pose between `clear` and `touching` where the base first touches what `touches` tests
// (touching it, by less than a millionth of a pace).
template <class Touches>
core::Pose first_touch(core::Pose clear, core::Pose touching, double depth, Touches touches) {
  for (int i = 0; i < 20; ++i) {
    const core::Pose mid{(clear.position + touching.position) * 0.5,
                         core::normalize_degrees(clear.facing_deg + core::normalize_degrees(touching.facing_deg - clear.facing_deg) / 2)};
    (touches(core::Base(kBaseWidth, depth, mid)) ? touching : clear) = mid;
  }
  return touching;
}

}  // namespace

core::Box path_reach(core::Vec2 from, core::Vec2 to) {
  core::Box area;
  area.add(from);
  area.add(to);
  return area.grown(2 * (kBaseWidth + 240));
}

std::optional<double> move_distance(const Troop& t, Going going) {
  if (const auto d = free_distance(t.element)) return d;
  const std::optional<Distances> row = ground_row(t.element == kCavalry && t.remounted_in >= 0 ? kRifles : t.element);
  if (!row) return std::nullopt;
  const double d = going == Going::kRoad ? row->road : going == Going::kGood ? row->good : going == Going::kBad ? row->bad : row->river;
  if (d < 0) return std::nullopt;
  return d;
}

int pip_cost(const Battle& b, const std::vector<int>& group) { return PipCosts(b)(group); }

PipCosts::PipCosts(const Battle& b)
    : b_(b), far_(static_cast<std::size_t>(b.count()), -1), out_of_sight_(static_cast<std::size_t>(b.count()), -1) {}

int PipCosts::operator()(std::span<const int> group) {
  int cost = 1;
  if (std::any_of(group.begin(), group.end(), [&](int i) { return b_.troop(i).element == kTank || is_aerial(b_.troop(i).element); })) ++cost;
  if (general(b_.troop(group.front()).side) < 0) return cost + 1;
  const auto far_one = [&](int i) { return far(i); };
  const auto unseen = [&](int i) { return out_of_sight(i); };
  if (std::all_of(group.begin(), group.end(), far_one) || std::all_of(group.begin(), group.end(), unseen)) ++cost;
  return cost;
}

int PipCosts::general(int side) {
  int& known = general_[static_cast<std::size_t>(side)];
  if (known == -2) known = general_of(b_, side);
  return known;
}

bool PipCosts::far(int troop) {
  signed char& known = far_[static_cast<std::size_t>(troop)];
  if (known < 0) known = !within(b_.troop(troop).base(), b_.troop(general(b_.troop(troop).side)).base(), 1200);
  return known != 0;
}

bool PipCosts::out_of_sight(int troop) {
  signed char& known = out_of_sight_[static_cast<std::size_t>(troop)];
  if (known < 0) {
    const core::Base& g = b_.troop(general(b_.troop(troop).side)).base();
    const core::Base& mine = b_.troop(troop).base();
    known = !within(mine, g, 600) && sight_blocked(b_, g.centre(), mine.centre());
  }
  return known != 0;
}

Stuck stuck_but_for_combat(const Battle& b, int troop) {
  const Troop& t = b.troop(troop);
  if (!t.present()) return Stuck::kAbsent;
  if (t.side != b.active && t.element != kGas) return Stuck::kEnemys;
  if (t.moved) return Stuck::kMoved;
  if (t.suppressed) return Stuck::kSuppressed;
  if (!move_distance(t, Going::kRoad)) return Stuck::kImmobile;
  return Stuck::kFree;
}

Stuck stuck(const Battle& b, int troop) {
  const Stuck s = stuck_but_for_combat(b, troop);
  if (s != Stuck::kFree) return s;
  return in_front_contact(b, troop) ? Stuck::kInCombat : Stuck::kFree;
}

std::optional<std::string> cannot_move(const Battle& b, int troop) {
  const std::string& name = b.troop(troop).name;
  switch (stuck(b, troop)) {
    case Stuck::kFree: return std::nullopt;
    case Stuck::kAbsent: return fmt::format("{} is not on the table", name);
    case Stuck::kEnemys: return fmt::format("{} is the enemy's", name);
    case Stuck::kMoved: return fmt::format("{} has moved this bound", name);
    case Stuck::kSuppressed: return fmt::format("{} is suppressed: 1 PIP brings it back first", name);
    case Stuck::kImmobile: return fmt::format("{} cannot move", name);
    case Stuck::kInCombat: return fmt::format("{} is in close combat", name);
  }
  return std::nullopt;
}

double move_length(const core::Base& from, const core::Base& to) {
  double most = 0;
  for (std::size_t k = 0; k < 4; ++k) most = std::max(most, core::distance(from.corners()[k], to.corners()[k]));
  return most;
}

MoveResult check_move(const Battle& b, int troop, const core::Pose& to, double extra) {
  if (const auto why = cannot_move(b, troop)) {
    MoveResult r;
    r.end = to;
    r.refused = *why;
    return r;
  }
  return check_path(b, troop, to, extra);
}

MoveResult check_path(const Battle& b, int troop, const core::Pose& to, double extra, const Along* known, bool say_why) {
  MoveResult r;
  r.end = to;
  const Troop& t = b.troop(troop);
  const auto refuse = [&](auto words) -> MoveResult& {
    r.refused = say_why ? words() : "refused";
    return r;
  };
  const core::Base start = t.base();
  const double depth = start.depth();
  // No move goes further than its best going allows, so a far point is refused before its
  // path is walked (a point a million paces off would be a long walk).
  const double longest = move_distance(t, Going::kRoad).value_or(0) + extra;
  if (core::distance(t.pose.position, to.position) > longest + kBaseWidth + depth) {
    return refuse([&] { return fmt::format("{} moves at most {:.0f}p", t.name, longest); });
  }
  const bool ground = !terrain_free(t.element);
  const bool tank = t.element == kTank;
  const Path path(t.pose, to, depth);
  const bool zoc = heeds_zones(b, t);
  std::optional<Along> own;
  if (!known || !known->covers(t.pose.position, to.position)) {
    own.emplace(along(b, troop, t.pose.position, to.position, depth, zoc, in_trench(b, start)));
  }
  const Along& along_it = own ? *own : *known;
  const bool started_in_trench = along_it.started_in_trench;
  const NearPath near = near_path(along_it.near, t.pose.position, to.position, depth);
  const std::vector<Zone>& zones = along_it.zones;
  const Pieces pieces{&along_it.pieces};
  // In the open (no terrain near the path) the going is good all the way.
  const bool terrain = ground && !along_it.pieces.empty();
  Going worst = ground ? along_it.start_going : Going::kGood;
  const std::vector<int>& holding = along_it.holding;
  const bool free_of_zones = zoc && holding.empty();
  int entered = -1;  // the enemy whose zone of control the path enters
  // POUT: what it may pass stops it only where the path ends, so it is measured only there.
  std::vector<char> passes(near.size());
  for (std::size_t n = 0; n < near.size(); ++n) passes[n] = may_pass(t, *near[n].troop);
  // Poses along a straight move share one facing, so one sine and cosine.
  double facing = path[1].facing_deg;
  core::Vec2 forward = core::direction(facing);
  for (int k = 1; k <= path.steps(); ++k) {
    const core::Pose pose = path[k];
    if (pose.facing_deg != facing) forward = core::direction(facing = pose.facing_deg);
    const core::Base here(kBaseWidth, depth, pose, forward);
    if (!table::on_table(here, b.width, b.depth)) {
      return refuse([&] { return fmt::format("{} would leave the table", t.name); });
    }
    if (terrain) {
      const StepGround under = step_ground(b, here, {t.side, !started_in_trench, true, worst}, pieces);
      const int wire = under.wire;
      if (wire >= 0 && tank) {
        if (std::find(r.wire_cut.begin(), r.wire_cut.end(), wire) == r.wire_cut.end()) r.wire_cut.push_back(wire);
        worst = std::max(worst, Going::kBad);
      } else if (wire >= 0 && !t.at_wire) {
        // Barbed Wire: foot and mounted stop in contact with enemy wire.
        r.end = first_touch(path[k - 1], pose, depth, [&](const core::Base& x) { return wire_touched(b, x, t.side, pieces) >= 0; });
        r.stopped_at_wire = true;
        break;
      }
      if (under.trench) {
        if (tank) {
          worst = std::max(worst, Going::kBad);
        } else {
          // Trench Movement: an element entering a trench stops in it.
          r.end = pose;
          break;
        }
      }
      // As going_at from the worst with a tank's wire or trench counted: roads then no longer matter.
      worst = std::max(worst, under.going);
    }
    if (free_of_zones && entered < 0) entered = zone_at(zones, here);
    const bool last = k == path.steps();
    for (std::size_t n = 0; n < near.size(); ++n) {
      if ((last || !passes[n]) && overlapping(here, *near[n].base)) {
        return refuse([&] { return fmt::format("{} is in the way of {}", near[n].troop->name, t.name); });
      }
    }
  }
  const core::Base end(kBaseWidth, depth, r.end);
  for (const Along::Near& o : near) {
    if (overlapping(end, *o.base)) {
      return refuse([&] { return fmt::format("{} would end on {}", t.name, o.troop->name); });
    }
  }
  if (zoc) {
    if (const auto why = zone_refusal(b, troop, end, entered, holding)) {
      r.refused = *why;
      return r;
    }
  }
  // Deploying Snipers and Minefields: they may not leave the bad going they hold.
  if ((t.element == kSniper || t.element == kMinefield) && in_bad_going(b, start) && !in_bad_going(b, end)) {
    return refuse([&] { return fmt::format("{} may not leave its bad going", t.name); });
  }
  const std::optional<double> allowed = move_distance(t, worst);
  r.length = move_length(start, end);
  if (!allowed) {
    refuse([&] { return fmt::format("{} may not enter bad going", t.name); });
  } else if (r.length > *allowed + extra + 1e-6) {
    refuse([&] { return fmt::format("{} moves at most {:.0f}p here; this move is {:.0f}p", t.name, *allowed + extra, r.length); });
  }
  return r;
}

namespace {

// Whether a walk of the element from where it stands to `to` may end where `to` stands before
// its last step, stopped in a trench facing otherwise: then where it ends says nothing.
bool may_end_early(const Troop& t, const core::Pose& to, double depth) { return Path(t.pose, to, depth).at_end_early(); }

// Whether no going from `first` on allows the element a move of `length` (the going only
// worsens from where a walk starts).
bool beyond_any(const Troop& t, double length, Going first) {
  double most = -1;
  for (const Going g : {Going::kRoad, Going::kGood, Going::kBad, Going::kRiver}) {
    if (g >= first) most = std::max(most, move_distance(t, g).value_or(-1));
  }
  return most < 0 || length > most + 1e-6;
}

}  // namespace

bool ends_short(const Battle& b, int troop, const core::Pose& to, double extra) {
  const Troop& t = b.troop(troop);
  const core::Base start = t.base();
  // Where the walk ends if it comes to `to`: check_path measures it against what is near the
  // walk, which holds every element overlapping it, so the table is asked without finding that.
  const core::Base end(kBaseWidth, start.depth(), to);
  const auto ends_on_another = [&] {
    const PlainlyFar far(end, 0);
    for (int j = 0; j < b.count(); ++j) {
      const Troop& o = b.troop(j);
      if (j != troop && !far(o) && o.present() && overlapping(end, o.base())) return true;
    }
    return false;
  };
  const bool refused = beyond_any(t, move_length(start, end) - extra, Going::kRoad) || !table::on_table(end, b.width, b.depth) || ends_on_another();
  return refused && !may_end_early(t, to, start.depth());
}

bool falls_short(const Battle& b, int troop, const core::Pose& to, const Along& along_it) {
  const Troop& t = b.troop(troop);
  const core::Base start = t.base();
  const double depth = start.depth();
  if (ends_short(b, troop, to)) return true;
  const Path path(t.pose, to, depth);
  if (path.at_end_early()) return false;
  const std::vector<Along::Near>& near = along_it.near;
  const Going first = terrain_free(t.element) ? Going::kGood : along_it.start_going;
  if (beyond_any(t, move_length(start, core::Base(kBaseWidth, depth, to)), first)) return true;
  // A step on the way on what it may not pass, or off the table.
  double facing = path[1].facing_deg;
  core::Vec2 forward = core::direction(facing);
  for (int k = 1; k < path.steps(); ++k) {
    const core::Pose pose = path[k];
    if (pose.facing_deg != facing) forward = core::direction(facing = pose.facing_deg);
    const core::Base here(kBaseWidth, depth, pose, forward);
    if (!table::on_table(here, b.width, b.depth)) return true;
    for (const Along::Near& o : near) {
      if (overlapping(here, *o.base) && !may_pass(t, *o.troop)) return true;
    }
  }
  return false;
}

bool MayMove::in_combat(int troop) const { return in_combat_ ? in_combat_(troop) : in_front_contact(b_, troop); }

std::vector<int> line_group(const Battle& b, int troop) {
  std::vector<int> group;
  group.reserve(static_cast<std::size_t>(b.count()));
  group.push_back(troop);
  std::vector<char> in_group(static_cast<std::size_t>(b.count()), 0);
  in_group[static_cast<std::size_t>(troop)] = 1;
  for (std::size_t k = 0; k < group.size(); ++k) {
    const Troop& t = b.troop(group[k]);
    const core::Base& mine = t.base();
    const PlainlyFar far(mine, kTouch);
    for (int j = 0; j < b.count(); ++j) {
      const Troop& o = b.troop(j);
      if (o.side != t.side || far(o) || !o.present() || in_group[static_cast<std::size_t>(j)]) continue;
      const core::Base& theirs = o.base();
      // Side by side, the bases touch: none further off is measured.
      if (plainly_apart(mine, theirs, kTouch)) continue;
      if (std::abs(core::normalize_degrees(o.pose.facing_deg - t.pose.facing_deg)) > 1) continue;
      const double shared = std::min(mine.depth(), theirs.depth()) / 2;
      if (edges_meet(edge(theirs, Edge::kLeft), edge(mine, Edge::kRight), shared) ||
          edges_meet(edge(theirs, Edge::kRight), edge(mine, Edge::kLeft), shared)) {
        group.push_back(j);
        in_group[static_cast<std::size_t>(j)] = 1;
      }
    }
  }
  std::sort(group.begin(), group.end());
  return group;
}

double furthest_ahead(const Battle& b, int troop) { return cannot_move(b, troop) ? 0 : furthest_clear(b, troop, along_ahead(b, troop)); }

double furthest_clear(const Battle& b, int troop, const Along& along_it) {
  const Troop& t = b.troop(troop);
  const core::Base start = t.base();
  const double most = move_distance(t, Going::kRoad).value_or(0);
  const core::Vec2 ahead = t.pose.forward();
  const bool ground = !terrain_free(t.element);
  const bool tank = t.element == kTank;
  const bool started_in_trench = along_it.started_in_trench;
  const auto base_at = [&](double d) { return core::Base(kBaseWidth, start.depth(), {t.pose.position + ahead * d, t.pose.facing_deg}, ahead); };
  const NearPath near = near_path(along_it.near, t.pose.position, t.pose.position + ahead * most, start.depth());
  const std::vector<Zone>& zones = along_it.zones;
  const Pieces pieces{&along_it.pieces};
  // An advance stops short of an enemy's zone of control, and none starts in one.
  if (!along_it.holding.empty()) return 0;
  // 0: clear; 1: over something it may pass; 2: blocked.
  const auto standing = [&](const core::Base& here) {
    if (!table::on_table(here, b.width, b.depth)) return 2;
    if (zone_at(zones, here) >= 0) return 2;
    int worst = 0;
    for (const Along::Near& o : near) {
      if (overlapping(here, *o.base)) worst = std::max(worst, may_pass(t, *o.troop) ? 1 : 2);
    }
    return worst;
  };
  Going going = ground ? along_it.start_going : Going::kGood;
  double clear = 0;
  for (double d = std::min(kStep, most);; d = std::min(d + kStep, most)) {
    const core::Base here = base_at(d);
    if (ground) {
      const StepGround under = step_ground(b, here, {t.side, !started_in_trench, true, going}, pieces);
      const bool wire = under.wire >= 0;
      if (!tank && ((wire && !t.at_wire) || under.trench)) return most;
      if (tank && (wire || under.trench)) going = std::max(going, Going::kBad);
      going = std::max(going, under.going);
    }
    const std::optional<double> allowed = move_distance(t, going);
    if (!allowed) return clear;
    const double limit = std::min(most, *allowed);
    const int state = standing(here);
    if (d > limit || state == 2) {
      // The last clear place lies between `clear` and here: halve the step to within a pace.
      double hi = std::min(d, limit);
      if (state != 2 && standing(base_at(hi)) == 0) return hi;
      double lo = clear;
      while (hi - lo > 1) {
        const double mid = (lo + hi) / 2;
        (standing(base_at(mid)) == 0 ? lo : hi) = mid;
      }
      return lo;
    }
    if (state == 0) clear = d;
    if (d >= most) return clear;
  }
}

}  // namespace sandtable::rules::hitt
