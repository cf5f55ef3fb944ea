// A Mini-Nap 2 battle of any size for scaling benchmarks: two lines facing each other.
#pragma once

#include "engine/scenario.hpp"

namespace sandtable::bench {

// `units_a_side` fighting units a side in one line, 8 cm apart, on a table as wide as the
// line needs, 60 cm between the lines (as in the corps scenario). Every ten units form a
// division: two brigades of three line infantry columns and a light infantry skirmish line,
// a foot battery and a light cavalry column, under brigade and division commanders and one
// corps commander. The same size gives the same scenario.
engine::Scenario lines_scenario(int units_a_side);

}  // namespace sandtable::bench
