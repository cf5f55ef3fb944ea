#include "rules/mininap/battle/turn.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <set>
#include <stdexcept>

#include "core/bits.hpp"
#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"
#include "rules/mininap/battle/melee.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/terrain_effects.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/bounce_through.hpp"
#include "rules/mininap/hold_back.hpp"
#include "rules/mininap/resolve_turn.hpp"

namespace sandtable::rules::mininap {

namespace {

using Stage = Battle::MeleeStage;


core::Dist to_dist(const core::ExactDist& d) {
  std::vector<double> p;
  for (const auto& x : d.probabilities()) p.push_back(core::to_double(x));
  return core::Dist::from_probabilities(d.min(), p);
}

// Units in turn order: the initiative side's first, each side in scenario order.
std::vector<int> in_turn_order(const Battle& b, auto keep) {
  std::vector<int> out;
  out.reserve(b.units.size());
  for (const int side : {b.initiative, 1 - b.initiative}) {
    for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
      if (!b.unit(i).removed && b.unit(i).side == side && keep(i)) out.push_back(i);
    }
  }
  return out;
}

// Adds `hits` to the unit and tells it.
void take_hits(Battle& b, int unit, int hits, Told::Kind kind = Told::Kind::kHits) {
  b.unit(unit).hits += hits;
  tell(b, {kind, unit, hits, std::max(0, b.unit(unit).sp())});
}

// A roll's wording, put together only for a game people follow: a simulation reads none.
template <class Words>
std::string roll_words(const Battle& b, Words words) {
  return b.tell ? words() : std::string();
}

PendingRoll initiative_roll(const Battle& b, int side) {
  // Every turn's throw is the same (no adjustments on the table), so it is worked out once.
  static const std::array<core::Dist, 2> totals = [] {
    const InitiativeResult r = resolve_initiative();
    return std::array{to_dist(r.side_a_total), to_dist(r.side_b_total)};
  }();
  return {RollKind::kInitiative, side, -1, -1, 2, 0, roll_words(b, [&] { return fmt::format("{} initiative: 2d6, the lower total wins", b.sides[side]); }),
          totals[static_cast<std::size_t>(side)]};
}

PendingRoll fire_roll(const Battle& b, int unit, int target, const FireResult& f, double range, RollKind kind) {
  PendingRoll r{kind, b.unit(unit).side, unit, target, f.dice, f.hit_on,
                roll_words(b, [&] { return fmt::format("{} fires {} at {}: {}d6, {}", b.unit(unit).name, f.weapon, b.unit(target).name, f.dice, hit_on_text(f.hit_on)); }),
                f.hits};
  r.range_cm = range;
  r.medium_roundshot = f.band == RangeBand::kMedium;
  return r;
}

PendingRoll attack_roll(const Battle& b, const Battle::Attack& a, RollKind kind) {
  const MeleeResult m = attack_result(b, a);
  return {kind, b.unit(a.attacker).side, a.attacker, a.target, m.dice, m.hit_on,
          roll_words(b, [&] {
            return fmt::format("{} {} {} with {} SP{}: {}d6, {}", b.unit(a.attacker).name,
                               kind == RollKind::kRethrow ? "re-throws its attack on" : "attacks", b.unit(a.target).name, a.sp,
                               a.outflanking ? ", outflanking" : "", m.dice, hit_on_text(m.hit_on));
          }),
          m.hits};
}

void begin_phase(Battle& b, Phase phase);

bool wants_order(const Battle& b, int unit) {
  const BattleUnit& u = b.unit(unit);
  if (u.removed) return false;
  switch (b.phase) {
    case Phase::kFiring: return has_fire_target(b, unit);
    case Phase::kHandToHand:
      if (b.stage == Stage::kJoin) return join_in_move(b, unit).has_value();
      return u.phase_sp > 0 && in_contact(b, unit);
    default: {
      // Units held in a melee have nothing to decide, unless they may disengage (R15).
      const bool mounted = u.arm() == Category::kCavalry || u.arm() == Category::kCommand;
      return !u.acted && (!in_contact(b, unit) || (mounted && b.rulings.disengage_by_move));
    }
  }
}

void next_attack(Battle& b) {
  while (!b.attacks.empty()) {
    const PendingRoll r = attack_roll(b, b.attacks.front(), RollKind::kAttack);
    if (r.dice > 0) {
      b.rolls.push_back(r);
      return;
    }
    b.attacks.erase(b.attacks.begin());
  }
}

}  // namespace

