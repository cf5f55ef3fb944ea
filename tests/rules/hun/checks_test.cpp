// VI and X: morale, rally, out-of-command tests and healing.
#include <gtest/gtest.h>

#include "rules/hun/checks.hpp"

namespace sandtable::rules::hun {
namespace {

double pass(const RollResult& r) { return r.dist.probability(1); }

TEST(HunMorale, IsTwoDice) {
  const RollResult r = morale_check({});
  EXPECT_NE(r.dice.find("2D6"), std::string::npos);
  // A soldier passes on 7+ with 2D6: 21/36.
  EXPECT_DOUBLE_EQ(pass(r), 21.0 / 36);
}

TEST(HunMorale, GeneralMusicianAndColoursEachHelp) {
  const double bare = pass(morale_check({}));
  EXPECT_GT(pass(morale_check({Quality::kSoldier, true, false, false, false})), bare);
  EXPECT_GT(pass(morale_check({Quality::kSoldier, false, true, false, false})), bare);
  EXPECT_GT(pass(morale_check({Quality::kSoldier, false, false, true, false})), bare);
  EXPECT_LT(pass(morale_check({Quality::kSoldier, false, false, false, true})), bare);
}

TEST(HunMorale, GeneralCountsWithinSixInchesColoursAndMusicianThree) {
  EXPECT_EQ(builtin_tables().morale.general_inches, 6);
  EXPECT_EQ(builtin_tables().morale.colours_inches, 3);
  EXPECT_EQ(builtin_tables().morale.musician_inches, 3);
}

TEST(HunMorale, BetterQualityPassesMoreOften) {
  for (std::size_t i = 1; i < kQualities.size(); ++i) {
    EXPECT_GE(pass(morale_check({kQualities[i]})), pass(morale_check({kQualities[i - 1]})));
  }
}

TEST(HunMorale, NaturalTwoAlwaysFails) {
  EXPECT_DOUBLE_EQ(pass(morale_check({Quality::kElite, true, true, true, false})), 35.0 / 36);
}

TEST(HunRally, IsHarderThanAMoraleCheck) {
  EXPECT_LT(pass(rally({})), pass(morale_check({})));
  EXPECT_GT(pass(rally({Quality::kSoldier, true})), pass(rally({})));
}

TEST(HunCommand, NoTestWithinEighteenInches) {
  EXPECT_DOUBLE_EQ(pass(command_test(Quality::kConscript, 18)), 1.0);
  EXPECT_LT(pass(command_test(Quality::kConscript, 18.5)), 1.0);
}

// VI: a musician ordered to play brings into command every unit within 24 inches of the
// musician, wherever the general is.
TEST(HunCommand, PlayingMusiciansReachIsMeasuredFromTheMusician) {
  EXPECT_DOUBLE_EQ(pass(command_test(Quality::kConscript, 40, 24.0)), 1.0);
  // 20 inches from the general but 30 from the musician: the musician does not help, and
  // the test is the general's: conscript 5+, 2 inches beyond 18 is no full 12, so 5+ = 2/6.
  EXPECT_DOUBLE_EQ(pass(command_test(Quality::kConscript, 20, 30.0)), 2.0 / 6);
  EXPECT_DOUBLE_EQ(pass(command_test(Quality::kConscript, 20, 30.0)), pass(command_test(Quality::kConscript, 20)));
}

TEST(HunCommand, UsesTheLeadersQualityAndDistance) {
  EXPECT_GT(pass(command_test(Quality::kVeteran, 20)), pass(command_test(Quality::kConscript, 20)));
  EXPECT_GT(pass(command_test(Quality::kSoldier, 20)), pass(command_test(Quality::kSoldier, 40)));
  EXPECT_GT(pass(command_test(Quality::kCivilian, 200)), 0.0);  // a 6 always passes
  EXPECT_THROW(command_test(Quality::kSoldier, -1), engine::BadInput);
}

TEST(HunHeal, IsADieRollOnTheMedicsQuality) {
  EXPECT_DOUBLE_EQ(pass(heal(Quality::kSoldier)), 0.5);
  EXPECT_GT(pass(heal(Quality::kVeteran)), pass(heal(Quality::kConscript)));
  EXPECT_EQ(builtin_tables().heal_move_inches, 6);
}

}  // namespace
}  // namespace sandtable::rules::hun
