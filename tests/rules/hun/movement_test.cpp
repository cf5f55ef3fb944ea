// VII and XI: movement, vehicles and trains.
#include <gtest/gtest.h>

#include "rules/hun/charge.hpp"
#include "rules/hun/movement.hpp"

namespace sandtable::rules::hun {
namespace {

MoveResult move(const std::string& action, bool mounted = false) {
  MoveSituation s;
  s.action = action;
  s.mounted = mounted;
  return resolve_move(s);
}

TEST(HunMovement, IsXPlusOneToThreeInches) {
  const MoveResult r = move("advance");
  EXPECT_EQ(r.roll.dist.min(), r.base_inches + 1);
  EXPECT_EQ(r.roll.dist.max(), r.base_inches + 3);
  EXPECT_DOUBLE_EQ(r.roll.dist.probability(r.base_inches + 2), 1.0 / 3);
}

TEST(HunMovement, RunningAndMountedGoFurther) {
  EXPECT_GT(move("run").base_inches, move("advance").base_inches);
  EXPECT_GT(move("advance", true).base_inches, move("advance").base_inches);
  EXPECT_GT(move("advance").base_inches, move("crawl").base_inches);
}

TEST(HunMovement, MountedFiguresDismountToCrawl) { EXPECT_EQ(move("crawl", true).base_inches, move("crawl").base_inches); }

TEST(HunMovement, RoughTerrainIsHalfSpeedOnFootQuarterMounted) {
  MoveSituation s;
  s.rough = true;
  EXPECT_EQ(resolve_move(s).rough_divisor, 2);
  s.mounted = true;
  EXPECT_EQ(resolve_move(s).rough_divisor, 4);
  s.mounted = false;
  s.transport = true;
  EXPECT_EQ(resolve_move(s).rough_divisor, 4);
}

TEST(HunMovement, RoadsCancelRoughTerrain) {
  MoveSituation s;
  s.rough = true;
  s.road = true;
  EXPECT_EQ(resolve_move(s).rough_divisor, 1);
  EXPECT_EQ(resolve_move(s).multiplier, 1);  // no speed benefit on foot
}

TEST(HunMovement, LinearObstacleSubtractsOneInch) {
  MoveSituation s;
  const int open = resolve_move(s).base_inches;
  s.linear_obstacle = true;
  EXPECT_EQ(resolve_move(s).base_inches, open - 1);
}

TEST(HunMovement, TransportGoesDoubleOnRoads) {
  MoveSituation s;
  s.transport = true;
  s.road = true;
  const MoveResult r = resolve_move(s);
  EXPECT_EQ(r.multiplier, 2);
  EXPECT_EQ(r.roll.dist.min(), 2 * (r.base_inches + 1));
}

TEST(HunMovement, WoundedAndPoorQualityMoveLess) {
  MoveSituation s;
  s.action = "run";
  const int fit = resolve_move(s).base_inches;
  s.wounded = true;
  EXPECT_LT(resolve_move(s).base_inches, fit);
  s.wounded = false;
  s.quality = Quality::kCivilian;
  EXPECT_LT(resolve_move(s).base_inches, fit);
}

TEST(HunMovement, TransportCannotCharge) {
  MoveSituation s;
  s.transport = true;
  s.action = "charge";
  EXPECT_THROW(resolve_move(s), engine::BadInput);
}

TEST(HunVehicle, SpeedClassesFollowTransport) {
  MoveSituation transport;
  transport.transport = true;
  MoveSituation slow;
  slow.vehicle_speed = "slow";
  MoveSituation very_fast;
  very_fast.vehicle_speed = "very-fast";
  MoveSituation fast;
  fast.vehicle_speed = "fast";
  MoveSituation extreme;
  extreme.vehicle_speed = "extremely-fast";
  EXPECT_EQ(resolve_move(slow).roll.dist.mean(), resolve_move(transport).roll.dist.mean());
  EXPECT_EQ(resolve_move(very_fast).roll.dist.mean(), 2 * resolve_move(slow).roll.dist.mean());
  EXPECT_EQ(resolve_move(extreme).roll.dist.mean(), 2 * resolve_move(fast).roll.dist.mean());
}

TEST(HunVehicle, WheeledPayTwiceFootInRoughTrackedAsFoot) {
  MoveSituation s;
  s.vehicle_speed = "fast";
  s.rough = true;
  EXPECT_EQ(resolve_move(s).rough_divisor, 4);
  s.tracked = true;
  EXPECT_EQ(resolve_move(s).rough_divisor, 2);
}

TEST(HunVehicle, ArmourIsCoverAndCombinesUpOneCategory) {
  EXPECT_EQ(vehicle_cover(Armour::kLight, Cover::kNone), Cover::kSoft);
  EXPECT_EQ(vehicle_cover(Armour::kArmoured, Cover::kNone), Cover::kHard);
  EXPECT_EQ(vehicle_cover(Armour::kHeavy, Cover::kNone), Cover::kFortification);
  EXPECT_EQ(vehicle_cover(Armour::kLight, Cover::kSoft), Cover::kHard);
  EXPECT_EQ(vehicle_cover(Armour::kArmoured, Cover::kHard), Cover::kFortification);
  EXPECT_EQ(vehicle_cover(Armour::kHeavy, Cover::kHard), Cover::kFortification);
}

TEST(HunTrain, ChangesByHalfTheLastMoveOrThreeInches) {
  EXPECT_EQ(train_speed_range(10).slowest, 5);
  EXPECT_EQ(train_speed_range(10).fastest, 15);
  EXPECT_EQ(train_speed_range(4).slowest, 1);
  EXPECT_EQ(train_speed_range(4).fastest, 7);
  EXPECT_EQ(train_speed_range(0).fastest, 3);
  EXPECT_THROW(train_speed_range(-1), engine::BadInput);
}

TEST(HunVehicle, BoardingCostsOneInch) { EXPECT_EQ(builtin_tables().movement.boarding_inches, 1); }

}  // namespace
}  // namespace sandtable::rules::hun
