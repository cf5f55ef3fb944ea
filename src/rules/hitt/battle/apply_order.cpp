// Carrying out the orders of orders.hpp: each checked in full before anything changes.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <span>
#include <stdexcept>

#include "rules/hitt/battle/bound.hpp"
#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/fights.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/moves.hpp"
#include "rules/hitt/battle/orders.hpp"
#include "rules/hitt/battle/placing.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "rules/hitt/battle/terrain_sequence.hpp"
#include "rules/hitt/battle/view.hpp"

namespace sandtable::rules::hitt {

namespace {

using enum Element;

const Troop& own(const Battle& b, int i, const char* what) {
  if (i < 0 || i >= b.count()) throw RuleError(fmt::format("{} names no element", what));
  const Troop& t = b.troop(i);
  if (t.side != b.active) throw RuleError(fmt::format("{} is the enemy's", t.name));
  return t;
}

void pay(Battle& b, int cost) {
  if (cost > b.pips) throw RuleError(fmt::format("that costs {} PIPs and {} are left", cost, b.pips));
  b.pips -= cost;
}

// Puts the element where its move ended, noting wire and contact.
void move_troop(Battle& b, int troop, const MoveResult& r) {
  Troop& m = b.troop(troop);
  m.pose = r.end;
  m.moved = true;
  m.at_wire = r.stopped_at_wire;
  for (const int w : r.wire_cut) b.terrain[static_cast<std::size_t>(w)].cut = true;
  // The log tells what the order's label does not: the wire's part in it.
  if (r.stopped_at_wire) note(b, [&] { return fmt::format("{} is stopped by the wire", m.name); });
  if (!r.wire_cut.empty()) note(b, [&] { return fmt::format("{} cuts the wire", m.name); });
  m.moved_into_contact = false;
  // An enemy plainly beyond a touch neither meets its front nor stands beside it.
  const PlainlyFar far(m.base(), kTouch);
  for (int j = 0; j < b.count() && !m.moved_into_contact; ++j) {
    const Troop& e = b.troop(j);
    if (e.side != m.side && !far(e) && e.present() && (front_against(m.base(), e.base()) || close_fight(b, troop, j).side_to_side)) {
      m.moved_into_contact = true;
    }
  }
}

// Where the element stands `distance` straight ahead.
core::Pose ahead_of(const Troop& t, double distance) { return {t.pose.position + t.pose.forward() * distance, t.pose.facing_deg}; }

// check_move's result, or the walk `walked` already made of it in this battle (where given).
MoveResult walk(const Battle& b, int troop, const core::Pose& to, double extra, const MoveResult* walked) {
  if (!walked) return check_move(b, troop, to, extra);
#ifndef NDEBUG
  if (check_move(b, troop, to, extra) != *walked) throw std::logic_error("a checked order's walk is not the walk the rules make");
#endif
  return *walked;
}

// Tactical Moves: one element, to a point or into contact.
void move_one(Battle& b, const Order& o, int cost, std::span<const MoveResult> walked) {
  if (o.troop < 0 || o.troop >= b.count()) throw RuleError("the order names no element");
  const Troop& t = b.troop(o.troop);
  if (t.side != b.active && t.element != kGas) throw RuleError(fmt::format("{} is the enemy's", t.name));
  const MoveResult r = walk(b, o.troop, o.to, o.sturm_extra ? 200 : 0, walked.empty() ? nullptr : &walked[0]);
  if (!r.ok()) throw RuleError(r.refused);
  pay(b, cost);
  move_troop(b, o.troop, r);
}

// Group moves: a line straight ahead together.
void advance_line(Battle& b, const Order& o, int cost, std::span<const MoveResult> walked) {
  own(b, o.troop, "the order");
  if (!(o.distance > 0)) throw RuleError("a group advances some paces: 'distance' must be above 0");
  const std::vector<int> group = line_group(b, o.troop);
  if (!walked.empty() && walked.size() != group.size()) throw std::logic_error("a checked line's walks are not its members'");
  std::vector<MoveResult> moves;
  for (std::size_t k = 0; k < group.size(); ++k) {
    moves.push_back(walk(b, group[k], ahead_of(b.troop(group[k]), o.distance), 0, walked.empty() ? nullptr : &walked[k]));
    if (!moves.back().ok()) throw RuleError(moves.back().refused);
  }
  pay(b, cost);
  for (std::size_t k = 0; k < group.size(); ++k) move_troop(b, group[k], moves[k]);
}

// Mounting & Dismounting Cavalry: 1 PIP instead of a move.
void mount_or_dismount(Battle& b, const Order& o, int cost) {
  const Troop& t = own(b, o.troop, "the order");
  const Element from = o.kind == OrderKind::kMount ? kDismountedCavalry : kCavalry;
  if (t.element != from) throw RuleError(fmt::format("{} is not {}", t.name, o.kind == OrderKind::kMount ? "dismounted cavalry" : "cavalry"));
  if (t.moved || t.suppressed || in_front_contact(b, o.troop)) throw RuleError(fmt::format("{} cannot (dis)mount now", t.name));
  pay(b, cost);
  Troop& m = b.troop(o.troop);
  m.element = o.kind == OrderKind::kMount ? kCavalry : kDismountedCavalry;
  m.moved = true;
  if (o.kind == OrderKind::kMount) m.remounted_in = b.bound;
}

// Suppressed: 1 PIP brings back every suppressed element of the element's group.
void rally(Battle& b, const Order& o, int cost) {
  const Troop& t = own(b, o.troop, "the order");
  if (!t.suppressed) throw RuleError(fmt::format("{} is not suppressed", t.name));
  pay(b, cost);
  for (const int m : line_group(b, o.troop)) b.troop(m).suppressed = false;
}

// Barbed Wire: placed beyond it the bound after it stopped there.
void cross_wire(Battle& b, const Order& o, int cost) {
  const Troop& t = own(b, o.troop, "the order");
  if (!t.at_wire || t.moved || t.suppressed) throw RuleError(fmt::format("{} is not waiting at the wire", t.name));
  const std::optional<core::Pose> beyond = wire_crossing(b, o.troop);
  if (!beyond) throw RuleError(fmt::format("there is no room beyond the wire for {}", t.name));
  const int wire = wire_touched(b, t.base(), t.side);
  pay(b, cost);
  Troop& m = b.troop(o.troop);
  m.pose = *beyond;
  m.at_wire = false;
  m.moved = true;
  if (m.element == kSturmtruppe && wire >= 0) b.terrain[static_cast<std::size_t>(wire)].cut = true;
}

// Puts a held-back element on the table where the order says; it moves no more this bound.
void bring_on(Battle& b, const Order& o) {
  Troop& m = b.troop(o.troop);
  m.pose = o.to;
  m.on_table = true;
  m.moved = true;
}

// Deploying Barrages and Gas.
void call_down(Battle& b, const Order& o, int cost) {
  const Troop& t = own(b, o.troop, "the order");
  const Element wanted = o.kind == OrderKind::kDeployBarrage ? kBarrage : kGas;
  if (t.element != wanted || !held_back(t)) throw RuleError(fmt::format("{} is not a {} waiting to come down", t.name, id(wanted)));
  if (const std::string why = barrage_place_refused(b, o.troop, o.to); !why.empty()) throw RuleError(fmt::format("{}: {}", t.name, why));
  pay(b, cost);
  bring_on(b, o);
  if (wanted == kGas) {
    b.gas_waiting = o.troop;
    b.stage = Stage::kGasDice;
  }
}

// Deploying Fighters: every held-back aircraft at once.
void fly_on(Battle& b, int cost) {
  const auto places = aerial_places(b);
  if (places.empty()) throw RuleError("no aircraft are waiting, or there is no room on your edge");
  pay(b, cost);
  for (const auto& [i, pose] : places) {
    b.troop(i).pose = pose;
    b.troop(i).on_table = true;
    b.troop(i).moved = true;
  }
}

// Deploying Snipers and Minefields: placed for a PIP, they make no tactical move that bound.
void place_lurker(Battle& b, const Order& o, int cost) {
  const Troop& t = own(b, o.troop, "the order");
  if ((t.element != kSniper && t.element != kMinefield) || !held_back(t)) throw RuleError(fmt::format("{} is not a sniper or minefield waiting to be placed", t.name));
  if (const std::string why = lurker_place_refused(b, o.troop, o.to); !why.empty()) throw RuleError(fmt::format("{}: {}", t.name, why));
  pay(b, cost);
  bring_on(b, o);
}

// Lifting Barrages: counter-battery fire for 6 PIPs.
void lift_barrage(Battle& b, const Order& o, int cost) {
  if (o.troop < 0 || o.troop >= b.count()) throw RuleError("the order names no element");
  const Troop& t = b.troop(o.troop);
  if (t.side == b.active || t.element != kBarrage || !t.present()) throw RuleError(fmt::format("{} is not an enemy barrage on the table", t.name));
  pay(b, cost);
  b.troop(o.troop).gone = true;
}

// Lifting Barrages: a bomber flies off the enemy edge and silences one.
void bombing_run(Battle& b, const Order& o, int cost) {
  const Troop& t = own(b, o.troop, "the order");
  if (t.element != kBomber || cannot_move(b, o.troop)) throw RuleError(fmt::format("{} cannot fly a bombing run now", t.name));
  if (std::abs(t.pose.position.y - b.home_edge(1 - b.active)) > 500) throw RuleError(fmt::format("{} is more than 500p from the enemy's edge", t.name));
  if (o.target < 0 || o.target >= b.count() || b.troop(o.target).element != kBarrage || !b.troop(o.target).present() || b.troop(o.target).side == b.active) {
    throw RuleError("a bombing run silences an enemy barrage on the table");
  }
  pay(b, cost);
  b.troop(o.troop).gone = true;
  b.troop(o.target).gone = true;
}

// Distant Shooting: the target the front shooter takes.
void shoot(Battle& b, const Order& o) {
  if (b.stage != Stage::kShooting || b.shooters.empty()) throw RuleError("no element is choosing a target now");
  const Shooter& s = b.shooters.front();
  if (o.troop != s.troop) throw RuleError(fmt::format("{} chooses its target now", b.troop(s.troop).name));
  if (std::find(s.targets.begin(), s.targets.end(), o.target) == s.targets.end()) throw RuleError("it cannot shoot at that element");
  choose_target(b, o.target);
}

}  // namespace

void apply_order(Battle& b, const Order& o) { apply_order(b, CheckedOrder{o, {}}); }

void apply_order(Battle& b, const CheckedOrder& checked) {
  const Order& o = checked.order;
  if (o.kind == OrderKind::kShoot) {
    shoot(b, o);
    return;
  }
  if (o.kind == OrderKind::kPlaceTerrain) {
    place_terrain(b, o.piece, o.to.position);
    return;
  }
  if (o.kind == OrderKind::kEndTerrain) {
    end_terrain(b);
    return;
  }
  if (b.stage != Stage::kMoves) throw RuleError(fmt::format("the battle waits for {}, not for orders", id(b.stage)));
  const int cost = order_cost(b, o);
  switch (o.kind) {
    case OrderKind::kEndMoves: end_moves(b); return;
    case OrderKind::kMove: move_one(b, o, cost, checked.walks); return;
    case OrderKind::kGroupAdvance: advance_line(b, o, cost, checked.walks); return;
    case OrderKind::kMount:
    case OrderKind::kDismount: mount_or_dismount(b, o, cost); return;
    case OrderKind::kRally: rally(b, o, cost); return;
    case OrderKind::kCrossWire: cross_wire(b, o, cost); return;
    case OrderKind::kDeployBarrage:
    case OrderKind::kDeployGas: call_down(b, o, cost); return;
    case OrderKind::kDeployAerials: fly_on(b, cost); return;
    case OrderKind::kDeployLurker: place_lurker(b, o, cost); return;
    case OrderKind::kLiftBarrage: lift_barrage(b, o, cost); return;
    case OrderKind::kBombingRun: bombing_run(b, o, cost); return;
    case OrderKind::kShoot:
    case OrderKind::kPlaceTerrain:
    case OrderKind::kEndTerrain: return;
  }
}

}  // namespace sandtable::rules::hitt
