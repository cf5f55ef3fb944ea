#include "rules/m2m/game/resolve.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <utility>

#include "rules/m2m/game/orders.hpp"
#include "rules/m2m/game/queries.hpp"
#include "rules/m2m/game/wire_gaps.hpp"

namespace sandtable::rules::m2m {

namespace {

int at_least(const std::vector<int>& faces, int need) {
  return static_cast<int>(std::count_if(faces.begin(), faces.end(), [&](int f) { return f >= need; }));
}

Roll roll_of(RollKind kind, int side, int count, std::string reason, int audience) {
  Roll r;
  r.kind = kind;
  r.side = side;
  r.count = count;
  r.reason = std::move(reason);
  r.audience = audience;
  return r;
}

// Hits of `dice` dice needing `need`, each then standing on `confirmations` further 4+.
core::Dist hits_dist(int dice, int need, int confirmations) {
  core::ExactDist d = core::ExactDist::binomial(dice, core::Rational(7 - std::clamp(need, 1, 7), 6));
  for (int k = 0; k < confirmations; ++k) d = d.thinned(core::Rational(1, 2));
  return approximate(d);
}

void take_hits(State& s, int target, int hits) {
  Unit& t = s.unit(target);
  const int lost = std::min(hits, t.figures);
  t.figures -= lost;
  t.hits += lost;
  s.log.push_back(lost == 0 ? fmt::format("{}: no hit", t.name) : fmt::format("{} loses {} figure{}{}", t.name, lost, lost == 1 ? "" : "s", t.gone() ? " and is gone" : ""));
}

bool moves_on_orders(const Unit& u) {
  return u.order.objective >= 0 && (u.order.kind == OrderKind::kAttack || u.order.kind == OrderKind::kMarch);
}

bool engaged(const State& s, int unit) {
  if (s.unit(unit).melee_with >= 0) return true;
  return std::any_of(s.units.begin(), s.units.end(), [&](const Unit& e) { return e.melee_with == unit && alive(e); });
}

// Fire OR move (6 Firing): average and poor infantry, and cavalry on foot (ruling 51), that
// fired, and guns that fired, stay.
bool may_move(const State& s, int unit) {
  const Unit& u = s.unit(unit);
  if (u.gone() || u.off_table || u.routed || u.retreating || u.halted || u.pinned || u.moved || engaged(s, unit) || !moves_on_orders(u)) return false;
  if (taking_prisoners(s, u) || passing_friends(s, u)) return false;
  if (u.fired && (u.arm == Arm::kArtillery || on_foot(u) ||
                  (u.arm == Arm::kInfantry && u.formation != Formation::kSkirmish && (u.rating == Rating::kAverage || u.rating == Rating::kPoor)))) {
    return false;
  }
  return core::distance(u.at, heading(s, u, false)) > 0.5;
}

// Ruling 46: a unit held at the wire whose way on now runs through a gap a tank made moves on
// without the wire roll.
bool gap_ahead(const State& s, const Unit& u) {
  const core::Vec2 to = heading(s, u, false);
  const int wire = wire_ahead(s, u.at, to);
  return wire >= 0 && through_gap(s, wire, u.at, to);
}

// Ruling 56: retreating cavalry halt in the cover they reach, or with none in reach of their
// edge, once no longer under fire.
bool halts_falling_back(const State& s, const Unit& u) {
  if (!falls_back_to_cover(u)) return false;
  return cover_behind(s, u) ? in_cover(s, u) : !u.under_fire;
}

void enqueue_move(State& s, int unit, bool retreat, bool front) {
  const Unit& u = s.unit(unit);
  if (retreat && halts_falling_back(s, u)) {
    s.log.push_back(fmt::format("{} halts {}", u.name, in_cover(s, u) ? "in cover" : "out of fire"));
    return;
  }
  if (!retreat && u.at_wire && u.pursuing < 0 && !gap_ahead(s, u)) {
    const WireOdds w = wire_odds({u.figures, u.under_fire, s.setup.trench_warfare, u.side == s.setup.attacker ? s.setup.wire_bonus : 0, in_gas(s, u)});
    Roll r = roll_of(RollKind::kWire, u.side, u.figures, fmt::format("{} crosses the wire: a die a figure, {}", u.name, face_needed(std::clamp(w.need, 1, 6))), u.side);
    r.unit = unit;
    r.number = w.need;
    r.outcome = approximate(w.across);
    s.rolls.push_back(r);
    return;
  }
  const std::optional<UnitMove> m = unit_move(s, u, retreat);
  if (!m) {
    s.log.push_back(fmt::format("{} cannot move here", u.name));
    return;
  }
  const std::string verb = retreat ? "falls back" : u.pursuing >= 0 ? "pursues " + s.unit(u.pursuing).name : "moves";
  Roll r = roll_of(RollKind::kMove, u.side, m->dice, fmt::format("{} {}: {}", u.name, verb, m->dice == 2 ? "a die for each end" : "move die"), u.side);
  r.unit = unit;
  r.retreat = retreat;
  if (front) {
    s.rolls.push_front(r);
  } else {
    s.rolls.push_back(r);
  }
}

// How far a move goes on its dice; `half`: a half move before firing (ruling 57).
double move_inches(const Unit& u, const UnitMove& m, const std::vector<int>& faces, bool half = false) {
  // Ruling 30: a line goes as far as its slower end, keeping its alignment.
  const int die = faces.empty() ? 0 : *std::min_element(faces.begin(), faces.end());
  double inches = die + m.rule.inches;
  if (m.rule.halved) inches /= 2;
  if ((u.fired || half) && u.arm == Arm::kInfantry && u.formation != Formation::kSkirmish) inches /= 2;  // fired, then a half move (or before)
  return inches;
}

// Ruling 42: skirmishers attacked fall back one move at once, and are out of the fight if it
// takes them out of contact.
void enqueue_evade(State& s, int skirmishers, int attacker) {
  const Unit& e = s.unit(skirmishers);
  const std::optional<UnitMove> m = unit_move(s, e, true);
  if (!m) {
    s.log.push_back(fmt::format("{} cannot evade here", e.name));
    return;
  }
  Roll r = roll_of(RollKind::kMove, e.side, m->dice, fmt::format("{} evades {}: move die", e.name, s.unit(attacker).name), e.side);
  r.unit = skirmishers;
  r.target = attacker;
  r.retreat = r.evade = true;
  s.rolls.push_front(r);
}

void resolve_evade(State& s, const Roll& r, const std::vector<int>& faces) {
  Unit& e = s.unit(r.unit);
  Unit& attacker = s.unit(r.target);
  const std::optional<UnitMove> m = unit_move(s, e, true);
  if (!m) return;
  const core::Vec2 from = e.at;
  move_toward(s, r.unit, heading(s, e, true), move_inches(e, *m, faces), r.target);
  e.moved = true;
  if (distance(e, attacker) > kContact) {
    attacker.melee_with = -1;
    s.log.push_back(fmt::format("{} evades {}, falling back {:.1f} inches", e.name, attacker.name, core::distance(from, e.at)));
  } else {
    s.log.push_back(fmt::format("{} cannot get away from {}: they fight", e.name, attacker.name));
  }
}

void resolve_move(State& s, const Roll& r, const std::vector<int>& faces) {
  if (r.evade) return resolve_evade(s, r, faces);
  Unit& u = s.unit(r.unit);
  const std::optional<UnitMove> m = unit_move(s, u, r.retreat);
  if (!m) return;
  const double inches = move_inches(u, *m, faces, r.fire_after);
  const core::Vec2 from = u.at;
  const bool pursuit = u.pursuing >= 0;
  const core::Vec2 to = pursuit ? s.unit(u.pursuing).at : heading(s, u, r.retreat);
  move_toward(s, r.unit, to, inches);
  u.moved = true;
  if (pursuit) {
    s.log.push_back(fmt::format("{} pursues {} {:.1f} inches", u.name, s.unit(u.pursuing).name, core::distance(from, u.at)));
    u.pursuing = -1;
    return;
  }
  if (u.arm == Arm::kArtillery) u.deployed = false;
  const bool among_friends = u.through_turn == s.turn + 1;
  s.log.push_back(fmt::format("{} {} {:.1f} inches{}{}{}", u.name, r.retreat ? "falls back" : "moves", core::distance(from, u.at),
                              u.at_wire ? ", halted at the wire" : "", u.melee_with >= 0 ? fmt::format(", into contact with {}", s.unit(u.melee_with).name) : "",
                              among_friends ? fmt::format(", reaching pinned-down {}", s.unit(u.through_friends).name) : ""));
  if (u.melee_with >= 0 && evades(s.unit(u.melee_with))) enqueue_evade(s, u.melee_with, r.unit);
  if (!r.retreat && core::distance(u.at, to) <= 0.5) {
    u.order.kind = OrderKind::kDefend;  // arrived: it holds the place (2 C&C: until it reaches its objective)
    s.log.push_back(fmt::format("{} reaches {}", u.name, s.objectives[static_cast<std::size_t>(u.order.objective)].name));
  }
  if (r.fire_after) {  // ruling 57: the fire after the half move, if the target is still one
    const std::vector<int> targets = fire_targets(s, r.unit);
    if (std::find(targets.begin(), targets.end(), r.target) != targets.end()) {
      enqueue_fire(s, r.unit, r.target, false);
    } else {
      s.log.push_back(fmt::format("{} cannot fire at {} from where its move ended", u.name, s.unit(r.target).name));
    }
  }
}

void resolve_wire(State& s, const Roll& r, const std::vector<int>& faces) {
  Unit& u = s.unit(r.unit);
  const int across = r.number <= 1 ? u.figures : at_least(faces, r.number);
  // Ruling 27: the unit gets over when enough of its figures do.
  if (across * 100 >= s.setup.wire_share * u.figures) {
    move_toward(s, r.unit, heading(s, u, false), 2.0);
    u.moved = true;
    s.log.push_back(fmt::format("{}: {} of {} figures across: the unit is over the wire", u.name, across, u.figures));
  } else {
    s.log.push_back(fmt::format("{}: {} of {} figures across: held at the wire", u.name, across, u.figures));
  }
}

void enqueue_morale_test(State& s, int unit, const std::string& why, bool after_win = false) {
  const Unit& u = s.unit(unit);
  const MoraleSituation m = morale_situation(s, u);
  const MoralePlan plan = morale_plan(m, s.rulings);
  Roll r = roll_of(RollKind::kMorale, u.side, plan.dice, fmt::format("{} tests morale ({}): {}D6", u.name, why, plan.dice), u.side);
  r.unit = unit;
  r.after_win = after_win;
  r.labelled = morale_odds(m, s.rulings).outcomes;
  s.rolls.push_back(r);
}

void morale_result(State& s, const Roll& r, const std::vector<int>& faces) {
  const int unit = r.unit;
  Unit& u = s.unit(unit);
  const MoraleSituation m = morale_situation(s, u);
  const MoralePlan plan = morale_plan(m, s.rulings);
  const MoraleOutcome o = morale_outcome(m, plan, s.rulings, std::accumulate(faces.begin(), faces.end(), 0));
  s.log.push_back(fmt::format("{} morale: {}", u.name, id(o)));
  switch (o) {
    case MoraleOutcome::kPass:
      u.pinned = u.retreating = false;
      break;
    case MoraleOutcome::kPinned:
      if (!u.retreating) u.pinned = true;  // a unit already falling back keeps falling back
      u.halted = true;
      break;
    case MoraleOutcome::kRetreat:
      u.retreating = true;
      u.pinned = false;
      u.halted = true;
      enqueue_move(s, unit, true, true);  // one move back at once
      break;
    case MoraleOutcome::kAdvanceLosingOneOrHalt:
      if (r.after_win) {  // ruling 40: the choice to advance at a figure's cost is for advancing under fire
        u.halted = true;
        s.log.push_back(fmt::format("{} is not rallied and halts", u.name));
      } else {
        s.cavalry_choice = unit;
      }
      break;
  }
}

void resolve_morale(State& s, const Roll& r, const std::vector<int>& faces) {
  const Unit& u = s.unit(r.unit);
  const MoralePlan plan = morale_plan(morale_situation(s, u), s.rulings);
  const std::vector<bool> again = rerolled(plan, faces);
  const int count = static_cast<int>(std::count(again.begin(), again.end(), true));
  if (count == 0) return morale_result(s, r, faces);
  Roll next = roll_of(RollKind::kMoraleReroll, u.side, count, fmt::format("{} re-rolls {} di{}", u.name, count, count == 1 ? "e" : "ce"), u.side);
  next.unit = r.unit;
  next.after_win = r.after_win;
  next.faces = faces;
  s.rolls.push_front(next);
}

void resolve_reroll(State& s, const Roll& r, const std::vector<int>& faces) {
  const MoralePlan plan = morale_plan(morale_situation(s, s.unit(r.unit)), s.rulings);
  const std::vector<bool> again = rerolled(plan, r.faces);
  std::vector<int> final_faces = r.faces;
  std::size_t next = 0;
  for (std::size_t i = 0; i < final_faces.size(); ++i) {
    if (again[i]) final_faces[i] = faces[next++];
  }
  morale_result(s, r, final_faces);
}

Roll confirmation(const State& s, const Roll& r, int hits, bool sixes) {
  Roll next = roll_of(RollKind::kConfirm, r.side, hits,
                      fmt::format("{}: half effect, each {} stands on 4+", s.unit(r.unit).name,
                                  sixes ? "6 that hit (then rolled again for the attached MG)" : "hit"),
                      r.audience);
  next.unit = r.unit;
  next.target = r.target;
  next.confirmations = r.confirmations - 1;
  next.sixes = sixes;
  next.outcome = hits_dist(hits, 4, next.confirmations);
  return next;
}

// Ruling 7: each 6 that hit and stands is rolled again, 5-6 an MG crewman, 1-4 the infantry.
Roll mg_split(const State& s, const Roll& r, int sixes) {
  Roll next = roll_of(RollKind::kMgSplit, r.side, sixes,
                      fmt::format("{}'s 6s on {}: each again, 5-6 hits its attached MG's crew, 1-4 its infantry", s.unit(r.unit).name, s.unit(r.target).name),
                      r.audience);
  next.unit = r.unit;
  next.target = r.target;
  next.outcome = approximate(core::ExactDist::binomial(sixes, core::Rational(1, 3)));
  return next;
}

void resolve_fire(State& s, const Roll& r, const std::vector<int>& faces) {
  const bool confirming = r.kind == RollKind::kConfirm;
  const int hits = confirming ? at_least(faces, 4) : at_least(faces, r.number);
  // The hits that are 6s on a target with an attached MG: the firing roll's own 6s, or all a
  // confirmation of such 6s confirms. They are shared out once they stand.
  const int sixes = confirming ? (r.sixes ? hits : 0) : (r.split_sixes ? at_least(faces, 6) : 0);
  const int plain = hits - sixes;
  if (sixes > 0) s.rolls.push_front(r.confirmations > 0 ? confirmation(s, r, sixes, true) : mg_split(s, r, sixes));
  if (plain > 0 && r.confirmations > 0) {
    s.rolls.push_front(confirmation(s, r, plain, false));
  } else if (plain > 0 || sixes == 0) {
    take_hits(s, r.target, plain);
  }
}

void resolve_mg_split(State& s, const Roll& r, const std::vector<int>& faces) {
  Unit& t = s.unit(r.target);
  // Ruling 38: a crew hit beyond the crew left falls on the infantry.
  const int crew = std::min(at_least(faces, 5), t.mg_crew);
  if (crew > 0) {
    t.mg_crew -= crew;
    t.hits += crew;
    s.log.push_back(fmt::format("{}'s attached MG loses {} crew ({} left)", t.name, crew, t.mg_crew));
  }
  if (r.count - crew > 0) take_hits(s, r.target, r.count - crew);
}

void resolve_melee(State& s, const Roll& r, const std::vector<int>& defender_faces) {
  Unit& a = s.unit(r.unit);
  Unit& d = s.unit(r.target);
  const MeleePlan plan = melee_plan(melee_situation(s, r.unit, r.target), s.rulings);
  RoundLosses round;
  for (std::size_t i = 0; i < r.faces.size(); ++i) add_pair(round, pair_outcome(plan, r.faces[i], defender_faces[i]), s.rulings);
  add_automatic_losses(round, plan);
  a.figures = std::max(0, a.figures - round.attacker_killed);
  d.figures = std::max(0, d.figures - round.defender_killed);
  const MeleeResult result = melee_result(round.attacker_losses, round.defender_losses);
  s.log.push_back(fmt::format("{} against {}: {} killed, {} killed: {}", a.name, d.name, round.attacker_killed, round.defender_killed, id(result)));
  if (result == MeleeResult::kContinues && alive(a) && alive(d)) return;
  a.melee_with = -1;
  // A side with no figures left loses; else the round's result says who.
  const bool defender_loses = a.gone() != d.gone() ? d.gone() : result == MeleeResult::kAttackerWins;
  Unit& loser = defender_loses ? d : a;
  Unit& winner = &loser == &d ? a : d;
  // Half the losers' survivors surrender, rounded down; the rest run and never rally.
  const int surrender = loser.figures / 2;
  loser.figures -= surrender;
  winner.prisoners_taken += surrender;
  if (winner.arm == Arm::kInfantry) winner.prisoners_to_escort += surrender;  // ruling 52: infantry guard theirs
  loser.routed = loser.retreating = true;
  loser.pinned = false;
  // Ruling 40: the winner tests to rally next turn; ruling 41: cavalry first pursue, in stage 7.
  if (alive(winner)) {
    winner.rally_turn = s.turn + 1;
    if (winner.arm == Arm::kCavalry && !winner.dismounted && alive(loser)) winner.pursuing = &loser == &d ? r.target : r.unit;
  }
  s.log.push_back(fmt::format("{} wins; {} of {} surrender, the rest run", winner.name, surrender, loser.name));
}

}  // namespace

core::Dist approximate(const core::ExactDist& exact) {
  std::vector<double> p;
  for (const core::Rational& r : exact.probabilities()) p.push_back(core::to_double(r));
  return core::Dist::from_probabilities(exact.min(), p);
}

void enqueue_pre_battle_bombardment(State& s) {
  Roll effect = roll_of(RollKind::kBombardEffect, engine::kNoSide, 1, "umpire, secretly: how hard the bombardment fell (1-2 light, 5-6 heavy)", engine::kNoSide);
  s.rolls.push_back(effect);
  int count = 0;
  for (const Unit& u : s.units) count += u.side == s.defender() && !u.off_table && (u.arm == Arm::kInfantry || u.arm == Arm::kMg);
  s.rolls.push_back(roll_of(RollKind::kBombardment, engine::kNoSide, count, "umpire, secretly: the bombardment's casualties, a die a defending unit", engine::kNoSide));
}

namespace {

// Rulings 50 and 55: a gun's smoke or gas falls as an A4 sheet, its long side across the table
// (along x), centred on the objective it was ordered to.
void lay_cloud(State& s, const Unit& gun) {
  const bool gas = gun.order.kind == OrderKind::kGas;
  const std::string_view what = gas ? "gas" : "smoke";
  const Objective& o = s.objectives[static_cast<std::size_t>(gun.order.objective)];
  const core::Vec2 half{kA4Long / 2, kA4Short / 2};
  const core::Vec2 lo = o.at - half, hi = o.at + half;
  const std::string name = fmt::format("{} ({} from {}, turn {})", o.name, what, gun.name, s.turn);
  s.clouds.push_back(Cloud{gas, name, core::Polygon({lo, {hi.x, lo.y}, hi, {lo.x, hi.y}})});
  s.log.push_back(fmt::format("{} fires {}: it hangs over {}", gun.name, what, name));
}

}  // namespace

void enqueue_bombardments(State& s) {
  for (int side : s.order_of_play(Stage::kArtillery)) {
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
      Unit& gun = s.unit(i);
      if (gun.side != side || gun.gone() || gun.bombard_turns <= 0 || (!gun.off_table && !gun.deployed)) continue;
      const int target = bombardment_target(s, gun);
      if (!gun.ranged) {
        s.log.push_back(fmt::format("{} fires ranging shots on {}", gun.name, s.objectives[static_cast<std::size_t>(gun.order.objective)].name));
        gun.ranged = true;
      } else if (gun.order.kind == OrderKind::kSmoke || gun.order.kind == OrderKind::kGas) {
        lay_cloud(s, gun);
      } else if (target >= 0) {
        enqueue_fire(s, i, target, true);
      }
      gun.fired = true;
      if (--gun.bombard_turns == 0) gun.order = {};
    }
  }
}

