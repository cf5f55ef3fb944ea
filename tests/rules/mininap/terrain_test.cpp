// Terrain on the table: rulings R16-R22, each test worked by hand on the 100 x 100 cm table.
#include <gtest/gtest.h>

#include <algorithm>

#include "battle_fixture.hpp"
#include "engine/scenario.hpp"
#include "engine/spec.hpp"
#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"
#include "rules/mininap/battle/melee.hpp"
#include "rules/mininap/battle/setup.hpp"

namespace sandtable::rules::mininap {
namespace {

using namespace testing;

using Points = std::vector<core::Vec2>;

void add_area(Battle& b, TerrainKind kind, const std::string& name, Points outline) {
  auto terrain = std::make_shared<Terrain>(*b.terrain);
  terrain->push_back({kind, name, core::Polygon{std::move(outline)}});
  b.terrain = terrain;
}

void add_line(Battle& b, TerrainKind kind, const std::string& name, Points points, double width) {
  auto terrain = std::make_shared<Terrain>(*b.terrain);
  terrain->push_back({kind, name, core::Polyline{std::move(points), width}});
  b.terrain = terrain;
}

// A rectangle from (x0, y0) to (x1, y1).
Points box(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

// Blue, a 4 SP line, has its front edge at y 50 (stands from y 48); Red, a 4 SP line facing it,
// has its front edge at y 56 (stands to y 58): 6 cm apart, in musket range.
Battle facing_lines() {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 56, -90);
  return b;
}

int dice_at_red(const Battle& b) {
  const auto options = fire_options(b, 0);
  EXPECT_EQ(options.size(), 1U);
  return options.empty() ? -1 : options[0].fire[0].dice;
}

std::string refusal(const Battle& b, int unit, const Order& o) {
  try {
    plan_move(b, unit, o);
  } catch (const IllegalOrder& e) {
    return e.what();
  }
  return "(allowed)";
}

TEST(MiniNapTerrainR16, WoodsBlockTheZoneOfFire) {
  Battle b = facing_lines();
  add_area(b, TerrainKind::kWoods, "Copse", box(45, 52, 55, 54));
  EXPECT_FALSE(eligible_range(b, 0, 1).has_value());
  EXPECT_FALSE(eligible_range(b, 1, 0).has_value()) << "both ways";
  b.rulings.woods_and_villages_block_fire = false;
  EXPECT_NEAR(*eligible_range(b, 0, 1), 6, 1e-9);
}

TEST(MiniNapTerrainR16, WoodsBesideTheZoneDoNotBlockIt) {
  Battle b = facing_lines();
  add_area(b, TerrainKind::kWoods, "Copse", box(53, 52, 60, 54));  // Blue's zone is x 47.5 to 52.5
  EXPECT_NEAR(*eligible_range(b, 0, 1), 6, 1e-9);
}

TEST(MiniNapTerrainR16, AUnitAtTheEdgeOfAWoodIsSeenButOneDeepInsideIsNot) {
  Battle b = facing_lines();
  add_area(b, TerrainKind::kWoods, "Forest", box(40, 56, 60, 70));  // Red's front edge on the wood's edge
  EXPECT_NEAR(*eligible_range(b, 0, 1), 6, 1e-9);
  EXPECT_NEAR(*eligible_range(b, 1, 0), 6, 1e-9) << "and Red fires out of it";
  Battle deep = facing_lines();
  add_area(deep, TerrainKind::kWoods, "Forest", box(40, 54, 60, 70));  // 2 cm of trees in front of Red
  EXPECT_FALSE(eligible_range(deep, 0, 1).has_value());
}

TEST(MiniNapTerrainR17, AHillBetweenBlocksFireUnlessFirerOrTargetStandsOnIt) {
  Battle b = facing_lines();
  add_area(b, TerrainKind::kHill, "Crest", box(45, 52, 55, 54));
  EXPECT_FALSE(eligible_range(b, 0, 1).has_value());
  Battle up = facing_lines();
  add_area(up, TerrainKind::kHill, "Slope", box(45, 52, 55, 57.5));  // the centres of Red's stands (y 57) are on it
  EXPECT_NEAR(*eligible_range(up, 0, 1), 6, 1e-9);
  b.rulings.hills_block_fire = false;
  EXPECT_NEAR(*eligible_range(b, 0, 1), 6, 1e-9);
}

// On a hill means a stand's centre on it, for R17 as for R19: the slope reaching y 56.5 runs
// under the front half of Red's stands (y 56 to 58) but not their centres (y 57), so Red is
// not on it and the hill still blocks; it does not make Red uphill of Blue either.
TEST(MiniNapTerrainR17, AStandIsOnAHillWhenItsCentreIs) {
  Battle b = facing_lines();
  add_area(b, TerrainKind::kHill, "Slope", box(45, 52, 55, 56.5));
  EXPECT_FALSE(eligible_range(b, 0, 1).has_value());
  Battle melee = empty_battle();
  add_unit(melee, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  add_unit(melee, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, -90);  // stands y 50 to 52
  add_area(melee, TerrainKind::kHill, "Slope", box(40, 50, 60, 50.5));
  EXPECT_EQ(attack_result(melee, {0, 1, 4, false}).cv, 3);
}

TEST(MiniNapTerrainR18, FireAtAUnitInWoodsThrowsOneDieFewer) {
  Battle b = facing_lines();
  EXPECT_EQ(dice_at_red(b), 4);
  add_area(b, TerrainKind::kWoods, "Forest", box(40, 56, 60, 70));
  EXPECT_EQ(dice_at_red(b), 4 - 1);
  b.tell = true;  // a game people follow: the fire comes with its factors' wording
  const auto factors = fire_options(b, 0)[0].fire[0].factors;
  EXPECT_NE(std::find(factors.begin(), factors.end(), "terrain: -1 die"), factors.end()) << "the factors name the cover";
}

TEST(MiniNapTerrainR18, FireAtAUnitInAVillageThrowsTwoDiceFewerAndTheNumberIsARuling) {
  Battle b = facing_lines();
  add_area(b, TerrainKind::kVillage, "Hausen", box(40, 56, 60, 70));
  EXPECT_EQ(dice_at_red(b), 4 - 2);
  b.rulings.village_cover_dice = 1;
  EXPECT_EQ(dice_at_red(b), 4 - 1);
}

TEST(MiniNapTerrainR18, CoverComesBeforeAColumnHalvesItsDice) {
  Battle b = facing_lines();
  b.units[0].unit.formation = Formation::kColumn;
  add_area(b, TerrainKind::kWoods, "Forest", box(40, 56, 60, 70));
  EXPECT_EQ(dice_at_red(b), (4 - 1) / 2) << "R4: 4 SP, -1 cover = 3, halved and rounded down";
}

TEST(MiniNapTerrainR18, HalfAStandInTheWoodIsEnough) {
  Battle b = facing_lines();
  add_area(b, TerrainKind::kWoods, "Forest", box(50, 56, 60, 70));  // holds the centre of Red's left stand only
  EXPECT_EQ(dice_at_red(b), 3);
}

// Blue's line (stands y 48 to 50) and Red's (y 50 to 52) in contact; line infantry fight at CV 3.
Battle in_contact() {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, -90);
  return b;
}

int blue_cv(const Battle& b) { return attack_result(b, {0, 1, 4, false}).cv; }

TEST(MiniNapTerrainR19, AttackOnAVillageOrWoodIsOneCvLess) {
  Battle b = in_contact();
  EXPECT_EQ(blue_cv(b), 3);
  add_area(b, TerrainKind::kVillage, "Hausen", box(40, 50, 60, 60));
  EXPECT_EQ(blue_cv(b), 3 - 1);
  EXPECT_EQ(attack_result(b, {1, 0, 4, false}).cv, 3) << "Red attacking out of the village has no adjustment";
  Battle w = in_contact();
  add_area(w, TerrainKind::kWoods, "Forest", box(40, 50, 60, 60));
  EXPECT_EQ(blue_cv(w), 3 - 1);
  w.rulings.woods_defence_cv = 0;
  EXPECT_EQ(blue_cv(w), 3);
}

TEST(MiniNapTerrainR19, UphillOnlyWhenTheAttackerIsNotOnTheHillAndTheLargestAloneCounts) {
  Battle b = in_contact();
  add_area(b, TerrainKind::kHill, "Windmill hill", box(40, 50, 60, 60));
  EXPECT_EQ(blue_cv(b), 3 - 1);
  add_area(b, TerrainKind::kVillage, "Hausen", box(40, 50, 60, 60));
  EXPECT_EQ(blue_cv(b), 3 - 1) << "village and hill do not add up";
  Battle level = in_contact();
  add_area(level, TerrainKind::kHill, "Plateau", box(40, 40, 60, 60));
  EXPECT_EQ(blue_cv(level), 3);
}

// A 4 SP column facing up the table, front edge at y 50 (stands y 46 to 50); it moves 5 cm.
Battle column() {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 50, 90);
  return b;
}

TEST(MiniNapTerrainR20, WoodsHalveTheMove) {
  Battle b = column();
  add_area(b, TerrainKind::kWoods, "Forest", box(40, 40, 60, 70));
  EXPECT_EQ(refusal(b, 0, move_to(50, 52.5, 90)), "(allowed)") << "2.5 cm at 2 cm each: the whole 5 cm";
  EXPECT_EQ(refusal(b, 0, move_to(50, 53, 90)), "the move needs 6.0 cm with its turns and the going; Blue has 5 cm");
  b.rulings.rough_going_cost = 1;
  EXPECT_EQ(refusal(b, 0, move_to(50, 55, 90)), "(allowed)");
}

TEST(MiniNapTerrainR20, ARoadThroughTheWoodIsOpenGoing) {
  Battle b = column();
  add_area(b, TerrainKind::kWoods, "Forest", box(40, 40, 60, 70));
  add_line(b, TerrainKind::kRoad, "Vienna road", {{50, 40}, {50, 70}}, 3);  // x 48.5 to 51.5 holds the 2.5 cm stands
  EXPECT_EQ(refusal(b, 0, move_to(50, 55, 90)), "(allowed)");
}

// R20 lists what slows a move; a hill, a village (to infantry), a road and a bridge with no
// river are not among it: the column's whole 5 cm across all four.
TEST(MiniNapTerrainR20, HillsVillagesRoadsAndBridgesCostAMoveNothing) {
  Battle b = column();
  add_area(b, TerrainKind::kHill, "Galgenberg", box(40, 44, 60, 70));
  add_area(b, TerrainKind::kVillage, "Hausen", box(49, 52, 60, 60));
  add_line(b, TerrainKind::kRoad, "Vienna road", {{30, 53}, {70, 53}}, 1);
  add_line(b, TerrainKind::kBridge, "Old bridge", {{30, 54}, {70, 54}}, 1);
  EXPECT_EQ(refusal(b, 0, move_to(50, 55, 90)), "(allowed)");
  EXPECT_EQ(refusal(b, 0, move_to(50, 55.5, 90)), "the move needs 5.5 cm with its turns; Blue has 5 cm");
}

TEST(MiniNapTerrainR20, GoingIntoAStreamCostsTwoCentimetresMore) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);  // moves 4 cm
  add_line(b, TerrainKind::kStream, "Mill brook", {{0, 52.5}, {100, 52.5}}, 1);  // y 52 to 53
  EXPECT_EQ(refusal(b, 0, move_to(50, 51.5, 90)), "(allowed)") << "1.5 cm, short of the stream";
  EXPECT_EQ(refusal(b, 0, move_to(50, 52, 90)), "(allowed)") << "2 cm + 2 for the stream = 4";
  EXPECT_EQ(refusal(b, 0, move_to(50, 52.5, 90)), "the move needs 4.5 cm with its turns and the going; Blue has 4 cm");
}

