// A Mukden to Megiddo battle on the table: units and commanders with their positions in
// inches, the messages going up and down the chain of command, the stage of the turn and the
// rolls still to be made. Plain data; the turn (turn.hpp) changes it, the views read it.
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/geometry.hpp"
#include "core/polygon.hpp"
#include "core/polyline.hpp"
#include "engine/request.hpp"
#include "rules/m2m/fire.hpp"
#include "rules/m2m/parts.hpp"
#include "rules/m2m/rulings.hpp"

namespace sandtable::rules::m2m {

// A turn's rules were broken by an answer: the game refuses it (engine::IllegalAction).
class GameError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class Arm { kInfantry, kCavalry, kArtillery, kMg, kTank, kSpotter };
enum class Formation { kLine, kColumn, kSkirmish };
enum class OrderKind { kReserve, kAttack, kDefend, kMarch, kBombard, kDigIn, kFormColumn, kFormLine, kReport, kSmoke, kDismount, kMount, kGas };
enum class Level { kChateau, kSector, kFrontLine };
enum class Ground { kWoods, kTown, kTrenches, kNoMansLand, kWire, kRoad, kObjective, kSmoke, kGas, kConcrete };

std::string_view id(Arm a);
std::string_view id(Formation f);
std::string_view id(OrderKind k);
std::string_view id(Level l);
std::string_view id(Ground g);
std::vector<std::string> arm_ids();
std::vector<std::string> formation_ids();
std::vector<std::string> initial_order_ids();
std::vector<std::string> ground_ids();
Arm parse_arm(std::string_view text);
Formation parse_formation(std::string_view text);
OrderKind parse_order(std::string_view text);
Level parse_level(std::string_view text);
Ground parse_ground(std::string_view text);

// An order: what to do and, for attack, defend, march and bombard, where (an objective).
struct Order {
  OrderKind kind = OrderKind::kReserve;
  int objective = -1;
  friend bool operator==(const Order&, const Order&) = default;
};

struct Unit {
  std::string name;
  int side = 0;
  Arm arm = Arm::kInfantry;
  Rating rating = Rating::kAverage;
  Formation formation = Formation::kLine;
  Gun gun = Gun::kField;
  bool sub_unit = false;       // Appendix 1: a c.10-figure sub-unit of skirmishers
  bool dismounted = false;     // cavalry on foot (ruling 51)
  bool off_table = false;      // heavy artillery behind the table: fires only when ordered
  int figures = 0;             // figures, or an MG's, gun's or tank's crew
  int start_figures = 0;
  int mg_crew = 0;             // infantry: the crew of an MG attached to it (1 Organization)
  int start_mg_crew = 0;
  bool lmg = false;            // the MG (an MG unit's, or the one attached) is a light MG (ruling 48)
  core::Vec2 at;               // inches
  int commander = -1;          // the commander it answers to
  Order order;
  int bombard_turns = 0;       // turns of an ordered bombardment still to fire
  bool ranged = false;         // its ranging shots at the bombardment's target are fired
  bool deployed = true;        // artillery: unlimbered and able to fire
  int dug_in = 0;              // turns spent digging in; 2: field defences
  bool pinned = false;
  bool retreating = false;
  bool routed = false;         // ran from a melee: never rallies
  int melee_with = -1;         // the enemy of a fight that continues
  int prisoners_taken = 0;
  int prisoners_to_escort = 0; // infantry: taken in its last win, to be sent to the rear with a guard (ruling 52)
  int guards = 0;              // figures away escorting prisoners to the rear: not losses (ruling 52)
  int rally_turn = 0;          // won a melee: tests to rally in this turn's stage 4 (ruling 40); 0 none
  int through_friends = -1;    // infantry: the pinned-down friends it reached, to pass through (ruling 53)
  int through_turn = 0;        // the turn it halts among them, an easy target, and tests (ruling 53); 0 none
  int pursuing = -1;           // cavalry that won a melee: the running enemy it pursues in stage 7 (ruling 41)
  // This turn.
  int hits = 0;                // casualties suffered
  bool under_fire = false;
  bool fired = false;
  bool moved = false;
  bool moved_last_turn = false;
  bool halted = false;         // failed morale or changing formation: no move this turn
  bool at_wire = false;        // stopped at intact wire, to cross it next move