namespace {

void enqueue_fire_roll(State& s, int firer, int target, const FirePlan& plan, const std::string& who) {
  const Unit& u = s.unit(firer);
  if (plan.spares > 0) {
    Roll spare = roll_of(RollKind::kSpareDie, u.side, 1, fmt::format("{}: a die for its {} spare figure{}", u.name, plan.spares, plan.spares == 1 ? "" : "s"), u.side);
    spare.number = plan.spares;
    s.rolls.push_back(spare);
  }
  Roll fire = roll_of(RollKind::kFire, u.side, plan.dice, fmt::format("{} fires at {}: {} to hit", who, s.unit(target).name, face_needed(*plan.hit_on)), u.side);
  fire.unit = firer;
  fire.target = target;
  fire.number = *plan.hit_on;
  fire.confirmations = static_cast<int>(plan.confirmations.size());
  fire.split_sixes = plan.split_sixes;
  fire.outcome = hits_dist(plan.dice, *plan.hit_on, fire.confirmations);
  s.rolls.push_back(fire);
}

}  // namespace

void enqueue_fire(State& s, int firer, int target, bool indirect) {
  Unit& u = s.unit(firer);
  const FirePlan plan = fire_plan(fire_situation(s, firer, target, indirect), s.rulings);
  u.fired = true;
  s.unit(target).under_fire = true;
  if (!plan.hit_on) return;
  enqueue_fire_roll(s, firer, target, plan, u.name);
  if (indirect) return;
  if (const std::optional<FireSituation> mg = attached_mg_situation(s, firer, target)) {
    const FirePlan mg_plan = fire_plan(*mg, s.rulings);
    if (mg_plan.hit_on && mg_plan.dice > 0) enqueue_fire_roll(s, firer, target, mg_plan, u.name + (u.lmg ? "'s attached LMG" : "'s attached MG"));
  }
}

