// Batch Monte Carlo: N battles, each with its own random stream Rng::stream(seed, i), spread
// over threads in fixed blocks whose tallies merge in block order, so the result is the same
// bit for bit whatever the number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>

#include "core/random.hpp"
#include "sim/stats.hpp"

namespace sandtable::sim {

// Plays battle number `index` with the dice of `rng` and says how it ended.
using BattleFn = std::function<BattleResult(std::uint64_t index, core::Rng& rng)>;

// std::cerr if it is a terminal, else nullptr: a progress bar only where someone watches.
std::ostream* progress_if_terminal();

struct RunOptions {
  std::uint64_t battles = 0;
  std::uint64_t seed = 0;
  int threads = 0;  // 0: one per hardware thread
  int sides = 2;
  std::ostream* progress = progress_if_terminal();  // where to draw a progress bar, if anywhere
};

// Runs the battles and tallies them. `fn` is called from several threads at once. If a
// battle throws, the exception of the lowest-numbered failing battle is rethrown (with the
// same thread-count independence as the results).
BattleStats run_battles(const RunOptions& options, const BattleFn& fn);

}  // namespace sandtable::sim
