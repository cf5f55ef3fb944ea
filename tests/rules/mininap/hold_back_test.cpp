// Mini-Nap 2, joining in: "test to hold back".
#include <gtest/gtest.h>

#include <cmath>

#include "rules/mininap/hold_back.hpp"
#include "rules/mininap/test_support.hpp"

namespace sandtable::rules::mininap {
namespace {

using testing::frac;

HoldBackSituation unit(UnitType type, Formation formation, int sp = 4) {
  HoldBackSituation s;
  s.unit = {type, formation, false};
  s.strength_points = sp;
  return s;
}

void expect_impossible(const HoldBackSituation& s, const std::string& says) {
  testing::expect_impossible_saying([&] { resolve_hold_back(s); }, says);
}

TEST(MiniNapHoldBack, FormedTroopsHoldOnThreeOrLess) {
  const HoldBackResult r = resolve_hold_back(unit(UnitType::kLineInfantry, Formation::kColumn));
  EXPECT_TRUE(r.tested);
  EXPECT_EQ(r.pass_on, 3);
  EXPECT_EQ(r.held_back, frac(1, 2));
  EXPECT_DOUBLE_EQ(r.held_back_probability, 0.5);
  EXPECT_EQ(resolve_hold_back(unit(UnitType::kHeavyCavalry, Formation::kLine)).held_back, frac(3, 6));
}

TEST(MiniNapHoldBack, SkirmishersHoldOnFiveOrLess) {
  const HoldBackResult r = resolve_hold_back(unit(UnitType::kLightInfantry, Formation::kSkirmish));
  EXPECT_EQ(r.pass_on, 5);
  EXPECT_EQ(r.held_back, frac(5, 6));
  EXPECT_EQ(resolve_hold_back(unit(UnitType::kLightCavalry, Formation::kSkirmish)).held_back, frac(5, 6));
}

TEST(MiniNapHoldBack, InCommandHoldsBackWithoutTesting) {
  HoldBackSituation s = unit(UnitType::kLineInfantry, Formation::kLine);
  s.command.division_cm = 2.5;
  const HoldBackResult r = resolve_hold_back(s);
  EXPECT_FALSE(r.tested);
  EXPECT_FALSE(r.pass_on.has_value());
  EXPECT_EQ(r.held_back, frac(1, 1));
  s.command.division_cm = 3.5;
  EXPECT_TRUE(resolve_hold_back(s).tested);
}

TEST(MiniNapHoldBack, UnitsThatNeverJoinInNeverTest) {
  expect_impossible(unit(UnitType::kMediumFootArtillery, Formation::kSkirmish), "artillery");
  expect_impossible(unit(UnitType::kCommand, Formation::kSkirmish), "command units");
  expect_impossible(unit(UnitType::kLineInfantry, Formation::kSquare), "square");
  expect_impossible(unit(UnitType::kLineInfantry, Formation::kBentLine), "bent formation");
  expect_impossible(unit(UnitType::kLightInfantry, Formation::kBentSkirmish), "bent formation");
  expect_impossible(unit(UnitType::kLineInfantry, Formation::kLine, 1), "1 SP left");
  expect_impossible(unit(UnitType::kLineInfantry, Formation::kSkirmish), "cannot stand");
  expect_impossible(unit(UnitType::kLineInfantry, Formation::kLine, kMaxStrengthPoints + 1), "over the limit");
  HoldBackSituation far = unit(UnitType::kLineInfantry, Formation::kLine);
  far.distance_cm = 3.5;
  expect_impossible(far, "within 3 cm");
  far.distance_cm = 3;
  EXPECT_TRUE(resolve_hold_back(far).tested);
  HoldBackSituation lost = unit(UnitType::kLineInfantry, Formation::kLine);
  lost.command.corps_cm = std::nan("");
  expect_impossible(lost, "0 cm or more");
}

}  // namespace
}  // namespace sandtable::rules::mininap
