// The Hun at the Gates, XII.B: the Patrol Mode scoring guide as a calculator.
#pragma once

#include <string>
#include <vector>

#include "rules/hun/patrol_tables.hpp"

namespace sandtable::rules::hun {

struct PatrolOutcome {
  int survived = 0;             // player units that survived the game
  int half_strength = 0;        // of those, at half strength or above
  int unscathed = 0;            // of those, no more than a quarter wounded or killed
  int supply_captured = 0;      // enemy supply transports captured or destroyed
  int headquarters_members = 0; // members of enemy headquarters captured or killed
  int driven_off = 0;           // enemy units driven off the table, generals included
  double feet_crossed = 0;      // for a single big objective: feet of table crossed
  double other_points = 0;      // other scenario objectives
};

struct PatrolScore {
  double points = 0;
  bool lost = false;  // every player unit destroyed: an automatic loss
  std::vector<std::string> lines;
};

// Throws engine::BadInput for counts that cannot be (negative, more half-strength units than survivors).
PatrolScore score_patrol(const PatrolOutcome& o, const PatrolTables& t = builtin_patrol_tables());

}  // namespace sandtable::rules::hun