std::vector<int> move_then_fire_targets(const State& s, int unit) {
  const Unit& u = s.unit(unit);
  std::vector<int> out;
  const bool elite_or_good = u.rating == Rating::kElite || u.rating == Rating::kGood;
  if (u.arm != Arm::kInfantry || !elite_or_good || u.formation == Formation::kSkirmish || u.fired || u.at_wire || !may_move(s, unit)) return out;
  const std::optional<UnitMove> m = unit_move(s, u, false);
  if (!m) return out;
  // Within its range (6 Firing: 24 inches for elite and good) after the longest half move, and
  // seen by its side now.
  const double reach = 24.0 + ((m->rule.die ? 6 : 0) + m->rule.inches) / 2.0;
  for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
    const Unit& t = s.unit(i);
    if (t.side == u.side || t.gone() || t.off_table || t.arm == Arm::kSpotter || distance(u, t) > reach || !side_sees(s, u.side, t)) continue;
    out.push_back(i);
  }
  return out;
}

void enqueue_move_then_fire(State& s, int unit, int target) {
  const std::vector<int> targets = move_then_fire_targets(s, unit);
  if (std::find(targets.begin(), targets.end(), target) == targets.end()) {
    throw GameError(fmt::format("{} may not make a half move and then fire at {} (ruling 57: elite or good infantry moving on orders, not yet fired or moved, at a target its side sees)",
                                s.unit(unit).name, s.unit(target).name));
  }
  const Unit& u = s.unit(unit);
  const std::optional<UnitMove> m = unit_move(s, u, false);
  Roll r = roll_of(RollKind::kMove, u.side, m->dice, fmt::format("{} moves half, then fires at {}: {}", u.name, s.unit(target).name, m->dice == 2 ? "a die for each end" : "move die"), u.side);
  r.unit = unit;
  r.target = target;
  r.fire_after = true;
  s.rolls.push_back(r);
}