void remove_losses_phase(Battle& b) {
  const int n = static_cast<int>(b.units.size());
  std::vector<bool> contact(b.units.size());
  for (int i = 0; i < n; ++i) contact[static_cast<std::size_t>(i)] = !b.unit(i).removed && in_contact(b, i);
  // Recovery, then removal at 0 SP, for every unit; only then removal at 1 SP of units still
  // in contact, so an enemy just removed at 0 SP no longer holds anyone in contact.
  std::vector<bool> worn_in_contact(b.units.size());
  for (int i = 0; i < n; ++i) {
    BattleUnit& u = b.unit(i);
    if (u.removed) continue;
    const LossesResult r = remove_losses({u.unit, u.start_sp, u.hits, contact[static_cast<std::size_t>(i)], u.veteran, /*explain=*/false});
    const bool recovers = r.hits_after_recovery < u.hits && r.fate != Fate::kBrokenNoStrength;  // a removal says it all
    if (recovers) tell(b, {Told::Kind::kRecovered, i, u.hits - r.hits_after_recovery, u.start_sp - r.hits_after_recovery});
    u.hits = r.hits_after_recovery;
    if (r.fate == Fate::kBrokenNoStrength) {
      remove_unit(b, i);
      tell(b, {Told::Kind::kRemovedNoStrength, i, 0, u.sp()});
    }
    worn_in_contact[static_cast<std::size_t>(i)] = r.fate == Fate::kBrokenInContact;
  }
  for (int i = 0; i < n; ++i) {
    if (worn_in_contact[static_cast<std::size_t>(i)] && in_contact(b, i)) {
      remove_unit(b, i);
      tell(b, {Told::Kind::kRemovedInContact, i, 0, b.unit(i).sp()});
    }
  }
  // Counted once: removing a commander changes no group's count of units.
  const std::vector<GroupUnits> count = group_units(b);
  for (const CommanderRank rank : {CommanderRank::kBrigade, CommanderRank::kDivision, CommanderRank::kCorps}) {
    for (int g = 0; g < static_cast<int>(b.groups.size()); ++g) {
      const CommandGroup& group = b.groups[static_cast<std::size_t>(g)];
      const auto [original, lost] = count[static_cast<std::size_t>(g)];
      if (group.rank != rank || group.commander < 0 || b.unit(group.commander).removed || original == 0) continue;
      if (commander_removal({rank, original, lost, /*explain=*/false}, b.rulings).removed) {
        remove_unit(b, group.commander);
        tell(b, {Told::Kind::kCommandLost, group.commander, lost, original});
      }
    }
  }
}

namespace {

double lost_share(const Battle& b, int side) {
  const int all = fighting_units(b, side);
  return all == 0 ? 1.0 : static_cast<double>(fighting_units_lost(b, side)) / all;
}

}  // namespace

std::optional<Outcome> victory_check(const Battle& b) {
  std::array<bool, 2> beaten{};
  for (int side = 0; side < 2; ++side) {
    const int all = fighting_units(b, side);
    const int lost = fighting_units_lost(b, side);
    beaten[static_cast<std::size_t>(side)] =
        lost == all || (all > 0 && army_beaten({all, lost}, b.rulings).beaten);
  }
  Outcome o;
  if (beaten[0] || beaten[1]) {
    if (beaten[0] != beaten[1]) o.winner = beaten[0] ? 1 : 0;
    o.summary = o.winner ? fmt::format("victory to {} on turn {}: {} is beaten", b.sides[*o.winner], b.turn, b.sides[1 - *o.winner])
                         : fmt::format("both sides beaten on turn {}: a draw", b.turn);
  } else if (b.turn >= b.turn_limit) {
    const double s0 = lost_share(b, 0);
    const double s1 = lost_share(b, 1);
    if (b.rulings.turn_limit_fewer_losses_win && s0 != s1) o.winner = s0 < s1 ? 0 : 1;
    o.summary = o.winner ? fmt::format("victory to {} at the turn limit ({}), with fewer losses", b.sides[*o.winner], b.turn)
                         : fmt::format("a draw at the turn limit ({})", b.turn);
  } else {
    return std::nullopt;
  }
  return o;
}