// Heavy cavalry (charge 22 cm) in line with its front edge at y 20, facing Red's line up the
// table; a wood from y 30 on. The first 10 cm are open, the other 12 cm of the charge buy
// 12 / 2 = 6 cm in the wood: it reaches 16 cm, Red's front edge at y 36.
Battle charge_into_woods(double red_y) {
  Battle b = empty_battle();
  add_unit(b, "Cuirassiers", 0, UnitType::kHeavyCavalry, Formation::kLine, 4, 50, 20, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, red_y, -90);
  add_area(b, TerrainKind::kWoods, "Forest", box(40, 30, 60, 70));
  return b;
}

std::string charge_refusal(const Battle& b) {
  try {
    plan_charge(b, 0, 1);
  } catch (const IllegalOrder& e) {
    return e.what();
  }
  return "(allowed)";
}

TEST(MiniNapTerrainR20, RoughGoingShortensACharge) {
  const Battle b = charge_into_woods(36);
  const ChargePlan plan = plan_charge(b, 0, 1);
  EXPECT_TRUE(plan.contact);
  EXPECT_NEAR(plan.distance_cm, 10 + 12.0 / 2, 0.01);
  EXPECT_EQ(charge_refusal(charge_into_woods(36.5)),
            "Red is not straight ahead within the charge distance of 22 cm (16.0 cm through the rough going)");
}

