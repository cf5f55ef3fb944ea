// A Mini-Nap 2 battle as a plain value: the units on the table, the turn and phase, and what
// the battle waits for next (a unit's order or a roll). Cheap to copy, so simulations and
// the engine adapter both drive it directly.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/dist.hpp"
#include "core/geometry.hpp"
#include "rules/mininap/battle/advance.hpp"
#include "rules/mininap/battle/stands.hpp"
#include "rules/mininap/battle/terrain.hpp"
#include "rules/mininap/command.hpp"
#include "rules/mininap/errors.hpp"
#include "rules/mininap/resolve_move.hpp"
#include "rules/mininap/rulings.hpp"
#include "rules/mininap/types.hpp"
#include "table/unit_grid.hpp"

namespace sandtable::rules::mininap {

// An order the rules do not allow now; the message says why.
class IllegalOrder : public RuleError {
 public:
  using RuleError::RuleError;
};

// The seven phases of a game turn, in order.
enum class Phase { kInitiative, kFiring, kHandToHand, kRemoveLosses, kInitiativeManoeuvre, kOtherManoeuvre, kVictory };
std::string_view id(Phase phase);

struct CommandGroup {
  std::string name;
  CommanderRank rank = CommanderRank::kBrigade;
  int side = 0;
  int commander = -1;  // the unit index of its command stand, if it has one
};

struct BattleUnit {
  std::string name;
  int side = 0;
  Unit unit;
  int start_sp = 0;
  int hits = 0;
  core::Pose pose;  // centre of the formation's front edge, cm
  bool limbered = false;
  bool veteran = false;
  std::array<int, 3> command{-1, -1, -1};  // brigade, division, corps group indices (by rank)
  int leads = -1;                          // the group a command stand leads
  bool removed = false;
  bool fired = false;         // fired this game turn (so not holding its fire)
  bool acted = false;         // manoeuvred this phase
  bool held = false;          // ... by holding where it stood
  bool rethrow_used = false;  // this hand-to-hand phase
  int phase_sp = 0;           // SP when the phase began: fire and attacks are simultaneous
  bool suppressed = false;    // this firing phase
  mutable PlacedStands placed;  // where its stands stand, remembered (see unit_stands)
  // Whether an enemy touches it, remembered at the count of the enemy side's table changes
  // (in_contact); 0 once it moves.
  mutable std::uint64_t contact_known_at = 0;
  mutable bool contact = false;

