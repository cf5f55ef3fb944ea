// Concrete positions in the tracked game (6 Firing; ruling 47): troops in a bunker or pillbox are
// hit only by heavy artillery, on 6s, and otherwise count as in trenches. Each expectation
// worked by hand.
#include <gtest/gtest.h>

#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using namespace testing;

// Blue 1, average infantry, 10 inches from Red 1 at (24, 30); a Blue field gun at (30, 14), 17
// inches off. `concrete` lays a pillbox round Red 1; `rulings` go into the scenario.
State pillbox_battle(bool concrete, const std::string& rulings = "") {
  std::string yaml = small_battle("",
                                  "                - {name: Blue 1, type: infantry, figures: 16, x: 24, y: 20, facing: 90, order: defend}\n"
                                  "                - {name: Blue gun, type: artillery, figures: 4, x: 30, y: 14, facing: 90}\n");
  if (concrete) yaml.insert(yaml.find("sides:\n"), "  - {kind: concrete, name: Pillbox, area: [[23, 29], [25, 29], [25, 31], [23, 31]]}\n");
  return battle_of(yaml + rulings);
}

// 6 Firing: in the open Red 1 is Blue 1's target at 4+; in concrete rifles cannot hurt it, and
// it is in cover (seen from 12 inches: Blue 1 at 10 still sees it).
TEST(M2mFiringConcrete, RiflesCannotHitTroopsInConcrete) {
  const State open = pillbox_battle(false);
  const int blue1 = unit_index(open, "Blue 1");
  const int red1 = unit_index(open, "Red 1");
  EXPECT_EQ(fire_targets(open, blue1), std::vector<int>{red1});
  const State walled = pillbox_battle(true);
  EXPECT_TRUE(fire_targets(walled, blue1).empty());
  EXPECT_TRUE(in_cover(walled, walled.unit(red1)));
  EXPECT_TRUE(side_sees(walled, 0, walled.unit(red1)));
}

// 6 Firing: only heavy artillery's 6s hit concrete. A field gun over open sights or bombarding
// (its ranging shots fired) gets no face that hits; the same gun made heavy, bombarding, hits on
// 6: the fire calculator's `--target concrete` path.
TEST(M2mFiringConcrete, OnlyHeavyArtilleryHitsConcreteOnSixes) {
  State s = pillbox_battle(true);
  const int gun = unit_index(s, "Blue gun");
  const int red1 = unit_index(s, "Red 1");
  s.unit(gun).ranged = true;
  EXPECT_EQ(target_state(s, s.unit(red1)), Target::kConcrete);
  EXPECT_FALSE(fire_plan(fire_situation(s, gun, red1, false), s.rulings).hit_on);
  EXPECT_FALSE(fire_plan(fire_situation(s, gun, red1, true), s.rulings).hit_on);
  s.unit(gun).gun = Gun::kHeavy;
  const FirePlan heavy = fire_plan(fire_situation(s, gun, red1, true), s.rulings);
  EXPECT_EQ(heavy.hit_on, 6);
}

// Ruling 47: otherwise a concrete position counts as trenches: the morale test's trench bonus,
// and bad going to move from (infantry D6+1, not the open's D6+4).
TEST(M2mFiringConcrete, ConcreteCountsAsTrenchesForMoraleAndGoing) {
  const State walled = pillbox_battle(true);
  const State open = pillbox_battle(false);
  const int red1 = unit_index(walled, "Red 1");
  EXPECT_TRUE(morale_situation(walled, walled.unit(red1)).in_trenches);
  EXPECT_FALSE(morale_situation(open, open.unit(red1)).in_trenches);
  EXPECT_EQ(unit_move(walled, walled.unit(red1), true)->rule.inches, 1);
  EXPECT_EQ(unit_move(open, open.unit(red1), true)->rule.inches, 4);
}

// Ruling 47's switch off (`concrete_as_trenches: false`): concrete is only the text's target,
// hit by nothing but heavy artillery's 6s. Rifles still cannot hurt Red 1 in it, but it tests
// morale, moves (D6+4 in the open) and is seen as in the open.
TEST(M2mFiringConcrete, SwitchedOffConcreteIsOnlyATarget) {
  const State s = pillbox_battle(true, "rulings: {concrete_as_trenches: false}\n");
  const int red1 = unit_index(s, "Red 1");
  EXPECT_TRUE(fire_targets(s, unit_index(s, "Blue 1")).empty());
  EXPECT_EQ(target_state(s, s.unit(red1)), Target::kConcrete);
  EXPECT_FALSE(morale_situation(s, s.unit(red1)).in_trenches);
  EXPECT_EQ(unit_move(s, s.unit(red1), true)->rule.inches, 4);
  EXPECT_FALSE(in_cover(s, s.unit(red1)));
}

}  // namespace
}  // namespace sandtable::rules::m2m
