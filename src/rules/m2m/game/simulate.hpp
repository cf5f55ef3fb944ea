// Whole Mukden to Megiddo battles played fast: the state driven directly by the AI and the
// dice of one random stream, without the engine's requests.
#pragma once

#include "core/random.hpp"
#include "engine/scenario.hpp"
#include "rules/m2m/game/state.hpp"
#include "sim/run.hpp"

namespace sandtable::rules::m2m {

// Plays the battle to its end: every die from `rng`, every decision the AI's.
void play_out(State& s, core::Rng& rng);

// What `sandtable simulate` runs for an m2m scenario: one battle per call, figures lost a side.
sim::BattleFn battle_simulator(const engine::Scenario& scenario, const engine::Rulings& rulings);

}  // namespace sandtable::rules::m2m
