// The Hun at the Gates, VII and XI: movement distances, X + 1d3 inches.
#pragma once

#include <optional>
#include <string>

#include "rules/hun/roll.hpp"
#include "rules/hun/tables.hpp"

namespace sandtable::rules::hun {

struct MoveSituation {
  std::string action = "advance";  // crawl, advance, run (run/gallop) or charge
  Quality quality = Quality::kSoldier;
  bool mounted = false;
  bool wounded = false;
  bool transport = false;          // wagons, limbered guns, carts
  bool rough = false;              // the whole move is in rough terrain
  bool linear_obstacle = false;    // crosses a wall, hedge, window...
  bool road = false;               // along a road: rough terrain does not count; transport doubles
  std::optional<std::string> vehicle_speed;  // slow, fast, very-fast, extremely-fast
  bool tracked = false;            // vehicles: tracked pay terrain as foot, wheeled twice that
};

struct MoveResult {
  RollResult roll;            // inches in the open
  int base_inches = 0;        // X
  int multiplier = 1;         // roads and fast vehicles multiply X + 1d3
  int rough_divisor = 1;      // inches in the rough cost this many inches each (1: not rough)
};

MoveResult resolve_move(const MoveSituation& s, const Tables& t = builtin_tables());

// XI: a train's next move may change by half its last move or 3 inches, whichever is more.
// Its last move is from 0 to kMostTrainMoveInches (past any railway on a table); beyond,
// engine::BadInput on "last_move".
inline constexpr int kMostTrainMoveInches = 1000;
struct TrainRange {
  int slowest = 0;
  int fastest = 0;
};
TrainRange train_speed_range(int last_move_inches, const Tables& t = builtin_tables());

}  // namespace sandtable::rules::hun
