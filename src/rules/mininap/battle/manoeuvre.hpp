// The manoeuvre phases on the table: moves with turns, double time, changes of formation
// about a stationary stand, limbering, charges into contact and the charged unit's reactions.
#pragma once

#include <algorithm>
#include <cmath>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rules/mininap/battle/battle.hpp"
#include "rules/mininap/battle/checked.hpp"

namespace sandtable::rules::mininap {

struct MovePlan {
  core::Pose pose;
  Formation formation = Formation::kLine;
  bool limbered = false;
  bool leaves_table = false;  // some stand goes off the table: the unit is removed
};

// What checking a manoeuvre in the battle as it stands found: where a move takes the unit
// (check_move's plan), or that a charge is allowed. The AI's trials find it, so the order it
// chooses is carried out without being checked a second time.
struct CheckedManoeuvre {
  std::optional<MovePlan> move;
  bool charge_allowed = false;
};

// Who asks: a player's order (a move off the table is allowed, and the unit is removed), or the
// AI trying a move (one off the table is refused, the commonest refusal is looked for first, and
// the commonest refusals come without their text: the AI needs only a yes or no).
enum class MoveCheck { kOrder, kTrial };

// What every trial move of a unit would work out afresh from where the unit stands (in
// contact, the nearest enemy for double time, the movement table's allowance for each kind of
// move), each on the first ask and kept. It holds for one state of the battle only: the AI
// keeps one for a single decision, while the battle is const.
class StandingFacts {
 public:
  StandingFacts(const Battle& b, int unit) : b_(b), unit_(unit) {}
  bool in_contact() const;
  std::optional<double> nearest_enemy_cm() const;
  // Every unit whose pose lies within `radius` of this one's (and perhaps some beyond), in
  // increasing order: one search of the grid serves all the trial moves of a decision.
  const table::UnitGrid<2>::Items& units_near(double radius) const;

  // What the allowance of a move depends on besides where the unit stands.
  struct MoveKind {
    Formation formation = Formation::kLine;
    MovePace pace = MovePace::kMove;
    InfantryStep step = InfantryStep::kForward;
    LimberChange limber = LimberChange::kNone;
    bool pivots_in_place = false;
    bool operator==(const MoveKind&) const = default;
  };
  // The allowance for a move of that kind, `work_out()` giving it on the first ask.
  template <class WorkOut>
  Checked<int> allowance(const MoveKind& kind, WorkOut work_out) const {
    for (const auto& [k, a] : allowances_) {
      if (k == kind) return a;
    }
    return allowances_.emplace_back(kind, work_out()).second;
  }

  // The turn in place that begins a move: from the pose the move starts at, through the
  // degrees it sweeps to face its first leg, and what the rules ask of the poses it sweeps.
  struct FirstTurn {
    core::Pose from;
    double sweep_deg = 0;
    Formation formation = Formation::kLine;
    bool limbered = false;
    MovePace pace = MovePace::kMove;
    bool reforms = false;  // the order changes formation too
    // The same turn: sweeps a billionth of a degree apart are one (the trials of a decision
    // toward one heading at different lengths differ in the last bits of their legs' headings).
    bool same_as(const FirstTurn& o) const {
      return from.position == o.from.position && from.facing_deg == o.from.facing_deg && std::abs(sweep_deg - o.sweep_deg) < 1e-9 &&
             formation == o.formation && limbered == o.limbered && pace == o.pace && reforms == o.reforms;
    }
  };
  // True when a trial beginning with that turn was refused and the turn alone is refused (off
  // the table, closed terrain, another unit in the way): every move beginning with it is.
  bool turn_refused(const FirstTurn& turn) const {
    return std::any_of(refused_turns_.begin(), refused_turns_.end(), [&](const FirstTurn& t) { return t.same_as(turn); });
  }
  void note_refused_turn(const FirstTurn& turn) const { refused_turns_.push_back(turn); }

  // The unit the last trial refused for where it ends (on top of it, or touching an enemy), or
  // -1: the decision's trials toward one goal mostly end against the same unit, so it is asked
  // first. It is only a hint of whom to ask first: the answer never depends on it.
  int end_blocker() const { return end_blocker_; }
  // How many of the decision's trials were refused where they end against another unit.
  int ends_refused_by_units() const { return ends_refused_by_units_; }
  void note_end_refused_by(int other) const {
    end_blocker_ = other;
    ++ends_refused_by_units_;
  }

