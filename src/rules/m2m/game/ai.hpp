// The Mukden to Megiddo AI, for either side: commanders pass their orders down the chain and
// front-line commanders set their units on them and join a remnant of a sub-unit to another
// (ruling 44); guns and rifles fire at the target where the exact odds give the most hits;
// cavalry advance under fire while they are strong.
#pragma once

#include <vector>

#include "core/random.hpp"
#include "engine/request.hpp"
#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

// One of `actions` (the legal actions of the pending decision, as legal_actions lists them).
engine::Action choose_action(const State& s, const std::vector<engine::Action>& actions, core::Rng& rng);

}  // namespace sandtable::rules::m2m