TEST(MiniNapTerrainR20, AChargeAlongARoadOrWithTheRulingOffIsNotSlowed) {
  Battle off = charge_into_woods(42);
  off.rulings.rough_slows_charges = false;
  EXPECT_NEAR(plan_charge(off, 0, 1).distance_cm, 22, 0.01);
  Battle road = charge_into_woods(42);
  add_line(road, TerrainKind::kRoad, "Vienna road", {{50, 0}, {50, 100}}, 6);  // holds both 2.5 cm stands
  EXPECT_NEAR(plan_charge(road, 0, 1).distance_cm, 22, 0.01);
}

// An infantry column (charge 6 cm) starting in the wood goes 6 / 2 = 3 cm.
TEST(MiniNapTerrainR20, AChargeStartingInTheWoodGoesHalfAsFar) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 50, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 53, -90);
  add_area(b, TerrainKind::kWoods, "Forest", box(40, 40, 60, 70));
  EXPECT_NEAR(plan_charge(b, 0, 1).distance_cm, 3, 0.01);
  b.units[1].pose.position.y = 53.5;
  index_units(b);
  EXPECT_THROW(plan_charge(b, 0, 1), IllegalOrder);
}

// A river 2 cm wide along y 53 (y 52 to 54) in front of Blue's 4 SP line (front edge y 50).
Battle at_the_river() {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  add_line(b, TerrainKind::kRiver, "Iller", {{0, 53}, {100, 53}}, 2);
  return b;
}

