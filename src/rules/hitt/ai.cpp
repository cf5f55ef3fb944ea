#include "rules/hitt/ai.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <queue>
#include <span>
#include <vector>

#include "rules/hitt/battle/bound.hpp"
#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/fights.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/moves.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "rules/hitt/battle/terrain_sequence.hpp"

namespace sandtable::rules::hitt {

namespace {

using enum Element;

// What an outcome costs the element that suffers it, in AP; the bunker is the battle.
double loss_value(const Troop& t, Effect e) {
  const double ap = t.element == kCommandBunker ? 36 : t.ap();
  switch (e) {
    case Effect::kDestroyed: return ap;
    case Effect::kFlee: return 0.6 * ap;
    case Effect::kRecoil: return 0.2 * ap;
    case Effect::kSuppressed: return 0.35 * ap;
    case Effect::kNoEffect: return 0;
  }
  return 0;
}

// The attacker's expected gain from a fight in situation `s`, exactly over the 36 pairs of dice.
double fight_value(const Battle& b, const Fight& f, const Situation& s, OddsMemory& odds) {
  const int side = b.troop(f.attacker).side;
  double value = 0;
  for (const OutcomeOdds& row : odds.odds(s, b.rules.combat)) {
    const double p = row.pairs / 36.0;
    const auto hurt = [&](int troop) {
      const double v = loss_value(b.troop(troop), row.outcome.effect);
      value += (b.troop(troop).side == side ? -p : p) * v;
    };
    if (row.outcome.loser == Loser::kBoth) {
      hurt(f.attacker);
      hurt(f.defender);
    } else if (row.outcome.loser != Loser::kNone && row.outcome.effect != Effect::kNoEffect) {
      hurt(row.outcome.loser == Loser::kAttacker ? f.attacker : f.defender);
    }
  }
  return value;
}

bool holds_ground(const Battle& b, const Troop& t) {
  const core::Base base = t.base();
  return in_trench(b, base) || in_strongpoint(b, base) || t.element == kHeavyArtillery;
}

// Values the orders of one decision, keeping what every order of an element asks again.
class Valuer {
 public:
  // `scratch` is any battle, kept from one decision to the next so that copying this one into
  // it reuses its storage.
  Valuer(const Battle& b, OddsMemory& odds, Battle& scratch, CandidateMemory* memory = nullptr)
      : b_(b),
        odds_(odds),
        scratch_(scratch),
        memory_(memory),
        groups_(memory ? LineGroups(b, [memory, &b](int i) -> const std::vector<int>& { return memory->line_group(b, i); }) : LineGroups(b)),
        holds_(static_cast<std::size_t>(b.count()), -1),
        grounds_(static_cast<std::size_t>(b.count())),
        standings_(static_cast<std::size_t>(b.count())),
        stays_(static_cast<std::size_t>(b.count()), -1),
        objective_(static_cast<std::size_t>(b.count()), -1),
        places_(memory ? memory->places() : own_places_),
        shooting_(b) {}

  // What the AI expects the order to gain, in AP (enemy AP taken less own AP risked, with
  // positional credits); the order is worth giving only above zero.
  double value(const Order& o) {
    switch (o.kind) {
      case OrderKind::kMove: return move_value(o);
      case OrderKind::kGroupAdvance: return group_value(o);
      case OrderKind::kShoot: return shot_value(o);
      case OrderKind::kRally: return b_.troop(o.troop).ap() / 3.0;
      case OrderKind::kCrossWire: return 1;
      case OrderKind::kDismount: return dismount_value(o);
      case OrderKind::kMount: return -1;
      case OrderKind::kDeployBarrage:
      case OrderKind::kDeployGas: return barrage_value(o);
      case OrderKind::kDeployAerials: return 2;
      case OrderKind::kDeployLurker: {
        // Worth a PIP where an enemy is within its reach.
        return distance_to_objective(b_.troop(o.troop).centre_at(o.to), b_.troop(o.troop).side) < 500 ? 0.5 : -1;
      }
      case OrderKind::kLiftBarrage: return 3;
      case OrderKind::kBombingRun: return 3;
      case OrderKind::kEndMoves:
      case OrderKind::kEndTerrain: return 0;
      case OrderKind::kPlaceTerrain: return terrain_value(o);
    }
    return 0;
  }

  // The decision's line groups, found once for each element.
  LineGroups& line_groups() { return groups_; }

