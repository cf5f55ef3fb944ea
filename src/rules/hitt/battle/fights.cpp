#include "rules/hitt/battle/fights.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>
#include <tuple>

#include "core/box.hpp"
#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/moves.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "table/measure.hpp"
#include "table/zones.hpp"

namespace sandtable::rules::hitt {

namespace {

using enum Element;

constexpr double kArcDeg = 45;  // RULINGS.md: a shooter sees 45 degrees either side of straight ahead

// A balloon or forward observer of the side, not yet used this bound, that sees the target.
int observer_for(const Battle& b, int side, int target) {
  for (int j = 0; j < b.count(); ++j) {
    const Troop& o = b.troop(j);
    if (o.side != side || !o.present() || (o.element != kBalloon && o.element != kForwardObserver)) continue;
    if (std::find(b.observers_used.begin(), b.observers_used.end(), j) != b.observers_used.end()) continue;
    if (o.element == kBalloon || !sight_blocked(b, o.base().centre(), b.troop(target).base().centre())) return j;
  }
  return -1;
}

// Which way an element faces in its fight: its front, or in a trench fight side to side the
// side edge against the enemy, its far side then its rear (Trench Combat).
struct FightFacing {
  core::Vec2 ahead;
  std::optional<Edge> far;  // set side to side
  double depth = 0;         // front to rear: its depth, or side to side its width
};

FightFacing fight_facing(const Battle& b, const Fight& f, int self) {
  const core::Base mine = b.troop(self).base();
  if (!f.side_to_side) return {mine.forward(), std::nullopt, mine.depth()};
  const int enemy = self == f.attacker ? f.defender : f.attacker;
  const Edge touching = side_against(mine, b.troop(enemy).base()).value_or(Edge::kRight);
  return {touching == Edge::kRight ? mine.right() : mine.right() * -1, far_side(touching), mine.width()};
}

Side side_of(const Battle& b, int self, int enemy, Mode mode, const GroundUnder& under, bool rear_support) {
  const Troop& t = b.troop(self);
  const Troop& e = b.troop(enemy);
  const core::Base& theirs = e.base();
  const bool contact = mode == Mode::kCloseCombat;
  Side s;
  s.element = t.element;
  s.general = t.general;
  s.rear_support = contact && rear_support;
  s.uphill = contact && under.hill && !on_hill(b, theirs);
  s.bad_going = under.bad_going;
  s.in_trench = under.trench;
  s.cover = under.cover;
  s.strongpoint = under.strongpoint;
  if (contact && kind(t.element) == Kind::kMounted) s.near_bad_going = !is_aerial(e.element) && in_bad_going(b, theirs);
  if (contact && is_aerial(t.element)) s.near_bad_going = in_cover(b, theirs);
  return s;
}

// Enemies of `troop` with a front edge on its flanks (not `primary`), and on its rear.
std::pair<int, int> flanks_and_rear(const Battle& b, int troop, int primary) {
  const std::array<int, 4> on = enemy_fronts_by_edge(b, troop, primary);
  return {on[static_cast<std::size_t>(Edge::kLeft)] + on[static_cast<std::size_t>(Edge::kRight)], on[static_cast<std::size_t>(Edge::kRear)]};
}

bool touched_on_flank_or_rear(const Battle& b, int troop) {
  const std::array<int, 4> on = enemy_fronts_by_edge(b, troop);
  return on[static_cast<std::size_t>(Edge::kLeft)] + on[static_cast<std::size_t>(Edge::kRight)] + on[static_cast<std::size_t>(Edge::kRear)] > 0;
}

bool off_table(const Battle& b, const core::Base& base) { return !table::on_table(base, b.width, b.depth); }

// Push Backs (RULINGS.md 27): a recoiling element shoves a friend of its own kind facing its
// way; only a tank shoves a tank; bunkers, lurkers, barrages and gas are never shoved.
bool may_push(const Battle& b, const Troop& pusher, const Troop& friend_) {
  const Element e = friend_.element;
  const bool placed_to_stay = e == kCommandBunker || e == kBarrage || e == kGas || e == kSniper || e == kMinefield;
  if (b.rules.push_backs == PushBacks::kNone || placed_to_stay || is_aerial(e)) return false;
  if (std::abs(core::normalize_degrees(friend_.pose.facing_deg - pusher.pose.facing_deg)) > 1) return false;
  if (b.rules.push_backs == PushBacks::kSameType) return friend_.element == pusher.element;
  if ((friend_.element == kTank) != (pusher.element == kTank)) return false;
  return kind(friend_.element) == kind(pusher.element);
}

// How far `friend_` must go along `heading` to clear the rear edge of `base`: they face the
// same way, so its front edge goes back to that rear edge.
double shove_needed(const core::Base& base, const Troop& friend_, core::Vec2 heading) {
  const core::Vec2 rear = base.centre() - base.forward() * (base.depth() / 2);
  return (rear - friend_.pose.position).dot(heading);
}

// Shoves the element `shove` along `heading`, and the friends it meets in turn; false, moving
// nothing, when an enemy or a friend that may not be shoved is in the way. Shoved off the
// table, it is lost (Lost Elements). Whatever a shoved tank meets stops it, unharmed.
bool push_back(Battle& b, int troop, core::Vec2 heading, double shove, int depth_left) {
  Troop& t = b.troop(troop);
  const core::Pose next{t.pose.position + heading * shove, t.pose.facing_deg};
  const core::Base there(kBaseWidth, t.base().depth(), next);
  if (off_table(b, there)) {
    note(b, [&] { return fmt::format("{} is pushed back off the table: lost", t.name); });
    destroy(b, troop);
    return true;
  }
  for (int j = 0; j < b.count(); ++j) {
    Troop& o = b.troop(j);
    if (j == troop || !o.present() || is_aerial(o.element) || !overlapping(there, o.base())) continue;
    if (o.side != t.side || depth_left == 0 || !may_push(b, t, o)) return false;
    if (!push_back(b, j, heading, shove_needed(there, o, heading), depth_left - 1)) return false;
  }
  t.pose = next;
  return true;
}

// A shove that fails partway leaves every element where it stood.
bool push_all_or_none(Battle& b, int troop, core::Vec2 heading, double shove) {
  const std::vector<Troop> before = b.troops;
  const std::size_t logged = b.log.size();
  if (push_back(b, troop, heading, shove, b.count())) return true;
  b.troops = before;
  b.log.resize(logged);
  return false;
}

// Moves the element along `heading` up to `distance`, passing what it may, and says whether
// it left the table (then it is lost) or, in a `recoil`, met an enemy (then it is destroyed).
// A recoil pushes friends back (Push Backs); otherwise it stops short of what it cannot pass.
enum class Walk { kDone, kOffTable, kIntoEnemy };
Walk walk(Battle& b, int troop, core::Vec2 heading, double distance, bool recoil) {
  Troop& t = b.troop(troop);
  const double depth = t.base().depth();
  const int steps = std::max(1, static_cast<int>(distance / 10));
  const double step = distance / steps;
  core::Pose at = t.pose;
  std::vector<std::string> pushed;
  for (int k = 1; k <= steps; ++k) {
    const core::Pose next{t.pose.position + heading * (step * k), t.pose.facing_deg};
    const core::Base here(kBaseWidth, depth, next);
    if (off_table(b, here)) {
      t.pose = at;
      return Walk::kOffTable;
    }
    bool stop = false;
    const PlainlyFar far(here, kTouch);
    for (int j = 0; j < b.count() && !stop; ++j) {
      Troop& o = b.troop(j);
      if (j == troop || far(o) || !o.present() || !overlapping(here, o.base())) continue;
      if (is_aerial(o.element) != is_aerial(t.element)) continue;  // over or under
      if (o.side != t.side) {
        if (recoil) return Walk::kIntoEnemy;
        stop = true;
      } else if (recoil && t.element == kTank && o.element != kTank && o.element != kSturmtruppe) {
        // Clarifications, recoiling: friends in a recoiling tank's path are destroyed.
        note(b, [&] { return fmt::format("{} is crushed by the recoiling {}", o.name, t.name); });
        destroy(b, j);
      } else if (!(is_rifles(t.element) && is_rifles(o.element)) && t.element != kSturmtruppe && o.element != kSturmtruppe) {
        const bool straight_back = heading.dot(t.pose.forward()) < -0.99;
        const bool shoved = recoil && straight_back && may_push(b, t, o) && push_all_or_none(b, j, heading, shove_needed(here, o, heading));
        if (shoved && std::find(pushed.begin(), pushed.end(), o.name) == pushed.end()) pushed.push_back(o.name);
        stop = !shoved;
      }
    }
    if (stop) break;
    at = next;
  }
  t.pose = at;
  for (const std::string& name : pushed) note(b, [&] { return fmt::format("{} is pushed back by {}", name, t.name); });
  return Walk::kDone;
}

// An enemy against a flank or the rear the element has in its fight (side to side, its front
// and rear edges are flanks and its far side the rear).
bool hemmed_in(const Battle& b, int troop, const FightFacing& facing) {
  if (touched_on_flank_or_rear(b, troop)) return true;
  if (!facing.far) return false;
  return !front_enemies(b, troop).empty() || !enemies_beside(b, troop, *facing.far).empty();
}

void recoil(Battle& b, int troop, const FightFacing& facing) {
  Troop& t = b.troop(troop);
  if (hemmed_in(b, troop, facing)) {
    note(b, [&] { return fmt::format("{} cannot recoil with an enemy on its flank or rear: destroyed", t.name); });
    destroy(b, troop);
    return;
  }
  const Walk w = walk(b, troop, facing.ahead * -1, facing.depth, true);
  if (w == Walk::kIntoEnemy) {
    note(b, [&] { return fmt::format("{} recoils into an enemy: destroyed", t.name); });
    destroy(b, troop);
  } else if (w == Walk::kOffTable) {
    note(b, [&] { return fmt::format("{} recoils off the table: lost", t.name); });
    destroy(b, troop);
  } else {
    note(b, [&] { return fmt::format("{} recoils{}", t.name, facing.far ? " along the trench" : ""); });
  }
}

void flee(Battle& b, int troop) {
  Troop& t = b.troop(troop);
  // Snipers cannot return (Troop Definitions); minefields may be laid again (Deploying
  // Minefields, "as Lurkers in HotT incl being able to redeploy"). Neither counts as lost.
  if (t.element == kSniper) {
    t.gone = true;
    note(b, [&] { return fmt::format("{} leaves the battlefield for good", t.name); });
    return;
  }
  if (t.element == kMinefield) {
    t.on_table = false;
    note(b, [&] { return fmt::format("{} is lifted: it may be laid again for a PIP", t.name); });
    return;
  }
  const double distance = is_aerial(t.element) ? 600 : move_distance(t, Going::kGood).value_or(0);
  // It turns about its middle (its base stays where it stood), then runs.
  const double facing = Battle::forward_facing(1 - t.side);
  t.pose = {t.base().centre() + core::direction(facing) * (t.base().depth() / 2), facing};
  if (distance == 0 || walk(b, troop, t.pose.forward(), distance, false) == Walk::kOffTable) {
    note(b, [&] { return fmt::format("{} flees off the table: lost", t.name); });
    destroy(b, troop);
    return;
  }
  note(b, [&] { return fmt::format("{} flees", t.name); });
}

// Pursuit: the active side's cavalry, rifles or sturmtruppe that beat the enemy to its front
// follow up by their base depth unless still facing an enemy or stopped by river or edge.
void pursue(Battle& b, int winner, const FightFacing& facing) {
  Troop& w = b.troop(winner);
  if (w.side != b.active || !w.present() || in_front_contact(b, winner)) return;
  if (w.element != kCavalry && !is_rifles(w.element) && w.element != kSturmtruppe) return;
  const core::Pose before = w.pose;
  const double distance = w.base().depth();  // the lesser of its depth and width
  const core::Pose after{w.pose.position + facing.ahead * distance, w.pose.facing_deg};
  const core::Base there(kBaseWidth, w.base().depth(), after);
  if (off_table(b, there) || going_at(b, there) == Going::kRiver) return;
  walk(b, winner, facing.ahead, distance, false);
  if (w.pose.position != before.position) note(b, [&] { return fmt::format("{} pursues", w.name); });
}

}  // namespace

double shooting_range(Element e) {
  switch (e) {
    case kRifles:
    case kDismountedCavalry: return 300;
    case kMachinegun:
    case kSniper: return 400;
    case kLightMortar: return 500;
    case kHeavyMortar: return 1000;
    case kFieldArtillery:
    case kAaa: return 1200;
    case kHeavyArtillery: return 2400;
    default: return 0;
  }
}

namespace {

// The element shoots this bound but for the question of contact (in_any_contact, a pass over
// the table), which a pass for the shooter's targets asks only once it has found one: it
// shoots at all, has not moved unless rifles or a machinegun, and is not suppressed.
bool shoots_this_bound(const Troop& t) {
  if (!t.present() || t.suppressed || shooting_range(t.element) == 0) return false;
  return !t.moved || is_rifles(t.element) || t.element == kMachinegun;
}

// Whether a shooter may shoot at an enemy on the table not plainly beyond its range.
bool may_shoot_enemy(const Battle& b, int shooter, int target, ShootingPass& pass) {
  const Troop& s = b.troop(shooter);
  const Troop& t = b.troop(target);
  if (t.element == kBarrage || t.element == kGas || t.element == kCommandBunker) return false;  // RULINGS.md: not targets
  if (s.element == kAaa && !is_aerial(t.element)) return false;                                 // AAA shoots at aircraft
  const core::Base& from = s.base();
  const core::Base& at = t.base();
  if (!within(from, at, shooting_range(s.element)) || !table::in_arc(from.pose(), at, kArcDeg)) return false;
  // The questions are answered alike in any order: the one that passes over the table for a
  // close combat comes last, as an element between or the sight blocked stops most shots.
  if (!is_mortar(s.element) && !is_aerial(t.element)) {
    if (pass.element_between(shooter, target)) return false;
    if (s.element != kSniper && sight_blocked(b, from.pose().position, at.centre())) return false;
  }
  return !pass.in_front_contact(target);
}

// Calls `found` with each enemy the shooter may shoot, in the battle's order, until it returns
// false; none unless it shoots this bound (the question of its contact is left to the caller).
template <class Found>
void for_each_target(const Battle& b, int shooter, ShootingPass& pass, Found found) {
  const Troop& s = b.troop(shooter);
  if (!shoots_this_bound(s)) return;
  const PlainlyFar out_of_range(s.base(), shooting_range(s.element));
  for (const ShootingPass::Placed& t : pass.present()) {
    if (t.side != s.side && !out_of_range(t.at) && may_shoot_enemy(b, shooter, t.troop, pass) && !found(t.troop)) return;
  }
}

}  // namespace

std::vector<int> shooting_targets(const Battle& b, int shooter) {
  ShootingPass pass(b);
  return shooting_targets(b, shooter, pass);
}

std::vector<int> shooting_targets(const Battle& b, int shooter, ShootingPass& pass) {
  std::vector<int> out;
  for_each_target(b, shooter, pass, [&](int target) {
    out.push_back(target);
    return true;
  });
  if (!out.empty() && in_any_contact(b, shooter)) out.clear();
  return out;
}

bool has_shooting_target(const Battle& b, int shooter) {
  ShootingPass pass(b);
  return has_shooting_target(b, shooter, pass);
}

bool has_shooting_target(const Battle& b, int shooter, ShootingPass& pass) {
  bool found = false;
  for_each_target(b, shooter, pass, [&](int) {
    found = true;
    return false;
  });
  return found && !in_any_contact(b, shooter);
}

namespace {

// What a close combat front on asks of its defender by passes over the table: its rear support
// and the enemies (but its attacker) with a front edge on its flanks and on its rear.
struct DefenderContacts {
  bool rear_support = false;
  int flanks = 0;
  int rear = 0;
};

// situation, with the defender's contacts given when `known` (a close combat front on only).
Situation situation_of(const Battle& b, const Fight& f, const GroundUnder& attacker_ground, const GroundUnder& defender_ground,
                       const DefenderContacts* known, const Placed* placed) {
  const bool contact = f.mode == Mode::kCloseCombat;
  Situation s;
  s.mode = f.mode;
  const FightFacing a_facing = fight_facing(b, f, f.attacker);
  const FightFacing d_facing = fight_facing(b, f, f.defender);
  const bool d_rear_support = contact && (known ? known->rear_support : has_rear_support(b, f.defender, d_facing.far));
  s.attacker = side_of(b, f.attacker, f.defender, f.mode, attacker_ground, contact && has_rear_support(b, f.attacker, a_facing.far));
  s.defender = side_of(b, f.defender, f.attacker, f.mode, defender_ground, d_rear_support);
  const Troop& a = b.troop(f.attacker);
  const Troop& d = b.troop(f.defender);
  if (f.side_to_side) {
    // Trench Combat: an enemy beside its far side is on its rear.
    s.attacker.flank_rear = std::min(3, static_cast<int>(enemies_beside(b, f.attacker, *a_facing.far).size()));
    s.defender.flank_rear = std::min(3, static_cast<int>(enemies_beside(b, f.defender, *d_facing.far).size()));
  } else if (contact) {
    const auto [d_flanks, d_rear] = known ? std::pair{known->flanks, known->rear} : flanks_and_rear(b, f.defender, f.attacker);
    const auto [a_flanks, a_rear] = placed ? std::pair{placed->flanks, placed->rear} : flanks_and_rear(b, f.attacker, f.defender);
    s.defender.aided_against = std::min(2, d_flanks);
    s.defender.flank_rear = std::min(3, d_rear);
    s.attacker.aided_against = std::min(2, a_flanks);
    s.attacker.flank_rear = std::min(3, a_rear);
  } else {
    s.defender.aided_against = std::min(2, static_cast<int>(f.aiding.size()));
  }
  const bool observed_kind = a.element == kBarrage || (a.element == kFieldArtillery && f.mode == Mode::kShooting);
  s.observed_fire = observed_kind && observer_for(b, a.side, f.defender) >= 0;
  s.attacker_moved_into_contact = a.moved_into_contact;
  if (is_aerial(a.element) && d.element == kCommandBunker) {
    for (const Edge e : {Edge::kFront, Edge::kLeft, Edge::kRight, Edge::kRear}) {
      for (const int j : enemy_fronts_on(b, f.defender, e)) s.aided_by_ground = s.aided_by_ground || !is_aerial(b.troop(j).element);
    }
  }
  s.trench_suppression = true;  // RULINGS.md: infantry in a trench always chooses suppression
  return s;
}

}  // namespace

Situation situation(const Battle& b, const Fight& f) {
  return situation(b, f, ground_under(b, b.troop(f.attacker).base()), ground_under(b, b.troop(f.defender).base()));
}

Situation situation(const Battle& b, const Fight& f, const GroundUnder& attacker_ground, const GroundUnder& defender_ground) {
  return situation_of(b, f, attacker_ground, defender_ground, nullptr, nullptr);
}

Standing standing(const Battle& b, int troop) {
  return {ground_under(b, b.troop(troop).base()), has_rear_support(b, troop), enemy_fronts_by_edge(b, troop)};
}

Placed attacker_placed(const Battle& moved, int attacker, int defender) {
  Placed p;
  p.fight = close_fight(moved, attacker, defender);
  const core::Base& base = moved.troop(attacker).base();
  p.contact = p.fight.side_to_side || front_against(base, moved.troop(defender).base());
  if (!p.contact) return p;
  p.ground = ground_under(moved, base);
  std::tie(p.flanks, p.rear) = flanks_and_rear(moved, attacker, defender);
  return p;
}

Placed PlacedMemory::operator()(const Battle& moved, int attacker, int defender) {
  if (by_defender_.empty()) by_defender_.resize(static_cast<std::size_t>(moved.count()));
  std::vector<Known>& known = by_defender_[static_cast<std::size_t>(defender)];
  const Troop& a = moved.troop(attacker);
  const core::Base& base = a.base();
  for (const Known& k : known) {
    if (k.side == a.side && k.aerial == is_aerial(a.element) && k.pose == a.pose && k.width == base.width() && k.depth == base.depth()) {
      Placed p = k.placed;
      p.fight.attacker = attacker;  // the same fight, of this attacker
      return p;
    }
  }
  known.push_back({a.side, is_aerial(a.element), a.pose, base.width(), base.depth(), bounds_of(base).grown(kTouch + 1),
                   attacker_placed(moved, attacker, defender)});
  return known.back().placed;
}

void PlacedMemory::forget_near(const std::vector<core::Box>& changed) {
  for (std::vector<Known>& known : by_defender_) {
    std::erase_if(known, [&](const Known& k) {
      return std::any_of(changed.begin(), changed.end(), [&](const core::Box& c) { return c.overlaps(k.reach); });
    });
  }
}

Situation situation_after_contact(const Battle& moved, const Placed& placed, const Standing& defender, const core::Base& attacker_was) {
  const Fight& f = placed.fight;
  const GroundUnder& attacker_ground = placed.ground;
  if (f.mode != Mode::kCloseCombat || f.side_to_side) return situation(moved, f, attacker_ground, defender.ground);
  // The defender's enemy fronts but its attacker's: the attacker's own, where it was, taken off.
  std::array<int, 4> fronts = defender.enemy_fronts;
  if (const std::optional<Edge> was = front_against(attacker_was, moved.troop(f.defender).base())) --fronts[static_cast<std::size_t>(*was)];
  const DefenderContacts known{defender.rear_support, fronts[static_cast<std::size_t>(Edge::kLeft)] + fronts[static_cast<std::size_t>(Edge::kRight)],
                               fronts[static_cast<std::size_t>(Edge::kRear)]};
  return situation_of(moved, f, attacker_ground, defender.ground, &known, &placed);
}

Fight close_fight(const Battle& b, int attacker, int defender) {
  const std::optional<Edge> side = side_against(b.troop(attacker).base(), b.troop(defender).base());
  const std::vector<int> beside = side ? enemies_beside(b, attacker, *side) : std::vector<int>{};
  return {Mode::kCloseCombat, attacker, defender, {}, std::find(beside.begin(), beside.end(), defender) != beside.end()};
}

std::vector<Fight> close_combats(Battle& b) {
  // Bases further apart than a touch neither face nor stand beside each other: found once for
  // the turns and the three passes, and again after an element turns (it stands elsewhere).
  std::vector<std::vector<int>> in_touch = enemies_within_touch(b);
  // Sequence of Events 3: turn to face an enemy on the flank or rear when not fighting to the front.
  for (int i = 0; i < b.count(); ++i) {
    const std::vector<int>& near = in_touch[static_cast<std::size_t>(i)];
    if (near.empty() || in_front_contact(b, i, near) || b.troop(i).element == kCommandBunker) continue;
    for (const Edge e : {Edge::kLeft, Edge::kRight, Edge::kRear}) {
      const std::vector<int> on = enemy_fronts_on(b, i, e, near);
      if (on.empty()) continue;
      Troop& t = b.troop(i);
      const core::Pose was = t.pose;
      t.pose = facing_front(b.troop(on.front()).base());
      bool clear = true;
      for (int j = 0; j < b.count() && clear; ++j) clear = j == i || !b.troop(j).present() || !overlapping(t.base(), b.troop(j).base());
      if (!clear || off_table(b, t.base())) {
        t.pose = was;
      } else {
        note(b, [&] { return fmt::format("{} turns to face {}", t.name, b.troop(on.front()).name); });
        in_touch = enemies_within_touch(b);
        break;
      }
    }
  }
#ifndef NDEBUG
  // Only a turn moves an element here, and the lists are found again after one: debug builds
  // (the tests) insist they still hold.
  if (in_touch != enemies_within_touch(b)) throw std::logic_error("close combats kept out-of-date lists of enemies within a touch");
#endif
  std::vector<Fight> fights;
  const auto fighting = [&](int j) {
    return std::any_of(fights.begin(), fights.end(), [&](const Fight& f) { return f.attacker == j || f.defender == j; });
  };
  // Front to front first, then side to side in a trench, then fronts on flanks and rears of
  // enemies left unfought.
  enum class Pass { kFront, kSideToSide, kFlankOrRear };
  for (const Pass pass : {Pass::kFront, Pass::kSideToSide, Pass::kFlankOrRear}) {
    for (int i = 0; i < b.count(); ++i) {
      if (b.troop(i).side != b.active || in_touch[static_cast<std::size_t>(i)].empty() || fighting(i)) continue;
      const Troop& t = b.troop(i);
      for (const int j : in_touch[static_cast<std::size_t>(i)]) {
        if (fighting(j)) continue;
        const Troop& e = b.troop(j);
        bool fights_now = false;
        if (pass == Pass::kFront) {
          fights_now = front_against(t.base(), e.base()) == Edge::kFront || front_against(e.base(), t.base()) == Edge::kFront;
        } else if (pass == Pass::kSideToSide) {
          fights_now = close_fight(b, i, j).side_to_side;
        } else {
          fights_now = front_against(t.base(), e.base()).has_value();
        }
        if (fights_now) {
          fights.push_back({Mode::kCloseCombat, i, j, {}, pass == Pass::kSideToSide});
          break;
        }
      }
    }
  }
  return fights;
}

void destroy(Battle& b, int troop) {
  Troop& t = b.troop(troop);
  if (t.element == kBarrage || t.element == kGas) {
    t.on_table = false;
  } else {
    t.lost = true;
  }
}

void apply_outcome(Battle& b, const Fight& f, const Outcome& o) {
  if (o.loser == Loser::kNone) {
    note(b, [&] { return fmt::format("{} and {}: no effect", b.troop(f.attacker).name, b.troop(f.defender).name); });
    return;
  }
  if (o.loser == Loser::kBoth) {
    note(b, [&] { return fmt::format("{} and {} are both destroyed", b.troop(f.attacker).name, b.troop(f.defender).name); });
    destroy(b, f.attacker);
    destroy(b, f.defender);
    return;
  }
  const int loser = o.loser == Loser::kAttacker ? f.attacker : f.defender;
  const int winner = o.loser == Loser::kAttacker ? f.defender : f.attacker;
  Troop& l = b.troop(loser);
  const FightFacing loser_facing = fight_facing(b, f, loser);
  const FightFacing winner_facing = fight_facing(b, f, winner);
  const bool face_to_face =
      f.side_to_side || front_against(b.troop(f.attacker).base(), b.troop(f.defender).base()) == Edge::kFront;
  switch (o.effect) {
    case Effect::kNoEffect: note(b, [&] { return fmt::format("{} is beaten, to no effect", l.name); }); return;
    case Effect::kSuppressed:
      l.suppressed = true;
      note(b, [&] { return fmt::format("{} is suppressed", l.name); });
      return;
    case Effect::kDestroyed: {
      // Support: a supporting element behind a destroyed leader goes with it.
      const int supporter = f.mode == Mode::kCloseCombat ? rear_supporter(b, loser, loser_facing.far) : -1;
      note(b, [&] { return fmt::format("{} is destroyed", l.name); });
      destroy(b, loser);
      if (supporter >= 0) {
        note(b, [&] { return fmt::format("{}, supporting it, is destroyed too", b.troop(supporter).name); });
        destroy(b, supporter);
      }
      break;
    }
    case Effect::kFlee: flee(b, loser); break;
    case Effect::kRecoil: recoil(b, loser, loser_facing); break;
  }
  if (f.mode == Mode::kCloseCombat && winner == f.attacker && face_to_face) pursue(b, winner, winner_facing);
}

}  // namespace sandtable::rules::hitt