TEST(MiniNapTerrainR21, ARiverIsCrossedOnlyAtAFordOrBridge) {
  Battle b = at_the_river();
  EXPECT_EQ(refusal(b, 0, move_to(50, 51.9, 90)), "(allowed)");
  EXPECT_EQ(refusal(b, 0, move_to(50, 52.5, 90)), "Blue may cross the river 'Iller' only at a ford or bridge");
  add_area(b, TerrainKind::kBridge, "Iller bridge", box(46, 51, 54, 55));
  EXPECT_EQ(refusal(b, 0, move_to(50, 52.5, 90)), "(allowed)");
  Battle open = at_the_river();
  open.rulings.rivers_need_crossings = false;
  EXPECT_EQ(refusal(open, 0, move_to(50, 52.5, 90)), "(allowed)");
}

TEST(MiniNapTerrainR21, AFordIsRoughGoing) {
  Battle b = at_the_river();
  add_area(b, TerrainKind::kFord, "Iller ford", box(46, 50, 54, 56));  // from Blue's front edge on
  EXPECT_EQ(refusal(b, 0, move_to(50, 52, 90)), "(allowed)") << "2 cm at 2 cm each";
  EXPECT_EQ(refusal(b, 0, move_to(50, 52.5, 90)), "the move needs 5.0 cm with its turns and the going; Blue has 4 cm");
}

TEST(MiniNapTerrainR22, BatteriesKeepOutOfWoodsExceptOnARoad) {
  Battle b = empty_battle();
  add_unit(b, "Guns", 0, UnitType::kMediumFootArtillery, Formation::kSkirmish, 3, 50, 50, 90);
  b.units[0].limbered = true;  // moves 6 cm
  add_area(b, TerrainKind::kWoods, "Forest", box(40, 52, 60, 70));
  EXPECT_EQ(refusal(b, 0, move_to(50, 53, 90)), "Guns (artillery) may not enter the woods 'Forest'");
  add_line(b, TerrainKind::kRoad, "Vienna road", {{50, 40}, {50, 70}}, 3.2);  // holds the 3 cm stand
  EXPECT_EQ(refusal(b, 0, move_to(50, 53, 90)), "(allowed)");
}

