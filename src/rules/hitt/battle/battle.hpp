// A Hordes in the Trenches battle as a plain value: the elements, the terrain, whose bound it
// is and what the battle waits for next. Distances are paces (100p to the inch in 15 mm);
// positions are the centre of each element's front edge, y up the table from side 0's edge.
#pragma once

#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "engine/spec.hpp"
#include "rules/hitt/combat.hpp"
#include "rules/hitt/elements.hpp"
#include "table/terrain.hpp"

namespace sandtable::rules::hitt {

// Every base is 40 mm wide: 157.5 paces at 100 paces to the inch.
inline constexpr double kPacesPerMm = 100.0 / 25.4;
inline constexpr double kBaseWidth = 40 * kPacesPerMm;

enum class Ground { kHill, kWoods, kBuiltUp, kRuins, kStrongpoint, kRough, kRiver, kRoad, kTrench, kWire };
std::string_view id(Ground g);
std::vector<std::string> ground_ids();
std::optional<Ground> parse_ground(std::string_view text);

struct Piece {
  table::TerrainPiece<Ground> shape;
  bool cut = false;  // barbed wire cut by sturmtruppe, a tank or a barrage
};

// A piece the players place before the battle (Deployment): its shape where the scenario
// drew it, and once placed, how far it was moved from there.
struct BoxedPiece {
  Piece piece;
  bool placed = false;
  core::Vec2 offset;  // paces
};

struct Troop {
  std::string name;
  int side = 0;
  Element element = Element::kRifles;
  core::Pose pose;
  bool general = false;
  bool on_table = true;  // false: held back (a barrage, gas, aerials) or fled off to return
  bool lost = false;     // destroyed or off the table: counts against its army
  bool gone = false;     // out, not lost: a bomber that flew off the enemy's edge, a sniper that fled
  bool suppressed = false;
  bool moved = false;               // made a tactical move this bound
  bool moved_into_contact = false;  // this bound
  bool at_wire = false;             // stopped by enemy wire: crosses it next bound
  int remounted_in = -1;            // the bound it remounted in (-1: none): moves as rifles until its next ends
  int gas_bounds = 0;               // gas: bounds left after this one

 private:
  mutable core::Base placed_;
  mutable core::Pose placed_at_{{std::nan(""), 0}, 0};
  mutable Element placed_as_ = Element::kRifles;
  void place() const;

 public:

  // The base where it stands: placed once for each pose and kept (every question asks for it,
  // so the check that it is still in place is inline).
  const core::Base& base() const {
    // Poses compare bit for bit (a NaN never equals: the first call always places).
    if (!(pose.position == placed_at_.position) || pose.facing_deg != placed_at_.facing_deg || element != placed_as_) place();
    return placed_;
  }
  // The centre its base would have standing at `to`, bit for bit, without placing the base
  // there: where the facing is the same, its base's unit vector of the facing serves (no sine
  // and cosine again).
  core::Vec2 centre_at(const core::Pose& to) const {
    const core::Base& here = base();
    // As core::Base places a centre: half the depth back from the front edge's middle.
    const core::Vec2 forward = to.facing_deg == pose.facing_deg ? here.forward() : to.forward();
    return to.position - forward * (here.depth() / 2);
  }
  int ap() const;
  bool present() const { return on_table && !lost && !gone; }
};

// Where the bound is.
enum class Stage { kDefenderDice, kTerrain, kTerrainDice, kPips, kMoves, kGasDice, kShooting, kCombat, kOver };

// One shot or fight waiting for its dice.
struct Fight {
  Mode mode = Mode::kCloseCombat;
  int attacker = -1;
  int defender = -1;
  std::vector<int> aiding;  // the attacker's other elements aiding the attack (at most 2 count)
  bool side_to_side = false;  // both in a trench, side edge to side edge (Trench Combat)
};

// An element with a target to choose, and the enemies it may shoot (shooting_targets), listed
// once as the moves end: choosing a shot changes nothing any shooter's list depends on.
struct Shooter {
  int troop = -1;
  std::vector<int> targets;
};

// Push Backs, from HotT (RULINGS.md 27): which friends a recoiling element shoves back.
enum class PushBacks { kSameKind, kSameType, kNone };

struct BattleRules {
  Rulings combat;
  int break_percent = 50;    // a side has lost when this share of its AP is lost
  int bound_limit = 30;      // bounds of each side
  bool fewer_losses_win_at_limit = true;
  bool zones_of_control = true;  // RULINGS.md 32
  PushBacks push_backs = PushBacks::kSameKind;
};

struct Battle {
  std::array<std::string, 2> sides;
  std::vector<Troop> troops;
  std::vector<Piece> terrain;
  std::vector<BoxedPiece> terrain_box;  // to be placed before the battle, in the scenario's order
  int terrain_step = 0;     // placings and passes so far in the terrain sequence; -1 once it is over
  int terrain_chooser = -1;  // after the first four: the side whose die was higher
  double width = 0;  // paces
  double depth = 0;
  BattleRules rules;
  std::array<int, 2> army_ap{};
  int defender = -1;  // -1 until the dice decide
  int bound = 1;      // counts each side's bound
  int active = 0;
  int pips = 0;
  Stage stage = Stage::kPips;
  int gas_waiting = -1;          // a gas element whose duration die is due
  std::vector<Shooter> shooters;  // still to choose a target, in order
  std::vector<Fight> fights;     // chosen shots, then close combats, waiting for dice
  std::vector<int> observers_used;  // balloons and observers that gave observed fire this bound
  std::optional<int> winner;     // when over: the side that won, none for a draw
  std::string result;            // when over: why
  std::vector<std::string> log;  // what the last step did beyond its order or roll: outcomes, for people
  bool keep_log = true;          // false where no one reads the log (a simulation): no text is built

  const Troop& troop(int i) const { return troops[static_cast<std::size_t>(i)]; }
  Troop& troop(int i) { return troops[static_cast<std::size_t>(i)]; }
  int count() const { return static_cast<int>(troops.size()); }
  // The y of the side's own table edge (side 0's is y = 0).
  double home_edge(int side) const { return side == 0 ? 0 : depth; }
  // The facing that looks away from the side's own edge, into the table.
  static double forward_facing(int side) { return side == 0 ? 90 : -90; }
};

// Notes in the log what `words()` says, where the battle keeps its log: the words are not put
// together otherwise.
template <class Words>
void note(Battle& b, Words words) {
  if (b.keep_log) b.log.emplace_back(words());
}

// Moves and actions the rules refuse; the message says why.
class RuleError : public engine::BadInput {
 public:
  explicit RuleError(const std::string& message) : engine::BadInput("", message) {}
};

}  // namespace sandtable::rules::hitt