void enqueue_morale(State& s) {
  for (int side : s.order_of_play(Stage::kMorale)) {
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
      Unit& u = s.unit(i);
      if (u.side != side || !tests_morale(u)) continue;
      if (u.rally_turn == s.turn) {
        enqueue_morale_test(s, i, "to rally after winning hand to hand", true);
      } else if (u.pinned && !u.under_fire) {
        u.pinned = false;
        s.log.push_back(fmt::format("{} is not under fire and recovers", u.name));
      } else if (u.retreating) {
        enqueue_morale_test(s, i, "to rally");
      } else if (passing_friends(s, u) && !u.pinned) {
        enqueue_morale_test(s, i, "to advance through pinned-down friends");  // ruling 53
      } else if (u.pinned && u.hits == 0) {
        enqueue_morale_test(s, i, "to recover");
      } else if (!u.pinned && u.hits > 0 && moves_on_orders(u)) {
        enqueue_morale_test(s, i, "to advance under fire");
      }
    }
  }
}

void enqueue_moves(State& s) {
  for (int side : s.order_of_play(Stage::kMovement)) {
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
      if (s.unit(i).side == side && may_move(s, i)) enqueue_move(s, i, false, false);
    }
  }
}

void enqueue_melees(State& s) {
  for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
    const Unit& a = s.unit(i);
    if (a.melee_with < 0) continue;
    const Unit& d = s.unit(a.melee_with);
    if (a.gone() || d.gone()) {
      s.unit(i).melee_with = -1;
      continue;
    }
    const MeleePlan plan = melee_plan(melee_situation(s, i, a.melee_with), s.rulings);
    Roll attacker = roll_of(RollKind::kMeleeAttacker, a.side, plan.pairs, fmt::format("{} attacks {}: a die a pair", a.name, d.name), kEveryone);
    attacker.unit = i;
    attacker.target = a.melee_with;
    Roll defender = attacker;
    defender.kind = RollKind::kMeleeDefender;
    defender.side = d.side;
    defender.reason = fmt::format("{} defends against {}: a die a pair", d.name, a.name);
    s.rolls.push_back(attacker);
    s.rolls.push_back(defender);
  }
}

