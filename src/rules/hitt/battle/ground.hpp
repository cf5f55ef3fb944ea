// What the terrain under an element's base means in Hordes in the Trenches: going, cover,
// strongpoints, hills, trenches and barbed wire, and what blocks a line of sight.
#pragma once

#include <vector>

#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt {

// The going a move or a base is in, best to worst.
enum class Going { kRoad, kGood, kBad, kRiver };

// The box around the base.
core::Box bounds_of(const core::Base& base);
// Any part of the base in bad going: woods, built-up areas, ruins, strongpoints, rough.
bool in_bad_going(const Battle& b, const core::Base& base);
// Any part of the base in a wood, built-up area, ruin or strongpoint.
bool in_cover(const Battle& b, const core::Base& base);
bool in_strongpoint(const Battle& b, const core::Base& base);
// The base's middle stands on a hill.
bool on_hill(const Battle& b, const core::Base& base);
// Which of the battle's terrain pieces a question asks: all of them, or only those that can
// reach where the base stands (`only`: indices into b.terrain in their order, from
// pieces_near, for bases within the area it was given).
struct Pieces {
  const std::vector<int>* only = nullptr;
};
// The pieces whose box overlaps `area`: a base inside it can touch, stand on or stand in no
// other.
std::vector<int> pieces_near(const Battle& b, const core::Box& area);

// The base's middle lies in a trench.
bool in_trench(const Battle& b, const core::Base& base);
// All of the above under one base, each piece asked once (a fight asks every one).
struct GroundUnder {
  bool bad_going = false;
  bool cover = false;
  bool strongpoint = false;
  bool hill = false;
  bool trench = false;
};
GroundUnder ground_under(const Battle& b, const core::Base& base);
// The going of one base where it stands, or `at_least` where that is worse (the worst going
// of a path so far: once it is off the road, roads are not looked for).
Going going_at(const Battle& b, const core::Base& base, Pieces among = {}, Going at_least = Going::kRoad);
// The uncut wire of the side that does not own it (-1 when the base touches none).
int wire_touched(const Battle& b, const core::Base& base, int mover_side, Pieces among = {});
// What a step of a walk asks of the ground under its base, answered in one pass over the
// pieces: the wire (wire_touched, asked for `wire_of`, the mover's side, unless -1), the
// trench (in_trench, when `trench`) and the going (going_at from `at_least`, when `going`).
struct StepAsk {
  int wire_of = -1;
  bool trench = false;
  bool going = false;
  Going at_least = Going::kRoad;
};
struct StepGround {
  int wire = -1;
  bool trench = false;
  Going going = Going::kRoad;
};
StepGround step_ground(const Battle& b, const core::Base& base, const StepAsk& ask, Pieces among = {});

// True when woods, built-up areas, ruins or gas lie across the line between the two points;
// pieces that hold either end do not block (an element sees out of its own wood).
bool sight_blocked(const Battle& b, core::Vec2 from, core::Vec2 to);

}  // namespace sandtable::rules::hitt
