// Light MGs in the tracked game (6 Firing; ruling 48): an LMG reaches 0-20 inches and fires a
// die a crewman up to 2, whether it is an MG unit of its own or attached to infantry; like
// rifles it cannot hurt a tank. Each expectation is worked by hand in its comment.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using namespace testing;

bool targets(const State& s, const std::string& firer, const std::string& target) {
  const std::vector<int> all = fire_targets(s, unit_index(s, firer));
  return std::find(all.begin(), all.end(), unit_index(s, target)) != all.end();
}

// Blue's `blue_units`, and a Red LMG of 3 crew at (26, 30) beside Red 1 (24, 30).
std::string with_red_lmg(const std::string& blue_units) {
  std::string yaml = small_battle("", blue_units);
  const std::string red = "            - {name: Red reserve";
  yaml.insert(yaml.find(red), "            - {name: Red LMG, type: mg, lmg: true, figures: 3, x: 26, y: 30, facing: -90, order: defend}\n");
  return yaml;
}

const std::string kBlue1At10 = "                - {name: Blue 1, type: infantry, figures: 16, x: 26, y: 10, facing: 90, order: defend}\n";

// Red 1 with 13 figures and an attached LMG of 3 crew, of `rating`; Blue 1 at (24, y_blue1),
// Blue 2 a column at (28, 14), 16.5 inches from Red 1.
std::string red_with_attached_lmg(const std::string& rating, double y_blue1) {
  std::string yaml = small_battle(
      "", fmt::format("                - {{name: Blue 1, type: infantry, figures: 16, x: 24, y: {}, facing: 90, order: defend}}\n"
                      "                - {{name: Blue 2, type: infantry, figures: 16, formation: column, x: 28, y: 14, facing: 90, order: defend}}\n",
                      y_blue1));
  const std::string red1 = "{name: Red 1, type: infantry, figures: 16,";
  yaml.replace(yaml.find(red1), red1.size(),
               fmt::format("{{name: Red 1, type: infantry, rating: {}, figures: 13, attached_mg: 3, lmg: true,", rating));
  return yaml;
}

// 6 Firing: LMG 0-20 inches, MG 0-30. Blue 1 stands 20 inches from the LMG: in reach; at 20.5
// it is not, though a (heavy) MG there would reach it.
TEST(M2mFiringLmg, AnLmgReachesTwentyInches) {
  State s = battle_of(with_red_lmg(kBlue1At10));
  EXPECT_TRUE(targets(s, "Red LMG", "Blue 1"));
  s.unit(unit_index(s, "Blue 1")).at = {26, 9.5};
  EXPECT_FALSE(targets(s, "Red LMG", "Blue 1"));
  s.unit(unit_index(s, "Red LMG")).lmg = false;
  EXPECT_TRUE(targets(s, "Red LMG", "Blue 1"));
}

// 6 Firing: an MG rolls a die per crewman up to 3, an LMG has 2 crew: its 3 crew give 2 dice
// (the third is a replacement), 4+ at Blue 1 in the open. The offer forecasts 2 x 1/2 = 1 hit;
// 4, 3 is one hit (16 to 15).
TEST(M2mFiringLmg, AnLmgRollsADiePerCrewmanUpToTwo) {
  State s = battle_of(with_red_lmg(kBlue1At10));
  done(s);  // Red's orders
  done(s);  // Blue's
  ASSERT_EQ(s.stage, Stage::kFire);
  expect_fire_offered(s, "Red LMG", "Blue 1", "(2 dice, 4+ to hit)", 1.0);
  apply_action(s, {{"type", "fire"}, {"unit", "Red LMG"}, {"target", "Blue 1"}});
  EXPECT_EQ(pending_roll(s).count, 2);
  apply_roll(s, {4, 3});
  EXPECT_EQ(s.unit(unit_index(s, "Blue 1")).figures, 15);
}

