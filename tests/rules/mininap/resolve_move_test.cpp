// Mini-Nap 2, "The Movement Phase": how far a unit may go, double time, charges, limbers.
#include <gtest/gtest.h>

#include "rules/mininap/resolve_move.hpp"
#include "rules/mininap/test_support.hpp"

namespace sandtable::rules::mininap {
namespace {

using testing::kInfantryColumn;
using testing::kInfantryLine;

MoveSituation moving(Unit unit, MovePace pace = MovePace::kMove) {
  MoveSituation s;
  s.unit = unit;
  s.pace = pace;
  return s;
}

MoveSituation battery(UnitType type, bool limbered, LimberAction action) {
  MoveSituation s = moving({type, Formation::kSkirmish, false});
  s.limbered = limbered;
  s.limber_action = action;
  return s;
}

void expect_impossible(const MoveSituation& s, const std::string& says) {
  testing::expect_impossible_saying([&] { resolve_move(s); }, says);
}

TEST(MiniNapMovement, DoubleTimeDoublesTheMoveAwayFromTheEnemy) {
  MoveSituation s = moving(kInfantryColumn, MovePace::kDoubleTime);
  s.nearest_enemy_cm = 18.5;
  EXPECT_EQ(resolve_move(s).allowance_cm, 10);
  s.nearest_enemy_cm = 18;
  expect_impossible(s, "within 18 cm");
  s.unit = {UnitType::kHeavyCavalry, Formation::kLine, false};
  s.nearest_enemy_cm = 40;
  EXPECT_EQ(resolve_move(s).allowance_cm, 30);
}

TEST(MiniNapMovement, ArtilleryAndSquaresNeverDoubleTime) {
  expect_impossible(moving({UnitType::kLineInfantry, Formation::kSquare, false}, MovePace::kDoubleTime),
                    "cannot double-time");
  MoveSituation guns = battery(UnitType::kLightHorseArtillery, true, LimberAction::kNone);
  guns.pace = MovePace::kDoubleTime;
  expect_impossible(guns, "cannot double-time");
}

TEST(MiniNapMovement, SquareCannotMoveWithEnemyCavalryWithinNine) {
  MoveSituation s = moving({UnitType::kLineInfantry, Formation::kSquare, false});
  s.nearest_enemy_cavalry_cm = 9;
  expect_impossible(s, "may pivot but not move");
  s.nearest_enemy_cavalry_cm = 9.5;
  EXPECT_EQ(resolve_move(s).allowance_cm, 2);
}

TEST(MiniNapMovement, ChargeDistances) {
  EXPECT_EQ(resolve_move(moving({UnitType::kHeavyCavalry, Formation::kColumn, false}, MovePace::kCharge)).allowance_cm,
            22);
  EXPECT_EQ(resolve_move(moving(kInfantryLine, MovePace::kCharge)).allowance_cm, 5);
  expect_impossible(moving({UnitType::kCommand, Formation::kSkirmish, false}, MovePace::kCharge), "cannot charge");
  expect_impossible(moving({UnitType::kLineInfantry, Formation::kSquare, false}, MovePace::kCharge), "cannot charge");
  MoveSituation guns = battery(UnitType::kMediumFootArtillery, true, LimberAction::kNone);
  guns.pace = MovePace::kCharge;
  expect_impossible(guns, "cannot charge");
}

TEST(MiniNapMovement, SteppingBackAndSideStepping) {
  MoveSituation s = moving(kInfantryLine);
  s.step = InfantryStep::kStepBack;
  EXPECT_EQ(resolve_move(s).allowance_cm, 2);
  s.pace = MovePace::kDoubleTime;
  EXPECT_EQ(resolve_move(s).allowance_cm, 4);
  s.pace = MovePace::kCharge;
  expect_impossible(s, "cannot charge");
  s = moving({UnitType::kMediumCavalry, Formation::kLine, false});
  s.step = InfantryStep::kSideStep;
  expect_impossible(s, "only infantry");
  s = moving({UnitType::kLineInfantry, Formation::kBentLine, false});
  s.step = InfantryStep::kSideStep;
  expect_impossible(s, "may not move");
}

TEST(MiniNapMovement, LimbersCutArtilleryMovesShort) {
  EXPECT_EQ(resolve_move(battery(UnitType::kHeavyFootArtillery, true, LimberAction::kNone)).allowance_cm, 6);
  EXPECT_EQ(resolve_move(battery(UnitType::kHeavyFootArtillery, true, LimberAction::kUnlimberAfter)).allowance_cm, 3);
  EXPECT_EQ(resolve_move(battery(UnitType::kLightHorseArtillery, true, LimberAction::kUnlimberAfter)).allowance_cm, 4);
  EXPECT_EQ(resolve_move(battery(UnitType::kLightHorseArtillery, false, LimberAction::kLimberFirst)).allowance_cm, 4);
  EXPECT_EQ(resolve_move(battery(UnitType::kLightHorseArtillery, false, LimberAction::kNone)).allowance_cm, 1);
  expect_impossible(battery(UnitType::kMediumFootArtillery, false, LimberAction::kLimberFirst), "nothing else");
  expect_impossible(battery(UnitType::kMediumFootArtillery, true, LimberAction::kLimberFirst), "limber up again");
  expect_impossible(battery(UnitType::kMediumFootArtillery, false, LimberAction::kUnlimberAfter), "unlimber again");
  MoveSituation infantry = moving(kInfantryLine);
  infantry.limber_action = LimberAction::kUnlimberAfter;
  expect_impossible(infantry, "has no limber");
  infantry.limber_action = LimberAction::kNone;
  infantry.limbered = true;
  expect_impossible(infantry, "only artillery limbers");
}

TEST(MiniNapMovement, NamesAndDistancesAreChecked) {
  EXPECT_EQ(parse_move_pace("double-time"), MovePace::kDoubleTime);
  EXPECT_EQ(parse_infantry_step("side-step"), InfantryStep::kSideStep);
  EXPECT_THROW(parse_move_pace("gallop"), UnknownName);
  EXPECT_THROW(parse_infantry_step("backwards"), UnknownName);
  MoveSituation s = moving(kInfantryLine, MovePace::kDoubleTime);
  s.nearest_enemy_cm = -3;
  expect_impossible(s, "0 cm or more");
}

}  // namespace
}  // namespace sandtable::rules::mininap
