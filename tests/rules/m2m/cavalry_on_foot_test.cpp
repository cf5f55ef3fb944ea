// Cavalry on foot in the tracked game (6 Firing "Other Infantry/Cavalry on foot"; ruling 51):
// mounted cavalry do not fire; dismounted by their commander's order, they fire as the "others"
// at up to 20 inches, fire or move, and move and fight as infantry. Each expectation is worked
// by hand in its comment.
#include <gtest/gtest.h>

#include <algorithm>

#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using namespace testing;

// Blue's good cavalry, 11 figures, at (24, 12): 18 inches from Red 1 (24, 30), in the open, and
// 8 from their commander (Blue HQ at (24, 4)).
std::string with_blue_horse() {
  return small_battle("",
                      "                - {name: Blue 1, type: infantry, figures: 16, x: 20, y: 6, facing: 90, order: defend}\n"
                      "                - {name: Blue horse, type: cavalry, rating: good, figures: 11, x: 24, y: 12, facing: 90, order: defend}\n");
}

engine::Json tactical(const std::string& unit, const std::string& order) {
  return {{"type", "tactical"}, {"commander", "Blue HQ"}, {"unit", unit}, {"order", order}};
}

// 6 Firing gives mounted cavalry no fire; their commander may order them to dismount, and then
// they halt that turn (ruling 51) and may be ordered to mount again.
TEST(M2mFiringCavalryOnFoot, MountedCavalryDoNotFireUntilOrderedToDismount) {
  State s = blue_turn_1_orders(with_blue_horse());
  const int horse = unit_index(s, "Blue horse");
  EXPECT_TRUE(fire_targets(s, horse).empty());
  EXPECT_TRUE(offered(s, tactical("Blue horse", "dismount")));
  apply_action(s, tactical("Blue horse", "dismount"));
  EXPECT_TRUE(s.unit(horse).dismounted);
  EXPECT_TRUE(s.unit(horse).halted);
  EXPECT_EQ(fire_targets(s, horse), std::vector<int>{unit_index(s, "Red 1")});
  EXPECT_TRUE(offered(s, tactical("Blue horse", "mount")));
}

// 6 Firing: cavalry on foot are among the "others": a die per 4 figures in the open, spares
// ignored, whatever their rating. 11 good figures give 2 dice (3 spare, no extra die), 4+ at
// Red 1 in the open: the offer forecasts 2 x 1/2 = 1 hit; 5, 2 is one (16 to 15).
TEST(M2mFiringCavalryOnFoot, CavalryOnFootFireAsTheOthers) {
  State s = blue_turn_1_orders(with_blue_horse());
  apply_action(s, tactical("Blue horse", "dismount"));
  done(s);  // Blue's orders
  ASSERT_EQ(s.stage, Stage::kFire);
  done(s);  // Red holds its fire
  expect_fire_offered(s, "Blue horse", "Red 1", "(2 dice, 4+ to hit)", 1.0);
  apply_action(s, {{"type", "fire"}, {"unit", "Blue horse"}, {"target", "Red 1"}});
  EXPECT_TRUE(s.rolls.size() == 1U && s.rolls.front().count == 2);
  apply_roll(s, {5, 2});
  EXPECT_EQ(s.unit(unit_index(s, "Red 1")).figures, 15);
}

// 6 Firing: 0-20 inches for cavalry on foot, even good ones (good infantry reach 24). At 20
// inches Red 1 is in reach, at 20.5 not.
TEST(M2mFiringCavalryOnFoot, CavalryOnFootReachTwentyInches) {
  State s = battle_of(with_blue_horse());
  const int horse = unit_index(s, "Blue horse");
  s.unit(horse).dismounted = true;
  s.unit(horse).at = {24, 10};
  EXPECT_EQ(fire_targets(s, horse).size(), 1U);
  s.unit(horse).at = {24, 9.5};
  EXPECT_TRUE(fire_targets(s, horse).empty());
}

// Ruling 51, 5 Movement and 7 Melee: on foot they move as infantry (D6+4 in the open, not
// cavalry's D6+10) and lose cavalry's +1 against infantry in the open.
TEST(M2mFiringCavalryOnFoot, CavalryOnFootMoveAndFightAsInfantry) {
  State s = battle_of(with_blue_horse());
  const int horse = unit_index(s, "Blue horse");
  const int red1 = unit_index(s, "Red 1");
  EXPECT_EQ(unit_move(s, s.unit(horse), true)->rule.inches, 10);
  EXPECT_TRUE(melee_situation(s, horse, red1).attacker.cavalry_vs_infantry_in_open);
  s.unit(horse).dismounted = true;
  EXPECT_EQ(unit_move(s, s.unit(horse), true)->rule.inches, 4);
  EXPECT_FALSE(melee_situation(s, horse, red1).attacker.cavalry_vs_infantry_in_open);
}

// Ruling 51: only cavalry mount and dismount; asked of infantry, the order is refused.
TEST(M2mFiringCavalryOnFoot, OnlyCavalryDismount) {
  State s = blue_turn_1_orders(with_blue_horse());
  EXPECT_FALSE(offered(s, tactical("Blue 1", "dismount")));
  try {
    apply_action(s, tactical("Blue 1", "dismount"));
    ADD_FAILURE() << "infantry dismounted";
  } catch (const GameError& e) {
    EXPECT_NE(std::string(e.what()).find("Blue 1 is no cavalry"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace sandtable::rules::m2m
