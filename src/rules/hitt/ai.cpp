#include "rules/hitt/ai.hpp"

#include <cmath>

#include "rules/hitt/battle/bound.hpp"
#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/fights.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/moves.hpp"
#include "rules/hitt/battle/queries.hpp"

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

// The attacker's expected gain from a fight, exactly over the 36 pairs of dice.
double fight_value(const Battle& b, const Fight& f) {
  const int side = b.troop(f.attacker).side;
  double value = 0;
  for (const OutcomeOdds& row : combat_odds(situation(b, f), b.rules.combat)) {
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

// Where the side heads: the enemy's command bunker if he has one, else his nearest element
// (measured centre to centre: a heuristic needs no more).
double distance_to_objective(const Battle& b, const core::Base& from, int side) {
  double nearest = 1e18;
  for (const Troop& e : b.troops) {
    if (e.side == side || !e.present() || is_aerial(e.element) || e.element == kBarrage || e.element == kGas) continue;
    const double d = core::distance(from.centre(), e.base().centre());
    if (e.element == kCommandBunker) return d;
    nearest = std::min(nearest, d);
  }
  return nearest;
}

bool holds_ground(const Battle& b, const Troop& t) {
  const core::Base base = t.base();
  return in_trench(b, base) || in_strongpoint(b, base) || t.element == kHeavyArtillery;
}

// Whether the element should stay where it is rather than walk on: it holds a trench or
// strongpoint, it is a balloon (it observes from behind the lines), or it is a gun or mortar
// with a target (only rifles and machineguns move and shoot).
bool stays(const Battle& b, int troop) {
  const Troop& t = b.troop(troop);
  if (holds_ground(b, t) || t.element == kBalloon) return true;
  return !is_rifles(t.element) && t.element != kMachinegun && !shooting_targets(b, troop).empty();
}

// Credit for closing on the objective: 0.3 AP for each 300p gained by going to `to`. The
// orders are listed where they really end, so the place is known without making the move.
double progress(const Battle& b, int troop, const core::Pose& to) {
  const Troop& t = b.troop(troop);
  Troop there = t;
  there.pose = to;
  return 0.3 * (distance_to_objective(b, t.base(), t.side) - distance_to_objective(b, there.base(), t.side)) / 300;
}

double group_value(const Battle& b, const Order& o) {
  double value = 0;
  for (const int m : line_group(b, o.troop)) {
    if (stays(b, m)) return -1;
    const Troop& t = b.troop(m);
    value += progress(b, m, {t.pose.position + t.pose.forward() * o.distance, t.pose.facing_deg});
  }
  return value;
}

double move_value(const Battle& b, const Order& o) {
  const Troop& t = b.troop(o.troop);
  if (o.target >= 0) {
    // Into contact: the fight it starts, worth it only on good odds; a trench garrison keeps
    // its trench and lets the enemy come.
    if (holds_ground(b, t)) return -1;
    Battle after = b;
    after.troop(o.troop).pose = o.to;
    after.troop(o.troop).moved_into_contact = true;
    if (!front_against(after.troop(o.troop).base(), after.troop(o.target).base())) return -1;
    const double v = fight_value(after, close_fight(after, o.troop, o.target));
    return v > 0.2 ? v + 0.5 : -1;
  }
  if (stays(b, o.troop)) return -1;
  const double gained = progress(b, o.troop, o.to);
  if (gained > 0.001) return gained;
  const bool turned = std::abs(core::normalize_degrees(o.to.facing_deg - t.pose.facing_deg)) > 1 && o.to.position == t.pose.position;
  return turned && distance_to_objective(b, t.base(), t.side) < 400 ? 0.25 : -1;
}

}  // namespace

double order_value(const Battle& b, const Order& o) {
  switch (o.kind) {
    case OrderKind::kMove: return move_value(b, o);
    case OrderKind::kGroupAdvance: return group_value(b, o);
    case OrderKind::kShoot: return fight_value(b, {Mode::kShooting, o.troop, o.target, {}});
    case OrderKind::kRally: return b.troop(o.troop).ap() / 3.0;
    case OrderKind::kCrossWire: return 1;
    case OrderKind::kDismount: {
      const Troop& t = b.troop(o.troop);
      for (const Troop& e : b.troops) {
        if (e.side != t.side && e.present() && core::distance(t.base(), e.base()) < 500 && (in_trench(b, e.base()) || in_bad_going(b, e.base()))) return 0.5;
      }
      return -1;
    }
    case OrderKind::kMount: return -1;
    case OrderKind::kDeployBarrage:
    case OrderKind::kDeployGas: {
      Battle after = b;
      try {
        apply_order(after, o);
      } catch (const RuleError&) {
        return -1;
      }
      for (int j = 0; j < after.count(); ++j) {
        const Troop& e = after.troop(j);
        if (e.side != b.active && e.present() && front_against(after.troop(o.troop).base(), e.base())) {
          return fight_value(after, close_fight(after, o.troop, j)) + (o.kind == OrderKind::kDeployBarrage ? 1 : 0.5);
        }
      }
      return 0;
    }
    case OrderKind::kDeployAerials: return 2;
    case OrderKind::kDeployLurker: {
      // Worth a PIP where an enemy is within its reach.
      Troop there = b.troop(o.troop);
      there.pose = o.to;
      return distance_to_objective(b, there.base(), there.side) < 500 ? 0.5 : -1;
    }
    case OrderKind::kLiftBarrage: return 3;
    case OrderKind::kBombingRun: return 3;
    case OrderKind::kEndMoves: return 0;
  }
  return 0;
}

Order choose_order(const Battle& b, core::Rng&) {
  bool complete = true;
  const std::vector<Order> orders = listed_orders(b, complete);
  Order best = orders.back();
  double best_value = b.stage == Stage::kShooting ? -1e18 : 0;
  for (const Order& o : orders) {
    if (o.kind == OrderKind::kEndMoves) continue;
    const double v = order_value(b, o);
    if (v > best_value) {
      best_value = v;
      best = o;
    }
  }
  return best;
}

}  // namespace sandtable::rules::hitt
