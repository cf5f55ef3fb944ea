// Whole Hordes in the Trenches battles played fast: the battle driven directly by the AI and
// the dice of one random stream, without the engine's requests, labels and forecasts.
#pragma once

#include <functional>

#include "core/random.hpp"
#include "engine/scenario.hpp"
#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/orders.hpp"
#include "sim/run.hpp"

namespace sandtable::rules::hitt {

// Plays the battle to its end: every die from `rng`, every order the AI's, each shown to
// `seen` (when given) before it is carried out. The battle keeps no log (keep_log is cleared):
// no one reads it.
void play_out(Battle& b, core::Rng& rng, const std::function<void(const Order&)>& seen = {});

// What `sandtable simulate` runs for a hitt scenario: one battle per call, AP lost per side.
sim::BattleFn battle_simulator(const engine::Scenario& scenario, const engine::Rulings& rulings);

}  // namespace sandtable::rules::hitt
