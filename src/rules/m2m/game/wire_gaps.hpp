// Gaps tanks crush in the wire (ruling 46): where a move meets a wire belt, the gap a tank
// leaves there, and whether another unit's move goes through one.
#pragma once

#include <optional>

#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

// The wire belt (its index in State::terrain) whose centre line the straight move from `from`
// toward `to` crosses first, or -1.
int wire_ahead(const State& s, core::Vec2 from, core::Vec2 to);
// Whether the move from `from` toward `to` crosses the centre line of the belt `wire` inside a gap.
bool through_gap(const State& s, int wire, core::Vec2 from, core::Vec2 to);
// The tank `tank`, moving from where it stands toward `to`, crushes a gap as wide as its frontage
// in the belt `wire` where it crosses its centre line, unless it crosses inside a gap already there.
void crush_gap(State& s, int tank, int wire, core::Vec2 to);

}  // namespace sandtable::rules::m2m