  // holds_ground, asked once for each element of the decision.
  bool holds_ground(int troop) {
    signed char& known = holds_[static_cast<std::size_t>(troop)];
    if (known < 0) {
      const auto holds = [&] { return hitt::holds_ground(b_, b_.troop(troop)); };
      known = memory_ ? memory_->holds_ground(troop, holds) : holds();
    }
    return known != 0;
  }

 private:
  // Where the side heads: the enemy's command bunker if he has one, else his nearest element
  // (measured centre to centre: a heuristic needs no more).
  double distance_to_objective(core::Vec2 from, int side) {
    double nearest = 1e18;
    for (const core::Vec2 at : objectives(side)) nearest = std::min(nearest, core::distance(from, at));
    return nearest;
  }

  // The centres of the side's objectives, found once a decision: the enemy's first command
  // bunker alone, or where he has none, every element of his on the ground.
  const std::vector<core::Vec2>& objectives(int side) {
    std::optional<std::vector<core::Vec2>>& known = objectives_[static_cast<std::size_t>(side)];
    if (known) return *known;
    known.emplace();
    for (const Troop& e : b_.troops) {
      if (e.side == side || !e.present() || is_aerial(e.element) || e.element == kBarrage || e.element == kGas) continue;
      if (e.element == kCommandBunker) {
        known->assign(1, e.base().centre());
        break;
      }
      known->push_back(e.base().centre());
    }
    return *known;
  }

  double objective_from_here(int troop) {
    double& d = objective_[static_cast<std::size_t>(troop)];
    if (d < 0) d = distance_to_objective(b_.troop(troop).base().centre(), b_.troop(troop).side);
    return d;
  }

  // Whether the element should stay where it is rather than walk on: it holds a trench or
  // strongpoint, it is a balloon (it observes from behind the lines), or it is a gun or mortar
  // with a target (only rifles and machineguns move and shoot).
  bool stays(int troop) {
    signed char& known = stays_[static_cast<std::size_t>(troop)];
    if (known < 0) {
      const Troop& t = b_.troop(troop);
      known = holds_ground(troop) || t.element == kBalloon ||
              (!is_rifles(t.element) && t.element != kMachinegun && has_shooting_target(b_, troop, shooting_));
    }
    return known != 0;
  }

  // Credit for closing on the objective: 0.3 AP for each 300p gained by going to `to`.
  double progress(int troop, const core::Pose& to) {
    return 0.3 * (objective_from_here(troop) - distance_to_objective(b_.troop(troop).centre_at(to), b_.troop(troop).side)) / 300;
  }

  double group_value(const Order& o) {
    double value = 0;
    for (const int m : groups_(o.troop)) {
      if (stays(m)) return -1;
      const Troop& t = b_.troop(m);
      value += progress(m, {t.pose.position + t.pose.forward() * o.distance, t.pose.facing_deg});
    }
    return value;
  }

  // ground_under the element where it stands, worked out once a decision.
  const GroundUnder& ground(int troop) {
    std::optional<GroundUnder>& known = grounds_[static_cast<std::size_t>(troop)];
    if (!known) known = ground_under(b_, b_.troop(troop).base());
    return *known;
  }

  // What a close combat asks of the element as a defender where it stands, worked out once a
  // decision, or taken from `memory_` (which has looked at this battle) where it is kept.
  const Standing& defender_standing(int troop) {
    std::optional<Standing>& known = standings_[static_cast<std::size_t>(troop)];
    if (!known) known = memory_ ? memory_->standing(b_, troop) : standing(b_, troop);
    return *known;
  }

  double shot_value(const Order& o) {
    const Fight shot{Mode::kShooting, o.troop, o.target, {}};
    return fight_value(b_, shot, situation(b_, shot, ground(o.troop), ground(o.target)), odds_);
  }

  double move_value(const Order& o) {
    const Troop& t = b_.troop(o.troop);
    if (o.target >= 0) {
      // Into contact: the fight it starts, worth it only on good odds; a trench garrison keeps
      // its trench and lets the enemy come.
      if (holds_ground(o.troop)) return -1;
      return contact_value(o);
    }
    if (stays(o.troop)) return -1;
    const double gained = progress(o.troop, o.to);
    if (gained > 0.001) return gained;
    const bool turned = std::abs(core::normalize_degrees(o.to.facing_deg - t.pose.facing_deg)) > 1 && o.to.position == t.pose.position;
    return turned && objective_from_here(o.troop) < 400 ? 0.25 : -1;
  }

