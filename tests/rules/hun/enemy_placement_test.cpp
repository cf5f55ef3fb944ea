// XII.B and XIII: where a spotted enemy unit appears. Each case is worked by hand in its
// comment. The table is 72 x 48 inches (6 by 4 feet) unless said; y runs from the players'
// edge (0) to the enemy's (48); r = sqrt(1/2) = 0.70711, so 10 inches at 45 degrees is 7.0711
// across and 7.0711 up or down.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/spec.hpp"
#include "rules/hun/enemy_placement.hpp"

namespace sandtable::rules::hun {
namespace {

constexpr double kNear = 1e-9;
const double kR = std::sqrt(0.5);
const TableSize kTable{72, 48};
// A shallow line: the middle unit 6 inches ahead of the flanks, which reach the side edges.
const std::vector<Point> kShallow{{0, 12}, {36, 18}, {72, 12}};

using Kind = Placement::Kind;

void expect_at(const Placement& p, Kind kind, Point at, bool acted = false) {
  EXPECT_EQ(p.kind, kind) << name(p.kind);
  EXPECT_NEAR(p.at.x, at.x, kNear);
  EXPECT_NEAR(p.at.y, at.y, kNear);
  EXPECT_EQ(p.acted, acted);
}

// Straight ahead from the furthest-forward point (36, 18), 20 inches: (36, 38).
TEST(HunEnemyPlacement, XIIB_StraightAheadFromTheFurthestForwardPoint) {
  const Placement p = place_enemy(kTable, kShallow, Mode::kPatrol, 0, 20);
  EXPECT_EQ(p.from, (Point{36, 18}));
  expect_at(p, Kind::kAtDistance, {36, 38});
}

// Each compass point, 10 inches from (36, 18). The line falls back 6 inches over 36 on each
// side (9.5 degrees, less than 45), so the back-diagonals and straight back are the players'
// ground; ahead, the diagonals and the flanks appear at the distance:
//   ahead (36, 28); ahead-right (43.0711, 25.0711); right (46, 18), which is in front of the
//   line there (18 - 10/6 = 16.33); left (26, 18); ahead-left (28.9289, 25.0711).
TEST(HunEnemyPlacement, XIIB_EachCompassDirection) {
  const double d = 10 * kR;
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 0, 10), Kind::kAtDistance, {36, 28});
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 1, 10), Kind::kAtDistance, {36 + d, 18 + d});
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 2, 10), Kind::kAtDistance, {46, 18});
  for (const int back : {3, 4, 5}) EXPECT_EQ(place_enemy(kTable, kShallow, Mode::kPatrol, back, 10).kind, Kind::kBehindLine) << back;
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 6, 10), Kind::kAtDistance, {26, 18});
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 7, 10), Kind::kAtDistance, {36 - d, 18 + d});
}

