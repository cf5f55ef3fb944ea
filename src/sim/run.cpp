#include "sim/run.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <fmt/format.h>
#include <iostream>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

namespace sandtable::sim {

namespace {

// Battles per block, the unit of work handed to a thread and of merging: at most 256, and
// small enough that a run has 64 blocks to share out, so every thread works from the first
// battle of a short run. It depends on the number of battles alone, never on the threads.
constexpr std::uint64_t kMaxBlockSize = 256;
constexpr std::uint64_t kBlocksWanted = 64;

std::uint64_t block_size(std::uint64_t battles) { return std::clamp<std::uint64_t>(battles / kBlocksWanted, 1, kMaxBlockSize); }
constexpr int kBarWidth = 40;

void draw_bar(std::ostream& out, std::uint64_t done, std::uint64_t total) {
  const double fraction = total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
  const int filled = static_cast<int>(fraction * kBarWidth);
  out << fmt::format("\r[{}{}] {:3.0f}% {}/{} battles", std::string(static_cast<std::size_t>(filled), '#'),
                     std::string(static_cast<std::size_t>(kBarWidth - filled), '.'), fraction * 100, done, total)
      << std::flush;
}

// Whether this build can start threads: the browser's engine is built without them and runs
// every battle on the calling thread.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
constexpr bool kThreads = false;
#else
constexpr bool kThreads = true;
#endif

// Threads started for the battles, joined when it goes out of scope (even on an exception).
struct Workers {
  std::vector<std::thread> threads;
  Workers() = default;
  Workers(const Workers&) = delete;
  Workers& operator=(const Workers&) = delete;
  ~Workers() { join(); }
  void join() {
    for (std::thread& t : threads) {
      if (t.joinable()) t.join();
    }
  }
};

// What an exception says, to send to the processes that share a run.
std::string message_of(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const std::exception& e) {
    return e.what();
  } catch (...) {
    return "a battle failed with an exception that says nothing";
  }
}

// The run's tally: every block merged in block order (the blocks of the processes sharing the
// run too); the error of the lowest failed block is thrown instead.
BattleStats tally_in_block_order(const RunOptions& options, const std::vector<BattleStats>& partial,
                                 const std::vector<std::exception_ptr>& errors) {
  const Share& share = options.share;
  const std::size_t blocks = partial.size();
  std::vector<BlockOutcome> outcomes;
  if (share.count > 1) {
    std::vector<BlockOutcome> own(blocks, BlockOutcome{BattleStats(options.sides), {}});
    for (auto b = static_cast<std::size_t>(share.index); b < blocks; b += static_cast<std::size_t>(share.count)) {
      own[b].stats = partial[b];
      if (errors[b]) own[b].error = message_of(errors[b]);
    }
    outcomes = share.exchange(own);
    if (outcomes.size() != blocks) throw std::logic_error("the processes sharing a run disagree on its blocks");
  }
  BattleStats total(options.sides);
  for (std::size_t b = 0; b < blocks; ++b) {
    if (errors[b]) std::rethrow_exception(errors[b]);
    if (share.count == 1) {
      total.merge(partial[b]);
    } else if (!outcomes[b].error.empty()) {
      throw std::runtime_error(outcomes[b].error);
    } else {
      total.merge(outcomes[b].stats);
    }
  }
  return total;
}

}  // namespace

std::ostream* progress_if_terminal() { return ::isatty(STDERR_FILENO) ? &std::cerr : nullptr; }

BattleStats run_battles(const RunOptions& options, const BattleFn& fn) {
  const Share& share = options.share;
  if (share.count < 1 || share.index < 0 || share.index >= share.count || (share.count > 1 && !share.exchange)) {
    throw std::invalid_argument(fmt::format("process {} of {} cannot share a run", share.index, share.count));
  }
  const std::uint64_t per_block = block_size(options.battles);
  const std::uint64_t blocks = (options.battles + per_block - 1) / per_block;
  const auto count = static_cast<std::uint64_t>(share.count);
  const auto index = static_cast<std::uint64_t>(share.index);
  // This process's blocks: index, index + count, index + 2 count, ...
  const std::uint64_t own_blocks = blocks > index ? (blocks - index + count - 1) / count : 0;
  std::uint64_t own_battles = 0;
  for (std::uint64_t b = index; b < blocks; b += count) own_battles += std::min(options.battles, (b + 1) * per_block) - b * per_block;
  std::vector<BattleStats> partial(blocks, BattleStats(options.sides));
  std::vector<std::exception_ptr> errors(blocks);
  std::atomic<std::uint64_t> next_own{0};
  std::atomic<std::uint64_t> battles_done{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  std::condition_variable finished;
  std::uint64_t own_done = 0;

  auto worker = [&] {
    for (;;) {
      const std::uint64_t k = next_own++;
      if (k >= own_blocks || stop) return;
      const std::uint64_t block = index + k * count;
      const std::uint64_t first = block * per_block;
      const std::uint64_t last = std::min(options.battles, first + per_block);
      try {
        for (std::uint64_t i = first; i < last; ++i) {
          core::Rng rng = core::Rng::stream(options.seed, i, core::Purpose::kBattle);
          try {
            partial[block].add(fn(i, rng));
          } catch (const std::out_of_range& e) {
            throw std::out_of_range(fmt::format("battle {}: {}", i, e.what()));
          }
          ++battles_done;
        }
      } catch (...) {
        errors[block] = std::current_exception();
        stop = true;
      }
      {
        const std::lock_guard lock(mutex);
        ++own_done;
      }
      finished.notify_one();
    }
  };

  const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
  const auto wanted = options.threads > 0 ? static_cast<std::uint64_t>(options.threads) : hardware;
  Workers workers;
  if (kThreads) {
    for (std::uint64_t t = 0; t < std::min<std::uint64_t>(wanted, std::max<std::uint64_t>(own_blocks, 1)); ++t) {
      workers.threads.emplace_back(worker);
    }
  } else {
    worker();
  }
  if (options.progress != nullptr) {
    std::unique_lock lock(mutex);
    while (!finished.wait_for(lock, std::chrono::milliseconds(200), [&] { return own_done == own_blocks || stop; })) {
      draw_bar(*options.progress, battles_done, own_battles);
    }
  }
  workers.join();
  if (options.progress != nullptr) {
    draw_bar(*options.progress, battles_done, own_battles);
    *options.progress << "\n";
  }

  return tally_in_block_order(options, partial, errors);
}

}  // namespace sandtable::sim