  // The fight the move starts, worked out on a copy of the battle with the element moved
  // there and back again (one copy for every contact of the decision). Only the mover differs
  // from b_, so the defender's standing is the one it has in b_.
  double contact_value(const Order& o) {
    Troop& mover = copy().troop(o.troop);
    const Troop& before = b_.troop(o.troop);
    mover.pose = o.to;
    mover.moved_into_contact = true;
    const Placed placed = places_(scratch_, o.troop, o.target);
    const double v =
        placed.contact ? fight_value(scratch_, placed.fight, situation_after_contact(scratch_, placed, defender_standing(o.target), before.base()), odds_) : -1;
    mover.pose = before.pose;
    mover.moved_into_contact = before.moved_into_contact;
    return v > 0.2 ? v + 0.5 : -1;
  }

  double dismount_value(const Order& o) const {
    const Troop& t = b_.troop(o.troop);
    const PlainlyFar beyond(t.base(), 500);
    for (const Troop& e : b_.troops) {
      if (e.side == t.side || beyond(e) || !e.present() || plainly_apart(t.base(), e.base(), 500)) continue;
      if (core::distance(t.base(), e.base()) < 500 && (in_trench(b_, e.base()) || in_bad_going(b_, e.base()))) return 0.5;
    }
    return -1;
  }

  double barrage_value(const Order& o) const {
    Battle after = b_;
    try {
      apply_order(after, o);
    } catch (const RuleError&) {
      return -1;
    }
    for (int j = 0; j < after.count(); ++j) {
      const Troop& e = after.troop(j);
      if (e.side != b_.active && e.present() && front_against(after.troop(o.troop).base(), e.base())) {
        const Fight fight = close_fight(after, o.troop, j);
        return fight_value(after, fight, situation(after, fight), odds_) + (o.kind == OrderKind::kDeployBarrage ? 1 : 0.5);
      }
    }
    return 0;
  }

  // A piece is worth placing where it brings the table nearer the quarters the rules ask for
  // (three with terrain, one with bad going); elsewhere the AI leaves it in the box. Worked out
  // on the copy of the battle with the piece placed there and taken up again.
  double terrain_value(const Order& o) {
    const auto score = [](const Battle& b) { return std::min(3, quarters_with_terrain(b, false)) + std::min(1, quarters_with_terrain(b, true)); };
    Battle& after = copy();
    after.terrain.push_back(placed_piece(after.terrain_box[static_cast<std::size_t>(o.piece)], o.to.position));
    const int gained = score(after) - score(b_);
    after.terrain.pop_back();
    return gained > 0 ? gained : -0.1;
  }

  // scratch_ holding this decision's battle, copied at the first call; each use puts it back
  // as it found it.
  Battle& copy() {
    if (!copied_) scratch_ = b_;
    copied_ = true;
    return scratch_;
  }

