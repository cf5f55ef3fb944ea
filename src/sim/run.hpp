// Batch Monte Carlo: N battles, each with its own random stream Rng::stream(seed, i), spread
// over threads in blocks fixed by the number of battles, whose tallies merge in block order,
// so the result is the same bit for bit whatever the number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "sim/stats.hpp"

namespace sandtable::sim {

// Plays battle number `index` with the dice of `rng` and says how it ended.
using BattleFn = std::function<BattleResult(std::uint64_t index, core::Rng& rng)>;

// std::cerr if it is a terminal, else nullptr: a progress bar only where someone watches.
std::ostream* progress_if_terminal();

// One block's outcome as processes sharing a run exchange it: its tally, or what stopped it.
struct BlockOutcome {
  BattleStats stats;
  std::string error;  // empty when every battle of the block was played
};

// Gives a process every block's outcome (in block order) for its own: the rest come from the
// other processes of the run. Every process calls it once per run, in the same order.
using BlockExchange = std::function<std::vector<BlockOutcome>(const std::vector<BlockOutcome>& own)>;

// A run shared by `count` processes (MPI ranks): this one, `index`, plays the blocks b with
// b % count == index and learns the others through `exchange`. Every process ends with the
// same tally as one process alone.
struct Share {
  int index = 0;
  int count = 1;
  BlockExchange exchange;
};

struct RunOptions {
  std::uint64_t battles = 0;
  std::uint64_t seed = 0;
  int threads = 0;  // 0: one per hardware thread
  int sides = 2;
  std::ostream* progress = progress_if_terminal();  // where to draw a progress bar, if anywhere
  Share share;  // one process unless told otherwise
};

// Runs the battles and tallies them. `fn` is called from several threads at once. If a
// battle throws, the exception of the lowest-numbered failing battle is rethrown (with the
// same thread-count independence as the results; one another process played is rethrown as
// std::runtime_error with its message).
BattleStats run_battles(const RunOptions& options, const BattleFn& fn);

}  // namespace sandtable::sim
