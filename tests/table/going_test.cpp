#include "table/going.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>

namespace sandtable::table {
namespace {

enum class GoingKind { kMud, kBrook, kWall, kMeadow };

// A footprint of one base 2 across and 1 deep; facing along +x it covers x from pose.x - 1 to
// pose.x and y 1 either side of pose.y.
const Layout<1> kOneByTwoBase{2, 1, {Slot{}}};

// A toy rule set: walls are closed, mud costs 3 per unit, touching a brook costs 2 once; a
// meadow does nothing, so the rules drop it (and would say so if a walk still showed it them).
struct ToyGoing {
  static bool any(const PiecesNear<GoingKind>& pieces, const Footprint<1>& f, GoingKind kind) {
    for (const auto* p : pieces) {
      if (p->kind == kind && p->touches(f[0].corners())) return true;
    }
    return false;
  }
  std::optional<std::string> closed(const PiecesNear<GoingKind>& pieces, const Footprint<1>& f) const {
    if (any(pieces, f, GoingKind::kWall)) return "a wall";
    if (any(pieces, f, GoingKind::kMeadow)) return "a meadow the rules had dropped";
    return std::nullopt;
  }
  double cost_per_unit(const PiecesNear<GoingKind>& pieces, const Footprint<1>& f) const { return any(pieces, f, GoingKind::kMud) ? 3 : 1; }
  std::optional<double> toll(const PiecesNear<GoingKind>& pieces, const Footprint<1>& f) const {
    if (any(pieces, f, GoingKind::kBrook)) return 2;
    return std::nullopt;
  }
  bool may_close(const PiecesNear<GoingKind>& pieces) const {
    return std::any_of(pieces.begin(), pieces.end(),
                       [](const auto* p) { return p->kind == GoingKind::kWall || p->kind == GoingKind::kMeadow; });
  }
  void keep_what_matters(PiecesNear<GoingKind>& pieces) const {
    pieces.erase(std::remove_if(pieces.begin(), pieces.end(), [](const auto* p) { return p->kind == GoingKind::kMeadow; }), pieces.end());
  }
};

Shape band(double x0, double x1) { return core::Polygon{{{x0, -5}, {x1, -5}, {x1, 5}, {x0, 5}}}; }

// Poses from x 0 to x 10 in steps of 1, facing along +x.
std::vector<core::Pose> eastward() {
  std::vector<core::Pose> poses;
  for (int x = 0; x <= 10; ++x) poses.push_back({{static_cast<double>(x), 0}, 0});
  return poses;
}

TEST(TableGoing, EachStepEndingInCostlyGroundPaysItsCostLessTheStep) {
  // Mud from x 4.5 to 6.5: the footprint touches it at poses 5, 6 and 7, three steps of 1.
  const Terrain<GoingKind> terrain{{GoingKind::kMud, "Bog", band(4.5, 6.5)}};
  const std::vector<core::Pose> poses = eastward();
  const Going g = going_along(terrain, poses, FootprintsAlong<1>(kOneByTwoBase, poses), 2, ToyGoing{});
  EXPECT_DOUBLE_EQ(g.extra, 3 * (3 - 1));
  EXPECT_FALSE(g.closed);
}

TEST(TableGoing, ATollIsPaidOnceHoweverManyPosesMeetIt) {
  // A brook 1.2 wide along x 8.5: the footprint touches it at poses 8, 9 and 10.
  const Terrain<GoingKind> terrain{{GoingKind::kBrook, "Beck", core::Polyline{{{8.5, -5}, {8.5, 5}}, 1.2}}};
  const std::vector<core::Pose> poses = eastward();
  const Going g = going_along(terrain, poses, FootprintsAlong<1>(kOneByTwoBase, poses), 2, ToyGoing{});
  EXPECT_DOUBLE_EQ(g.extra, 2);
}

TEST(TableGoing, ClosedGroundStopsTheWalkAndSaysWhy) {
  const Terrain<GoingKind> terrain{{GoingKind::kMud, "Bog", band(1.5, 2.5)}, {GoingKind::kWall, "Dyke", band(7.5, 8)}};
  const std::vector<core::Pose> poses = eastward();
  const Going g = going_along(terrain, poses, FootprintsAlong<1>(kOneByTwoBase, poses), 2, ToyGoing{});
  EXPECT_EQ(g.closed, "a wall");
  EXPECT_DOUBLE_EQ(g.extra, 4) << "the mud before the wall is kept: poses 2 and 3";
}

TEST(TableGoing, NoTerrainNearThePathCostsNothing) {
  const Terrain<GoingKind> terrain{{GoingKind::kWall, "Far", band(50, 60)}};
  const std::vector<core::Pose> poses = eastward();
  const Going g = going_along(terrain, poses, FootprintsAlong<1>(kOneByTwoBase, poses), 2, ToyGoing{});
  EXPECT_DOUBLE_EQ(g.extra, 0);
  EXPECT_FALSE(g.closed);
}

TEST(TableGoing, PiecesTheRulesDropAreNeverShownThem) {
  const Terrain<GoingKind> terrain{{GoingKind::kMeadow, "Lea", band(-10, 20)}, {GoingKind::kMud, "Bog", band(4.5, 6.5)}};
  const std::vector<core::Pose> poses = eastward();
  const Going g = going_along(terrain, poses, FootprintsAlong<1>(kOneByTwoBase, poses), 2, ToyGoing{});
  EXPECT_FALSE(g.closed);
  EXPECT_DOUBLE_EQ(g.extra, 3 * (3 - 1)) << "the mud still counts";
}

TEST(TableGoing, ThePathBoxHoldsEveryPoseGrownByTheReach) {
  const core::Box box = path_box({{{0, 0}, 90}, {{10, 0}, 0}}, 9);
  EXPECT_EQ(box.lo, (core::Vec2{-9, -9}));
  EXPECT_EQ(box.hi, (core::Vec2{19, 9}));
}

TEST(TableGoing, TheSweptGroundRunsFromTheRearToTheFrontAndOn) {
  const Footprint<1> f = place(kOneByTwoBase, {{0, 0}, 90});  // x from -1 to 1, y from -1 to 0
  const core::Quad q = swept(f, {{0, 0}, 90}, 5);
  EXPECT_EQ(q[0], (core::Vec2{-1, 5}));
  EXPECT_EQ(q[1], (core::Vec2{1, 5}));
  EXPECT_EQ(q[2], (core::Vec2{1, -1}));
  EXPECT_EQ(q[3], (core::Vec2{-1, -1}));
}

// A path as a move makes it: a turn on the spot in steps of 10 degrees, then straight on in
// steps of 0.5, then a turn to its last facing.
std::vector<core::Pose> turn_go_turn(core::Pose from, core::Vec2 to, double last_facing) {
  std::vector<core::Pose> poses{from};
  const auto turn = [&](double to_deg) {
    const core::Pose at = poses.back();
    for (int i = 1; i <= 9; ++i) poses.push_back({at.position, at.facing_deg + (to_deg - at.facing_deg) * i / 9});
  };
  const core::Vec2 d = to - from.position;
  turn(std::atan2(d.y, d.x) * 180 / std::numbers::pi);
  const core::Pose at = poses.back();
  const int steps = static_cast<int>(std::ceil(d.length() / 0.5));
  for (int i = 1; i <= steps; ++i) poses.push_back({at.position + d * (static_cast<double>(i) / steps), at.facing_deg});
  turn(last_facing);
  return poses;
}

TEST(TableGoing, TheGoingByStretchesIsTheGoingStepByStep) {
  // Mud, brooks and walls strewn about; paths from everywhere to everywhere. Skipping the
  // stretches whose ground meets no piece must change no answer, to the last bit.
  const Terrain<GoingKind> terrain{{GoingKind::kMud, "Bog", core::Polygon{{{10, 10}, {16, 9}, {17, 15}, {11, 16}}}},
                                   {GoingKind::kBrook, "Beck", core::Polyline{{{0, 25}, {20, 22}, {40, 30}}, 1}},
                                   {GoingKind::kWall, "Dyke", core::Polyline{{{30, 5}, {31, 15}}, 0.5}},
                                   {GoingKind::kMud, "Fen", core::Polygon{{{25, 32}, {35, 33}, {33, 38}}}}};
  const Layout<1> layout{2, 1, {Slot{}}};
  std::mt19937 rng(19);
  std::uniform_real_distribution<double> x(-5, 45);
  std::uniform_real_distribution<double> facing(-180, 180);
  int costly = 0;
  for (int trial = 0; trial < 600; ++trial) {
    const std::vector<core::Pose> poses = turn_go_turn({{x(rng), x(rng)}, facing(rng)}, {x(rng), x(rng)}, facing(rng));
    const Going by_stretches = going_along(terrain, poses, FootprintsAlong<1>(layout, poses), 2, ToyGoing{});
    const Going step_by_step = going_step_by_step(terrain, poses, FootprintsAlong<1>(layout, poses), 2, ToyGoing{});
    ASSERT_EQ(by_stretches.extra, step_by_step.extra) << "trial " << trial;
    ASSERT_EQ(by_stretches.closed, step_by_step.closed) << "trial " << trial;
    costly += by_stretches.extra > 0 ? 1 : 0;
  }
  EXPECT_GT(costly, 60) << "the paths should meet the terrain often";
}

// Mud from 2 to 4 along the way: each unit there costs 3.
double mud_from_2_to_4(double gone) { return gone >= 2 && gone < 4 ? 3 : 1; }

TEST(TableStraightReach, AnAllowanceSpentInMudGoesAThirdAsFar) {
  // 2 in the open, then the 3 left buy 1 in the mud.
  EXPECT_DOUBLE_EQ(straight_reach(5, 0.5, mud_from_2_to_4), 3);
  // 2 in the open, 6 for the mud, the 2 left in the open beyond.
  EXPECT_NEAR(straight_reach(10, 0.5, mud_from_2_to_4), 6, 1e-9);
  EXPECT_DOUBLE_EQ(straight_reach(1.5, 0.5, mud_from_2_to_4), 1.5);
}

TEST(TableStraightReach, TheEdgeOfTheMudIsFoundBetweenSamples) {
  // Mud from 2.2: samples every 0.5 miss it, halving finds it.
  const auto mud = [](double gone) { return gone >= 2.2 ? 3.0 : 1.0; };
  EXPECT_NEAR(straight_reach(3.1, 0.5, mud), 2.5, 1e-9);
}

}  // namespace
}  // namespace sandtable::table