 private:
  const Battle& b_;
  int unit_;
  mutable std::optional<bool> in_contact_;
  mutable std::optional<std::optional<double>> nearest_enemy_cm_;
  mutable std::vector<std::pair<MoveKind, Checked<int>>> allowances_;
  mutable std::vector<FirstTurn> refused_turns_;
  mutable int end_blocker_ = -1;
  mutable int ends_refused_by_units_ = 0;
  mutable double near_radius_ = -1;
  mutable table::UnitGrid<2>::Items near_;
};

// Why a trial move is refused when the decision's trials found its first turn refused on its own.
inline constexpr const char* kFirstTurnRefused = "the turn it begins with is refused";

// Checks a kMove order fully (allowance, turns, double time, interpenetration) and says where
// the unit ends, or why it may not. `known`, if given, is the unit's StandingFacts in `b`.
Checked<MovePlan> check_move(const Battle& b, int unit, const Order& order, MoveCheck asker = MoveCheck::kOrder,
                             const StandingFacts* known = nullptr);
// The same, throwing IllegalOrder saying why it may not.
MovePlan plan_move(const Battle& b, int unit, const Order& order);

struct ChargePlan {
  core::Pose pose;     // where the charger ends
  bool contact = false;
  double distance_cm = 0;
};

// Going straight ahead from `from` up to `most_cm`: where the unit first touches `target`,
// or how far it got before another unit or the table edge stopped it. Without
// `first_touch`, a touch is reported where it is first seen, up to a step beyond the first
// (a trial that needs only a yes or no spares the search for the first).
// Traced once at a state of the battle (Battle::advances); debug builds trace it again.
Advance advance_until(const Battle& b, int unit, const core::Pose& from, int target, double most_cm, bool first_touch = true);

// Checks a charge at `target` and finds where the charger meets it, or says why it may not.
// With `fall_short` a charge that can no longer reach (its target formed square) goes as far
// as it can. `known`, if given, is the unit's StandingFacts in `b`; the AI's trials (`asker`)
// hear of the commonest refusals without their text, and of a pose touching the target, not
// necessarily where the charge first meets it.
Checked<ChargePlan> check_charge(const Battle& b, int unit, int target, bool fall_short = false,
                                 MoveCheck asker = MoveCheck::kOrder, const StandingFacts* known = nullptr);
// False when check_charge would refuse the charge for its cheap first reasons (who may charge,
// the target not straight ahead within reach): no trace of the charge is made.
bool charge_may_reach(const Battle& b, int unit, int target, const StandingFacts& known);
// The same, throwing IllegalOrder saying why it may not.
ChargePlan plan_charge(const Battle& b, int unit, int target, bool fall_short = false);

// Example manoeuvres for the unit, each legal now: hold, formations, moves, charges.
std::vector<Order> example_manoeuvres(const Battle& b, int unit);

// The complete list of reactions open to `target` charged by `charger`.
std::vector<Order> charge_reactions(const Battle& b, int target, int charger);

// How much of its allowance the unit uses turning from its facing to `to_facing_deg` in its
// formation (R11: the arc its outer front corner travels; 0 with the ruling off).
double turn_cost_cm(const Battle& b, const BattleUnit& u, double to_facing_deg);

// The pivot a unit may make just before it fires (R24): a change of facing where it stands
// (about the centre of its front edge), free of the movement allowance, through at most the
// ruling's angle, that may not sweep through or end on another unit, leave the table or enter
// terrain closed to it. Where the unit then stands, or why it may not.
Checked<core::Pose> check_pivot(const Battle& b, int unit, double facing_deg);
// Whether turning `u` to `facing_deg` keeps within R24's angle (the first of check_pivot's tests).
bool pivot_within_limit(const Battle& b, const BattleUnit& u, double facing_deg);

// Where a unit stands after changing formation about its stand `about`, which becomes stand
// `kept_as` of the new formation (by default the same number, so the other stand goes to the
// right of a line formed from a column's front stand, or behind a column formed from a line).
core::Pose formation_pose(const BattleUnit& u, Formation to, int about, int kept_as = -1);

}  // namespace sandtable::rules::mininap
