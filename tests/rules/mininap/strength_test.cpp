// Mini-Nap 2, "Determining the Strength Points of a Unit".
#include <gtest/gtest.h>

#include "rules/mininap/strength.hpp"

namespace sandtable::rules::mininap {
namespace {

int from_men(int men) { return strength_from_men(UnitType::kLineInfantry, men).strength_points; }
int from_guns(int guns) { return strength_from_guns(UnitType::kMediumFootArtillery, guns).strength_points; }

TEST(MiniNapStrength, TextExamplesFor350To549Men) {
  EXPECT_EQ(from_men(350), 4);
  EXPECT_EQ(from_men(449), 4);
  EXPECT_EQ(from_men(450), 5);
  EXPECT_EQ(from_men(549), 5);
}

TEST(MiniNapStrength, FiftyOrMoreLeftOverRoundsUp) {
  EXPECT_EQ(from_men(349), 3);
  EXPECT_EQ(from_men(550), 6);
  EXPECT_EQ(strength_from_men(UnitType::kHeavyCavalry, 650).strength_points, 7);
}

TEST(MiniNapStrength, FewerThan250MenStillGiveTwo) {
  EXPECT_EQ(from_men(249), 2);
  EXPECT_EQ(from_men(1), 2);
  EXPECT_EQ(from_men(250), 3);
}

TEST(MiniNapStrength, SevenGunsGiveThree) {
  const StrengthResult r = strength_from_guns(UnitType::kHeavyFootArtillery, 7);
  EXPECT_EQ(r.strength_points, 3);
  EXPECT_FALSE(r.factors.empty());
}

TEST(MiniNapStrength, BatteriesHaveAtLeastTwoAndAtMostFour) {
  EXPECT_EQ(from_guns(1), 2);
  EXPECT_EQ(from_guns(3), 2);
  EXPECT_EQ(from_guns(4), 2);
  EXPECT_EQ(from_guns(6), 3);
  EXPECT_EQ(from_guns(8), 4);
  EXPECT_EQ(from_guns(12), 4);  // a large Russian battery gains nothing
}

TEST(MiniNapStrength, CommandersHaveTwo) { EXPECT_EQ(command_strength().strength_points, 2); }

TEST(MiniNapStrength, WrongMeasureOrNonsenseIsAnError) {
  EXPECT_THROW(strength_from_men(UnitType::kLightFootArtillery, 120), ImpossibleSituation);
  EXPECT_THROW(strength_from_men(UnitType::kCommand, 20), ImpossibleSituation);
  EXPECT_THROW(strength_from_guns(UnitType::kLineInfantry, 6), ImpossibleSituation);
  EXPECT_THROW(from_men(0), ImpossibleSituation);
  EXPECT_THROW(from_guns(0), ImpossibleSituation);
  EXPECT_THROW(from_men(1'000'000), ImpossibleSituation);
}

}  // namespace
}  // namespace sandtable::rules::mininap