// The text's example faces West: East and North-East are behind the line, West is ahead, and
// North and South are the flanks. Facing West, North is 2 points clockwise (the right flank),
// North-West 1, East 4, South 6.
TEST(HunEnemyPlacement, XIIB_CompassPointsCountFromTheDirectionFacingTheEnemy) {
  const std::vector<std::string> compass{"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
  EXPECT_EQ(steps_from_forward(compass, "W", "W"), 0);
  EXPECT_EQ(steps_from_forward(compass, "W", "NW"), 1);
  EXPECT_EQ(steps_from_forward(compass, "W", "N"), 2);
  EXPECT_EQ(steps_from_forward(compass, "W", "NE"), 3);
  EXPECT_EQ(steps_from_forward(compass, "W", "E"), 4);
  EXPECT_EQ(steps_from_forward(compass, "W", "S"), 6);
  EXPECT_EQ(steps_from_forward(compass, "N", "NW"), 7);
  EXPECT_THROW(steps_from_forward(compass, "X", "N"), engine::BadInput);
}

// Behind the line: straight back (4 points) never appears, whatever the line; on a shallow
// line the back-diagonal (3) does not either (checked above). Here the right flank falls back
// from (36, 30) to (60, 7): 23 inches back over 24 across, 43.8 degrees, under 45: still the
// players' ground.
TEST(HunEnemyPlacement, XIIB_NothingAppearsBehindTheLine) {
  const std::vector<Point> line{{12, 20}, {36, 30}, {60, 7}};
  EXPECT_EQ(place_enemy(kTable, line, Mode::kPatrol, 3, 10).kind, Kind::kBehindLine);
  EXPECT_EQ(place_enemy(kTable, line, Mode::kPatrol, 4, 10).kind, Kind::kBehindLine);
  EXPECT_EQ(place_enemy(kTable, line, Mode::kPatrol, 4, 40).kind, Kind::kBehindLine);
}

// The 45-degree flank rule. From (36, 30) the right flank falls to (60, 6): 24 back over 24
// across, exactly 45 degrees, not less: the back-diagonal is open. 10 inches there is
// (43.0711, 22.9289), which lies on the line itself (30 - 7.0711): not behind it, so it stands.
// Falling to (44, 6), 71.6 degrees, the same point is well in front of the line (which is at
// 30 - 7.0711 x 3 = 8.79 there).
TEST(HunEnemyPlacement, XIIB_AFlankFallingBackAt45DegreesOrMoreIsOpen) {
  const double d = 10 * kR;
  expect_at(place_enemy(kTable, {{12, 20}, {36, 30}, {60, 6}}, Mode::kPatrol, 3, 10), Kind::kAtDistance, {36 + d, 30 - d});
  expect_at(place_enemy(kTable, {{12, 20}, {36, 30}, {44, 6}}, Mode::kPatrol, 3, 10), Kind::kAtDistance, {36 + d, 30 - d});
}

// Traced along the table edge. Right (2 points) 50 inches from (36, 18): the right edge is 36
// away at (72, 18); the other 14 inches go up the edge to (72, 32), in front of the line (12
// there). Left the same way to (0, 32). 80 inches: 36 to the edge and 30 up it reach the
// enemy's corner (72, 48) with 14 to spare: it arrives there having acted.
TEST(HunEnemyPlacement, XIIB_OffTheTableTracesAlongTheEdgeTowardTheEnemy) {
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 2, 50), Kind::kTraced, {72, 32});
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 6, 50), Kind::kTraced, {0, 32});
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 2, 80), Kind::kTraced, {72, 48}, true);
}

// Ahead and off the table. Straight ahead 40 from (36, 18) leaves by the enemy's edge at
// (36, 48): nowhere to trace, it arrives there having acted. Ahead-right leaves the enemy's
// edge 30 x sqrt(2) = 42.43 away at (66, 48); 45 inches traces the other 2.57 toward the
// corner: (68.57, 48); 60 inches runs out at the corner (72, 48), having acted.
TEST(HunEnemyPlacement, XIIB_AheadOffTheTableArrivesOnTheEnemyEdge) {
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 0, 40), Kind::kTraced, {36, 48}, true);
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 1, 45), Kind::kTraced, {66 + 45 - 30 * std::sqrt(2.0), 48});
  expect_at(place_enemy(kTable, kShallow, Mode::kPatrol, 1, 60), Kind::kTraced, {72, 48}, true);
}

// On the table but behind a line that bends. From (36, 30) the line runs nearly level to
// (56, 28), then falls to (60, 4): from the centre that end is 26 back over 24 across, 47.3
// degrees, so the back-diagonal is open. 10 inches there, (43.07, 22.93), is behind the line
// (29.29 there), so the unit is traced: the direction leaves the table by the players' edge at
// (66, 0) (30 down, 30 across); that edge is behind the line (4 there) to the corner (72, 0);
// up the right edge it clears the line at (72, 4).
TEST(HunEnemyPlacement, XIIB_APlaceBehindABendingLineIsTracedOutside) {
  expect_at(place_enemy(kTable, {{0, 24}, {36, 30}, {56, 28}, {60, 4}}, Mode::kPatrol, 3, 10), Kind::kTraced, {72, 4});
}

// Ruling 60's switch: the same kind of line ending (56, 28) -> (60, 20). From the centre
// (36, 30) the end is 10 back over 24 (22.6 degrees): the back-diagonal is friendly. Measured
// on the end segment, 8 back over 4 (63.4 degrees), it is open: 10 inches is behind the line
// (29.29 there), so traced: out by (66, 0), the players' edge is behind the line (20 there),
// up the right edge to (72, 20).
TEST(HunEnemyPlacement, XIIB_TheFlankSlopeMayBeReadFromTheLinesEnd) {
  const std::vector<Point> line{{0, 24}, {36, 30}, {56, 28}, {60, 20}};
  EXPECT_EQ(place_enemy(kTable, line, Mode::kPatrol, 3, 10).kind, Kind::kBehindLine);
  PlacementRulings end;
  end.flank_slope_from_end = true;
  expect_at(place_enemy(kTable, line, Mode::kPatrol, 3, 10, end), Kind::kTraced, {72, 20});
}