void enqueue_enforced_moves(State& s) {
  for (int side : s.order_of_play(Stage::kEnforced)) {
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
      const Unit& u = s.unit(i);
      if (u.side == side && alive(u) && !u.off_table && u.retreating && !u.moved && !engaged(s, i)) enqueue_move(s, i, true, false);
    }
  }
  // Pursuits after the routs, so the pursuers follow where the running went (ruling 41).
  for (int side : s.order_of_play(Stage::kEnforced)) {
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
      const Unit& u = s.unit(i);
      if (u.side == side && alive(u) && u.pursuing >= 0) enqueue_move(s, i, false, false);
    }
  }
}

void enqueue_message_rolls(State& s) {
  for (int side : s.order_of_play(Stage::kMessages)) {
    int count = 0;
    for (const Message& m : s.messages) count += m.side == side && m.status == MessageStatus::kInTransit;
    if (count == 0) continue;
    Roll r = roll_of(RollKind::kMessages, engine::kNoSide, count,
                     fmt::format("umpire: {}'s messages in transit, a die each: {} arrives next turn", s.sides[static_cast<std::size_t>(side)], face_needed(s.setup.message_roll)), side);
    r.target = side;
    r.number = s.setup.message_roll;
    s.rolls.push_back(r);
  }
}

void enqueue_dispersal(State& s) {
  if (s.clouds.empty()) return;
  const int n = static_cast<int>(s.clouds.size());
  Roll r = roll_of(RollKind::kDisperse, engine::kNoSide, n,
                   fmt::format("umpire: a die for each area of smoke or gas ({} in all): 1 disperses it", n), kEveryone);
  r.outcome = approximate(core::ExactDist::binomial(n, core::Rational(1, 6)));
  s.rolls.push_back(r);
}

