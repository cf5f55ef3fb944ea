// Mini-Nap 2: "Determine the Initiative Phase", "The Remove Losses Phase" and victory.
#include <gtest/gtest.h>

#include "rules/mininap/resolve_turn.hpp"
#include "rules/mininap/test_support.hpp"

namespace sandtable::rules::mininap {
namespace {

using testing::frac;

TEST(MiniNapInitiative, EvenSidesEachWinHalfOverReThrows) {
  const InitiativeResult r = resolve_initiative();
  // Ties on 2D6: sum over totals of (ways)^2 = 1+4+9+16+25+36+25+16+9+4+1 = 146 of 1296.
  EXPECT_EQ(r.tie, frac(146, 1296));
  EXPECT_EQ(r.a_lower, frac(575, 1296));  // (1296 - 146) / 2
  EXPECT_EQ(r.a_lower, r.b_lower);
  EXPECT_EQ(r.a_wins, frac(1, 2));
  EXPECT_EQ(r.expected_throws, frac(1296, 1150));
  EXPECT_EQ(r.side_a_total.probability(7), frac(6, 36));
}

TEST(MiniNapInitiative, ALowerAdjustmentHelpsAndMatchesSeededThrows) {
  InitiativeSituation s;
  s.side_a_adjustment = -1;
  const InitiativeResult r = resolve_initiative(s);
  EXPECT_GT(r.a_wins, frac(1, 2));
  InitiativeSituation mirrored;
  mirrored.side_b_adjustment = 1;
  EXPECT_EQ(resolve_initiative(mirrored).a_wins, r.a_wins);
  // 200,000 seeded initiative rolls, re-thrown on ties: within 5 standard errors.
  const core::ExactDist a_wins = core::ExactDist::bernoulli(r.a_wins);
  testing::expect_matches_simulation(a_wins, 99, 200'000, 5.0, [](core::Rng& rng) {
    for (;;) {
      const int a = rng.two_d6() - 1;
      const int b = rng.two_d6();
      if (a != b) return a < b ? 1 : 0;
    }
  });
  s.side_a_adjustment = -11;
  EXPECT_THROW(resolve_initiative(s), ImpossibleSituation);
}

LossesSituation unit(int starting_sp, int hits, bool in_contact, Formation formation = Formation::kLine,
                     UnitType type = UnitType::kLineInfantry) {
  LossesSituation s;
  s.unit = {type, formation, false};
  s.starting_strength_points = starting_sp;
  s.hits = hits;
  s.in_contact = in_contact;
  return s;
}

TEST(MiniNapRemoveLosses, OutOfContactRecoversOneHit) {
  const LossesResult r = remove_losses(unit(5, 3, false));
  EXPECT_EQ(r.hits_after_recovery, 2);
  EXPECT_EQ(r.strength_points_left, 3);
  EXPECT_EQ(r.fate, Fate::kStays);
}

TEST(MiniNapRemoveLosses, TheLastHitMarkerNeverComesOff) {
  EXPECT_EQ(remove_losses(unit(5, 1, false)).hits_after_recovery, 1);
  EXPECT_EQ(remove_losses(unit(2, 1, false, Formation::kSkirmish, UnitType::kCommand)).hits_after_recovery, 1);
  EXPECT_EQ(remove_losses(unit(5, 0, false)).hits_after_recovery, 0);
}

TEST(MiniNapRemoveLosses, InContactNoRecovery) {
  EXPECT_EQ(remove_losses(unit(5, 3, true)).hits_after_recovery, 3);
}

TEST(MiniNapRemoveLosses, NoStrengthLeftBreaksAnyUnit) {
  EXPECT_EQ(remove_losses(unit(4, 4, true)).fate, Fate::kBrokenNoStrength);
  EXPECT_EQ(remove_losses(unit(4, 6, true, Formation::kSquare)).fate, Fate::kBrokenNoStrength);
  // Out of contact, 5 hits on 4 SP recover to 4: still nothing left.
  EXPECT_EQ(remove_losses(unit(4, 5, false)).fate, Fate::kBrokenNoStrength);
  // Recovery comes first: 4 hits on 4 SP out of contact leave 1 SP, and the unit stays.
  EXPECT_EQ(remove_losses(unit(4, 4, false)).fate, Fate::kStays);
}

TEST(MiniNapRemoveLosses, OneStrengthPointInContactBreaks) {
  EXPECT_EQ(remove_losses(unit(5, 4, true)).fate, Fate::kBrokenInContact);
  EXPECT_EQ(remove_losses(unit(5, 3, true)).fate, Fate::kStays);
}

TEST(MiniNapRemoveLosses, SquaresCommandersAndVeteransHoldOnAtOnePoint) {
  EXPECT_EQ(remove_losses(unit(5, 4, true, Formation::kSquare)).fate, Fate::kStays);
  EXPECT_EQ(remove_losses(unit(2, 1, true, Formation::kSkirmish, UnitType::kCommand)).fate, Fate::kStays);
  LossesSituation veteran = unit(5, 4, true);
  veteran.veteran = true;
  EXPECT_EQ(remove_losses(veteran).fate, Fate::kStays);
}

TEST(MiniNapRemoveLosses, ChanceOfRemovalFromMoreHits) {
  // 4 SP with 2 hits, in contact: removed on any further hit (1 SP or less left).
  const core::ExactDist two_dice_at_half = core::ExactDist::binomial(2, frac(1, 2));
  EXPECT_EQ(chance_removed(unit(4, 2, true), two_dice_at_half), frac(3, 4));
  // Out of contact it recovers one hit first, and 1 SP out of contact stays: never removed.
  EXPECT_EQ(chance_removed(unit(4, 2, false), two_dice_at_half), frac(0, 1));
  EXPECT_EQ(chance_removed(unit(4, 3, false), two_dice_at_half), frac(1, 4));
}

TEST(MiniNapRemoveLosses, NonsenseIsAnError) {
  EXPECT_THROW(remove_losses(unit(0, 0, false)), ImpossibleSituation);
  EXPECT_THROW(remove_losses(unit(4, -1, false)), ImpossibleSituation);
  EXPECT_THROW(remove_losses(unit(4, 1, false, Formation::kSquare, UnitType::kHeavyCavalry)), ImpossibleSituation);
  EXPECT_THROW(chance_removed(unit(4, 1, false), core::ExactDist::constant(-1)), ImpossibleSituation);
}

CommanderLossSituation lost(CommanderRank rank, int original, int units_lost) { return {rank, original, units_lost}; }

TEST(MiniNapCommanderRemoval, MoreThanHalfTheUnitsLost) {
  EXPECT_FALSE(commander_removal(lost(CommanderRank::kBrigade, 4, 2)).removed);
  EXPECT_TRUE(commander_removal(lost(CommanderRank::kBrigade, 4, 3)).removed);
  EXPECT_FALSE(commander_removal(lost(CommanderRank::kDivision, 5, 2)).removed);
  EXPECT_TRUE(commander_removal(lost(CommanderRank::kDivision, 5, 3)).removed);
}

TEST(MiniNapCommanderRemoval, CorpsCommanderOnlyByRuling) {
  EXPECT_FALSE(commander_removal(lost(CommanderRank::kCorps, 10, 9)).removed);
  Rulings removable;
  removable.corps_commander_removable = true;
  EXPECT_TRUE(commander_removal(lost(CommanderRank::kCorps, 10, 6), removable).removed);
  EXPECT_FALSE(commander_removal(lost(CommanderRank::kCorps, 10, 5), removable).removed);
}

TEST(MiniNapCommanderRemoval, BadCountsAreErrors) {
  EXPECT_THROW(commander_removal(lost(CommanderRank::kBrigade, 0, 0)), ImpossibleSituation);
  EXPECT_THROW(commander_removal(lost(CommanderRank::kBrigade, 3, 4)), ImpossibleSituation);
  EXPECT_THROW(commander_removal(lost(CommanderRank::kBrigade, 3, -1)), ImpossibleSituation);
}

TEST(MiniNapVictory, ASideLosingMoreThanTheRulingsShareIsBeaten) {
  EXPECT_FALSE(army_beaten({10, 5}).beaten);
  EXPECT_TRUE(army_beaten({10, 6}).beaten);
  Rulings scenario_only;
  scenario_only.army_break_percent.reset();
  EXPECT_FALSE(army_beaten({10, 10}, scenario_only).beaten);
  Rulings a_third;
  a_third.army_break_percent = 33;
  EXPECT_TRUE(army_beaten({9, 3}, a_third).beaten);
  a_third.army_break_percent = 120;
  EXPECT_THROW(army_beaten({9, 3}, a_third), ImpossibleSituation);
}

}  // namespace
}  // namespace sandtable::rules::mininap
