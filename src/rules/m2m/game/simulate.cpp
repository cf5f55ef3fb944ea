#include "rules/m2m/game/simulate.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "rules/m2m/game/ai.hpp"
#include "rules/m2m/game/setup.hpp"
#include "rules/m2m/game/turn.hpp"

namespace sandtable::rules::m2m {

namespace {

// A battle that asks this many times without ending has a fault in the rules or the AI.
constexpr long kMaxSteps = 200'000;

}  // namespace

void play_out(State& s, core::Rng& rng) {
  core::Rng decisions = core::Rng::stream(rng.next_u64(), 0, core::Purpose::kDecision);
  std::vector<int> faces;
  for (long step = 0; step < kMaxSteps; ++step) {
    if (s.stage == Stage::kOver) return;
    if (s.cavalry_choice < 0 && !s.rolls.empty()) {
      faces.resize(static_cast<std::size_t>(s.rolls.front().count));
      for (int& f : faces) f = rng.d6();
      apply_roll(s, faces);
    } else {
      apply_action(s, choose_action(s, legal_actions(s), decisions).json);
    }
  }
  throw std::runtime_error(fmt::format("a simulated battle took more than {} steps", kMaxSteps));
}

sim::BattleFn battle_simulator(const engine::Scenario& scenario, const engine::Rulings& rulings) {
  return [start = battle_from_scenario(scenario, rulings)](std::uint64_t, core::Rng& rng) {
    State s = start;
    play_out(s, rng);
    sim::BattleResult r{s.winner, s.turn, {}};
    for (int side = 0; side < 2; ++side) {
      int lost = 0;
      for (const Unit& u : s.units) lost += u.side == side ? u.losses() : 0;
      r.losses.push_back({side, "figures lost", static_cast<double>(lost)});
    }
    return r;
  };
}

}  // namespace sandtable::rules::m2m
