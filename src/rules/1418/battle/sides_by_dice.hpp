// Sides by dice (Setting up the battlefield, step 3; RULINGS.md 39): before bound 1 a die
// decides which half of the table each side takes, when the scenario says so.
#pragma once

#include "engine/request.hpp"
#include "rules/1418/battle/battle.hpp"
#include "rules/1418/battle/dice_feed.hpp"

namespace sandtable::rules::gw1418 {

// The die, rolled by the first side: 1-3 each side keeps the half the scenario places it
// on, 4-6 they swap.
engine::DiceRequest sides_roll(const Battle& b);

// Settles the sides with the die's `face`: a swap turns every platoon through the centre of
// the table, so each army stands as placed, seen from the other edge. Says so in last_bound.
void settle_sides(Battle& b, int face);

// The roll and its settling, with the die from `dice` (a simulation's).
void roll_for_sides(Battle& b, DiceFeed& dice);

}  // namespace sandtable::rules::gw1418