void resolve(State& s, const Roll& r, const std::vector<int>& faces) {
  switch (r.kind) {
    case RollKind::kBombardEffect:
      s.rolls.front().number = faces[0] <= 2 ? -1 : faces[0] >= 5 ? 1 : 0;
      return;
    case RollKind::kBombardment: {
      std::size_t k = 0;
      for (Unit& u : s.units) {
        if (u.side != s.defender() || u.off_table || (u.arm != Arm::kInfantry && u.arm != Arm::kMg)) continue;
        // Appendix 1 a): D6/2, halves rounded up, varied by the umpire's secret die.
        const int lost = std::min(u.figures, std::max(0, (faces[k++] + 1) / 2 + r.number));
        u.figures -= lost;
        u.pinned = true;  // b): every defender starts pinned down
      }
      s.log.push_back("the pre-battle bombardment lifts; the defenders are pinned down");
      return;
    }
    case RollKind::kSpareDie:
      if (faces[0] <= r.number) ++s.rolls.front().count, s.rolls.front().outcome = hits_dist(s.rolls.front().count, s.rolls.front().number, s.rolls.front().confirmations);
      return;
    case RollKind::kFire:
    case RollKind::kConfirm: return resolve_fire(s, r, faces);
    case RollKind::kMgSplit: return resolve_mg_split(s, r, faces);
    case RollKind::kMorale: return resolve_morale(s, r, faces);
    case RollKind::kMoraleReroll: return resolve_reroll(s, r, faces);
    case RollKind::kMove: return resolve_move(s, r, faces);
    case RollKind::kWire: return resolve_wire(s, r, faces);
    case RollKind::kMeleeAttacker: s.rolls.front().faces = faces; return;
    case RollKind::kMeleeDefender: return resolve_melee(s, r, faces);
    case RollKind::kDisperse: {
      // Faces in the order of the areas; a 1 disperses its area.
      std::vector<Cloud> left;
      for (std::size_t k = 0; k < s.clouds.size(); ++k) {
        if (faces[k] == 1) {
          s.log.push_back(fmt::format("the {} over {} disperses", s.clouds[k].gas ? "gas" : "smoke", s.clouds[k].name));
        } else {
          left.push_back(s.clouds[k]);
        }
      }
      s.clouds = std::move(left);
      return;
    }
    case RollKind::kMessages: {
      std::size_t k = 0;
      for (int i = 0; i < static_cast<int>(s.messages.size()); ++i) {
        const Message& m = s.messages[static_cast<std::size_t>(i)];
        if (m.side != r.target || m.status != MessageStatus::kInTransit) continue;
        if (faces[k++] >= r.number) deliver(s, i);
      }
      return;
    }
  }
}

