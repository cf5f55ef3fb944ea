// Whole 1418 battles played fast: the AI writes both sides' orders and each bound is
// executed with the dice of one random stream, without the engine's requests.
#pragma once

#include "core/random.hpp"
#include "engine/scenario.hpp"
#include "rules/1418/battle/battle.hpp"
#include "sim/run.hpp"

namespace sandtable::rules::gw1418 {

// Plays the battle to its end.
void play_out(Battle& b, core::Rng& rng);

// What `sandtable simulate` runs for a 1418 scenario: one battle per call, platoons lost per side.
sim::BattleFn battle_simulator(const engine::Scenario& scenario, const engine::Rulings& rulings);

}  // namespace sandtable::rules::gw1418
