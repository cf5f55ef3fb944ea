#include "rules/hitt/simulate.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "rules/hitt/ai.hpp"
#include "rules/hitt/battle/bound.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "rules/hitt/battle/setup.hpp"

namespace sandtable::rules::hitt {

namespace {

// A battle that asks this many times without ending has a fault in the rules or the AI.
constexpr long kMaxSteps = 200'000;

}  // namespace

void play_out(Battle& b, core::Rng& rng, const std::function<void(const Order&)>& seen) {
  // The AI rolls no dice, but the seed its own stream once took is still drawn, so every
  // battle's dice stay as seeded.
  rng.next_u64();
  Ai ai;
  std::vector<int> faces;
  // No one reads the log of a simulated battle (the AI never does), so none is built.
  b.keep_log = false;
  b.log.clear();
  for (long step = 0; step < kMaxSteps; ++step) {
    const std::optional<int> dice = dice_needed(b);
    if (!dice) return;
    if (*dice > 0) {
      faces.resize(static_cast<std::size_t>(*dice));
      for (int& f : faces) f = rng.d6();
      apply_roll(b, faces);
    } else {
      const CheckedOrder o = ai.decide(b);
      if (seen) seen(o.order);
      apply_order(b, o);
    }
  }
  throw std::runtime_error(fmt::format("a simulated battle took more than {} steps", kMaxSteps));
}

sim::BattleFn battle_simulator(const engine::Scenario& scenario, const engine::Rulings& rulings) {
  return [start = battle_from_scenario(scenario, rulings)](std::uint64_t, core::Rng& rng) {
    Battle b = start;
    play_out(b, rng);
    sim::BattleResult r{b.winner, (b.bound + 1) / 2, {}};  // turns: a bound of each side
    for (int side = 0; side < 2; ++side) r.losses.push_back({side, "AP lost", static_cast<double>(lost_ap(b, side))});
    return r;
  };
}

}  // namespace sandtable::rules::hitt
