// What a player may order in his bound: tactical moves, (dis)mounting, rallying the
// suppressed, crossing wire, deploying and lifting barrages, gas and aircraft, bombing runs,
// and which target each shooter takes. Orders are listed for the player and checked when given.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/box.hpp"
#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/moves.hpp"

namespace sandtable::rules::hitt {

enum class OrderKind {
  kMove, kGroupAdvance, kMount, kDismount, kRally, kCrossWire,
  kDeployBarrage, kDeployGas, kDeployAerials, kDeployLurker, kLiftBarrage, kBombingRun,
  kEndMoves, kShoot, kPlaceTerrain, kEndTerrain,
};
std::string_view id(OrderKind kind);
OrderKind parse_order_kind(std::string_view text);  // throws RuleError listing the kinds

struct Order {
  OrderKind kind = OrderKind::kEndMoves;
  int troop = -1;   // the element ordered (a lifted barrage for kLiftBarrage)
  int target = -1;  // kShoot: the target; kBombingRun: the barrage; kMove: the enemy closed with
  core::Pose to;    // kMove, kDeployBarrage, kDeployGas, kDeployLurker
  bool sturm_extra = false;  // kMove: sturmtruppe paying +1 PIP for 200p more to contact
  double distance = 0;       // kGroupAdvance: paces straight ahead
  int piece = -1;            // kPlaceTerrain: the piece of Battle::terrain_box, placed with its middle at `to`
  friend bool operator==(const Order&, const Order&) = default;

  static Order of(OrderKind kind, int troop = -1, int target = -1) {
    Order o;
    o.kind = kind;
    o.troop = troop;
    o.target = target;
    return o;
  }
};

// The PIPs the order costs; `groups` finds a line's members (an advance's cost is its line's).
int order_cost(const Battle& b, const Order& o);
int order_cost(const Battle& b, const Order& o, LineGroups& groups);

// The orders the active player may give now, each checked; `complete` is false in the moves
// stage, where a move may go to any point (these are the useful ones: advances, contacts,
// turns to face, withdrawals).
std::vector<Order> listed_orders(const Battle& b, bool& complete);

// An order of the moves stage before its path is walked: `listed_orders` checks every one; an
// AI may check only those it would choose.
struct Candidate {
  // kAhead and kLineAhead hold the move as far as good going allows (what an AI may value it at
  // unwalked: most moves cross good going, and a road is rarely all the way); checked, as far
  // as the element (or the whole line) really may go, a road included.
  enum class Check { kNone, kMoveTo, kContact, kAhead, kLineAhead };
  Order order;
  Check check = Check::kNone;
  friend bool operator==(const Candidate&, const Candidate&) = default;
};
// A candidate as checked: the order as the player may give it, and the walks the rules would
// make to carry it out, as the check made them (each mover's, a line's in line order; none
// where the order is not what was walked, a move placed short of where it was walked to).
struct CheckedOrder {
  Order order;
  std::vector<MoveResult> walks;
};

// The candidates, leaving out moves the PIPs left cannot pay for and the moves (alone or in a
// line) of elements `moves_wanted` refuses. `may_move` and `groups` are the decision's, shared
// with its CandidateCheck.
std::vector<Candidate> candidate_orders(const Battle& b, const std::function<bool(int)>& moves_wanted, MayMove& may_move,
                                        LineGroups& groups);
// Appends the element's own moves (add_move_candidates' for an element that may move) to a list.
using MoveLister = std::function<void(int, std::vector<Candidate>&)>;
// The far side of the element's wire (beyond_wire's), as the caller keeps it.
using BeyondWire = std::function<std::optional<core::Pose>(int)>;
// The same, with each element's own moves from `moves` and the far sides of the wire from
// `beyond` (kept from an earlier decision).
std::vector<Candidate> candidate_orders(const Battle& b, const std::function<bool(int)>& moves_wanted, MayMove& may_move,
                                        LineGroups& groups, const MoveLister& moves, const BeyondWire& beyond);
// The candidates that are not moves (Check::kNone): rallies, crossing wire, (dis)mounting and
// the reserves' orders, as candidate_orders lists them.
std::vector<Candidate> orders_besides_moves(const Battle& b, MayMove& may_move, const BeyondWire& beyond);
// Appends the element's own moves to `out`: straight ahead, into contact with each enemy in
// reach (and along a trench beside each in it) and turning to face the nearest. They ask of
// the element, the enemy's elements and the terrain alone; the element must be free to move.
void add_move_candidates(const Battle& b, int troop, std::vector<Candidate>& out);

// The ground where what stands can change the candidate's check: while nothing in it changes
// (the element ordered, or those of its line, included), nor the terrain, the check comes out
// the same. An empty box for a candidate that needs no check.
core::Box check_reach(const Battle& b, const Candidate& c, LineGroups& groups);

// Checks candidates against one battle, walking each element's path straight ahead once. What
// is near a path (along) is found once for an element's paths in a decision: kept from the
// path that found it for every later path of the element within its ground.
class CandidateCheck {
 public:
  CandidateCheck(const Battle& b, MayMove& may_move, LineGroups& groups)
      : b_(b), may_move_(may_move), groups_(groups), ahead_(static_cast<std::size_t>(b.count()), -1), along_(static_cast<std::size_t>(b.count())) {}
  // The candidate as the player may give it now (a move placed where it really ends), or none.
  // Its PIP cost is not checked here.
  std::optional<CheckedOrder> operator()(const Candidate& c);
  // True where a look at where a contact ends shows that its walk is refused or ends short of
  // the enemy (ends_short; a sturmtruppe's with its extra paces): an AI need not value it. The
  // check refuses all of them but a sturmtruppe's that stops at enemy wire with its extra paces,
  // given as a contact there.
  bool refused_at_sight(const Candidate& c) const;
  LineGroups& line_groups() { return groups_; }

 private:
  double ahead(int troop);
  // What is near the element's path to `to`: the kept one where it covers the path, else found
  // for this path and kept; `zones`: with its zones found.
  const Along& along_for(int troop, core::Vec2 to, bool zones = true);
  // check_path with no words for a refusal (a check reads only whether the path is refused).
  MoveResult path(int troop, const core::Pose& to, double extra = 0) {
    return check_path(b_, troop, to, extra, &along_for(troop, to.position), false);
  }
  const Battle& b_;
  MayMove& may_move_;
  LineGroups& groups_;
  std::vector<double> ahead_;  // -1: not yet walked
  std::vector<std::optional<Along>> along_;
};

// A label for people: "1st Rifles closes with Bunker (front), 1 PIP".
std::string label(const Battle& b, const Order& o);

// Carries out the order; throws RuleError saying why when it may not be given now.
void apply_order(Battle& b, const Order& o);
// The same for an order checked in this very battle (CandidateCheck), its walks taken as the
// check made them rather than walked again. Debug builds walk them all the same and throw
// std::logic_error where the two differ.
void apply_order(Battle& b, const CheckedOrder& checked);

}  // namespace sandtable::rules::hitt
