// Shooting in a bound: a platoon's shot at a company it was told to shoot at (its nearest
// platoon in range), a prepared platoon's shot at an enemy that moved into range, and an
// artillery battalion's bombardment of its circle.
#pragma once

#include "rules/1418/battle/execution.hpp"

namespace sandtable::rules::gw1418 {

// Shoots with `shooter` as its company's orders say, once a bound; a prepared platoon only
// after movement (`after_movement`), at the nearest enemy in range that moved.
void fire_platoon(Execution& x, int shooter, bool after_movement);

// The bombardment of a battalion ordered to Bombard: its batteries that stay put fire their
// shots on the enemy platoons under the circle, laid as best_bombardment finds best.
void bombard(Execution& x, int battalion);

}  // namespace sandtable::rules::gw1418