// Ruling 48 with ruling 39: an attached LMG fires its own dice with its unit, 2 of its 3 crew.
// Red 1's 13 average figures give 3 dice; Blue 2, a column, is hit on 3+: the offer forecasts
// 3 x 4/6 + 2 x 4/6 = 10/3 hits. The infantry roll 3, 2, 1 (16 to 15), the LMG 6, 3 (15 to 13).
TEST(M2mFiringLmg, AnAttachedLmgFiresTwoDiceWithItsUnit) {
  State s = battle_of(red_with_attached_lmg("average", 14));
  done(s);
  done(s);
  expect_fire_offered(s, "Red 1", "Blue 2", "3 dice, 3+ to hit, its LMG 2 dice, 3+ to hit", 10.0 / 3);
  apply_action(s, {{"type", "fire"}, {"unit", "Red 1"}, {"target", "Blue 2"}});
  EXPECT_EQ(pending_roll(s).count, 3);
  apply_roll(s, {3, 2, 1});
  const engine::DiceRequest lmg = pending_roll(s);
  EXPECT_EQ(lmg.count, 2);
  EXPECT_NE(lmg.reason.find("Red 1's attached LMG fires at Blue 2"), std::string::npos) << lmg.reason;
  apply_roll(s, {6, 3});
  EXPECT_EQ(s.unit(unit_index(s, "Blue 2")).figures, 13);
}

// Ruling 48: good infantry reach 24 inches, their attached LMG only 20. Blue 1 at 22 inches:
// Red 1 may fire at it, its LMG does not (an attached MG of 30 inches would).
TEST(M2mFiringLmg, AnAttachedLmgBeyondTwentyInchesDoesNotFire) {
  State s = battle_of(red_with_attached_lmg("good", 8));
  const int red1 = unit_index(s, "Red 1");
  const int blue1 = unit_index(s, "Blue 1");
  EXPECT_TRUE(targets(s, "Red 1", "Blue 1"));
  EXPECT_FALSE(attached_mg_situation(s, red1, blue1).has_value());
  s.unit(red1).lmg = false;
  EXPECT_TRUE(attached_mg_situation(s, red1, blue1).has_value());
}

// Appendix 1, ruling 22: only heavy MGs hurt a tank. A tank 8 inches from the LMG is no target
// of it; were it an MG, it would hit on 6.
TEST(M2mFiringLmg, AnLmgCannotHurtATank) {
  State s = battle_of(with_red_lmg("                - {name: Tank, type: tank, figures: 4, x: 26, y: 22, facing: 90, order: defend}\n"));
  const int lmg = unit_index(s, "Red LMG");
  EXPECT_FALSE(fire_plan(fire_situation(s, lmg, 0, false), s.rulings).hit_on.has_value());
  EXPECT_TRUE(fire_targets(s, lmg).empty());
  s.unit(lmg).lmg = false;
  EXPECT_EQ(fire_plan(fire_situation(s, lmg, 0, false), s.rulings).hit_on, 6);
}

// Ruling 48: only an MG unit, or infantry carrying an attached MG, can have an LMG.
TEST(M2mFiringLmg, OnlyAnMgOrAnAttachedMgIsAnLmg) {
  std::string yaml = small_battle();
  const std::string blue3 = "{name: Blue 3, type: infantry, figures: 16,";
  yaml.replace(yaml.find(blue3), blue3.size(), "{name: Blue 3, type: infantry, figures: 16, lmg: true,");
  try {
    battle_of(yaml);
    ADD_FAILURE() << "infantry with no MG accepted as an LMG";
  } catch (const engine::BadInput& e) {
    const std::string why = e.what();
    EXPECT_NE(why.find("test.yaml:"), std::string::npos) << why;
    EXPECT_NE(why.find("only an MG unit, or infantry with an attached_mg, has an LMG"), std::string::npos) << why;
  }
}

}  // namespace
}  // namespace sandtable::rules::m2m
