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
#include <thread>
#include <vector>

namespace sandtable::sim {

namespace {

// Battles per block: the unit of work handed to a thread and of merging.
constexpr std::uint64_t kBlockSize = 256;
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

}  // namespace

std::ostream* progress_if_terminal() { return ::isatty(STDERR_FILENO) ? &std::cerr : nullptr; }

BattleStats run_battles(const RunOptions& options, const BattleFn& fn) {
  const std::uint64_t blocks = (options.battles + kBlockSize - 1) / kBlockSize;
  std::vector<BattleStats> partial(blocks, BattleStats(options.sides));
  std::vector<std::exception_ptr> errors(blocks);
  std::atomic<std::uint64_t> next_block{0};
  std::atomic<std::uint64_t> battles_done{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  std::condition_variable finished;
  std::uint64_t blocks_done = 0;

  auto worker = [&] {
    for (;;) {
      const std::uint64_t block = next_block++;
      if (block >= blocks || stop) return;
      const std::uint64_t first = block * kBlockSize;
      const std::uint64_t last = std::min(options.battles, first + kBlockSize);
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
        ++blocks_done;
      }
      finished.notify_one();
    }
  };

  const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
  const auto wanted = options.threads > 0 ? static_cast<std::uint64_t>(options.threads) : hardware;
  Workers workers;
  if (kThreads) {
    for (std::uint64_t t = 0; t < std::min<std::uint64_t>(wanted, std::max<std::uint64_t>(blocks, 1)); ++t) {
      workers.threads.emplace_back(worker);
    }
  } else {
    worker();
  }
  if (options.progress != nullptr) {
    std::unique_lock lock(mutex);
    while (!finished.wait_for(lock, std::chrono::milliseconds(200), [&] { return blocks_done == blocks || stop; })) {
      draw_bar(*options.progress, battles_done, options.battles);
    }
  }
  workers.join();
  if (options.progress != nullptr) {
    draw_bar(*options.progress, battles_done, options.battles);
    *options.progress << "\n";
  }

  BattleStats total(options.sides);
  for (std::uint64_t b = 0; b < blocks; ++b) {
    if (errors[b]) std::rethrow_exception(errors[b]);
    total.merge(partial[b]);
  }
  return total;
}

}  // namespace sandtable::sim