namespace {

void victory_phase(Battle& b) {
  b.over = victory_check(b);
  tell(b, {b.over ? Told::Kind::kBattleOver : Told::Kind::kTurnEnds, -1, b.turn, 0});
  if (!b.over) begin_phase(b, Phase::kInitiative);
}

void begin_phase(Battle& b, Phase phase) {
  if (phase == Phase::kInitiative && b.phase == Phase::kVictory) ++b.turn;
  b.phase = phase;
  b.queue.clear();
  b.brought_forward = false;
  switch (phase) {
    case Phase::kInitiative:
      for (BattleUnit& u : b.units) u.fired = false;
      b.rolls = {initiative_roll(b, 0), initiative_roll(b, 1)};
      break;
    case Phase::kFiring:
      for (BattleUnit& u : b.units) u.phase_sp = u.sp();
      work_out_fire_ranges(b);
      mark_suppression(b);
      b.queue = in_turn_order(b, [](int) { return true; });
      break;
    case Phase::kHandToHand:
      for (BattleUnit& u : b.units) {
        u.phase_sp = u.sp();
        u.rethrow_used = false;
      }
      b.stage = Stage::kJoin;
      b.queue = in_turn_order(b, [](int) { return true; });
      break;
    case Phase::kRemoveLosses:
      remove_losses_phase(b);
      begin_phase(b, Phase::kInitiativeManoeuvre);
      break;
    case Phase::kInitiativeManoeuvre:
    case Phase::kOtherManoeuvre: {
      // Cleared once a turn, so what the initiative side did still shows in the other's phase.
      if (phase == Phase::kInitiativeManoeuvre) {
        for (BattleUnit& u : b.units) u.acted = u.held = false;
      }
      const int side = phase == Phase::kInitiativeManoeuvre ? b.initiative : 1 - b.initiative;
      b.queue = units_of(b, side);
      break;
    }
    case Phase::kVictory: victory_phase(b); break;
  }
}

void end_phase(Battle& b) {
  if (b.phase == Phase::kHandToHand && b.stage == Stage::kJoin) {
    for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
      if (!b.unit(i).removed && in_contact(b, i)) take_hits(b, i, kInitialMeleeHits, Told::Kind::kMeleeContactHit);
    }
    b.stage = Stage::kAllocate;
    b.queue = in_turn_order(b, [](int) { return true; });
    return;
  }
  if (b.phase == Phase::kHandToHand && b.stage == Stage::kAllocate) {
    b.stage = Stage::kResolve;
    next_attack(b);
    if (!b.rolls.empty()) return;
  }
  begin_phase(b, static_cast<Phase>(static_cast<int>(b.phase) + 1));
}

// Moves on until the battle needs an order or a roll, or is over.
void settle(Battle& b) {
  while (!b.over && b.rolls.empty() && !b.charge && !(b.phase == Phase::kHandToHand && b.stage == Stage::kResolve && !b.attacks.empty())) {
    while (!b.queue.empty() && !wants_order(b, b.queue.front())) b.queue.erase(b.queue.begin());
    if (!b.queue.empty()) return;
    end_phase(b);
  }
}

const OrderNeeded* current(const Battle& b, OrderNeeded& out) {
  const Need n = need(b);
  if (const auto* o = std::get_if<OrderNeeded>(&n)) {
    out = *o;
    return &out;
  }
  return nullptr;
}

void resolve_charge(Battle& b) {
  const Battle::Charge c = *b.charge;
  b.charge.reset();
  BattleUnit& charger = b.unit(c.charger);
  if (!charger.removed && !b.unit(c.target).removed) {
    try {
      place_unit(b, c.charger, plan_charge(b, c.charger, c.target, true).pose);
    } catch (const IllegalOrder&) {
      // The reaction left the charger no way forward (it touches another unit): it stays.
    }
  }
  charger.acted = true;
}

void apply_attack_hits(Battle& b, int hits) {
  const Battle::Attack a = b.attacks.front();
  take_hits(b, a.target, hits);
  b.attacks.erase(b.attacks.begin());
  b.rethrow_hits.reset();
  next_attack(b);
}

