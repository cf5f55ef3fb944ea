// Characteristics of units: every row of the back page's table, checked against the row as
// printed (copied here as data and read by a small parser of its own, not by the table's code).
#include <gtest/gtest.h>

#include <regex>
#include <sstream>
#include <string>

#include "rules/1418/units.hpp"

namespace sandtable::rules::gw1418 {
namespace {

// The table as printed, one row a line, its cells tab-separated: name, speed, Arming
// melee\ranged, Resilience, range.
const char* const kPrinted[] = {
    "Reserve inf\tMedium Inf\t2\\1\t3\t300",
    "Line/good inf\tMedium Inf\t2\\1\t4\t300",
    "Elite (rare) inf\tMedium Inf\t2\\1\t5\t400",
    "Skirmishers\tFast Inf\t1\\1\t5\t200",
    "Command\tSlow Inf\t1\\1\tas parent\t100",
    "Early HMGx1\tSlow Inf\t1\\3(+1)\tas parent\t800",
    "Early mortar\tSlow Inf\t1\\2(+1)\tas parent\t1200",
    "Melee cav\tFast Cav\t3\\0\t3\t0",
    "Mixed cav\tFast Cav\t3\\1\t3\t50",
    "Mtd Rifles\tMedium Cav\t2\\1\t3\t300/100",
    "Late HMG x1\tSlow Inf\t1\\4(+1)\tas parent\t1000",
    "LMG squad\tMedium Inf\t1\\2\tas parent\t400",
    "1-2 SMG sqd\tMedium Inf\t2\\2\tas parent\t150",
    "1-2 Gren sqd\tMedium Inf\t3(+1)\\2\tas parent\t150",
    "Mother tanks\tSlow Inf\t0\\3(+2)\t6\t400",
    "Medium/Whip\tFast Inf\t0\\1(+1)\t5\t200",
    "7cm Field Gs\tSlow Inf\t0\\2(+2)\t4\t2000",
    "Lt Howtz's\tSlow Inf\t0\\2(+2)\t4\tUnlimited",
    "12cm Hwtz's\tSlow Inf\t0\\1(+3)\t4\tUnlimited",
};

std::vector<std::string> cells(const std::string& row) {
  std::vector<std::string> out;
  std::stringstream in(row);
  for (std::string cell; std::getline(in, cell, '\t');) out.push_back(cell);
  return out;
}

// "3(+1)" -> {3, 1}
Arming printed_arming(const std::string& text) {
  std::smatch m;
  EXPECT_TRUE(std::regex_match(text, m, std::regex(R"((\d)(?:\(\+(\d)\))?)"))) << text;
  return {std::stoi(m[1]), m[2].matched ? std::stoi(m[2]) : 0};
}

std::string printed_speed(Speed s) {
  switch (s) {
    case Speed::kSlowInfantry: return "Slow Inf";
    case Speed::kMediumInfantry: return "Medium Inf";
    case Speed::kFastInfantry: return "Fast Inf";
    case Speed::kSlowCavalry: return "Slow Cav";
    case Speed::kMediumCavalry: return "Medium Cav";
    case Speed::kFastCavalry: return "Fast Cav";
  }
  return "";
}

TEST(Gw1418CharacteristicsOfUnits, EveryPrintedRowIsInTheTableAsPrinted) {
  ASSERT_EQ(unit_table().size(), std::size(kPrinted));
  for (std::size_t i = 0; i < std::size(kPrinted); ++i) {
    const std::vector<std::string> c = cells(kPrinted[i]);
    ASSERT_EQ(c.size(), 5u) << kPrinted[i];
    const UnitType& t = unit_table()[i];
    SCOPED_TRACE(std::string(t.id));
    EXPECT_EQ(t.printed, c[0]);
    EXPECT_EQ(printed_speed(t.speed), c[1]);
    const std::size_t slash = c[2].find('\\');
    const Arming melee = printed_arming(c[2].substr(0, slash));
    const Arming ranged = printed_arming(c[2].substr(slash + 1));
    EXPECT_EQ(t.melee.dice, melee.dice);
    EXPECT_EQ(t.melee.bonus, melee.bonus);
    EXPECT_EQ(t.ranged.dice, ranged.dice);
    EXPECT_EQ(t.ranged.bonus, ranged.bonus);
    EXPECT_EQ(t.resilience ? std::to_string(*t.resilience) : "as parent", c[3]);
    std::string range = t.range.unlimited ? "Unlimited" : std::to_string(t.range.value);
    if (t.range.mounted) range += "/" + std::to_string(*t.range.mounted);
    EXPECT_EQ(range, c[4]);
  }
}

TEST(Gw1418CharacteristicsOfUnits, IdsAreKebabCaseAndFound) {
  for (const std::string& id : unit_ids()) {
    EXPECT_TRUE(std::regex_match(id, std::regex("[a-z0-9]+(-[a-z0-9]+)*"))) << id;
    EXPECT_EQ(unit_type(id).id, id);
  }
  EXPECT_THROW(unit_type("rifles"), std::invalid_argument);
}

// Guns and Heavy Weapons: HMGs, mortars and command platoons are heavy weapons; LMGs strike
// with them (Melee combat); tanks are the vehicles of the table; field guns and howitzers
// are artillery.
TEST(Gw1418GunsAndHeavyWeapons, KindsFollowTheText) {
  for (const char* id : {"command", "early-hmg", "early-mortar", "late-hmg", "lmg-squad"}) {
    EXPECT_EQ(unit_type(id).kind, Kind::kHeavyWeapon) << id;
  }
  for (const char* id : {"mother-tank", "medium-whippet"}) EXPECT_TRUE(is_vehicle(unit_type(id))) << id;
  for (const char* id : {"field-gun-7cm", "light-howitzer", "howitzer-12cm"}) EXPECT_EQ(unit_type(id).kind, Kind::kGun) << id;
  for (const char* id : {"melee-cavalry", "mixed-cavalry", "mounted-rifles"}) EXPECT_EQ(unit_type(id).kind, Kind::kCavalry) << id;
  EXPECT_EQ(unit_type("line-infantry").kind, Kind::kInfantry);
  EXPECT_FALSE(is_vehicle(unit_type("line-infantry")));
}

// Armoured Fighting Vehicles (RULINGS.md 43): an armoured car is the mixed cavalry's row and
// each self-propelled gun its gun's, with a vehicle's re-roll and Resilience 5; none is a
// printed row.
TEST(Gw1418ArmouredFightingVehicles, ArmouredCarsAndSelfPropelledGunsAreTheirRowsAsVehicles) {
  const std::pair<const char*, const char*> made[] = {{"armoured-car", "mixed-cavalry"},
                                                      {"sp-field-gun-7cm", "field-gun-7cm"},
                                                      {"sp-light-howitzer", "light-howitzer"},
                                                      {"sp-howitzer-12cm", "howitzer-12cm"}};
  for (const auto& [id, row] : made) {
    SCOPED_TRACE(id);
    const UnitType& t = unit_type(id);
    const UnitType& base = unit_type(row);
    EXPECT_TRUE(is_vehicle(t));
    EXPECT_FALSE(is_vehicle(base));
    EXPECT_EQ(t.resilience, 5);
    EXPECT_EQ(t.kind, base.kind);
    EXPECT_EQ(t.speed, base.speed);
    EXPECT_EQ(t.melee.dice, base.melee.dice);
    EXPECT_EQ(t.ranged.dice, base.ranged.dice);
    EXPECT_EQ(t.ranged.bonus, base.ranged.bonus);
    EXPECT_EQ(t.range.value, base.range.value);
    for (const UnitType& printed : unit_table()) EXPECT_NE(printed.id, t.id);
  }
  EXPECT_EQ(all_unit_types().size(), unit_table().size() + std::size(made));
}

// Actual distances moved: slow/medium/fast infantry 4/6/8 cm, cavalry 8/12/16 cm.
TEST(Gw1418ActualDistancesMoved, EachSpeedClassMovesAsListed) {
  EXPECT_EQ(standard_move_cm(Speed::kSlowInfantry), 4);
  EXPECT_EQ(standard_move_cm(Speed::kMediumInfantry), 6);
  EXPECT_EQ(standard_move_cm(Speed::kFastInfantry), 8);
  EXPECT_EQ(standard_move_cm(Speed::kSlowCavalry), 8);
  EXPECT_EQ(standard_move_cm(Speed::kMediumCavalry), 12);
  EXPECT_EQ(standard_move_cm(Speed::kFastCavalry), 16);
}

}  // namespace
}  // namespace sandtable::rules::gw1418
