#include "rules/mininap/simulate.hpp"

#include <fmt/format.h>

#include <limits>
#include <stdexcept>

#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/battle/turn.hpp"

namespace sandtable::rules::mininap {

namespace {

// A battle that asks this many times without ending has a fault in the rules or the AI.
constexpr long kMaxSteps = 2'000'000;

}  // namespace

void play(Battle& b, core::Rng& dice, core::Rng& decisions, int until_turn, SideStyles styles) {
  std::vector<int> faces;
  for (long step = 0; step < kMaxSteps; ++step) {
    const Need n = need(b);
    if (std::holds_alternative<Outcome>(n) || b.turn >= until_turn) return;
    if (const auto* roll = std::get_if<PendingRoll>(&n)) {
      faces.resize(static_cast<std::size_t>(roll->dice));
      for (int& f : faces) f = dice.d6();
      apply_roll(b, faces);
    } else {
      const int side = std::get<OrderNeeded>(n).side;
      // The AI's trials checked its manoeuvre already: it is carried out without a second check.
      const AiChoice choice = choose_with_reason(b, decisions, styles[static_cast<std::size_t>(side)]);
      apply_order(b, choice.order, choice.checked);
    }
  }
  throw std::runtime_error(fmt::format("a simulated battle took more than {} steps", kMaxSteps));
}

SimulatedBattle simulate_battle(const Battle& start, core::Rng& rng, SideStyles styles) {
  core::Rng decisions = core::Rng::stream(rng.next_u64(), 0, core::Purpose::kDecision);
  Battle b = start;
  play(b, rng, decisions, std::numeric_limits<int>::max(), styles);
  SimulatedBattle result{b.over->winner, b.turn, {}};
  for (const BattleUnit& u : b.units) {
    if (u.removed) ++result.units_lost[static_cast<std::size_t>(u.side)][static_cast<std::size_t>(u.arm())];
  }
  return result;
}

sim::BattleResult to_battle_result(const SimulatedBattle& battle) {
  sim::BattleResult r{battle.winner, battle.turns, {}};
  for (int side = 0; side < 2; ++side) {
    for (const Category arm : {Category::kInfantry, Category::kCavalry, Category::kArtillery, Category::kCommand}) {
      r.losses.push_back({side, fmt::format("{} units", arm_id(arm)),
                          static_cast<double>(battle.units_lost[static_cast<std::size_t>(side)][static_cast<std::size_t>(arm)])});
    }
  }
  return r;
}

sim::BattleFn battle_simulator(const engine::Scenario& scenario, const engine::Rulings& rulings) {
  return [start = battle_from_scenario(scenario, rulings)](std::uint64_t, core::Rng& rng) {
    return to_battle_result(simulate_battle(start, rng));
  };
}

}  // namespace sandtable::rules::mininap
