// Mini-Nap 2, "Stands and Units" and "Valid Unit Formations".
#include <gtest/gtest.h>

#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {
namespace {

TEST(MiniNapUnits, EveryIdParsesBackToItsType) {
  for (UnitType t : all_unit_types()) EXPECT_EQ(parse_unit_type(id(t)), t);
  for (Formation f : all_formations()) EXPECT_EQ(parse_formation(id(f)), f);
  for (CommanderRank r : {CommanderRank::kBrigade, CommanderRank::kDivision, CommanderRank::kCorps}) {
    EXPECT_EQ(parse_commander_rank(id(r)), r);
  }
  EXPECT_EQ(all_unit_types().size(), 11u);
  EXPECT_EQ(all_formations().size(), 6u);
}

TEST(MiniNapUnits, IdsAreKebabCase) {
  EXPECT_EQ(id(UnitType::kMediumHorseArtillery), "medium-horse-artillery");
  EXPECT_EQ(id(Formation::kBentSkirmish), "bent-skirmish");
  EXPECT_EQ(id(Formation::kColumn), "column");
}

TEST(MiniNapUnits, UnknownNamesSayWhatIsAccepted) {
  try {
    parse_unit_type("dragoons");
    FAIL() << "no error";
  } catch (const UnknownName& e) {
    EXPECT_NE(std::string(e.what()).find("'dragoons'"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("medium-cavalry"), std::string::npos);
  }
  EXPECT_THROW(parse_formation("Line"), UnknownName);
  EXPECT_THROW(parse_commander_rank("army"), UnknownName);
}

TEST(MiniNapUnits, ArtilleryHasFootOrHorseAndACalibre) {
  EXPECT_EQ(calibre(UnitType::kLightHorseArtillery), Calibre::kLight);
  EXPECT_EQ(calibre(UnitType::kMediumFootArtillery), Calibre::kMedium);
  EXPECT_EQ(calibre(UnitType::kHeavyFootArtillery), Calibre::kHeavy);
  EXPECT_TRUE(is_horse_artillery(UnitType::kMediumHorseArtillery));
  EXPECT_FALSE(is_horse_artillery(UnitType::kHeavyFootArtillery));
  EXPECT_THROW(calibre(UnitType::kLineInfantry), ImpossibleSituation);
}

TEST(MiniNapFormations, OnlyInfantryFormSquare) {
  EXPECT_TRUE(may_form(UnitType::kLineInfantry, Formation::kSquare));
  EXPECT_TRUE(may_form(UnitType::kLightInfantry, Formation::kSquare));
  EXPECT_FALSE(may_form(UnitType::kHeavyCavalry, Formation::kSquare));
  EXPECT_FALSE(may_form(UnitType::kLightFootArtillery, Formation::kSquare));
}

TEST(MiniNapFormations, OnlyInfantryAndCavalryFormLinesAndColumns) {
  for (UnitType t : {UnitType::kLineInfantry, UnitType::kLightInfantry, UnitType::kLightCavalry,
                     UnitType::kMediumCavalry, UnitType::kHeavyCavalry}) {
    EXPECT_TRUE(may_form(t, Formation::kLine)) << id(t);
    EXPECT_TRUE(may_form(t, Formation::kColumn)) << id(t);
    EXPECT_TRUE(may_form(t, Formation::kBentLine)) << id(t);
  }
  EXPECT_FALSE(may_form(UnitType::kCommand, Formation::kLine));
  EXPECT_FALSE(may_form(UnitType::kMediumFootArtillery, Formation::kColumn));
}

TEST(MiniNapFormations, SkirmishOnlyForLightInfantryAndNonLancerLightCavalry) {
  EXPECT_TRUE(may_form(UnitType::kLightInfantry, Formation::kSkirmish));
  EXPECT_TRUE(may_form(UnitType::kLightInfantry, Formation::kBentSkirmish));
  EXPECT_FALSE(may_form(UnitType::kLineInfantry, Formation::kSkirmish));
  EXPECT_TRUE(may_form(UnitType::kLightCavalry, Formation::kSkirmish));
  EXPECT_FALSE(may_form(UnitType::kLightCavalry, Formation::kSkirmish, /*lancer=*/true));
  EXPECT_FALSE(may_form(UnitType::kMediumCavalry, Formation::kSkirmish));
}

TEST(MiniNapFormations, ArtilleryAndCommandAlwaysInSkirmishLine) {
  for (UnitType t : {UnitType::kLightFootArtillery, UnitType::kHeavyFootArtillery, UnitType::kLightHorseArtillery,
                     UnitType::kCommand}) {
    EXPECT_EQ(formations_for(t), std::vector<Formation>{Formation::kSkirmish}) << id(t);
    EXPECT_EQ(default_formation(t), Formation::kSkirmish);
  }
  EXPECT_EQ(default_formation(UnitType::kHeavyCavalry), Formation::kLine);
}

TEST(MiniNapFormations, CheckFormationNamesTheRoleAndTheChoices) {
  try {
    check_formation({UnitType::kLineInfantry, Formation::kSkirmish, false}, "firer");
    FAIL() << "no error";
  } catch (const ImpossibleSituation& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("firer"), std::string::npos);
    EXPECT_NE(what.find("square"), std::string::npos);  // the list of what it may form
  }
  EXPECT_THROW(check_formation({UnitType::kLineInfantry, Formation::kLine, true}, "target"), ImpossibleSituation);
  try {
    check_formation({UnitType::kMediumFootArtillery, Formation::kLine, false}, "firer");
    FAIL() << "no error";
  } catch (const ImpossibleSituation& e) {
    EXPECT_NE(std::string(e.what()).find("always counts as in skirmish line"), std::string::npos) << e.what();
  }
  EXPECT_NO_THROW(check_formation({UnitType::kLightCavalry, Formation::kColumn, true}, "target"));
}

}  // namespace
}  // namespace sandtable::rules::mininap