TEST(MiniNapTerrainR22, CavalryMayNotEnterAVillageNorChargeIntoOne) {
  Battle b = empty_battle();
  add_unit(b, "Hussars", 0, UnitType::kLightCavalry, Formation::kLine, 4, 50, 40, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, -90);
  add_area(b, TerrainKind::kVillage, "Hausen", box(40, 49, 60, 60));
  EXPECT_EQ(refusal(b, 0, move_to(50, 49.5, 90)), "Hussars (cavalry) may not enter the village 'Hausen'");
  EXPECT_THROW(plan_charge(b, 0, 1), IllegalOrder);
  b.rulings.arms_keep_to_open_ground = false;
  EXPECT_TRUE(plan_charge(b, 0, 1).contact);
}

TEST(MiniNapTerrainR22, InfantryGoesIntoVillagesAndWoods) {
  Battle b = column();
  add_area(b, TerrainKind::kVillage, "Hausen", box(40, 51, 60, 60));
  EXPECT_EQ(refusal(b, 0, move_to(50, 52, 90)), "(allowed)");
}

// A 4 SP column (move 5 cm) facing up the table, front edge at y 50: its stands' centres at
// x 50, y 49 and 47, on a 1 cm road along x 50 (it holds x 49.5 to 50.5).
Battle column_on_road(double road_ends_y) {
  Battle b = column();
  add_line(b, TerrainKind::kRoad, "Vienna road", {{50, 0}, {50, road_ends_y}}, 1);
  return b;
}

TEST(MiniNapTerrainR23, AColumnOnARoadGoesThreeCentimetresFurther) {
  const Battle b = column_on_road(100);
  EXPECT_EQ(refusal(b, 0, move_to(50, 58, 90)), "(allowed)") << "5 + 3 cm";
  EXPECT_EQ(refusal(b, 0, move_to(50, 58.5, 90)), "the move needs at least 8.5 cm; Blue has 5 cm (8 on a road)");
  Battle off = b;
  off.rulings.road_march_cm = 0;
  EXPECT_EQ(refusal(off, 0, move_to(50, 58, 90)), "the move needs at least 8.0 cm; Blue has 5 cm");
}

// The road ends at y 54 (its round end at 54.5): a 7 cm march puts the front stand's centre at
// y 56, off it, so the column has its 5 cm only.
TEST(MiniNapTerrainR23, EveryStandMustStayOnTheRoadForTheWholeMove) {
  const Battle b = column_on_road(54);
  EXPECT_EQ(refusal(b, 0, move_to(50, 57, 90)), "the move needs 7.0 cm with its turns; Blue has 5 cm");
  EXPECT_EQ(refusal(b, 0, move_to(50, 55, 90)), "(allowed)");
}

// A line's stands have their centres at x 48.75 and 51.25, off the 1 cm road: no road march.
TEST(MiniNapTerrainR23, OnlyColumnsLimberedBatteriesAndCommandersMarchOnRoads) {
  Battle line = column_on_road(100);
  line.units[0].unit.formation = Formation::kLine;
  EXPECT_EQ(refusal(line, 0, move_to(50, 55, 90)), "the move needs at least 5.0 cm; Blue has 4 cm");
  Battle guns = empty_battle();
  add_unit(guns, "Guns", 0, UnitType::kMediumFootArtillery, Formation::kSkirmish, 3, 50, 50, 90);
  guns.units[0].limbered = true;
  add_line(guns, TerrainKind::kRoad, "Vienna road", {{50, 0}, {50, 100}}, 1);
  EXPECT_EQ(refusal(guns, 0, move_to(50, 59, 90)), "(allowed)") << "limbered foot artillery: 6 + 3 cm";
}

