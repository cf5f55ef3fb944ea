// Fast AI-against-AI Mini-Nap 2 battles on the typed state: digital dice, no JSON, no log.
#pragma once

#include <array>
#include <optional>

#include "core/random.hpp"
#include "rules/mininap/ai.hpp"
#include "rules/mininap/battle/battle.hpp"
#include "engine/scenario.hpp"
#include "sim/run.hpp"
#include "sim/stats.hpp"

namespace sandtable::rules::mininap {

struct SimulatedBattle {
  std::optional<int> winner;  // none: a draw
  int turns = 0;
  // Units lost per side and arm (indexed by Category: infantry, cavalry, artillery, command).
  std::array<std::array<int, 4>, 2> units_lost{};
};

using SideStyles = std::array<AiStyle, 2>;

// Plays `start` (a battle from battle_from_scenario) to the end with the AI, each
// side in its own style; dice come from `rng`, the AI's tie-breaks from a kDecision
// stream seeded from it.
SimulatedBattle simulate_battle(const Battle& start, core::Rng& rng, SideStyles styles = {AiStyle::kStandard, AiStyle::kStandard});

// Plays `b` on with the AI, each side in its own style, dice from `dice`, until it is
// over or turn `until_turn` begins: simulate_battle's loop, also for timing single turns.
void play(Battle& b, core::Rng& dice, core::Rng& decisions, int until_turn,
          SideStyles styles = {AiStyle::kStandard, AiStyle::kStandard});

// The result for sim::run_battles: losses as "<arm> units" per side.
sim::BattleResult to_battle_result(const SimulatedBattle& battle);

// What `sandtable simulate` hands to sim::run_battles: the scenario is read once (throwing
// as battle_from_scenario does), then each call plays one battle from its own stream.
sim::BattleFn battle_simulator(const engine::Scenario& scenario, const engine::Rulings& rulings);

}  // namespace sandtable::rules::mininap
