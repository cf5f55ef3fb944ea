// Mini-Nap 2, "The Movement Phase": the allowance table.
#include <gtest/gtest.h>

#include "rules/mininap/movement.hpp"

namespace sandtable::rules::mininap {
namespace {

const MovementRow& row_for(UnitType type, Formation formation, bool limbered = false) {
  return movement_row_for(Unit{type, formation, false}, limbered);
}

TEST(MiniNapMovement, InfantryAllowancesByFormation) {
  const MovementRow& line = row_for(UnitType::kLineInfantry, Formation::kLine);
  EXPECT_EQ(line.move_cm, 4);
  EXPECT_EQ(line.double_time_cm, 8);
  EXPECT_EQ(line.charge_cm, 5);
  const MovementRow& column = row_for(UnitType::kLineInfantry, Formation::kColumn);
  EXPECT_EQ(column.move_cm, 5);
  EXPECT_EQ(column.double_time_cm, 10);
  EXPECT_EQ(column.charge_cm, 6);
  const MovementRow& skirmish = row_for(UnitType::kLightInfantry, Formation::kSkirmish);
  EXPECT_EQ(skirmish.move_cm, 6);
  EXPECT_EQ(skirmish.double_time_cm, 12);
  EXPECT_EQ(skirmish.charge_cm, 7);
}

TEST(MiniNapMovement, SquaresMoveTwoAndNeitherDoubleTimeNorCharge) {
  const MovementRow& square = row_for(UnitType::kLineInfantry, Formation::kSquare);
  EXPECT_EQ(square.move_cm, 2);
  EXPECT_FALSE(square.double_time_cm);
  EXPECT_FALSE(square.charge_cm);
}

TEST(MiniNapMovement, SteppingBackAndSideSteppingCannotCharge) {
  for (MovementRowId id : {MovementRowId::kInfantryStepBack, MovementRowId::kInfantrySideStep}) {
    EXPECT_EQ(movement_row(id).move_cm, 2);
    EXPECT_EQ(movement_row(id).double_time_cm, 4);
    EXPECT_FALSE(movement_row(id).charge_cm);
  }
}

TEST(MiniNapMovement, CavalryChargeFurtherAsTheyGetHeavier) {
  EXPECT_EQ(row_for(UnitType::kLightCavalry, Formation::kLine).charge_cm, 14);
  EXPECT_EQ(row_for(UnitType::kMediumCavalry, Formation::kColumn).charge_cm, 18);
  const MovementRow& heavy = row_for(UnitType::kHeavyCavalry, Formation::kLine);
  EXPECT_EQ(heavy.move_cm, 15);
  EXPECT_EQ(heavy.double_time_cm, 30);
  EXPECT_EQ(heavy.charge_cm, 22);
  EXPECT_EQ(row_for(UnitType::kLightCavalry, Formation::kSkirmish).move_cm, 18);
}

TEST(MiniNapMovement, ArtilleryProlongsOrMovesLimbered) {
  EXPECT_EQ(row_for(UnitType::kHeavyFootArtillery, Formation::kSkirmish).move_cm, 1);
  EXPECT_EQ(row_for(UnitType::kHeavyFootArtillery, Formation::kSkirmish, true).move_cm, 6);
  const MovementRow& horse = row_for(UnitType::kLightHorseArtillery, Formation::kSkirmish, true);
  EXPECT_EQ(horse.move_cm, 8);
  EXPECT_FALSE(horse.double_time_cm);
  EXPECT_FALSE(horse.charge_cm);
}

TEST(MiniNapMovement, CommandersMoveFarButNeverCharge) {
  const MovementRow& c = row_for(UnitType::kCommand, Formation::kSkirmish);
  EXPECT_EQ(c.move_cm, 22);
  EXPECT_EQ(c.double_time_cm, 44);
  EXPECT_FALSE(c.charge_cm);
}

TEST(MiniNapMovement, DoubleTimeIsAlwaysTwiceTheMove) {
  for (const MovementRow& r : movement_table()) {
    if (r.double_time_cm) {
      EXPECT_EQ(*r.double_time_cm, 2 * r.move_cm) << r.what;
    }
  }
  EXPECT_EQ(movement_table().size(), 13u);
}

TEST(MiniNapMovement, BentFormationsAndWrongLimberingAreErrors) {
  EXPECT_THROW(row_for(UnitType::kLineInfantry, Formation::kBentLine), ImpossibleSituation);
  EXPECT_THROW(row_for(UnitType::kLightInfantry, Formation::kBentSkirmish), ImpossibleSituation);
  EXPECT_THROW(row_for(UnitType::kLineInfantry, Formation::kLine, true), ImpossibleSituation);
  EXPECT_THROW(row_for(UnitType::kHeavyCavalry, Formation::kSquare), ImpossibleSituation);
}

}  // namespace
}  // namespace sandtable::rules::mininap