  int sp() const { return start_sp - hits; }
  Category arm() const { return category(unit.type); }
};

enum class LimberChange { kNone, kUp, kDown };

enum class OrderKind {
  kHoldFire, kFire, kSplitFire,   // firing
  kJoin, kHoldBack,               // joining in
  kAttack, kKeep, kRethrow,       // hand-to-hand
  kHold, kMove, kCharge,          // manoeuvre
  kNext,                          // manoeuvre: `target`, another unit waiting, moves now instead
  kStand, kReactFire, kFormSquare // a charged unit's reaction
};
std::string_view id(OrderKind kind);

struct Order {
  OrderKind kind = OrderKind::kHold;
  int target = -1;         // fire, charge: the enemy unit; split fire: the first stand's
  int second_target = -1;  // split fire: the second stand's
  std::optional<double> pivot_deg;  // fire, split fire: the facing the unit pivots to first (R24)
  std::vector<std::pair<int, int>> attacks;  // hand-to-hand: (enemy unit, SP)
  // kMove: where the unit ends, how fast, and a change of formation about stand `about`
  // (after the move, or before it when `formation_first`), or limbering. Infantry may
  // instead step back or side-step: straight back or sideways, keeping its facing.
  core::Pose to;
  std::vector<core::Vec2> via;  // kMove: points passed on the way, with a turn at each (text p22)
  MovePace pace = MovePace::kMove;
  InfantryStep step = InfantryStep::kForward;
  std::optional<Formation> formation;
  int about = 0;
  int kept_as = -1;  // the stationary stand's number in the new formation (-1: the same as `about`)
  bool formation_first = false;
  LimberChange limber = LimberChange::kNone;
};

enum class RollKind { kInitiative, kFire, kBounceThrough, kHoldBack, kAttack, kRethrow, kReactionFire };

struct PendingRoll {
  RollKind kind = RollKind::kInitiative;
  int side = 0;
  int unit = -1;    // who throws (-1 for initiative)
  int target = -1;  // who is hit
  int dice = 0;
  int hit_on = 0;   // a die at or below this hits (hold back: passes)
  std::string why;
  core::Dist outcome;  // hits (initiative: the total; hold back: 1 when held back)
  double range_cm = 0;  // artillery fire: for bounce-through
  bool medium_roundshot = false;
};

struct OrderNeeded {
  int side = 0;
  int unit = 0;
  Phase phase = Phase::kInitiative;
  OrderKind context = OrderKind::kHold;  // kFire, kJoin, kAttack, kRethrow, kHold (manoeuvre), kStand (reaction)
};

struct Outcome {
  std::optional<int> winner;
  std::string summary;
};

using Need = std::variant<OrderNeeded, PendingRoll, Outcome>;

// A result of an order or a roll that the game tells the players (battle/told.hpp says it in
// words): who took or recovered hits, who was removed and why, a hold-back test's outcome,
// the initiative, the victory check at the end of a turn.
struct Told {
  enum class Kind {
    kHits, kMeleeContactHit, kRecovered,                                 // `count` hits; `sp_left` after them
    kRemovedNoStrength, kRemovedInContact, kLeftTable, kCommandLost,  // `unit` is removed
    kHeldBack, kJoinsIn,                                              // a hold-back test's outcome
    kInitiative, kInitiativeTie,                                      // `unit` is the winning side
    kTurnEnds, kBattleOver,                                           // the victory check
  };
  Kind kind = Kind::kHits;
  int unit = -1;
  int count = 0;
  int sp_left = 0;
};

// The grid's cells: most searches look at a few cells and few units beyond what they need.
// Cells from 12 to 24 cm change a battle's cost by under 2% (bench/README); 18 costs least.
inline constexpr double kGridCellCm = 18;

// The ranges at which each unit able to fire may fire at the enemies near it (none: it may not),
// worked out as the firing phase begins, while nobody has moved: the suppression, the firing
// queue and the AI all ask for the same pairs (battle/fire.hpp).
struct FireRanges {
  bool valid = false;  // dropped as soon as any unit moves or leaves
  // By firer: where its targets begin in `ranges` and one past the last; (-1, -1) once a unit
  // turned near it to fire (its ranges are measured afresh).
  std::vector<std::pair<int, int>> of;
  std::vector<std::pair<int, std::optional<double>>> ranges;  // target, range
};

// A unit's nearest enemy of any arm (-1: none left) and the distance to it, found when both
// sides' counts of table changes were `at` (nearest_enemy_of).
struct RememberedNearest {
  std::array<std::uint64_t, 2> at{0, 0};
  int unit = -1;
  double cm = 0;
};

struct Battle {
  std::array<std::string, 2> sides;
  double width_cm = 0;
  double depth_cm = 0;
  Rulings rulings;
  int turn_limit = 12;
  std::vector<BattleUnit> units;
  BattleUnit& unit(int i) { return units[static_cast<std::size_t>(i)]; }
  const BattleUnit& unit(int i) const { return units[static_cast<std::size_t>(i)]; }
  // Where each side's units on the table stand, for searches near a place: kept by
  // place_unit and remove_unit (battle/unit_grid.hpp), never assigned directly.
  table::UnitGrid<2> grid{kGridCellCm};
  // Kept by begin_phase, place_unit and remove_unit, never assigned directly.
  FireRanges fire_ranges;
  // By side, counts place_unit and remove_unit of its units, and index_units: what was
  // remembered of a side's units at one count is stale at the next.
  std::array<std::uint64_t, 2> table_changes{1, 1};
  // By unit, kept by nearest_enemy_of (battle/queries.hpp).
  mutable std::vector<RememberedNearest> nearest_enemies;
  // The advances traced in the battle's present state, kept by advance_until (battle/manoeuvre.hpp).
  mutable std::vector<RememberedAdvance> advances;
  std::vector<CommandGroup> groups;
  // Shared by every copy of the battle: the table's features never change.
  std::shared_ptr<const Terrain> terrain = std::make_shared<const Terrain>();

  int turn = 1;
  Phase phase = Phase::kInitiative;
  int initiative = 0;
  std::array<int, 2> initiative_throw{-1, -1};

  // What the phase still has to do: units to ask in order, the roll due, the attacks due.
  std::vector<int> queue;
  // The unit first in the queue was brought forward by its player (kNext) and must now be
  // given its order before another is chosen, so choosing always ends.
  bool brought_forward = false;
  std::vector<PendingRoll> rolls;  // the first is due
  enum class MeleeStage { kJoin, kAllocate, kResolve };
  MeleeStage stage = MeleeStage::kJoin;
  struct Attack {
    int attacker = -1;
    int target = -1;
    int sp = 0;
    bool outflanking = false;
  };
  std::vector<Attack> attacks;
  std::optional<int> rethrow_hits;  // the attack just thrown may be re-thrown
  struct Charge {
    int charger = -1;
    int target = -1;
    double start_distance_cm = 0;
  };
  std::optional<Charge> charge;
  std::optional<Outcome> over;

  // When set (a game people follow, not a simulation), each order and roll tells its results
  // here; the battle's owner clears the list before each.
  bool tell = false;
  std::vector<Told> told;
};

// Keeps `t` when the battle tells its results.
inline void tell(Battle& b, const Told& t) {
  if (b.tell) b.told.push_back(t);
}

}  // namespace sandtable::rules::mininap
