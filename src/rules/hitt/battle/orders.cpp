#include "rules/hitt/battle/orders.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "rules/hitt/battle/bound.hpp"
#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/fights.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/moves.hpp"
#include "rules/hitt/battle/placing.hpp"
#include "rules/hitt/battle/terrain_sequence.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "table/measure.hpp"

namespace sandtable::rules::hitt {

namespace {

using enum Element;

constexpr std::array<std::pair<OrderKind, std::string_view>, 16> kOrderIds{{
    {OrderKind::kMove, "move"}, {OrderKind::kGroupAdvance, "group-advance"}, {OrderKind::kMount, "mount"}, {OrderKind::kDismount, "dismount"},
    {OrderKind::kRally, "rally"}, {OrderKind::kCrossWire, "cross-wire"}, {OrderKind::kDeployBarrage, "deploy-barrage"},
    {OrderKind::kDeployGas, "deploy-gas"}, {OrderKind::kDeployAerials, "deploy-aerials"}, {OrderKind::kDeployLurker, "deploy-lurker"},
    {OrderKind::kLiftBarrage, "lift-barrage"}, {OrderKind::kBombingRun, "bombing-run"},
    {OrderKind::kEndMoves, "end-moves"}, {OrderKind::kShoot, "shoot"},
    {OrderKind::kPlaceTerrain, "place-terrain"}, {OrderKind::kEndTerrain, "end-terrain"},
}};

constexpr int kBarragePips = 6;  // Deploying Barrages, Lifting Barrages, Deploying Fighters

std::string_view edge_name(Edge e) {
  switch (e) {
    case Edge::kFront: return "front";
    case Edge::kRear: return "rear";
    default: return "flank";
  }
}

// The edge of `target` a mover standing where `mover` stands would reach most directly.
Edge nearest_edge(const core::Base& mover, const core::Base& target) {
  const core::Vec2 rel = mover.centre() - target.centre();
  const double ahead = rel.dot(target.forward());
  const double side = rel.dot(target.right());
  if (std::abs(side) > target.width() / 2 + std::abs(ahead)) return side > 0 ? Edge::kRight : Edge::kLeft;
  return ahead >= 0 ? Edge::kFront : Edge::kRear;
}

// Group moves: a line of two or more that may all move (`group`, its leader first), straight
// ahead together as far as the slowest's good going allows (checked: as far as it may).
void add_line_candidate(const Battle& b, const std::vector<int>& group, std::vector<Candidate>& out) {
  double d = 1e18;
  for (const int m : group) d = std::min(d, move_distance(b.troop(m), Going::kGood).value_or(0));
  Order o = Order::of(OrderKind::kGroupAdvance, group.front());
  o.distance = d;
  out.push_back({o, Candidate::Check::kLineAhead});
}

void add_reserve_orders(const Battle& b, std::vector<Candidate>& out) {
  bool aerials_waiting = false;
  for (int i = 0; i < b.count(); ++i) {
    const Troop& t = b.troop(i);
    if (t.side != b.active || !held_back(t)) continue;
    if ((t.element == kBarrage && b.pips >= kBarragePips) || (t.element == kGas && b.pips >= 1)) {
      for (const core::Pose& at : barrage_places(b, i)) out.push_back({{t.element == kBarrage ? OrderKind::kDeployBarrage : OrderKind::kDeployGas, i, -1, at}});
    }
    if ((t.element == kSniper || t.element == kMinefield) && b.pips >= 1) {
      for (const core::Pose& at : lurker_places(b, i)) out.push_back({{OrderKind::kDeployLurker, i, -1, at}});
    }
    aerials_waiting = aerials_waiting || is_aerial(t.element);
  }
  if (aerials_waiting && !aerial_places(b).empty()) out.push_back({Order::of(OrderKind::kDeployAerials)});
  for (int i = 0; i < b.count(); ++i) {
    const Troop& t = b.troop(i);
    if (t.side == b.active || !t.present() || t.element != kBarrage) continue;
    out.push_back({Order::of(OrderKind::kLiftBarrage, i)});
    for (int j = 0; j < b.count(); ++j) {
      const Troop& bomber = b.troop(j);
      if (bomber.side != b.active || bomber.element != kBomber || cannot_move(b, j)) continue;
      if (std::abs(bomber.pose.position.y - b.home_edge(1 - b.active)) <= 500) out.push_back({Order::of(OrderKind::kBombingRun, j, i)});
    }
  }
}

// A point of the table in words, as side 0 looks up it: which half (or the middle line), and
// left, centre or right.
std::string where_on_table(const Battle& b, core::Vec2 at) {
  const auto third = [](double v, double whole) { return v < whole / 2 - 1 ? 0 : v > whole / 2 + 1 ? 2 : 1; };
  const int across = third(at.x, b.width);
  const int up = third(at.y, b.depth);
  constexpr std::array<std::string_view, 3> kAcross{"left", "centre", "right"};
  const std::string row = up == 1 ? "the middle of the table" : fmt::format("the half nearer the {}", b.sides[up == 0 ? 0 : 1]);
  return fmt::format("at ({:.0f}, {:.0f})p: {}, {} as the {} look", at.x, at.y, row, kAcross[static_cast<std::size_t>(across)], b.sides[0]);
}

// Suppressed: one rally serves the whole group, so it is listed once, for its first element.
std::vector<int> suppressed_in_group(const Battle& b, int troop) {
  std::vector<int> out;
  for (const int m : line_group(b, troop)) {
    if (b.troop(m).suppressed) out.push_back(m);
  }
  return out;
}

bool first_suppressed_of_its_group(const Battle& b, int troop) { return suppressed_in_group(b, troop).front() == troop; }

// The element's orders besides its moves: rallying, crossing wire, (dis)mounting.
void add_element_orders(const Battle& b, int i, MayMove& may_move, const BeyondWire& beyond, std::vector<Candidate>& out) {
  const Troop& t = b.troop(i);
  if (t.suppressed && first_suppressed_of_its_group(b, i)) out.push_back({Order::of(OrderKind::kRally, i)});
  if (t.at_wire && !t.moved && !t.suppressed && wire_crossing(b, i, beyond(i))) out.push_back({Order::of(OrderKind::kCrossWire, i)});
  const bool cavalry = t.element == kCavalry || t.element == kDismountedCavalry;
  if (cavalry && !t.moved && !t.suppressed && !may_move.in_combat(i)) {
    out.push_back({Order::of(t.element == kCavalry ? OrderKind::kDismount : OrderKind::kMount, i)});
  }
}

}  // namespace

void add_move_candidates(const Battle& b, int i, std::vector<Candidate>& out) {
  using enum Candidate::Check;
  const Troop& t = b.troop(i);
  const double most = move_distance(t, Going::kRoad).value_or(0);
  const core::Base here = t.base();
  // Straight ahead, listed as far as good going allows (the check goes as far as it may).
  const double good = move_distance(t, Going::kGood).value_or(0);
  out.push_back({{OrderKind::kMove, i, -1, {t.pose.position + t.pose.forward() * good, t.pose.facing_deg}}, kAhead});
  // Into contact with each enemy in reach, and the nearest enemy to turn to face (given last),
  // in one pass.
  const double extra = t.element == kSturmtruppe ? 200 : 0;
  const PlainlyFar out_of_reach(here, most + extra + kBaseWidth);
  int nearest = -1;
  double best = 1200;
  const PlainlyFar too_far(here, best);
  for (int j = 0; j < b.count(); ++j) {
    const Troop& e = b.troop(j);
    if (e.side == t.side || !e.present()) continue;
    const bool reachable = !out_of_reach(e) && e.element != kGas && e.element != kBarrage && (!is_aerial(e.element) || is_aerial(t.element) || e.element == kBalloon);
    if (reachable && within(here, e.base(), most + extra + kBaseWidth)) {
      out.push_back({{OrderKind::kMove, i, j, against_edge(e.base(), nearest_edge(here, e.base()))}, kContact});
    }
    if (too_far(e) || is_aerial(e.element) || plainly_apart(here, e.base(), best)) continue;
    const double d = core::distance(here, e.base());
    if (d < best) {
      best = d;
      nearest = j;
    }
  }
  // Trench Combat: along the trench to fight side to side with each enemy in it.
  if (in_trench(b, here)) {
    for (int j = 0; j < b.count(); ++j) {
      const Troop& e = b.troop(j);
      if (e.side == t.side || out_of_reach(e) || !e.present() || is_aerial(e.element) || !within(here, e.base(), most + extra + kBaseWidth)) continue;
      if (!in_trench(b, e.base())) continue;
      for (const Edge side : {Edge::kLeft, Edge::kRight}) {
        if (const auto to = beside(e.base(), side, t.pose.facing_deg, here.depth())) out.push_back({{OrderKind::kMove, i, j, *to}, kContact});
      }
    }
  }
  // Turn to face the nearest enemy. (Falling back, like any other move, is given as a move to a point.)
  if (nearest >= 0) {
    const core::Vec2 to = b.troop(nearest).base().centre() - here.centre();
    const double facing = std::round(core::facing_of(to));
    if (std::abs(core::normalize_degrees(facing - t.pose.facing_deg)) > 10) {
      out.push_back({{OrderKind::kMove, i, -1, {t.pose.position, facing}}, kMoveTo});
    }
  }
}

std::string_view id(OrderKind kind) {
  for (const auto& [k, name] : kOrderIds) {
    if (k == kind) return name;
  }
  return "?";
}

OrderKind parse_order_kind(std::string_view text) {
  std::string known;
  for (const auto& [k, name] : kOrderIds) {
    if (name == text) return k;
    known += fmt::format("{}{}", known.empty() ? "" : ", ", name);
  }
  throw RuleError(fmt::format("no order is called '{}' (orders: {})", text, known));
}

int order_cost(const Battle& b, const Order& o) {
  LineGroups groups(b);
  return order_cost(b, o, groups);
}

int order_cost(const Battle& b, const Order& o, LineGroups& groups) {
  switch (o.kind) {
    case OrderKind::kMove:
    case OrderKind::kCrossWire: return pip_cost(b, {o.troop}) + (o.sturm_extra ? 1 : 0);
    case OrderKind::kGroupAdvance: return pip_cost(b, groups(o.troop));
    case OrderKind::kBombingRun: return pip_cost(b, {o.troop});
    case OrderKind::kMount:
    case OrderKind::kDismount:
    case OrderKind::kRally:
    case OrderKind::kDeployGas:
    case OrderKind::kDeployLurker: return 1;
    case OrderKind::kDeployBarrage:
    case OrderKind::kDeployAerials:
    case OrderKind::kLiftBarrage: return kBarragePips;
    case OrderKind::kEndMoves:
    case OrderKind::kShoot:
    case OrderKind::kPlaceTerrain:
    case OrderKind::kEndTerrain: return 0;
  }
  return 0;
}

std::vector<Candidate> candidate_orders(const Battle& b, const std::function<bool(int)>& moves_wanted, MayMove& may_move,
                                        LineGroups& groups) {
  return candidate_orders(b, moves_wanted, may_move, groups, [&b](int i, std::vector<Candidate>& out) { add_move_candidates(b, i, out); },
                          [&b](int i) { return beyond_wire(b, i); });
}

std::vector<Candidate> candidate_orders(const Battle& b, const std::function<bool(int)>& moves_wanted, MayMove& may_move,
                                        LineGroups& groups, const MoveLister& moves, const BeyondWire& beyond) {
  std::vector<Candidate> all;
  if (b.stage != Stage::kMoves) return all;
  all.reserve(static_cast<std::size_t>(b.count()) * 4);  // room at once: a decision lists fewer, most often
  std::vector<char> grouped(static_cast<std::size_t>(b.count()), 0);
  PipCosts pip_costs(b);
  // With the most any move costs left, what it costs is not asked.
  const auto affordable = [&](std::span<const int> group) { return b.pips >= PipCosts::kMost || pip_costs(group) <= b.pips; };
  for (int i = 0; i < b.count(); ++i) {
    const Troop& t = b.troop(i);
    if (t.side != b.active || !t.present()) continue;
    add_element_orders(b, i, may_move, beyond, all);
    // Moves only where the PIPs left can pay for them, asked last: whether an element may move
    // is known already more often than what its move costs.
    if (!moves_wanted(i)) continue;
    if (may_move(i) && affordable(std::span(&i, 1))) moves(i, all);
    // Each line once, led by its first element in the army's order.
    if (grouped[static_cast<std::size_t>(i)]) continue;
    const std::vector<int>& group = groups(i);
    for (const int m : group) grouped[static_cast<std::size_t>(m)] = 1;
    const auto wanted_and_free = [&](int m) { return moves_wanted(m) && may_move(m); };
    if (group.size() >= 2 && std::all_of(group.begin(), group.end(), wanted_and_free) && affordable(group)) add_line_candidate(b, group, all);
  }
  add_reserve_orders(b, all);
  return all;
}

std::vector<Candidate> orders_besides_moves(const Battle& b, MayMove& may_move, const BeyondWire& beyond) {
  std::vector<Candidate> all;
  if (b.stage != Stage::kMoves) return all;
  for (int i = 0; i < b.count(); ++i) {
    const Troop& t = b.troop(i);
    if (t.side == b.active && t.present()) add_element_orders(b, i, may_move, beyond, all);
  }
  add_reserve_orders(b, all);
  return all;
}

core::Box check_reach(const Battle& b, const Candidate& c, LineGroups& groups) {
  using enum Candidate::Check;
  const Troop& t = b.troop(std::max(c.order.troop, 0));
  core::Box reach;
  const auto add_ahead = [&](const Troop& m) {
    const core::Box path = path_reach(m.pose.position, m.pose.position + m.pose.forward() * move_distance(m, Going::kRoad).value_or(0));
    reach.add(path.lo);
    reach.add(path.hi);
  };
  switch (c.check) {
    case kNone: break;
    case kMoveTo:
    case kContact: reach = path_reach(t.pose.position, c.order.to.position); break;
    case kAhead: add_ahead(t); break;
    case kLineAhead:
      for (const int m : groups(c.order.troop)) add_ahead(b.troop(m));
      break;
  }
  return reach;
}

double CandidateCheck::ahead(int troop) {
  double& d = ahead_[static_cast<std::size_t>(troop)];
  if (d < 0 && !may_move_(troop)) d = 0;
  if (d < 0) {
    const Troop& t = b_.troop(troop);
    d = furthest_clear(b_, troop, along_for(troop, t.pose.position + t.pose.forward() * move_distance(t, Going::kRoad).value_or(0)));
  }
  return d;
}

bool CandidateCheck::refused_at_sight(const Candidate& c) const {
  if (c.check != Candidate::Check::kContact) return false;
  return ends_short(b_, c.order.troop, c.order.to, b_.troop(c.order.troop).element == kSturmtruppe ? 200 : 0);
}

const Along& CandidateCheck::along_for(int troop, core::Vec2 to, bool zones) {
  std::optional<Along>& known = along_[static_cast<std::size_t>(troop)];
  if (!known || !known->covers(b_.troop(troop).pose.position, to)) known = along_to(b_, troop, to, false);
  if (zones) find_zones(b_, troop, *known);
  return *known;
}

std::optional<CheckedOrder> CandidateCheck::operator()(const Candidate& c) {
  using enum Candidate::Check;
  Order o = c.order;
  // An element that may not move has no move to give (check_move refuses it; a line with it
  // goes nowhere).
  if (c.check != kNone && !may_move_(o.troop)) return std::nullopt;
  const auto placed = [&](const core::Pose& to) -> std::optional<CheckedOrder> {
    MoveResult r = path(o.troop, to);
    if (!r.ok()) return std::nullopt;
    o.to = r.end;  // where the move really ends: short of wire, in a trench
    CheckedOrder out{o, {}};
    if (r.end == to) out.walks.push_back(std::move(r));
    return out;
  };
  switch (c.check) {
    case kNone: return CheckedOrder{o, {}};
    case kMoveTo: return placed(o.to);
    case kAhead: {
      const Troop& t = b_.troop(o.troop);
      const double d = ahead(o.troop);
      if (d < kTouch * 4) return std::nullopt;
      return placed({t.pose.position + t.pose.forward() * d, t.pose.facing_deg});
    }
    case kContact: {
      const double extra = b_.troop(o.troop).element == kSturmtruppe ? 200 : 0;
      // Most contacts are refused, most of them shown so without walking the path.
      if (extra == 0 && falls_short(b_, o.troop, o.to, along_for(o.troop, o.to.position, false))) return std::nullopt;
      // The extra paces count only in the path's length: refused with them, it is refused
      // without them too, so it is walked once.
      MoveResult with_extra;
      if (extra > 0 && !(with_extra = path(o.troop, o.to, extra)).ok()) return std::nullopt;
      MoveResult r = path(o.troop, o.to);
      o.sturm_extra = !r.ok() && extra > 0;
      if (o.sturm_extra) return CheckedOrder{o, {std::move(with_extra)}};
      // Only moves that reach the enemy are contacts (wire stops some).
      if (r.ok() && !r.stopped_at_wire && r.end.position == o.to.position) return CheckedOrder{o, {std::move(r)}};
      return std::nullopt;
    }
    case kLineAhead: {
      const std::vector<int>& group = groups_(o.troop);
      double d = 1e18;
      for (const int m : group) d = std::min(d, ahead(m));
      d = std::floor(d);
      if (d < kTouch * 4) return std::nullopt;
      // Each stands clear that far (one may be halfway through a friend another stops short of).
      CheckedOrder out{o, {}};
      for (const int m : group) {
        const Troop& t = b_.troop(m);
        out.walks.push_back(path(m, {t.pose.position + t.pose.forward() * d, t.pose.facing_deg}));
        if (!out.walks.back().ok()) return std::nullopt;
      }
      out.order.distance = d;
      return out;
    }
  }
  return std::nullopt;
}

std::vector<Order> listed_orders(const Battle& b, bool& complete) {
  std::vector<Order> out;
  complete = true;
  if (b.stage == Stage::kShooting && !b.shooters.empty()) {
    const Shooter& s = b.shooters.front();
    for (const int target : s.targets) out.push_back(Order::of(OrderKind::kShoot, s.troop, target));
    return out;
  }
  if (b.stage == Stage::kTerrain) {
    complete = false;  // a piece may go to any point where it fits
    for (int k = 0; k < static_cast<int>(b.terrain_box.size()); ++k) {
      for (const core::Vec2 at : terrain_places(b, k)) {
        Order o = Order::of(OrderKind::kPlaceTerrain);
        o.piece = k;
        o.to = {at, 0};
        out.push_back(o);
      }
    }
    if (terrain_may_end(b)) out.push_back(Order::of(OrderKind::kEndTerrain));
    return out;
  }
  if (b.stage != Stage::kMoves) return out;
  complete = false;
  MayMove may_move(b);
  LineGroups groups(b);
  CandidateCheck check(b, may_move, groups);
  for (const Candidate& c : candidate_orders(b, [](int) { return true; }, may_move, groups)) {
    const std::optional<CheckedOrder> o = check(c);
    if (o && order_cost(b, o->order, groups) <= b.pips) out.push_back(o->order);
  }
  out.push_back(Order::of(OrderKind::kEndMoves));
  return out;
}

std::string label(const Battle& b, const Order& o) {
  const auto name = [&](int i) { return b.troop(i).name; };
  const std::string cost = fmt::format("{} PIP{}", order_cost(b, o), order_cost(b, o) == 1 ? "" : "s");
  switch (o.kind) {
    case OrderKind::kMove: {
      if (o.troop < 0 || o.troop >= b.count()) throw RuleError("the order names no element");
      const Troop& t = b.troop(o.troop);
      if (o.target >= 0) {
        Troop there = t;
        there.pose = o.to;
        const core::Base enemy = b.troop(o.target).base();
        const bool side_to_side = side_against(there.base(), enemy) && in_trench(b, there.base()) && in_trench(b, enemy);
        const std::string how = side_to_side ? "side to side along the trench" : std::string(edge_name(nearest_edge(t.base(), enemy)));
        return fmt::format("{} closes with {} ({}){}, {}", name(o.troop), name(o.target), how, o.sturm_extra ? " with its extra 200p" : "", cost);
      }
      const core::Vec2 d = o.to.position - t.pose.position;
      if (d.length() < kTouch) return fmt::format("{} turns to face {:.0f} degrees, {}", name(o.troop), o.to.facing_deg, cost);
      const bool ahead = d.dot(t.pose.forward()) > 0;
      const bool same_facing = std::abs(core::normalize_degrees(o.to.facing_deg - t.pose.facing_deg)) < 0.5;
      if (same_facing && std::abs(std::abs(d.dot(t.pose.forward())) - d.length()) < kTouch) {
        return fmt::format("{} {} {:.0f}p, {}", name(o.troop), ahead ? "advances" : "falls back", d.length(), cost);
      }
      return fmt::format("{} moves to ({:.0f}, {:.0f})p facing {:.0f}, {}", name(o.troop), o.to.position.x, o.to.position.y,
                         o.to.facing_deg, cost);
    }
    case OrderKind::kGroupAdvance:
      return fmt::format("the line of {} with {} advances {:.0f}p, {}", line_group(b, o.troop).size(), name(o.troop), o.distance, cost);
    case OrderKind::kMount: return fmt::format("{} mounts, 1 PIP", name(o.troop));
    case OrderKind::kDismount: return fmt::format("{} dismounts, 1 PIP", name(o.troop));
    case OrderKind::kRally: {
      const std::size_t more = suppressed_in_group(b, o.troop).size() - 1;
      if (more == 0) return fmt::format("{} shakes off suppression, 1 PIP", name(o.troop));
      return fmt::format("{} and {} more of its line shake off suppression, 1 PIP", name(o.troop), more);
    }
    case OrderKind::kCrossWire: return fmt::format("{} crosses the wire, {}", name(o.troop), cost);
    case OrderKind::kDeployBarrage:
    case OrderKind::kDeployGas: {
      int on = -1;
      for (int j = 0; j < b.count() && on < 0; ++j) {
        Troop placed = b.troop(o.troop);
        placed.pose = o.to;
        if (b.troop(j).present() && b.troop(j).side != placed.side && front_against(placed.base(), b.troop(j).base())) on = j;
      }
      return on >= 0 ? fmt::format("{} comes down on {}, {}", name(o.troop), name(on), cost)
                     : fmt::format("{} comes down at ({:.0f}, {:.0f})p, {}", name(o.troop), o.to.position.x, o.to.position.y, cost);
    }
    case OrderKind::kDeployAerials: return fmt::format("the aircraft arrive, {}", cost);
    case OrderKind::kDeployLurker:
      return fmt::format("{} is placed at ({:.0f}, {:.0f})p, {}", name(o.troop), o.to.position.x, o.to.position.y, cost);
    case OrderKind::kLiftBarrage: return fmt::format("counter-battery fire lifts {}, {}", name(o.troop), cost);
    case OrderKind::kBombingRun: return fmt::format("{} flies off to silence {}, {}", name(o.troop), name(o.target), cost);
    case OrderKind::kEndMoves: return fmt::format("end moves ({} PIP{} left unused)", b.pips, b.pips == 1 ? "" : "s");
    case OrderKind::kShoot: return fmt::format("{} shoots at {}", name(o.troop), name(o.target));
    case OrderKind::kPlaceTerrain: {
      const std::string& piece = b.terrain_box[static_cast<std::size_t>(o.piece)].piece.shape.name;
      return fmt::format("place {} {}", piece, where_on_table(b, o.to.position));
    }
    case OrderKind::kEndTerrain: return b.terrain_step < kOpeningTerrainPlacings ? "place no terrain this time" : "end the terrain";
  }
  return "?";
}

}  // namespace sandtable::rules::hitt