std::vector<Order> allocation_examples(const Battle& b, int unit) {
  std::vector<Order> out;
  const std::vector<int> enemies = enemies_in_contact(b, unit);
  const int sp = b.unit(unit).phase_sp;
  for (int e : enemies) {
    Order o;
    o.kind = OrderKind::kAttack;
    o.attacks = {{e, sp}};
    out.push_back(o);
  }
  if (enemies.size() > 1 && sp >= static_cast<int>(enemies.size())) {
    Order o;
    o.kind = OrderKind::kAttack;
    for (std::size_t k = 0; k < enemies.size(); ++k) {
      const int share = sp / static_cast<int>(enemies.size()) + (k == 0 ? sp % static_cast<int>(enemies.size()) : 0);
      o.attacks.push_back({enemies[k], share});
    }
    out.push_back(o);
  }
  return out;
}

void check_allocation(const Battle& b, int unit, const Order& o) {
  const std::vector<int> enemies = enemies_in_contact(b, unit);
  std::set<int> seen;
  int total = 0;
  for (const auto& [enemy, sp] : o.attacks) {
    if (std::find(enemies.begin(), enemies.end(), enemy) == enemies.end()) {
      throw IllegalOrder("an attack must be on an enemy unit in contact");
    }
    if (!seen.insert(enemy).second) throw IllegalOrder("a unit attacks each enemy in contact at most once");
    if (sp < 1) throw IllegalOrder("each attack needs 1 SP or more");
    total += sp;
  }
  if (total != b.unit(unit).phase_sp) {
    throw IllegalOrder(fmt::format("all {} SP must fight; the attacks use {}", b.unit(unit).phase_sp, total));
  }
}

void apply_fire(Battle& b, int unit, const Order& order) {
  // A refused pivot says why; an allowed one is made once the fire is known to be legal.
  std::optional<core::Pose> turned;
  if (order.pivot_deg) turned = check_pivot(b, unit, *order.pivot_deg).value_or_throw();
  const std::optional<FireOption> fire = fire_option(b, unit, order);
  if (!fire) throw IllegalOrder(fire_refusal(b, unit, order));
  if (turned) pivot_to_fire(b, unit, *turned);
  b.unit(unit).fired = true;
  for (std::size_t k = 0; k < fire->fire.size(); ++k) {
    if (fire->fire[k].dice > 0) b.rolls.push_back(fire_roll(b, unit, fire->targets[k], fire->fire[k], fire->range_cm[k], RollKind::kFire));
  }
}

// The player moves his units one at a time in the order he likes (text p22): another unit
// waiting to move goes first, and must then be given its order (RULINGS: move order).
void bring_forward(Battle& b, const Order& order) {
  const int front = b.queue.front();
  if (b.brought_forward) throw IllegalOrder(fmt::format("{} was chosen to move now: give it its order first", b.unit(front).name));
  if (order.target < 0 || order.target >= static_cast<int>(b.units.size())) throw IllegalOrder("no such unit is waiting to move");
  if (order.target == front) throw IllegalOrder(fmt::format("{} is already the unit to move", b.unit(front).name));
  const auto waiting = std::find(b.queue.begin() + 1, b.queue.end(), order.target);
  if (waiting == b.queue.end() || !wants_order(b, order.target)) {
    throw IllegalOrder(fmt::format("{} is not waiting to move in this phase", b.unit(order.target).name));
  }
  b.queue.erase(waiting);
  b.queue.insert(b.queue.begin(), order.target);
  b.brought_forward = true;
}

// The side's other units that could move now instead of the first in the queue.
std::vector<Order> move_first_choices(const Battle& b) {
  std::vector<Order> out;
  if (b.brought_forward) return out;
  for (auto it = b.queue.begin() + 1; it != b.queue.end(); ++it) {
    if (!wants_order(b, *it)) continue;
    Order o;
    o.kind = OrderKind::kNext;
    o.target = *it;
    out.push_back(o);
  }
  return out;
}

