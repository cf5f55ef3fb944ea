#include "core/geometry.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <thread>

namespace sandtable::core {
namespace {

constexpr double kHalfRoot2 = 0.70710678118654752;

// A facing's direction worked out from the angle, as direction() must give it.
Vec2 direction_of(double facing_degrees) {
  const double d = normalize_degrees(facing_degrees);
  if (d == 0.0 || d == 90.0 || d == 180.0 || d == -90.0) return {std::round(std::cos(d * std::numbers::pi / 180)), std::round(std::sin(d * std::numbers::pi / 180))};
  return {std::cos(d * std::numbers::pi / 180), std::sin(d * std::numbers::pi / 180)};
}

TEST(Direction, ARememberedFacingGivesTheDirectionWorkedOutAfreshInAnyOrder) {
  for (const double f : {30.0, 30.0, -60.0, 30.0, 95.5, -60.0, 0.0, -0.0, 0.0, 720.0, 30.0, 180.0, -180.0, 95.5, -90.0}) {
    EXPECT_EQ(direction(f), direction_of(f)) << f;
  }
  // Another thread has asked about nothing yet.
  Vec2 fresh;
  std::thread([&] { fresh = direction(0); }).join();
  EXPECT_EQ(fresh, (Vec2{1, 0}));
}

// 4 cm across, 2 cm deep, front edge from (-2, 0) to (2, 0), facing up the table.
const Base kFacingUp{4, 2, Pose{{0, 0}, 90}};

TEST(Geometry, NormalizesAngles) {
  EXPECT_DOUBLE_EQ(normalize_degrees(270), -90);
  EXPECT_DOUBLE_EQ(normalize_degrees(-180), 180);
  EXPECT_DOUBLE_EQ(normalize_degrees(540), 180);
  EXPECT_DOUBLE_EQ(normalize_degrees(-45), -45);
  EXPECT_EQ(direction(90), (Vec2{0, 1}));
  EXPECT_EQ(direction(-270), (Vec2{0, 1}));
  EXPECT_NEAR(direction(45).x, kHalfRoot2, 1e-15);
}

TEST(Base, CornersCentreAndContains) {
  const auto c = kFacingUp.corners();
  EXPECT_EQ(c[0], (Vec2{-2, 0}));
  EXPECT_EQ(c[1], (Vec2{2, 0}));
  EXPECT_EQ(c[2], (Vec2{2, -2}));
  EXPECT_EQ(c[3], (Vec2{-2, -2}));
  EXPECT_EQ(kFacingUp.centre(), (Vec2{0, -1}));
  EXPECT_TRUE(kFacingUp.contains({0, -1}));
  EXPECT_TRUE(kFacingUp.contains({2, -2})) << "the edge belongs to the base";
  EXPECT_FALSE(kFacingUp.contains({0, 0.1}));
  EXPECT_FALSE(kFacingUp.contains({2.1, -1}));
}

TEST(Base, FacingAlongXPutsTheFrontLeftUpTheTable) {
  const Base b{4, 2, Pose{{10, 10}, 0}};
  EXPECT_EQ(b.front_left(), (Vec2{10, 12}));
  EXPECT_EQ(b.front_right(), (Vec2{10, 8}));
  EXPECT_EQ(b.corners()[2], (Vec2{8, 8}));
}

TEST(Base, SeparateBasesFrontToFront) {
  const Base apart{4, 2, Pose{{0, 3}, -90}};
  EXPECT_FALSE(overlaps(kFacingUp, apart));
  EXPECT_DOUBLE_EQ(distance(kFacingUp, apart), 3);
  const Base touching{4, 2, Pose{{1, 0}, -90}};
  EXPECT_TRUE(overlaps(kFacingUp, touching)) << "bases in contact count as overlapping";
  EXPECT_DOUBLE_EQ(distance(kFacingUp, touching), 0);
  const Base inside{1, 1, Pose{{0, -0.5}, 30}};
  EXPECT_TRUE(overlaps(kFacingUp, inside));
}

// A 2x2 square at x in [-1, 1], y in [-2, 0], and a 2x2 square turned 45 degrees centred at
// (2, 1): their bounding boxes overlap, yet an edge of the diamond separates them. The gap is
// from the corner (1, 0) to the diamond's edge x + y = 3 - sqrt 2: (2 - sqrt 2) / sqrt 2.
TEST(Base, SeparatingAxisFindsTheGapThatBoundingBoxesMiss) {
  const Base square{2, 2, Pose{{0, 0}, 90}};
  const Base diamond{2, 2, Pose{{2 + kHalfRoot2, 1 + kHalfRoot2}, 45}};
  EXPECT_NEAR(diamond.centre().x, 2, 1e-12);
  EXPECT_NEAR(diamond.centre().y, 1, 1e-12);
  EXPECT_FALSE(overlaps(square, diamond));
  EXPECT_NEAR(distance(square, diamond), std::sqrt(2.0) - 1, 1e-12);
  const Base closer{2, 2, Pose{{1.5 + kHalfRoot2, 0.5 + kHalfRoot2}, 45}};
  EXPECT_TRUE(overlaps(square, closer));
}

TEST(Base, DistanceToAPoint) {
  EXPECT_DOUBLE_EQ(distance(kFacingUp, Vec2{4, -1}), 2);
  EXPECT_DOUBLE_EQ(distance(kFacingUp, Vec2{5, 4}), 5) << "3-4-5 from the front-right corner";
  EXPECT_DOUBLE_EQ(distance(kFacingUp, Vec2{0, -1}), 0);
}

TEST(Segments, CrossingParallelAndEndToEnd) {
  EXPECT_DOUBLE_EQ(segment_distance({0, 0}, {2, 2}, {0, 2}, {2, 0}), 0);
  EXPECT_DOUBLE_EQ(segment_distance({0, 0}, {4, 0}, {1, 3}, {3, 3}), 3);
  EXPECT_DOUBLE_EQ(segment_distance({0, 0}, {1, 0}, {4, 4}, {4, 8}), 5);
}

TEST(Facing, InFrontOfTheFrontEdge) {
  EXPECT_TRUE(in_front(kFacingUp, Vec2{0, 1}));
  EXPECT_TRUE(in_front(kFacingUp, Vec2{50, 0.5})) << "ahead of the line, however far to the side";
  EXPECT_FALSE(in_front(kFacingUp, Vec2{0, 0})) << "on the line is not in front";
  EXPECT_FALSE(in_front(kFacingUp, Vec2{0, -1}));
  const Base straddling{2, 2, Pose{{5, 1}, 0}};
  EXPECT_TRUE(in_front(kFacingUp, straddling));
  const Base behind{2, 2, Pose{{0, -3}, 90}};
  EXPECT_FALSE(in_front(kFacingUp, behind)) << "its front edge touches y = -3 + 0, never above";
}

TEST(Facing, Arcs) {
  const Pose up{{0, 0}, 90};
  EXPECT_TRUE(in_arc(up, {1, 1}, 45)) << "exactly on the 45 degree line";
  EXPECT_FALSE(in_arc(up, {1, 0.9}, 45));
  EXPECT_TRUE(in_arc(up, {1, 0.9}, 90));
  EXPECT_FALSE(in_arc(up, {0, -1}, 90));
  EXPECT_TRUE(in_arc(Pose{{0, 0}, 180}, {-5, 0.1}, 45)) << "arcs wrap past 180 degrees";
  EXPECT_FALSE(in_arc(up, {0, 0}, 45));
}

// Clock bearings: 12 ahead, clockwise; each hour covers 15 degrees either side of it.
TEST(Facing, ClockBearings) {
  const Pose up{{0, 0}, 90};
  EXPECT_EQ(clock_bearing(up, {0, 10}), 12);
  EXPECT_EQ(clock_bearing(up, {10, 0}), 3);
  EXPECT_EQ(clock_bearing(up, {0, -10}), 6);
  EXPECT_EQ(clock_bearing(up, {-10, 0}), 9);
  EXPECT_EQ(clock_bearing(up, {10, 10}), 2) << "45 degrees right is half past one: rounds to 2";
  EXPECT_EQ(clock_bearing(up, {std::tan(14 * std::numbers::pi / 180), 1}), 12) << "14 degrees right is still 12";
  EXPECT_EQ(clock_bearing(up, {-std::tan(20 * std::numbers::pi / 180), 1}), 11) << "20 degrees left";
  EXPECT_EQ(clock_bearing(Pose{{5, 5}, -90}, {5, 0}), 12) << "facing down the table";
  EXPECT_EQ(clock_bearing(Pose{{5, 5}, -90}, {0, 5}), 3) << "facing down the table, its right is -x";
  EXPECT_EQ(clock_bearing(up, {0, 0}), 12);
}

TEST(Zone, RectangleAheadToRange) {
  const Quad zone = zone_ahead(kFacingUp, 10);
  EXPECT_EQ(zone[0], (Vec2{-2, 10}));
  EXPECT_EQ(zone[1], (Vec2{2, 10}));
  EXPECT_EQ(zone[2], (Vec2{2, 0}));
  EXPECT_EQ(zone[3], (Vec2{-2, 0}));
  auto target = [](double x, double y) { return Base{2, 1, Pose{{x, y}, -90}}; };
  EXPECT_FALSE(in_zone_ahead(kFacingUp, 10, target(3.5, 5))) << "x from 2.5 to 4.5: beside the zone";
  EXPECT_TRUE(in_zone_ahead(kFacingUp, 10, target(2.9, 5))) << "x from 1.9: a corner is in";
  EXPECT_TRUE(in_zone_ahead(kFacingUp, 10, target(0, 9.5)));
  EXPECT_FALSE(in_zone_ahead(kFacingUp, 10, target(0, 10.5))) << "beyond the range";
  EXPECT_FALSE(in_zone_ahead(kFacingUp, 10, Base{2, 1, Pose{{0, -3}, 90}})) << "behind the base";
}

}  // namespace
}  // namespace sandtable::core
