// What the terrain does to fire and hand-to-hand on the table: rulings R16-R19.
#pragma once

#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

// R16, R17: true when terrain blocks the zone of fire `length` cm straight ahead of `face`
// toward the target stand `target` (a hill unless the centre of `face` or `target` is on it).
bool terrain_blocks_fire(const Battle& b, const core::Base& face, double length, const core::Base& target);

// R18: dice taken away from fire at the unit: the best cover that the centre of one of its
// stands stands in.
int cover_dice(const Battle& b, int target);

// R19: CV taken away from `attacker`'s attack on `target`: the target in a village or woods
// (by a stand's centre, as for cover), or on a hill (likewise) that the attacker is not on.
// Only the largest counts.
int defence_cv(const Battle& b, int attacker, int target);

}  // namespace sandtable::rules::mininap
