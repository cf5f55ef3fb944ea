#include "sim/run.hpp"

#include <gtest/gtest.h>

#include <cmath>
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
  return run_battles(RunOptions{battles, 99, threads, 2, nullptr}, dice_battle);
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
  run_battles(RunOptions{600, 7, 3, 2, nullptr}, [&](std::uint64_t i, core::Rng& rng) {
    first_draw[i] = rng.next_u64();
    return BattleResult{0, 1, {}};
  });
  for (std::uint64_t i = 0; i < first_draw.size(); ++i) {
    ASSERT_EQ(first_draw[i], core::Rng::stream(7, i, core::Purpose::kBattle).next_u64()) << "battle " << i;
  }
}

TEST(RunBattles, NoBattlesGiveAnEmptyTally) { EXPECT_EQ(run(4, 0).battles(), 0u); }

TEST(RunBattles, TheLowestFailingBattleIsReportedWhateverTheThreads) {
  for (int threads : {1, 2, 7}) {
    try {
      run_battles(RunOptions{3000, 1, threads, 2, nullptr}, [](std::uint64_t i, core::Rng&) {
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
    run_battles(RunOptions{10, 1, 1, 2, nullptr}, [](std::uint64_t i, core::Rng&) {
      return BattleResult{i == 4 ? 2 : 0, 1, {}};
    });
    FAIL() << "expected std::out_of_range";
  } catch (const std::out_of_range& e) {
    EXPECT_STREQ(e.what(), "battle 4: winner 2 is not one of the 2 sides");
  }
}

TEST(RunBattles, DrawsAProgressBarWhereAsked) {
  std::ostringstream bar;
  run_battles(RunOptions{300, 1, 2, 2, &bar}, dice_battle);
  EXPECT_NE(bar.str().find("[########################################] 100% 300/300 battles\n"), std::string::npos)
      << bar.str();
}

}  // namespace
}  // namespace sandtable::sim