// XIII: a perimeter from the players' edge at (6, 0) up to (15, 12), along to (45, 12) and
// back down to (54, 0): 15 + 30 + 15 = 60 inches, so its middle is 30 along, (30, 12). Patrol
// mode would take the first of the two furthest-forward points, (15, 12) (ruling 58; its
// switch takes the last, (45, 12)). From (30, 12): ahead 20 is (30, 32); right 20 is (50, 12),
// in front of the perimeter there (12 - 5 x 12/9 = 5.33); the right flank falls 12 over 24 from
// the middle (26.6 degrees), so the back-diagonal is behind the line.
TEST(HunEnemyPlacement, XIII_DefensePlacesFromThePerimetersMiddle) {
  const std::vector<Point> perimeter{{6, 0}, {15, 12}, {45, 12}, {54, 0}};
  EXPECT_EQ(centre_point(perimeter, Mode::kDefense), (Point{30, 12}));
  EXPECT_EQ(centre_point(perimeter, Mode::kPatrol), (Point{15, 12}));
  PlacementRulings last;
  last.forward_tie_last = true;
  EXPECT_EQ(centre_point(perimeter, Mode::kPatrol, last), (Point{45, 12}));
  expect_at(place_enemy(kTable, perimeter, Mode::kDefense, 0, 20), Kind::kAtDistance, {30, 32});
  expect_at(place_enemy(kTable, perimeter, Mode::kDefense, 2, 20), Kind::kAtDistance, {50, 12});
  EXPECT_EQ(place_enemy(kTable, perimeter, Mode::kDefense, 3, 20).kind, Kind::kBehindLine);
}

// A lone point: the line runs level from it to both edges (ruling 61), so the back-diagonals
// are friendly and the flanks open.
TEST(HunEnemyPlacement, XIIB_ALineOfOnePointRunsLevelToTheEdges) {
  const std::vector<Point> one{{36, 10}};
  EXPECT_EQ(place_enemy(kTable, one, Mode::kPatrol, 5, 10).kind, Kind::kBehindLine);
  expect_at(place_enemy(kTable, one, Mode::kPatrol, 6, 10), Kind::kAtDistance, {26, 10});
}

TEST(HunEnemyPlacement, ABadLineOrTableSaysWhatIsWrong) {
  const auto refused = [](const TableSize& t, const std::vector<Point>& line, const std::string& words) {
    try {
      check_line(t, line);
      ADD_FAILURE() << "accepted: " << words;
    } catch (const engine::BadInput& e) {
      EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    }
  };
  refused(kTable, {}, "at least one point");
  refused(kTable, {{10, 5}, {80, 5}}, "line point 2 (80, 5) is off the 72 x 48 inch table");
  refused(kTable, {{10, 5}, {10, 8}}, "line point 2 (10, 8) is not to the right of point 1");
  refused(kTable, {{10, -1}}, "off the");
  refused({0, 48}, {{0, 0}}, "width must be 1 to 1200 inches, not 0");
  refused({72, NAN}, {{0, 0}}, "depth must be");
  EXPECT_THROW(place_enemy(kTable, kShallow, Mode::kPatrol, 0, -1), engine::BadInput);
}

// The line as text: x,y points in inches separated by spaces, and back.
TEST(HunEnemyPlacement, ALineIsWrittenAsXYPointsInInches) {
  EXPECT_EQ(parse_line(" 0,12   36.5,18 "), (std::vector<Point>{{0, 12}, {36.5, 18}}));
  EXPECT_EQ(line_text({{0, 12}, {36.5, 18}}), "0,12 36.5,18");
  for (const auto& [text, words] : {std::pair{"0,12 36;18", "point 2 is '36;18'"}, std::pair{"1,2,3", "point 1 is '1,2,3'"},
                                    std::pair{"1,", "point 1 is '1,'"}}) {
    try {
      parse_line(text);
      ADD_FAILURE() << "accepted " << text;
    } catch (const engine::BadInput& e) {
      EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace sandtable::rules::hun