  const Battle& b_;
  OddsMemory& odds_;
  Battle& scratch_;
  CandidateMemory* memory_;
  bool copied_ = false;  // scratch_ holds this decision's battle
  LineGroups groups_;
  std::vector<signed char> holds_;  // -1: not yet asked
  std::vector<std::optional<GroundUnder>> grounds_;
  std::vector<std::optional<Standing>> standings_;
  std::vector<signed char> stays_;  // -1: not yet asked
  std::vector<double> objective_;   // -1: not yet measured
  PlacedMemory own_places_;  // where contacts put their attackers, without a memory
  PlacedMemory& places_;     // the memory's, or own_places_
  ShootingPass shooting_;    // what stays() asks of the shooters
  std::array<std::optional<std::vector<core::Vec2>>, 2> objectives_;  // for each side
};

// A checked move worth this share of the best value left unchecked is given without walking more.
constexpr double kNearEnough = 0.7;

// The moves stage, best first: every candidate is valued as it stands, and only the most
// valuable are checked (a path walked), each valued again where it really ends (a contact
// ends where it was valued) and put back in its place among the rest until the best is one
// that has been checked, or one checked is near enough the best left unchecked. `memory`
// spares the checks and contact values that nothing near has changed since an earlier
// decision. An element that holds a trench or strongpoint is worth no move, so its paths are
// never walked. The moves are listed and valued at the bound's first decision and taken from
// `plan` at its later ones (the orders besides moves are listed anew).
CheckedOrder best_move(const Battle& b, CandidateMemory& memory, OddsMemory& odds, Battle& scratch, BoundPlan& plan) {
  using enum Candidate::Check;
  memory.look(b);
  Valuer valuer(b, odds, scratch, &memory);
  MayMove may_move(b, [&](int i) { return memory.in_front_contact(b, i); });
  LineGroups& groups = valuer.line_groups();
  CandidateCheck check(b, may_move, groups);
  // A contact refused at sight is worth nothing: queued, it would be refused when popped.
  const auto contact_value = [&](const Candidate& c) {
    return memory.contact_value(b, c, [&] { return check.refused_at_sight(c) ? -1 : valuer.value(c.order); });
  };
  const auto beyond_wire = [&](int i) { return memory.beyond_wire(b, i); };
  std::vector<Candidate> candidates;
  std::vector<double> values;
  if (plan.holds_for(b)) {
    candidates = orders_besides_moves(b, may_move, beyond_wire);
    for (const Candidate& c : candidates) values.push_back(valuer.value(c.order));
    // A planned move stays while all its movers may move and the PIPs left pay for it, as
    // candidate_orders would list it.
    PipCosts pip_costs(b);
    for (const BoundPlan::Move& m : plan.moves()) {
      if (m.refused) continue;
      const Candidate& c = m.candidate;
      const std::span<const int> movers = c.check == kLineAhead ? std::span<const int>(groups(c.order.troop)) : std::span<const int>(&c.order.troop, 1);
      const bool listed = (c.check != kLineAhead || movers.size() >= 2) && std::all_of(movers.begin(), movers.end(), [&](int i) { return may_move(i); }) &&
                          (b.pips >= PipCosts::kMost || pip_costs(movers) <= b.pips);
      if (!listed) continue;
      candidates.push_back(c);
      values.push_back(c.check == kContact ? contact_value(c) : m.value);
    }
  } else {
    const auto moves = [&](int i, std::vector<Candidate>& out) {
      const std::vector<Candidate>& own = memory.moves(b, i);
      out.insert(out.end(), own.begin(), own.end());
    };
    candidates = candidate_orders(b, [&](int i) { return !valuer.holds_ground(i); }, may_move, groups, moves, beyond_wire);
    std::vector<BoundPlan::Move> planned;
    for (const Candidate& c : candidates) {
      values.push_back(c.check == kContact ? contact_value(c) : valuer.value(c.order));
      if (c.check != kNone && values.back() > 0) planned.push_back({c, values.back()});
    }
    plan.make(b, std::move(planned));
  }
  struct Ranked {
    double value;
    std::size_t index;  // ties go to the earlier candidate, as a listing gives them
    int checked;        // in `checked` below, -1 before its check
    bool operator<(const Ranked& o) const { return value != o.value ? value < o.value : index > o.index; }
  };
  std::vector<Ranked> room;
  room.reserve(candidates.size());
  std::priority_queue<Ranked> queue(std::less<Ranked>(), std::move(room));
  for (std::size_t k = 0; k < candidates.size(); ++k) {
    if (values[k] > 0) queue.push({values[k], k, -1});
  }
  std::vector<CheckedOrder> checked;  // the candidates as checked, kept aside: the queue moves small entries
  int best = -1;               // in `checked`: the most valuable so far
  double best_value = 0;
  while (!queue.empty()) {
    const Ranked top = queue.top();
    queue.pop();
    if (top.checked >= 0) return checked[static_cast<std::size_t>(top.checked)];
    // Near enough the best any unchecked candidate may be worth: not worth more paths walked.
    if (best >= 0 && best_value >= kNearEnough * top.value) return checked[static_cast<std::size_t>(best)];
    const Candidate& c = candidates[top.index];
    std::optional<CheckedOrder> o = memory.checked(b, c, check);
    if (!o && c.check != kNone) plan.refuse(c);
    if (!o || order_cost(b, o->order, groups) > b.pips) continue;
    const double v = c.check == kContact ? top.value : valuer.value(o->order);
    if (v <= 0) continue;
    checked.push_back(std::move(*o));
    if (v > best_value) {
      best = static_cast<int>(checked.size()) - 1;
      best_value = v;
    }
    queue.push({v, top.index, static_cast<int>(checked.size()) - 1});
  }
  return {Order::of(OrderKind::kEndMoves), {}};
}

}  // namespace

Order choose_order(const Battle& b, core::Rng&) { return Ai().choose(b); }

Order Ai::choose(const Battle& b) { return decide(b).order; }

CheckedOrder Ai::decide(const Battle& b) {
  if (b.stage == Stage::kMoves) return best_move(b, memory_, odds_, scratch_, plan_);
  bool complete = true;
  const std::vector<Order> orders = listed_orders(b, complete);
  Order best = orders.front();
  double best_value = -1e18;
  Valuer valuer(b, odds_, scratch_);
  for (const Order& o : orders) {
    const double v = valuer.value(o);
    if (v > best_value) {
      best_value = v;
      best = o;
    }
  }
  return {best, {}};
}

}  // namespace sandtable::rules::hitt