std::string scenario_with(const std::string& terrain, const std::string& blue_unit) {
  return "ruleset: mininap\nname: Test\ntable: {width: 60, depth: 40}\n"
         "terrain:\n  - " + terrain + "\n"
         "sides:\n"
         "  - name: Blue\n    army:\n      name: Blue brigade\n      level: brigade\n      units:\n"
         "        - " + blue_unit + "\n"
         "  - name: Red\n    army:\n      name: Red brigade\n      level: brigade\n      units:\n"
         "        - {name: Red line, type: line-infantry, strength: 4, x: 30, y: 30, facing: -90}\n";
}

std::string setup_error(const std::string& text) {
  try {
    const engine::Scenario s = engine::parse_scenario(text, "test.yaml");
    battle_from_scenario(s, s.rulings);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "(no error)";
}

const std::string kBlueLine = "{name: Blue line, type: line-infantry, strength: 4, x: 30, y: 10}";

TEST(MiniNapTerrainScenario, TerrainIsReadWithKindsAndDefaultWidths) {
  const engine::Scenario s = engine::parse_scenario(scenario_with("{kind: river, name: Iller, line: [[0, 20], [60, 20]]}", kBlueLine), "test.yaml");
  const Battle b = battle_from_scenario(s, s.rulings);
  ASSERT_EQ(b.terrain->size(), 1U);
  EXPECT_EQ((*b.terrain)[0].kind, TerrainKind::kRiver);
  EXPECT_EQ((*b.terrain)[0].name, "Iller");
  EXPECT_DOUBLE_EQ(std::get<core::Polyline>((*b.terrain)[0].shape).width(), 2);
}

TEST(MiniNapTerrainScenario, UnknownKindSaysWhereAndWhatIsAccepted) {
  EXPECT_EQ(setup_error(scenario_with("{kind: lake, name: Mere, area: [[0, 0], [5, 0], [5, 5]]}", kBlueLine)),
            "test.yaml:5:5: terrain 'Mere': unknown terrain kind 'lake' (expected one of: woods, village, hill, marsh, rough, "
            "river, stream, road, ford, bridge)");
}

TEST(MiniNapTerrainScenario, AnAreaForARiverOrALineForAWoodIsRefused) {
  EXPECT_EQ(setup_error(scenario_with("{kind: river, name: Iller, area: [[0, 0], [5, 0], [5, 5]]}", kBlueLine)),
            "test.yaml:5:5: terrain 'Iller': a river is a line, not an area: give 'line' and maybe 'width'");
  EXPECT_EQ(setup_error(scenario_with("{kind: woods, name: Forest, line: [[0, 0], [5, 5]]}", kBlueLine)),
            "test.yaml:5:5: terrain 'Forest': woods is an area, not a line: give 'area' with 3 or more points");
}

TEST(MiniNapTerrainScenario, AUnitMayNotStartInTerrainClosedToIt) {
  EXPECT_EQ(setup_error(scenario_with("{kind: woods, name: Forest, area: [[20, 0], [40, 0], [40, 20], [20, 20]]}",
                                      "{name: Guns, type: light-foot-artillery, strength: 2, x: 30, y: 10}")),
            "test.yaml:12: Guns (artillery) may not enter the woods 'Forest'");
  EXPECT_EQ(setup_error(scenario_with("{kind: woods, name: Forest, area: [[20, 0], [40, 0], [40, 20], [20, 20]]}", kBlueLine)),
            "(no error)");
}

TEST(MiniNapTerrainScenario, TerrainRulingsAreReadByName) {
  const ScenarioRulings r = read_rulings(
      {{"village_cover_dice", 1}, {"rivers_need_crossings", false}, {"rough_going_cost", 3}, {"rough_slows_charges", false}});
  EXPECT_FALSE(r.rulings.rough_slows_charges);
  EXPECT_EQ(read_rulings({{"road_march_cm", 0}}).rulings.road_march_cm, 0);
  EXPECT_EQ(r.rulings.village_cover_dice, 1);
  EXPECT_FALSE(r.rulings.rivers_need_crossings);
  EXPECT_EQ(r.rulings.rough_going_cost, 3);
  EXPECT_THROW(read_rulings({{"rough_going_cost", 0}}), engine::BadInput) << "checked against the rulings' specification";
}

}  // namespace
}  // namespace sandtable::rules::mininap
