#include "sim/run.hpp"

#include <gtest/gtest.h>

#include <barrier>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <set>
#include <thread>
#include <variant>
#include <sstream>

namespace sandtable::sim {
namespace {

// A battle decided by dice: side 0 wins on 2d6 of 8+, a draw on 7; the length and the
// fractional losses come from the same stream, so any mix-up of streams or of summing
// order would change the tally.
BattleResult dice_battle(std::uint64_t, core::Rng& rng) {
  const int roll = rng.two_d6();
  BattleResult r;
  if (roll != 7) r.winner = roll > 7 ? 0 : 1;
  r.length = rng.d6() + rng.d6();
  r.losses = {{0, "infantry", static_cast<double>(rng.next_u64() >> 11) * 0x1p-53 * 10},
              {1, "cavalry", static_cast<double>(rng.d6()) / 3}};
  return r;
}

BattleStats run(int threads, std::uint64_t battles = 5000) {
  return run_battles(RunOptions{battles, 99, threads, 2, nullptr, {}}, dice_battle);
}

TEST(RunBattles, SameTallyForOneTwoAndSevenThreads) {
  const BattleStats one = run(1);
  EXPECT_EQ(one.battles(), 5000u);
  EXPECT_EQ(run(2), one);
  EXPECT_EQ(run(7), one);
  // 2d6 > 7 has probability 15/36: the count lies well within five standard deviations.
  EXPECT_NEAR(static_cast<double>(one.wins(0)) / 5000, 15.0 / 36, 5 * std::sqrt(15.0 / 36 * 21 / 36 / 5000));
}

TEST(RunBattles, BattleIGetsStreamI) {
  std::vector<std::uint64_t> first_draw(600);
  run_battles(RunOptions{600, 7, 3, 2, nullptr, {}}, [&](std::uint64_t i, core::Rng& rng) {
    first_draw[i] = rng.next_u64();
    return BattleResult{0, 1, {}};
  });
  for (std::uint64_t i = 0; i < first_draw.size(); ++i) {
    ASSERT_EQ(first_draw[i], core::Rng::stream(7, i, core::Purpose::kBattle).next_u64()) << "battle " << i;
  }
}

// Issue 19: a short run (20 corps battles on 2 threads) keeps both threads busy from the first
// battle. Each battle waits until battles are running on two threads at once, so the run
// finishes only if the second thread was given work while the first was still busy (a
// thread that held all 20 battles would wait out the guard and the check below fails).
TEST(RunBattles, TwentyBattlesOnTwoThreadsKeepBothBusy) {
  std::mutex mutex;
  std::condition_variable changed;
  std::set<std::thread::id> running;
  bool met = false;
  bool gave_up = false;
  run_battles(RunOptions{20, 3, 2, 2, nullptr, {}}, [&](std::uint64_t, core::Rng&) {
    std::unique_lock lock(mutex);
    running.insert(std::this_thread::get_id());
    if (running.size() == 2) met = true;
    changed.notify_all();
    // A guard against a hang, not a timing (the other thread starts in microseconds); after
    // one wait in vain the rest of the run goes on at once.
    if (!gave_up) gave_up = !changed.wait_for(lock, std::chrono::seconds(20), [&] { return met; });
    return BattleResult{0, 1, {}};
  });
  EXPECT_TRUE(met) << "one thread ran every battle";
}

// Processes sharing a run (MPI ranks), stood in for by threads: each plays its blocks and
// the exchange hands every one all the blocks' outcomes, through a board and a barrier.
class SharedRun {
 public:
  explicit SharedRun(int processes) : board_(static_cast<std::size_t>(processes)), barrier_(processes) {}

  Share share(int index) {
    return {index, static_cast<int>(board_.size()), [this, index](const std::vector<BlockOutcome>& own) {
              board_[static_cast<std::size_t>(index)] = own;
              barrier_.arrive_and_wait();
              std::vector<BlockOutcome> all;
              for (std::size_t b = 0; b < own.size(); ++b) all.push_back(board_[b % board_.size()][b]);
              return all;
            }};
  }