  bool gone() const { return figures <= 0; }
  // Losses so far (8 Morale): its figures and its attached MG's crew (ruling 38); a guard
  // escorting prisoners is away, not lost (ruling 52).
  int losses() const { return start_figures - figures - guards + start_mg_crew - mg_crew; }
};

struct Commander {
  std::string name;
  int side = 0;
  Level level = Level::kFrontLine;
  bool off_table = false;
  core::Vec2 at;
  int superior = -1;
  Order holding;               // the last order that reached him (or his initial order)
  int actions_used = 0;        // this turn
  int orders_sent = 0;         // this turn: more than one and the HQ cannot move
};

enum class MessageStatus { kInTransit, kArrived };

struct Message {
  int side = 0;
  int from = -1;  // commanders
  int to = -1;
  Order order;    // kReport: a report on the objective
  int written = 0;  // the turn
  MessageStatus status = MessageStatus::kInTransit;
  int arrived = 0;  // the turn it is read in
};

struct Feature {
  Ground ground = Ground::kWoods;
  std::string name;
  std::optional<core::Polygon> area;
  std::optional<core::Polyline> line;
};

struct Objective {
  std::string name;
  core::Vec2 at;
};

// Appendix 1 d), e): an A4-size area of smoke or gas laid before the battle (or smoke a gun
// fires: ruling 50), until a turn's die of 1 disperses it (ruling 43).
inline constexpr double kA4Long = 11.7, kA4Short = 8.3;  // inches

struct Cloud {
  bool gas = false;
  std::string name;
  core::Polygon area;  // inches
};

// Ruling 46 (Appendix 1 tanks, 3 Field Engineering): a gap a tank crushed in a wire belt, as
// wide as the tank's frontage, along the wire where the tank's path crossed its centre line.
struct WireGap {
  int wire = -1;        // the belt: its feature in State::terrain
  core::Vec2 from, to;  // its ends on the belt's centre line, inches
};

// A roll the game waits for, and what its faces will decide.
enum class RollKind {
  kBombardEffect,  // the umpire's secret die: how hard the pre-battle bombardment fell
  kBombardment,    // a die per defending unit: its casualties
  kSpareDie,       // fire: does the spare figures' die add a die?
  kFire,           // fire: the firing dice
  kConfirm,        // fire: half effect, each hit confirmed on 4+
  kMorale,
  kMoraleReroll,
  kMove,
  kWire,
  kMeleeAttacker,
  kMeleeDefender,
  kMessages,       // the umpire's roll for every message in transit
  // Last, so the kinds before it keep their numbers (and saves made before it their fingerprints).
  kMgSplit,        // fire: each 6 that hit a unit with an attached MG, again: 5-6 its crew, 1-4 infantry
  kDisperse,       // stage 8: a die for each area of smoke or gas, 1 disperses it
};

struct Roll {
  RollKind kind = RollKind::kFire;
  int side = engine::kNoSide;  // who rolls
  int count = 1;
  std::string reason;
  int unit = -1;
  int target = -1;
  int number = 0;              // the face needed, the spares, the dice of a fire
  int confirmations = 0;       // fire: half effects still to confirm
  bool split_sixes = false;    // fire: the target has an attached MG, so its 6s are rolled again
  bool sixes = false;          // a confirmation: the hits it confirms are 6s, to be split after
  bool retreat = false;        // a move away from the enemy
  bool after_win = false;      // morale: the rally test after winning a melee or a pursuit (ruling 40)
  bool evade = false;          // a move: skirmishers evading the attacker `target` (ruling 42)
  bool fire_after = false;     // a move: elite or good infantry's half move, then fire at `target` (ruling 57)
  std::vector<int> faces;      // carried: the first roll of a morale test, the attacker's melee dice
  // Who may see this roll's faces: kNoSide the umpire only, a side, or kEveryone.
  int audience = -2;
  std::optional<core::Dist> outcome;
  std::optional<core::ExactOutcomes> labelled;
};
inline constexpr int kEveryone = -2;

enum class Stage { kBombardment = 0, kOrders = 1, kArtillery, kFire, kMorale, kMovement, kMelee, kEnforced, kMessages, kOver };
std::string_view id(Stage s);

struct Setup {
  int attacker = 0;
  int turn_limit = 10;
  int actions = 2;            // each commander's actions a turn
  int message_roll = 5;       // a message arrives on this or more
  bool trench_warfare = false;
  bool bombardment = false;
  int wire_bonus = 0;         // Appendix 1 c): the attacker's bonus to cross wire
  int hold_to_win = 1;        // objectives the attacker must hold at the end of a turn
  int sight = 36;             // ruling 24
  int sight_into_cover = 12;
  int wire_share = 50;        // ruling 27
  bool orders_follow_received = true;  // ruling 25
  bool attached_mg_own_dice = true;    // ruling 39: an attached MG rolls its own dice (else its crew count as figures)
  bool spotters = true;                // ruling 49: an ordered bombardment needs a spotter who sees its target
  bool tank_gaps = true;               // ruling 46: a tank leaves a gap in the wire it crushes
  bool concrete_as_trenches = true;    // ruling 47: concrete counts as trenches beside its fire target
  bool dig_in_needs_line = true;       // ruling 36: digging in needs a linear position (a road, a wood's edge)
  bool gas_shells = true;              // ruling 55: guns may fire gas as they fire smoke (ruling 50)
  bool prisoner_guard = true;          // ruling 52: winning infantry send a figure to guard their prisoners to the rear
  double figure_frontage = 0.25;      // ruling 37: inches a figure of a line takes, on the map
};

struct State {
  std::vector<std::string> sides;
  Setup setup;
  Rulings rulings;
  std::vector<Unit> units;
  std::vector<Commander> commanders;
  std::vector<Message> messages;
  std::vector<Feature> terrain;
  std::vector<Objective> objectives;
  std::vector<Cloud> clouds;   // smoke and gas still hanging over the table
  std::vector<WireGap> gaps;   // gaps tanks have crushed in the wire
  std::vector<double> home_y;  // each side's base edge
  double width = 0, depth = 0;
  int turn = 1;
  int clock_minutes = 0;
  Stage stage = Stage::kOrders;
  int acting = 0;              // the side deciding in stages 1 to 3
  std::deque<Roll> rolls;
  int cavalry_choice = -1;     // a unit that may advance losing one figure, or halt
  std::optional<int> winner;
  std::string result;
  // Who may see each answer so far (answer k at [k]): kEveryone, a side, or kNoSide (umpire).
  std::vector<int> audience;
  std::vector<std::string> log;  // what the last answer did, for people

  int defender() const { return 1 - setup.attacker; }
  // Sides in the order they act: the defender first, except in movement.
  std::vector<int> order_of_play(Stage s) const;
  const Unit& unit(int i) const { return units[static_cast<std::size_t>(i)]; }
  Unit& unit(int i) { return units[static_cast<std::size_t>(i)]; }
  const Commander& commander(int i) const { return commanders[static_cast<std::size_t>(i)]; }
  Commander& commander(int i) { return commanders[static_cast<std::size_t>(i)]; }
};

engine::Json order_json(const State& s, const Order& o);
std::string order_words(const State& s, const Order& o);
engine::Json unit_json(const State& s, const Unit& u);
engine::Json commander_json(const State& s, const Commander& c);
engine::Json message_json(const State& s, int index);
// The smoke and gas areas, seen by everyone (ruling 43): kind, name and corners in inches.
engine::Json clouds_json(const State& s);
// The gaps in the wire, seen by everyone (ruling 46): the belt and the ends in inches.
engine::Json gaps_json(const State& s);
engine::Json state_json(const State& s);

}  // namespace sandtable::rules::m2m