#ifndef NDEBUG
bool same_plan(const MovePlan& a, const MovePlan& c) {
  return core::bits_of(a.pose.position.x) == core::bits_of(c.pose.position.x) &&
         core::bits_of(a.pose.position.y) == core::bits_of(c.pose.position.y) &&
         core::bits_of(a.pose.facing_deg) == core::bits_of(c.pose.facing_deg) && a.formation == c.formation &&
         a.limbered == c.limbered && a.leaves_table == c.leaves_table;
}
#endif

// Where the move takes the unit: as `checked` found it, if it was checked (debug builds, the
// tests, work it out again and insist on the same answer), or as the rules find it now.
MovePlan move_plan(const Battle& b, int unit, const Order& order, const CheckedManoeuvre& checked) {
  if (!checked.move) return plan_move(b, unit, order);
#ifndef NDEBUG
  const Checked<MovePlan> again = check_move(b, unit, order);
  if (!again || !same_plan(*again, *checked.move)) {
    throw std::logic_error(fmt::format("{}'s move was checked to a different end than the rules give", b.unit(unit).name));
  }
#endif
  return *checked.move;
}

// Throws IllegalOrder when the charge is not allowed, unless it was checked (debug builds
// check it all the same).
void check_charge_allowed(const Battle& b, int unit, const Order& order, const CheckedManoeuvre& checked) {
#ifdef NDEBUG
  if (checked.charge_allowed) return;
#endif
  const Checked<ChargePlan> plan = check_charge(b, unit, order.target);
  if (plan) return;
  if (checked.charge_allowed) throw std::logic_error(fmt::format("{}'s charge was checked allowed, but {}", b.unit(unit).name, plan.refusal().why));
  throw IllegalOrder(plan.refusal().why);
}

void apply_manoeuvre(Battle& b, int unit, const Order& order, const CheckedManoeuvre& checked) {
  if (order.kind == OrderKind::kHold) {
    b.unit(unit).acted = b.unit(unit).held = true;
  } else if (order.kind == OrderKind::kMove) {
    const MovePlan plan = move_plan(b, unit, order, checked);
    BattleUnit& u = b.unit(unit);
    place_unit(b, unit, plan.pose);
    u.unit.formation = plan.formation;
    u.limbered = plan.limbered;
    if (plan.leaves_table) {
      remove_unit(b, unit);
      tell(b, {Told::Kind::kLeftTable, unit, 0, u.sp()});
    }
    u.acted = true;
  } else if (order.kind == OrderKind::kCharge) {
    check_charge_allowed(b, unit, order, checked);
    b.charge = Battle::Charge{unit, order.target, unit_distance(b, unit, order.target)};
    if (!enemies_in_contact(b, order.target).empty()) resolve_charge(b);
  } else {
    throw IllegalOrder("in a manoeuvre phase a unit holds, moves or charges");
  }
}

void apply_reaction(Battle& b, const Order& order) {
  const Battle::Charge c = *b.charge;
  const std::vector<Order> open = charge_reactions(b, c.target, c.charger);
  if (std::none_of(open.begin(), open.end(), [&](const Order& o) { return o.kind == order.kind; })) {
    throw IllegalOrder("that reaction is not open to the charged unit");
  }
  if (order.kind == OrderKind::kReactFire) {
    Order at_charger;
    at_charger.kind = OrderKind::kFire;
    at_charger.target = c.charger;
    const std::optional<FireOption> fire = fire_option(b, c.target, at_charger, true);
    b.unit(c.target).fired = true;
    if (fire && fire->fire[0].dice > 0) {
      b.rolls.push_back(fire_roll(b, c.target, c.charger, fire->fire[0], fire->range_cm[0], RollKind::kReactionFire));
      return;
    }
  } else if (order.kind == OrderKind::kFormSquare) {
    BattleUnit& t = b.unit(c.target);
    place_unit(b, c.target, formation_pose(t, Formation::kSquare, 0));
    t.unit.formation = Formation::kSquare;
  }
  resolve_charge(b);
}

}  // namespace

int hits_scored(const std::vector<int>& faces, int hit_on) {
  return static_cast<int>(std::count_if(faces.begin(), faces.end(), [&](int f) { return f <= hit_on; }));
}

void start_battle(Battle& b) {
  b.turn = 1;
  b.phase = Phase::kInitiative;
  begin_phase(b, Phase::kInitiative);
  settle(b);
}