 private:
  std::vector<std::vector<BlockOutcome>> board_;
  std::barrier<> barrier_;
};

// Runs `fn` as `processes` processes sharing the run; what each ended with (a tally or an error).
std::vector<std::variant<BattleStats, std::string>> shared_run(int processes, std::uint64_t battles, const BattleFn& fn) {
  SharedRun run(processes);
  std::vector<std::variant<BattleStats, std::string>> ended(static_cast<std::size_t>(processes));
  std::vector<std::thread> threads;
  for (int p = 0; p < processes; ++p) {
    threads.emplace_back([&, p] {
      RunOptions options{battles, 99, 2, 2, nullptr};
      options.share = run.share(p);
      try {
        ended[static_cast<std::size_t>(p)] = run_battles(options, fn);
      } catch (const std::exception& e) {
        ended[static_cast<std::size_t>(p)] = std::string(e.what());
      }
    });
  }
  for (std::thread& t : threads) t.join();
  return ended;
}

// Issue 19: a run shared among processes tallies, in every process, what one process alone
// does, to the last bit of the summed losses.
TEST(RunBattles, ThreeProcessesSharingARunEachGetTheTallyOfOne) {
  const BattleStats alone = run(1);
  for (const auto& ended : shared_run(3, 5000, dice_battle)) EXPECT_EQ(std::get<BattleStats>(ended), alone);
}

TEST(RunBattles, ABattleThatFailsInOneProcessFailsTheSharedRunInEvery) {
  const auto ended = shared_run(2, 3000, [](std::uint64_t i, core::Rng&) {
    if (i == 700 || i == 2900) throw std::runtime_error("broken battle " + std::to_string(i));
    return BattleResult{0, 1, {}};
  });
  for (const auto& e : ended) EXPECT_EQ(std::get<std::string>(e), "broken battle 700");
}

TEST(RunBattles, ATallyTravelsAsTextUnchanged) {
  BattleStats stats = run(2, 300);
  stats.add(BattleResult{1, 4, {{0, "guns with a space", 0.1}}});
  EXPECT_EQ(BattleStats::decode(stats.encode()), stats);
  EXPECT_THROW(BattleStats::decode("2 1 0 4 4 0x1p+2"), std::invalid_argument);
}

TEST(RunBattles, NoBattlesGiveAnEmptyTally) { EXPECT_EQ(run(4, 0).battles(), 0u); }

TEST(RunBattles, TheLowestFailingBattleIsReportedWhateverTheThreads) {
  for (int threads : {1, 2, 7}) {
    try {
      run_battles(RunOptions{3000, 1, threads, 2, nullptr, {}}, [](std::uint64_t i, core::Rng&) {
        if (i == 700 || i == 2900) throw std::runtime_error("broken battle " + std::to_string(i));
        return BattleResult{0, 1, {}};
      });
      FAIL() << "expected an exception";
    } catch (const std::runtime_error& e) {
      EXPECT_STREQ(e.what(), "broken battle 700") << threads << " threads";
    }
  }
}

TEST(RunBattles, ABadWinnerNamesTheBattle) {
  try {
    run_battles(RunOptions{10, 1, 1, 2, nullptr, {}}, [](std::uint64_t i, core::Rng&) {
      return BattleResult{i == 4 ? 2 : 0, 1, {}};
    });
    FAIL() << "expected std::out_of_range";
  } catch (const std::out_of_range& e) {
    EXPECT_STREQ(e.what(), "battle 4: winner 2 is not one of the 2 sides");
  }
}

TEST(RunBattles, DrawsAProgressBarWhereAsked) {
  std::ostringstream bar;
  run_battles(RunOptions{300, 1, 2, 2, &bar, {}}, dice_battle);
  EXPECT_NE(bar.str().find("[########################################] 100% 300/300 battles\n"), std::string::npos)
      << bar.str();
}

}  // namespace
}  // namespace sandtable::sim