void choose_for_cavalry(State& s, bool advance) {
  Unit& u = s.unit(s.cavalry_choice);
  s.cavalry_choice = -1;
  if (advance) {
    u.figures = std::max(0, u.figures - 1);
    s.log.push_back(fmt::format("{} advances under fire and loses a figure", u.name));
  } else {
    u.halted = true;
    s.log.push_back(fmt::format("{} halts", u.name));
  }
}

namespace {

// Ruling 52: at the end of the turn spent taking prisoners, one figure leaves the unit to
// escort them to the rear, for the rest of the battle; a lone survivor keeps them by him.
void send_guard(State& s, Unit& u) {
  if (u.prisoners_to_escort == 0 || u.rally_turn != s.turn) return;
  const int prisoners = std::exchange(u.prisoners_to_escort, 0);
  if (!s.setup.prisoner_guard || !alive(u) || u.figures < 2) return;
  --u.figures;
  ++u.guards;
  s.log.push_back(fmt::format("{} sends a figure to escort its {} prisoner{} to the rear", u.name, prisoners, prisoners == 1 ? "" : "s"));
}

// Which objectives the attacker holds: a unit of his within 3" and none of the defender's.
int objectives_held(const State& s) {
  int held = 0;
  for (const Objective& o : s.objectives) {
    bool ours = false;
    bool theirs = false;
    for (const Unit& u : s.units) {
      if (u.gone() || u.off_table || u.routed || u.arm == Arm::kSpotter || core::distance(u.at, o.at) > kHoldRadius) continue;
      (u.side == s.setup.attacker ? ours : theirs) = true;
    }
    held += ours && !theirs;
  }
  return held;
}

bool beaten(const State& s, int side) {
  return std::none_of(s.units.begin(), s.units.end(), [&](const Unit& u) { return u.side == side && alive(u) && !u.routed && !u.off_table && u.arm != Arm::kSpotter; });
}

void follow_units(State& s, int c) {
  Commander& hq = s.commander(c);
  if (hq.off_table || hq.level != Level::kFrontLine || hq.orders_sent > 1) return;  // sent more than one: it stays
  core::Vec2 sum{0, 0};
  int n = 0;
  for (const Unit& u : s.units) {
    if (u.commander == c && alive(u) && !u.off_table) sum = sum + u.at, ++n;
  }
  if (n == 0) return;
  const core::Vec2 centre = sum * (1.0 / n);
  const double gap = core::distance(hq.at, centre);
  hq.at = gap <= kHqMove ? centre : hq.at + (centre - hq.at) * (kHqMove / gap);
}

void judge(State& s) {
  const int attacker = s.setup.attacker;
  const int held = objectives_held(s);
  if (beaten(s, attacker) || beaten(s, s.defender())) {
    s.winner = beaten(s, attacker) ? s.defender() : attacker;
    s.result = fmt::format("{} has no unit left to fight", s.sides[static_cast<std::size_t>(1 - *s.winner)]);
  } else if (held >= s.setup.hold_to_win) {
    s.winner = attacker;
    s.result = fmt::format("{} holds {} objective{} at the end of turn {}", s.sides[static_cast<std::size_t>(attacker)], held, held == 1 ? "" : "s", s.turn);
  } else if (s.turn >= s.setup.turn_limit) {
    s.winner = s.defender();
    s.result = fmt::format("turn {} ends with {} still holding its ground", s.turn, s.sides[static_cast<std::size_t>(s.defender())]);
  } else {
    return;
  }
  s.stage = Stage::kOver;
  s.log.push_back(s.result);
}

}  // namespace

void end_turn(State& s) {
  for (Unit& u : s.units) {
    if (u.order.kind == OrderKind::kDigIn && !u.moved && alive(u) && ++u.dug_in >= 2) {
      u.dug_in = 2;
      u.order = {OrderKind::kDefend, -1};
      s.log.push_back(fmt::format("{} has dug in: field defences", u.name));
    }
    if (u.arm == Arm::kArtillery && !u.deployed && !u.moved) u.deployed = true;  // a turn to unlimber and set up
    u.moved_last_turn = u.moved;
    send_guard(s, u);
    if (u.rally_turn <= s.turn) u.rally_turn = 0;
    u.pursuing = -1;
    u.hits = 0;
    u.under_fire = u.fired = u.moved = u.halted = false;
  }
  for (int c = 0; c < static_cast<int>(s.commanders.size()); ++c) {
    follow_units(s, c);
    s.commander(c).actions_used = s.commander(c).orders_sent = 0;
  }
  s.clock_minutes += 20;
  judge(s);
  if (s.stage != Stage::kOver) ++s.turn;
}

}  // namespace sandtable::rules::m2m
