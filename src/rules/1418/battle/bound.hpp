// Executing a bound once both sides' orders are sealed: the order of effectiveness (the
// marked steps # and 1 to 7), then melee on contact, then the end of the bound and victory.
#pragma once

#include "rules/1418/battle/battle.hpp"
#include "rules/1418/battle/dice_feed.hpp"

namespace sandtable::rules::gw1418 {

// Carries out `b`'s sealed orders with dice from `dice`, writes each result into
// b.last_bound and starts the next bound (or ends the battle). Throws NeedRoll from a feed
// that runs out, leaving `b` half-done: the caller replays from a copy.
void resolve_bound(Battle& b, DiceFeed& dice);

}  // namespace sandtable::rules::gw1418
