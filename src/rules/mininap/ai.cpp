#include "rules/mininap/ai.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "rules/mininap/battle/enemy_search.hpp"
#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"
#include "rules/mininap/battle/melee.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/turn.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/movement.hpp"
#include "rules/mininap/range.hpp"
#include "rules/mininap/resolve_melee.hpp"

namespace sandtable::rules::mininap {

namespace {

constexpr double kInfantryStandoffCm = 5;   // inside musket range
constexpr double kCavalryStandoffCm = 8;    // inside any charge distance
constexpr double kCommanderBehindCm = 3;
constexpr double kCommanderKeepsAwayCm = 10;
constexpr double kCommanderNearEnoughCm = 2;  // a commander this near his units' middle stays
constexpr double kCavalryThreatCm = 24;     // the longest cavalry charge and a little more
constexpr double kChargeEdge = 1;           // our expected hits must beat theirs by this factor
constexpr double kPreviousChargeEdge = 1.25;  // ... for the previous AI
constexpr double kCautiousChargeEdge = 2;   // ... for the cautious style
constexpr int kFreshEnoughSp = 2;           // below this a unit keeps out of trouble
constexpr int kCautiousFreshEnoughSp = 3;   // ... for the cautious style
constexpr double kArtillerySafetyCm = 2;    // a battery stays this far outside any enemy's reach
constexpr double kIntoBandCm = 0.5;         // how far past a band edge a battery halts
constexpr double kSquareMarginCm = 1;       // squares form this much before a reaction is too late
constexpr double kAtCrossingCm = 0.5;       // a unit this near a ford or bridge goes on to its goal
constexpr double kFacingToleranceDeg = 15;  // a unit this near facing the enemy needs no turn
constexpr double kCloseInCm = 2.5;          // infantry with no shot closes to this distance
// Expected hits are floating-point sums of the exact odds: nearer than this they are equal.
constexpr double kOddsTolerance = 1e-9;

// How a style plays: the odds a charge needs (none: it charges whatever the odds), whether
// infantry forms square, and the SP below which a unit keeps out of trouble; whether a
// square waits for cavalry whose charge would pay it, and whether a unit closes with the
// enemy's fighting units until it has a shot (the standard AI), or halts at its stand-off
// from the nearest enemy of any arm (the previous AI).
struct Traits {
  std::optional<double> charge_edge;
  bool forms_square;
  int fresh_sp;
  bool squares_only_if_charge_pays = false;
  bool closes_until_a_shot = false;
};

Traits traits_of(AiStyle style) {
  switch (style) {
    case AiStyle::kBold: return {std::nullopt, false, kFreshEnoughSp, false, true};
    case AiStyle::kCautious: return {kCautiousChargeEdge, true, kCautiousFreshEnoughSp, true, true};
    case AiStyle::kPrevious: return {kPreviousChargeEdge, true, kFreshEnoughSp};
    case AiStyle::kStandard: break;
  }
  return {kChargeEdge, true, kFreshEnoughSp, true, true};
}

// The highest-scoring item; equal scores are settled by the rng.
template <class T>
const T* best_of(const std::vector<std::pair<double, T>>& scored, core::Rng& rng) {
  if (scored.empty()) return nullptr;
  double top = scored[0].first;
  for (const auto& s : scored) top = std::max(top, s.first);
  std::vector<const T*> tied;
  for (const auto& s : scored) {
    if (s.first >= top - 1e-12) tied.push_back(&s.second);
  }
  return tied[rng.below(static_cast<std::uint32_t>(tied.size()))];
}

Order simple(OrderKind kind) {
  Order o;
  o.kind = kind;
  return o;
}

AiChoice because(Order order, Motive motive, int other = -1, double ours = 0, double theirs = 0, double cm = 0) {
  return {std::move(order), {motive, other, ours, theirs, cm}, {}};
}

// A manoeuvre the trials found legal, and what they found (where a move takes the unit).
struct Legal {
  Order order;
  CheckedManoeuvre checked;
};

AiChoice because(Legal legal, Motive motive, int other = -1, double ours = 0, double theirs = 0, double cm = 0) {
  return {std::move(legal.order), {motive, other, ours, theirs, cm}, std::move(legal.checked)};
}

double expected_melee_hits(const Battle& b, int attacker, int target, int sp) {
  return mean_attack_hits(b, {attacker, target, sp, false});
}

AiChoice fire(const Battle& b, int unit, core::Rng& rng) {
  std::vector<std::pair<double, Order>> scored{{0.0, simple(OrderKind::kHoldFire)}};
  for (const FireOption& f : fire_options(b, unit)) {
    double hits = 0;
    for (const FireResult& r : f.fire) hits += r.hits.mean();
    scored.push_back({hits, f.order});
  }
  const Order& best = *best_of(scored, rng);
  const auto ways = static_cast<double>(scored.size() - 1);
  if (best.kind == OrderKind::kHoldFire) return because(best, Motive::kNoShot, -1, 0, ways);
  double most = 0;
  for (const auto& s : scored) most = std::max(most, s.first);
  return because(best, Motive::kBestShot, best.target, most, ways);
}

AiChoice attack(const Battle& b, int unit, core::Rng& rng) {
  std::vector<std::pair<double, AiChoice>> scored;
  const int sp = b.unit(unit).phase_sp;
  for (int e : enemies_in_contact(b, unit)) {
    Order o = simple(OrderKind::kAttack);
    o.attacks = {{e, sp}};
    const double share = expected_melee_hits(b, unit, e, sp) / std::max(1, b.unit(e).sp());
    scored.push_back({share, because(o, Motive::kBestAttack, e, share)});
  }
  return *best_of(scored, rng);
}

AiChoice rethrow(const Battle& b) {
  const double expected = attack_result(b, b.attacks.front()).hits.mean();
  const auto thrown = static_cast<double>(*b.rethrow_hits);
  if (thrown + kOddsTolerance < expected) return because(simple(OrderKind::kRethrow), Motive::kRethrowsLow, -1, thrown, expected);
  return because(simple(OrderKind::kKeep), Motive::kKeepsThrow, -1, thrown, expected);
}

AiChoice react(const Battle& b, int unit, const Traits& traits) {
  const int charger = b.charge->charger;
  const std::vector<Order> open = charge_reactions(b, unit, charger);
  for (const OrderKind k : {OrderKind::kFormSquare, OrderKind::kReactFire}) {
    if (k == OrderKind::kFormSquare && !traits.forms_square) continue;
    for (const Order& o : open) {
      if (o.kind == k) return because(o, k == OrderKind::kFormSquare ? Motive::kSquareAsReaction : Motive::kFiresAtCharger, charger);
    }
  }
  const bool square_open = std::any_of(open.begin(), open.end(), [](const Order& o) { return o.kind == OrderKind::kFormSquare; });
  return because(simple(OrderKind::kStand), square_open ? Motive::kBoldStands : Motive::kStandsNothingElse, charger);
}

// `facts`: the unit's StandingFacts for this decision, shared by all its trial moves.
std::optional<Legal> legal(const Battle& b, int unit, const Order& o, const StandingFacts& facts) {
  if (o.kind == OrderKind::kCharge) {
    if (!check_charge(b, unit, o.target, false, MoveCheck::kTrial, &facts)) return std::nullopt;
    return Legal{o, {std::nullopt, true}};
  }
  Checked<MovePlan> plan = check_move(b, unit, o, MoveCheck::kTrial, &facts);
  if (!plan) return std::nullopt;
  return Legal{o, {*plan, false}};
}

Order reform(const BattleUnit& u, Formation to) {
  Order o = simple(OrderKind::kMove);
  o.to = u.pose;
  o.formation = to;
  return o;
}

// True when the straight line from `from` to `goal` crosses a river and no ford or bridge.
bool river_between(const Battle& b, core::Vec2 from, core::Vec2 goal) {
  if (!b.rulings.rivers_need_crossings) return false;
  bool river = false;
  for (const TerrainPiece& p : *b.terrain) {
    if (is_crossing(p.kind) && p.crossed_by(from, goal)) return false;
    river = river || (p.kind == TerrainKind::kRiver && p.crossed_by(from, goal));
  }
  return river;
}

// The middle of the ford or bridge on the shortest way from `from` to `goal`, if any.
std::optional<core::Vec2> best_crossing(const Battle& b, core::Vec2 from, core::Vec2 goal) {
  std::optional<core::Vec2> best;
  double shortest = std::numeric_limits<double>::infinity();
  for (const TerrainPiece& p : *b.terrain) {
    if (!is_crossing(p.kind)) continue;
    const core::Vec2 c = p.middle();
    const double way = core::distance(from, c) + core::distance(c, goal);
    if (way < shortest) {
      shortest = way;
      best = c;
    }
  }
  return best;
}

// How far a move at `pace` may go straight on after turning to `heading` (R11 prices the turn).
double room_after_turn(const Battle& b, const BattleUnit& u, double heading, MovePace pace) {
  const MovementRow& row = movement_row_for(u.unit, u.limbered);
  const double allowance = pace == MovePace::kDoubleTime ? row.double_time_cm.value_or(0) : row.move_cm;
  return allowance - turn_cost_cm(b, u, heading);
}

constexpr std::array<double, 4> kShares{1.0, 0.75, 0.5, 0.25};  // of the way an approach tries, longest first

// The longest legal move of up to `most` cm toward `goal`, ending facing it: as far as the
// allowance left after the turn reaches, or a part of that when the way is blocked. With a
// river in the way it heads for the ford or bridge on the shortest way round instead. On a
// table with terrain, when a length straight on is refused for the terrain (a river, a wood
// closed to the unit), the same at an angle to either side, so the unit works its way along
// the obstacle. A unit whose every length straight on would end on another unit waits, as it
// does on an open table: it does not wander sideways round its friends.
std::optional<Legal> approach(const Battle& b, int unit, core::Vec2 goal, double most, MovePace pace,
                              const StandingFacts& facts) {
  const BattleUnit& u = b.unit(unit);
  if (river_between(b, u.pose.position, goal)) {
    const auto crossing = best_crossing(b, u.pose.position, goal);
    if (crossing && core::distance(u.pose.position, *crossing) > kAtCrossingCm) {
      goal = *crossing;
      most = std::min(most, core::distance(u.pose.position, goal));
    }
  }
  const double straight_on = core::facing_of(goal - u.pose.position);
  const int ends_refused_before = facts.ends_refused_by_units();
  for (const double detour : {0.0, 30.0, -30.0, 60.0, -60.0}) {
    if (detour == 30.0 && (b.terrain->empty() || facts.ends_refused_by_units() - ends_refused_before == std::ssize(kShares))) break;
    const double heading = straight_on + detour;
    const double go = std::min(most, room_after_turn(b, u, heading, pace));
    if (go <= 0) continue;
    const core::Vec2 way = core::direction(heading);
    for (const double share : kShares) {
      Order o = simple(OrderKind::kMove);
      o.pace = pace;
      o.to = {u.pose.position + way * (go * share), heading};
      if (auto ok = legal(b, unit, o, facts)) return ok;
    }
  }
  return std::nullopt;
}

AiChoice commander_move(const Battle& b, int unit, const StandingFacts& facts) {
  const BattleUnit& u = b.unit(unit);
  const Order hold = simple(OrderKind::kHold);
  const AiChoice alone = because(hold, Motive::kCommanderAlone);
  if (u.leads < 0) return alone;
  const auto rank = static_cast<std::size_t>(b.groups[static_cast<std::size_t>(u.leads)].rank);
  core::Vec2 sum;
  int n = 0;
  for (const BattleUnit& other : b.units) {
    if (!other.removed && other.arm() != Category::kCommand && other.command[rank] == u.leads) {
      sum = sum + other.pose.position - other.pose.forward() * kCommanderBehindCm;
      ++n;
    }
  }
  if (n == 0) return alone;
  const core::Vec2 goal = sum * (1.0 / n);
  const double gap = core::distance(goal, u.pose.position);
  if (gap < kCommanderNearEnoughCm) return because(hold, Motive::kCommanderWithTroops, -1, 0, 0, gap);
  const auto o = approach(b, unit, goal, std::min<double>(gap, movement_row(MovementRowId::kCommander).move_cm), MovePace::kMove, facts);
  if (!o) return because(hold, Motive::kCommanderNoWay, -1, 0, 0, gap);
  BattleUnit moved = u;
  moved.pose = o->order.to;
  const auto enemy = nearest_enemy(b, moved, kAnyArm, kCommanderKeepsAwayCm);
  if (enemy && enemy->cm < kCommanderKeepsAwayCm) return because(hold, Motive::kCommanderKeepsAway, enemy->unit, 0, 0, gap);
  return because(*o, Motive::kFollowsTroops, -1, 0, 0, gap);
}

// How close `enemy` may stand before it can hurt us next turn: a cavalry charge, or
// infantry marching into musket range.
double reach_cm(const BattleUnit& enemy) {
  if (enemy.arm() == Category::kCavalry) return movement_row_for(enemy.unit, false).charge_cm.value_or(0);
  if (enemy.arm() != Category::kInfantry) return 0;
  if (is_bent(enemy.unit.formation)) return kMusketRangeCm;
  return kMusketRangeCm + movement_row_for(enemy.unit, false).move_cm;
}

// The longest reach_cm of any unit.
double longest_reach_cm() {
  double longest = 0;
  for (const MovementRow& row : movement_table()) {
    longest = std::max({longest, static_cast<double>(row.charge_cm.value_or(0)), kMusketRangeCm + row.move_cm});
  }
  return longest;
}

// How much nearer every enemy could come before the nearest of them could hurt us
// (negative: one already can; infinite: no enemy is left).
double safety_margin_cm(const Battle& b, int unit) {
  static const double kLongestReachCm = longest_reach_cm();
  const BattleUnit& u = b.unit(unit);
  const auto margin = least_cost_enemy(b, u, kLongestReachCm + 2 * kUnitReachCm, [&](int e, double best) -> std::optional<double> {
    const double reach = reach_cm(b.unit(e));
    if (farther_than(u, b.unit(e), best + reach)) return std::nullopt;
    return unit_distance(b, unit, e) - reach;
  });
  return margin ? margin->cm : std::numeric_limits<double>::infinity();
}

// A battery deploys at the best range band it can reach this turn without coming within
// any enemy's reach: a closer band gives it more dice, but a turn spent limbered loses a
// whole turn of fire, so it only marches on when one move gains a band.
AiChoice artillery_move(const Battle& b, int unit, const NearestEnemy& enemy, const StandingFacts& facts) {
  const BattleUnit& u = b.unit(unit);
  const double d = enemy.cm;
  const double reach = artillery_range_cm(u.unit.type, b.rulings);
  const AiChoice waits = because(simple(OrderKind::kHold), Motive::kBatteryWaits, enemy.unit, 0, 0, d);
  const auto or_wait = [&](std::optional<Legal> o, Motive motive, double cm) {
    return o ? because(*o, motive, enemy.unit, 0, 0, cm) : waits;
  };
  Order limber = reform(u, u.unit.formation);
  limber.formation.reset();
  if (!u.limbered) {
    if (d <= reach) return because(simple(OrderKind::kHold), Motive::kBatteryStays, enemy.unit, 0, 0, d);
    limber.limber = LimberChange::kUp;
    return or_wait(legal(b, unit, limber, facts), Motive::kLimbersUp, d - reach);
  }
  const double safe_advance = std::min<double>(movement_row_for(u.unit, true).move_cm,
                                               safety_margin_cm(b, unit) - kArtillerySafetyCm);
  const core::Vec2 goal = b.unit(enemy.unit).pose.position;
  if (d > reach) {
    if (safe_advance <= 0) return waits;
    return or_wait(approach(b, unit, goal, safe_advance, MovePace::kMove, facts), Motive::kBatteryCloses, d);
  }
  limber.limber = LimberChange::kDown;
  const double nearest = d - std::max(0.0, safe_advance);
  if (nearest <= 0 || range_band(nearest, b.rulings.range_boundary) == range_band(d, b.rulings.range_boundary)) {
    return or_wait(legal(b, unit, limber, facts), Motive::kBatteryUnlimbers, d);
  }
  const double into_band = d - band_outer_edge_cm(range_band(nearest, b.rulings.range_boundary)) + kIntoBandCm;
  if (auto o = approach(b, unit, goal, std::min(into_band, safe_advance), MovePace::kMove, facts)) {
    return because(*o, Motive::kBatteryIntoBand, enemy.unit, 0, 0, d);
  }
  return or_wait(legal(b, unit, limber, facts), Motive::kBatteryUnlimbers, d);
}

// Infantry that cannot turn about within its move (R11) steps back instead, facing the
// enemy still, when the enemy is in front of it: the whole step back or half of it.
std::optional<Legal> step_back(const Battle& b, int unit, int enemy, const StandingFacts& facts) {
  const BattleUnit& u = b.unit(unit);
  const core::Vec2 back = u.pose.forward() * -1.0;
  if (u.arm() != Category::kInfantry || back.dot(b.unit(enemy).pose.position - u.pose.position) >= 0) return std::nullopt;
  const double most = movement_row(MovementRowId::kInfantryStepBack).move_cm;
  for (const double share : {1.0, 0.5}) {
    Order o = simple(OrderKind::kMove);
    o.step = InfantryStep::kStepBack;
    o.to = {u.pose.position + back * (most * share), u.pose.facing_deg};
    if (auto ok = legal(b, unit, o, facts)) return ok;
  }
  return std::nullopt;
}

// A worn unit within an enemy's reach marches straight away from the nearest enemy, or
// steps back when it cannot.
std::optional<Legal> withdraw(const Battle& b, int unit, int enemy, const StandingFacts& facts) {
  if (is_bent(b.unit(unit).unit.formation)) return std::nullopt;
  const BattleUnit& u = b.unit(unit);
  const core::Vec2 away = u.pose.position * 2 - b.unit(enemy).pose.position;
  if (auto o = approach(b, unit, away, movement_row_for(u.unit, false).move_cm, MovePace::kMove, facts)) return o;
  return step_back(b, unit, enemy, facts);
}

// False when a charge straight ahead could not reach the target, none of whose stands may lie
// ahead of a stand of the charger (charge_may_reach's last test is core::in_zone_ahead: this is
// its first, with twice its room to spare); true when it may, or the charger may turn to face.
bool may_lie_ahead(const Battle& b, int charger, int target) {
  if (!b.rulings.charge_straight_ahead) return true;
  const Stands& theirs = unit_stands(b.unit(target));
  const auto ahead_of = [&](const core::Base& mine) {
    return std::any_of(theirs.begin(), theirs.end(), [&](const core::Base& s) {
      return !plainly_off_strip(mine, std::numeric_limits<double>::infinity(), s, 2 * kPlainlyApartCm);
    });
  };
  const Stands& mine = unit_stands(b.unit(charger));
  return std::any_of(mine.begin(), mine.end(), ahead_of);
}

std::optional<AiChoice> best_charge(const Battle& b, int unit, core::Rng& rng, const Traits& traits,
                                    const StandingFacts& facts) {
  const BattleUnit& u = b.unit(unit);
  std::vector<std::pair<double, AiChoice>> scored;
  for (const int e : enemies_near(b, u.side, u.pose.position, kCavalryThreatCm + 2 * kUnitReachCm)) {
    if (farther_than(u, b.unit(e), kCavalryThreatCm)) continue;
    const bool ahead = may_lie_ahead(b, unit, e);
#ifndef NDEBUG
    // The tests insist that a target passed by is one the charge cannot reach.
    if (!ahead && charge_may_reach(b, unit, e, facts)) {
      throw std::logic_error(fmt::format("{} was passed by as out of {}'s charge, but it may reach", b.unit(e).name, u.name));
    }
#endif
    if (!ahead || !units_within(b, unit, e, kCavalryThreatCm) || !charge_may_reach(b, unit, e, facts)) continue;
    const double ours = expected_melee_hits(b, unit, e, u.sp());
    const double theirs = b.unit(e).sp() > 0 ? expected_melee_hits(b, e, unit, b.unit(e).sp()) : 0;
    // The odds cost less than tracing the charge (but more than its first tests), so they are
    // weighed between.
    if (traits.charge_edge && ours <= *traits.charge_edge * theirs + kOddsTolerance) continue;
    Order o = simple(OrderKind::kCharge);
    o.target = e;
    const Motive motive = traits.charge_edge ? Motive::kCharges : Motive::kBoldCharges;
    if (auto ok = legal(b, unit, o, facts)) scored.push_back({ours - theirs, because(*ok, motive, e, ours, theirs)});
  }
  const AiChoice* pick = best_of(scored, rng);
  return pick ? std::optional<AiChoice>(*pick) : std::nullopt;
}

constexpr Arms kFightingArms{true, true, true, false};

double degrees_apart(double a, double b) {
  const double d = std::fmod(std::abs(a - b), 360.0);
  return std::min(d, 360 - d);
}

// Infantry at its stand-off with no shot from where it stands (the enemy off to a side, or
// a friend in its zone of fire): it turns to face the enemy, or, facing it already, closes in.
std::optional<AiChoice> seek_a_shot(const Battle& b, int unit, const NearestEnemy& foe, const StandingFacts& facts) {
  const BattleUnit& u = b.unit(unit);
  if (u.arm() != Category::kInfantry || !fire_options(b, unit).empty()) return std::nullopt;
  const core::Vec2 goal = b.unit(foe.unit).pose.position;
  const double heading = core::facing_of(goal - u.pose.position);
  if (degrees_apart(heading, u.pose.facing_deg) > kFacingToleranceDeg) {
    Order turn = simple(OrderKind::kMove);
    turn.to = {u.pose.position, heading};
    if (auto o = legal(b, unit, turn, facts)) return because(*o, Motive::kTurnsForAShot, foe.unit, 0, 0, foe.cm);
  }
  if (auto o = approach(b, unit, goal, foe.cm - kCloseInCm, MovePace::kMove, facts)) {
    return because(*o, Motive::kClosesForAShot, foe.unit, 0, 0, foe.cm);
  }
  return std::nullopt;
}

// Cavalry with no legal march (a column 8 cm deep too long to turn between a river and the
// table edge) changes between column and line where it stands, so that next turn it may turn
// and go. (Infantry does not: a line marches slower than a column, and the measured
// corps battles went worse.)
std::optional<Legal> reform_to_move(const Battle& b, int unit, const StandingFacts& facts) {
  const BattleUnit& u = b.unit(unit);
  if (u.arm() != Category::kCavalry) return std::nullopt;
  if (u.unit.formation != Formation::kColumn && u.unit.formation != Formation::kLine) return std::nullopt;
  return legal(b, unit, reform(u, u.unit.formation == Formation::kColumn ? Formation::kLine : Formation::kColumn), facts);
}

// Whether enemy `cavalry` is a threat that a square answers: for the standard AI only when
// its charge would pay it (its expected hits on us at least ours on it).
bool square_answers(const Battle& b, int unit, int cavalry, const Traits& traits) {
  if (!traits.squares_only_if_charge_pays) return true;
  return expected_melee_hits(b, cavalry, unit, b.unit(cavalry).sp()) + kOddsTolerance >=
         expected_melee_hits(b, unit, cavalry, b.unit(unit).sp());
}

// Infantry can form square as its reaction to a charge from beyond the R13 distance, so it
// only forms (and keeps) square in advance when enemy cavalry is nearer than that.
double square_in_advance_cm(const Rulings& r) {
  return r.square_reaction_beyond_cm ? *r.square_reaction_beyond_cm + kSquareMarginCm : kCavalryThreatCm;
}

// The nearest enemy cavalry within `most` cm, given the nearest enemy of any arm: no cavalry is
// nearer than that, so only a nearest within `most` and not cavalry itself needs a search.
std::optional<NearestEnemy> nearest_cavalry(const Battle& b, const BattleUnit& u, const NearestEnemy& nearest, double most) {
  std::optional<NearestEnemy> found;
  if (nearest.cm <= most) {
    found = b.unit(nearest.unit).arm() == Category::kCavalry ? nearest : nearest_enemy(b, u, kCavalryOnly, most);
  }
#ifndef NDEBUG
  // The tests insist that the search gives the same answer.
  const auto searched = nearest_enemy(b, u, kCavalryOnly, most);
  if (searched.has_value() != found.has_value() || (found && (searched->unit != found->unit || searched->cm != found->cm))) {
    throw std::logic_error(fmt::format("the nearest enemy cavalry to {} was found wrongly", u.name));
  }
#endif
  return found;
}

AiChoice manoeuvre(const Battle& b, int unit, core::Rng& rng, const Traits& traits) {
  const BattleUnit& u = b.unit(unit);
  const Order hold = simple(OrderKind::kHold);
  const StandingFacts facts(b, unit);
  if (facts.in_contact()) return because(hold, Motive::kInContact);
  if (u.arm() == Category::kCommand) return commander_move(b, unit, facts);
  const auto nearest = nearest_enemy_of(b, unit);
  if (!nearest) return because(hold, Motive::kNoEnemy);
  if (u.arm() == Category::kArtillery) return artillery_move(b, unit, *nearest, facts);
  // A commander alone does not halt the standard AI's advance: it closes with fighting units.
  // (Searched again only when the nearest enemy is a commander.)
  const bool past_commander = traits.closes_until_a_shot && b.unit(nearest->unit).arm() == Category::kCommand;
  const auto fighting = past_commander ? nearest_enemy(b, u, kFightingArms) : nearest;
  const NearestEnemy* enemy = fighting ? &*fighting : &*nearest;
  const auto cavalry = nearest_cavalry(b, u, *nearest, square_in_advance_cm(b.rulings));
  const bool threatened = cavalry &&
                          (u.arm() != Category::kInfantry || square_answers(b, unit, cavalry->unit, traits));
  if (traits.forms_square && u.arm() == Category::kInfantry && threatened && u.unit.formation != Formation::kSquare) {
    if (auto o = legal(b, unit, reform(u, Formation::kSquare), facts)) return because(*o, Motive::kSquareForms, cavalry->unit, 0, 0, cavalry->cm);
  }
  const AiChoice stuck = because(hold, Motive::kNoWayForward, enemy->unit);
  if (u.unit.formation == Formation::kSquare) {
    if (threatened) return because(hold, Motive::kSquareHolds, cavalry->unit, 0, 0, cavalry->cm);
    if (auto o = legal(b, unit, reform(u, Formation::kColumn), facts)) return because(*o, Motive::kSquareLeaves);
    return stuck;
  }
  if (u.sp() < traits.fresh_sp) {
    if (safety_margin_cm(b, unit) > 0) return because(hold, Motive::kWornOutOfReach, enemy->unit, u.sp());
    if (auto o = withdraw(b, unit, enemy->unit, facts)) return because(*o, Motive::kWithdraws, enemy->unit, u.sp());
    return because(hold, Motive::kWornCannotWithdraw, enemy->unit, u.sp());
  }
  if (u.sp() > traits.fresh_sp) {
    if (auto o = best_charge(b, unit, rng, traits, facts)) return *o;
  }
  const double standoff = u.arm() == Category::kCavalry ? kCavalryStandoffCm : kInfantryStandoffCm;
  const double gap = enemy->cm - standoff;
  if (gap <= 0) {
    if (traits.closes_until_a_shot) {
      if (auto o = seek_a_shot(b, unit, *enemy, facts)) return *o;
    }
    return because(hold, Motive::kAtStandoff, enemy->unit, 0, 0, enemy->cm);
  }
  const double move = movement_row_for(u.unit, false).move_cm;
  const core::Vec2 goal = b.unit(enemy->unit).pose.position;
  std::optional<Legal> march;
  if (enemy->cm > kDoubleTimeEnemyDistanceCm + 2 * move && gap > move) {
    march = approach(b, unit, goal, std::min(gap, 2 * move), MovePace::kDoubleTime, facts);
  }
  if (!march) march = approach(b, unit, goal, std::min(gap, move), MovePace::kMove, facts);
  if (march) return because(*march, Motive::kAdvances, enemy->unit, 0, 0, enemy->cm);
  if (traits.closes_until_a_shot) {
    if (auto o = reform_to_move(b, unit, facts)) return because(*o, Motive::kReformsToMove, enemy->unit, 0, 0, enemy->cm);
  }
  return stuck;
}

}  // namespace

AiChoice choose_with_reason(const Battle& b, core::Rng& rng, AiStyle style) {
  const OrderNeeded asked = std::get<OrderNeeded>(need(b));
  const Traits traits = traits_of(style);
  const int sp = b.unit(asked.unit).sp();
  switch (asked.context) {
    case OrderKind::kFire: return fire(b, asked.unit, rng);
    case OrderKind::kJoin:
      return sp > traits.fresh_sp ? because(simple(OrderKind::kJoin), Motive::kJoins, -1, sp)
                                  : because(simple(OrderKind::kHoldBack), Motive::kWornHoldsBack, -1, sp);
    case OrderKind::kAttack: return attack(b, asked.unit, rng);
    case OrderKind::kRethrow: return rethrow(b);
    case OrderKind::kStand: return react(b, asked.unit, traits);
    default: return manoeuvre(b, asked.unit, rng, traits);
  }
}

Order choose_order(const Battle& b, core::Rng& rng, AiStyle style) { return choose_with_reason(b, rng, style).order; }

std::string_view style_name(AiStyle style) {
  switch (style) {
    case AiStyle::kPrevious: return "previous";
    case AiStyle::kBold: return "bold";
    case AiStyle::kCautious: return "cautious";
    case AiStyle::kStandard: break;
  }
  return "standard";
}

}  // namespace sandtable::rules::mininap
