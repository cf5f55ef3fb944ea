#include "rules/1418/simulate.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "rules/1418/ai.hpp"
#include "rules/1418/battle/bound.hpp"
#include "rules/1418/battle/orders.hpp"
#include "rules/1418/battle/setup.hpp"
#include "rules/1418/battle/sides_by_dice.hpp"

namespace sandtable::rules::gw1418 {

namespace {

// Orders written for one side in one bound beyond this mean a fault in the AI.
constexpr int kMaxOrders = 10'000;

double platoons_lost(const Battle& b, int side) {
  double n = 0;
  for (const Platoon& p : b.platoons) n += p.side == side && p.removed;
  return n;
}

}  // namespace

void play_out(Battle& b, core::Rng& rng) {
  RandomDice dice(rng);
  if (b.sides_by_dice) roll_for_sides(b, dice);
  while (!b.over) {
    for (int side = 0; side < 2; ++side) {
      int written = 0;
      while (!b.orders[static_cast<std::size_t>(side)].sealed) {
        if (++written > kMaxOrders) throw std::runtime_error(fmt::format("the AI wrote more than {} orders in a bound", kMaxOrders));
        apply_side_action(b, side, choose_orders(b, side).json);
      }
    }
    resolve_bound(b, dice);
  }
}

sim::BattleFn battle_simulator(const engine::Scenario& scenario, const engine::Rulings& rulings) {
  return [start = battle_from_scenario(scenario, rulings)](std::uint64_t, core::Rng& rng) {
    Battle b = start;
    play_out(b, rng);
    sim::BattleResult r{b.winner, b.bound, {}};
    for (int side = 0; side < 2; ++side) r.losses.push_back({side, "platoons lost", platoons_lost(b, side)});
    return r;
  };
}

}  // namespace sandtable::rules::gw1418