Need need(const Battle& b) {
  if (b.over) return *b.over;
  if (!b.rolls.empty()) return b.rolls.front();
  if (b.charge) return OrderNeeded{b.unit(b.charge->target).side, b.charge->target, b.phase, OrderKind::kStand};
  if (b.rethrow_hits) {
    const int a = b.attacks.front().attacker;
    return OrderNeeded{b.unit(a).side, a, b.phase, OrderKind::kRethrow};
  }
  const int u = b.queue.front();
  OrderKind context = OrderKind::kHold;
  if (b.phase == Phase::kFiring) context = OrderKind::kFire;
  if (b.phase == Phase::kHandToHand) context = b.stage == Stage::kJoin ? OrderKind::kJoin : OrderKind::kAttack;
  return OrderNeeded{b.unit(u).side, u, b.phase, context};
}

std::vector<Order> listed_orders(const Battle& b, bool& complete) {
  OrderNeeded n;
  if (!current(b, n)) return {};
  complete = true;
  const auto simple = [](OrderKind k) {
    Order o;
    o.kind = k;
    return o;
  };
  switch (n.context) {
    case OrderKind::kFire: {
      std::vector<Order> out{simple(OrderKind::kHoldFire)};
      for (const FireOption& f : fire_options(b, n.unit)) out.push_back(f.order);
      return out;
    }
    case OrderKind::kJoin: return {simple(OrderKind::kJoin), simple(OrderKind::kHoldBack)};
    case OrderKind::kRethrow: return {simple(OrderKind::kKeep), simple(OrderKind::kRethrow)};
    case OrderKind::kStand: return charge_reactions(b, b.charge->target, b.charge->charger);
    case OrderKind::kAttack: complete = false; return allocation_examples(b, n.unit);
    default: {
      complete = false;
      std::vector<Order> out = example_manoeuvres(b, n.unit);
      for (Order& o : move_first_choices(b)) out.push_back(std::move(o));
      return out;
    }
  }
}

void apply_order(Battle& b, const Order& order) { apply_order(b, order, CheckedManoeuvre{}); }

void apply_order(Battle& b, const Order& order, const CheckedManoeuvre& checked) {
  OrderNeeded n;
  if (!current(b, n)) throw IllegalOrder("no order is due now");
  // Each case checks the order fully before it changes anything, so the battle is changed in
  // place (a copy of it per order would cost as much as a turn's geometry in a big battle).
  switch (n.context) {
    case OrderKind::kFire:
      if (order.kind == OrderKind::kHoldFire) break;
      if (order.kind != OrderKind::kFire && order.kind != OrderKind::kSplitFire) throw IllegalOrder("in the firing phase a unit fires or holds its fire");
      apply_fire(b, n.unit, order);
      break;
    case OrderKind::kJoin:
      if (order.kind == OrderKind::kJoin) {
        const auto move = join_in_move(b, n.unit);
        if (!move) throw IllegalOrder("the unit has no way to join in");
        place_unit(b, n.unit, move->pose);
      } else if (order.kind == OrderKind::kHoldBack) {
        if (unit_command_status(b, n.unit).in_command) {
          tell(b, {Told::Kind::kHeldBack, n.unit, 0, b.unit(n.unit).sp()});
        } else {
          const HoldBackResult h = resolve_hold_back({b.unit(n.unit).unit, b.unit(n.unit).sp(), command_reach(b, n.unit), {}}, b.rulings);
          b.rolls.push_back({RollKind::kHoldBack, n.side, n.unit, -1, 1, *h.pass_on,
                             roll_words(b, [&] { return fmt::format("{} tests to hold back: 1d6, {} holds", b.unit(n.unit).name, hit_on_text(*h.pass_on)); }),
                             core::Dist::bernoulli(h.held_back_probability)});
        }
      } else {
        throw IllegalOrder("a unit close to a melee joins in or is held back");
      }
      break;
    case OrderKind::kAttack:
      if (order.kind != OrderKind::kAttack) throw IllegalOrder("a unit in contact must attack with all its SP");
      check_allocation(b, n.unit, order);
      for (const auto& [enemy, sp] : order.attacks) b.attacks.push_back({n.unit, enemy, sp, outflanks(b, n.unit, enemy)});
      break;
    case OrderKind::kRethrow:
      if (order.kind == OrderKind::kKeep) {
        apply_attack_hits(b, *b.rethrow_hits);
      } else if (order.kind == OrderKind::kRethrow) {
        PendingRoll roll = attack_roll(b, b.attacks.front(), RollKind::kRethrow);  // odds before the re-throw is spent
        b.unit(n.unit).rethrow_used = true;
        b.rethrow_hits.reset();
        b.rolls.push_back(std::move(roll));
      } else {
        throw IllegalOrder("keep the throw or re-throw it");
      }
      break;
    case OrderKind::kStand: apply_reaction(b, order); break;
    default:
      if (order.kind == OrderKind::kNext) {
        bring_forward(b, order);
      } else {
        apply_manoeuvre(b, n.unit, order, checked);
      }
      break;
  }
  if (!b.queue.empty() && b.queue.front() == n.unit && n.context != OrderKind::kRethrow && n.context != OrderKind::kStand) {
    b.queue.erase(b.queue.begin());
    b.brought_forward = false;
  }
  settle(b);
}

