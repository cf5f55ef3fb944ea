// The Hun at the Gates, VIII: MG arcs, on-board artillery, off-board support and bombs.
#pragma once

#include <functional>
#include <string>

#include "rules/hun/roll.hpp"
#include "rules/hun/tables.hpp"

namespace sandtable::rules::hun {

// VIII, machineguns: what an MG may fire and what it costs.
struct MgFireSituation {
  int crew = 3;
  int wounded_crew = 0;
  std::string arc = "90";     // "45", "double-45" or "90"
  bool crew_moved = false;    // the crew moved this turn
  bool on_vehicle = false;    // mounted on a vehicle, cart, train or boat
};

struct MgFireResult {
  int arc_degrees = 90;
  int tests_per_figure = 1;     // a figure in a double arc tests twice
  bool reload_needed = false;   // a lone crewman spends an action reloading after a wide arc
  bool moving_fire = false;     // tests use the chart's moving rows
  std::vector<std::string> why;
};

MgFireResult fire_mg(const MgFireSituation& s);

// VIII, on-board artillery and off-board support when it arrives: where the shot falls.
struct ArtillerySituation {
  int range_inches = 24;
  int crew = 4;
  bool overhead = false;   // firing over the heads of intervening troops
  bool off_board = false;  // off-board support: always the longest range bracket
  bool heavy = false;      // heavy artillery (off-board): a wider blast
};

struct FallOfShot {
  std::string bracket;
  RollResult deviation;   // inches the point of impact moves (0: on target)
  int direction_sectors = 6;  // if it deviates: a d6 picks a 60-degree sector, 1 = beyond the target
  int blast_inches = 3;       // every figure and equipment within tests versus blast
  int actions = 1;            // a single crewman loads and fires in two separate actions
};

FallOfShot fire_artillery(const ArtillerySituation& s, const Tables& t = builtin_tables());

// VIII, bombs: thrown up to 6 inches by one figure.
FallOfShot throw_bomb(Quality thrower, int range_inches, const Tables& t = builtin_tables());

// VIII, off-board support: 2D6 plus the registration built up on the same point.
enum class SupportCall : int { kNoFire = 0, kArrives = 1, kCommunicationsLost = 2 };

struct SupportResult {
  double arrives = 0;
  double communications_lost = 0;
  int registration_next = 0;       // after a call that did not lose communications
  int registration_if_lost = 0;
  std::vector<std::string> why;
  std::function<SupportCall(engine::DiceSource&)> read_dice;  // the call made with dice
};

// The most registration a point can build up: a turn each, past any game's length.
inline constexpr int kMostRegistration = 100;

// Throws engine::BadInput on "registration" outside 0..kMostRegistration.
SupportResult call_support(int registration, const Tables& t = builtin_tables());

}  // namespace sandtable::rules::hun