void apply_roll(Battle& b, const std::vector<int>& faces) {
  if (b.rolls.empty()) throw IllegalOrder("no roll is due now");
  const PendingRoll r = b.rolls.front();
  if (static_cast<int>(faces.size()) != r.dice) throw IllegalOrder(fmt::format("{} dice are due, not {}", r.dice, faces.size()));
  for (int f : faces) {
    if (f < 1 || f > 6) throw IllegalOrder(fmt::format("a d6 shows 1 to 6, not {}", f));
  }
  b.rolls.erase(b.rolls.begin());
  const int hits = hits_scored(faces, r.hit_on);
  switch (r.kind) {
    case RollKind::kInitiative:
      b.initiative_throw[static_cast<std::size_t>(r.side)] = faces[0] + faces[1];
      if (r.side == 1) {
        if (b.initiative_throw[0] == b.initiative_throw[1]) {
          tell(b, {Told::Kind::kInitiativeTie, -1, b.initiative_throw[0], 0});
          b.rolls = {initiative_roll(b, 0), initiative_roll(b, 1)};
        } else {
          b.initiative = b.initiative_throw[0] < b.initiative_throw[1] ? 0 : 1;
          tell(b, {Told::Kind::kInitiative, b.initiative, 0, 0});
          begin_phase(b, Phase::kFiring);
        }
      }
      break;
    case RollKind::kFire:
    case RollKind::kReactionFire:
    case RollKind::kBounceThrough:
      take_hits(b, r.target, hits);
      if (r.medium_roundshot && r.dice > hits) {
        if (const auto bounce = bounce_through_target(b, r.unit, r.target)) {
          const BounceThroughResult t = resolve_bounce_through(
              {b.unit(r.unit).unit.type, r.range_cm, r.dice - hits, bounce->second, -cover_dice(b, bounce->first)}, b.rulings);
          b.rolls.insert(b.rolls.begin(), PendingRoll{RollKind::kBounceThrough, r.side, r.unit, bounce->first, t.dice, t.hit_on,
                                                      roll_words(b, [&] {
                                                        return fmt::format("{} bounces through to {}: {}d6, {}", b.unit(r.unit).name,
                                                                           b.unit(bounce->first).name, t.dice, hit_on_text(t.hit_on));
                                                      }),
                                                      t.hits});
        }
      }
      if (r.kind == RollKind::kReactionFire) resolve_charge(b);
      break;
    case RollKind::kHoldBack:
      tell(b, {faces[0] > r.hit_on ? Told::Kind::kJoinsIn : Told::Kind::kHeldBack, r.unit, 0, b.unit(r.unit).sp()});
      if (faces[0] > r.hit_on) {
        if (const auto move = join_in_move(b, r.unit)) place_unit(b, r.unit, move->pose);
      }
      break;
    case RollKind::kAttack:
      if (attack_result(b, b.attacks.front()).rethrow_allowed) {
        b.rethrow_hits = hits;
      } else {
        apply_attack_hits(b, hits);
      }
      break;
    case RollKind::kRethrow: apply_attack_hits(b, hits); break;
  }
  settle(b);
}

}  // namespace sandtable::rules::mininap
