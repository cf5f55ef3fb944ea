// Hordes in the Trenches on the table: each test is named after the section of the text it
// checks, with the distances and odds worked by hand (paces; a base is 157.5p wide, rifles
// 118.1p deep).
#include <gtest/gtest.h>

#include <algorithm>

#include "battle_fixture.hpp"
#include "rules/hitt/battle/along.hpp"
#include "rules/hitt/battle/bound.hpp"
#include "rules/hitt/battle/contact.hpp"
#include "rules/hitt/battle/fights.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/moves.hpp"
#include "rules/hitt/battle/orders.hpp"
#include "rules/hitt/battle/placing.hpp"
#include "rules/hitt/battle/queries.hpp"
#include "rules/hitt/battle/zones.hpp"
#include "rules/hitt/candidate_memory.hpp"

namespace sandtable::rules::hitt {
namespace {

using namespace testing;
using enum Element;

constexpr double kRiflesDepth = 30 * kPacesPerMm;

Order move(int troop, core::Pose to) {
  Order o = Order::of(OrderKind::kMove, troop);
  o.to = to;
  return o;
}

TEST(HittTacticalMoveDistances, EachTypeByGoing) {
  Troop t;
  t.element = kRifles;
  EXPECT_EQ(move_distance(t, Going::kRoad), 400);
  EXPECT_EQ(move_distance(t, Going::kGood), 300);
  EXPECT_EQ(move_distance(t, Going::kBad), 300);
  EXPECT_EQ(move_distance(t, Going::kRiver), 100);
  t.element = kMachinegun;
  EXPECT_EQ(move_distance(t, Going::kGood), 200);
  t.element = kSturmtruppe;
  EXPECT_EQ(move_distance(t, Going::kGood), 300);
  t.element = kFieldArtillery;
  EXPECT_EQ(move_distance(t, Going::kBad), std::nullopt) << "artillery may not enter bad going";
  t.element = kHeavyArtillery;
  EXPECT_EQ(move_distance(t, Going::kRoad), std::nullopt) << "heavy artillery is immobile";
  t.element = kTank;
  EXPECT_EQ(move_distance(t, Going::kBad), 100);
  t.element = kFighter;
  EXPECT_EQ(move_distance(t, Going::kBad), 1200) << "aerials ignore terrain";
}

TEST(HittTacticalMoveDistances, BadGoingTouchedOnlyByTheBasesSideOnTheWayLimitsTheMove) {
  // Cavalry goes 500p in good going, 200p in bad. The rough ground lies 75p to the right of the
  // path's front-edge centre; the base's right edge (78.75p out) passes 3.75p into it.
  Battle b = empty_table();
  const int cavalry = add(b, "Cavalry", 0, kCavalry, {{1000, 500}, kUp});
  add_area(b, Ground::kRough, "Shell holes", 1075, 700, 1400, 800);
  const MoveResult r = check_move(b, cavalry, {{1000, 1000}, kUp});
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.refused.find("at most 200p here"), std::string::npos) << r.refused;
  b.terrain[0].shape.shape = core::Polygon{{{1080, 700}, {1400, 700}, {1400, 800}, {1080, 800}}};
  EXPECT_TRUE(check_move(b, cavalry, {{1000, 1000}, kUp}).ok()) << "1.25p clear of the base's side";
}

// Rifles go 400p on a road, 300p in good going. A path's going is the worst of its steps, so
// once a step is off the road the road is no longer looked for: a path that leaves the road
// and comes back to it still moves at the good going's rate.
TEST(HittTacticalMoveDistances, RoadSpeedNeedsTheRoadUnderEveryStep) {
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 500}, kUp});
  // The base's corners are on a road 400p wide up to 184p beyond the end of its line: the
  // first road holds them to 634p up the table, the second from 716p.
  add_line(b, Ground::kRoad, "Road", {1000, 0}, {1000, 450}, 400);
  add_line(b, Ground::kRoad, "Road on", {1000, 900}, {1000, 2400}, 400);
  const MoveResult r = check_move(b, rifles, {{1000, 850}, kUp});
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.refused.find("at most 300p here"), std::string::npos) << r.refused;
  b.terrain[0].shape.shape = core::Polyline{{{1000, 0}, {1000, 900}}, 400};
  EXPECT_TRUE(check_move(b, rifles, {{1000, 850}, kUp}).ok()) << "on the road all the way";

  const core::Base on_road = b.troop(rifles).base();
  EXPECT_EQ(going_at(b, on_road), Going::kRoad);
  EXPECT_EQ(going_at(b, on_road, {}, Going::kGood), Going::kGood) << "a path already off the road";
  EXPECT_EQ(going_at(b, on_road, {}, Going::kBad), Going::kBad);
  add_area(b, Ground::kRough, "Shell holes", 900, 300, 1100, 600);
  EXPECT_EQ(going_at(b, on_road, {}, Going::kGood), Going::kBad);
}

TEST(HittMountingAndDismounting, RemountedCavalryMovesAsRiflesForItsFirstBound) {
  Troop t;
  t.element = kCavalry;
  EXPECT_EQ(move_distance(t, Going::kGood), 500);
  t.remounted_in = 3;
  EXPECT_EQ(move_distance(t, Going::kGood), 300);
}

TEST(HittPipExpenditure, TanksDistanceFromTheGeneralAndALostGeneralEachCostOneMore) {
  Battle b = empty_table();
  const int general = add(b, "General", 0, kRifles, {{1000, 500}, kUp}, true);
  const int near = add(b, "Near", 0, kRifles, {{1200, 500}, kUp});
  const int tank = add(b, "Tank", 0, kTank, {{800, 500}, kUp});
  const int far = add(b, "Far", 0, kRifles, {{1000, 1900}, kUp});  // 1282p from the general's base
  EXPECT_EQ(pip_cost(b, {near}), 1);
  EXPECT_EQ(pip_cost(b, {tank}), 2);
  EXPECT_EQ(pip_cost(b, {far}), 2);
  EXPECT_EQ(pip_cost(b, {near, far}), 1) << "only a group wholly beyond 1,200p pays";
  b.troop(general).lost = true;
  EXPECT_EQ(pip_cost(b, {near}), 2);
}

TEST(HittTacticalMoves, AMoveLongerThanTheElementsDistanceIsRefused) {
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 500}, kUp});
  EXPECT_TRUE(check_move(b, rifles, {{1000, 800}, kUp}).ok());
  const MoveResult r = check_move(b, rifles, {{1000, 801}, kUp});
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.refused.find("at most 300p"), std::string::npos) << r.refused;
}

TEST(HittTacticalMoves, APointFarBeyondAnyMoveIsRefusedAtOnce) {
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 500}, kUp});
  const MoveResult r = check_move(b, rifles, {{1e300, -1e300}, 1e300});
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.refused.find("at most 400p"), std::string::npos) << r.refused;
}

// The AI reads only whether a path is refused (check_path without its words) and whether an
// element may move at all (MayMove, from stuck): the same refusals, without the words.
TEST(HittTacticalMoves, ARefusalWithoutItsWordsRefusesTheSame) {
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 500}, kUp});
  const int gun = add(b, "Gun", 0, kFieldArtillery, {{1000, 750}, kUp});
  const MoveResult said = check_path(b, rifles, {{1000, 800}, kUp});
  const MoveResult quiet = check_path(b, rifles, {{1000, 800}, kUp}, 0, nullptr, false);
  EXPECT_FALSE(quiet.ok());
  EXPECT_EQ(quiet.refused, "refused");
  EXPECT_EQ(said.refused, "Gun is in the way of Rifles");
  EXPECT_EQ(quiet.end, said.end);
  EXPECT_FALSE(check_path(b, rifles, {{1000, 801}, kUp}, 0, nullptr, false).ok()) << "beyond its 300p";
  EXPECT_TRUE(check_path(b, rifles, {{1000, 400}, kUp}, 0, nullptr, false).ok());
  b.troop(gun).moved = true;
  EXPECT_EQ(stuck(b, gun), Stuck::kMoved);
  EXPECT_EQ(cannot_move(b, gun), "Gun has moved this bound");
  EXPECT_FALSE(MayMove(b)(gun));
  EXPECT_TRUE(MayMove(b)(rifles));
}

TEST(HittPout, RiflesPassThroughRiflesButNotThroughGuns) {
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 500}, kUp});
  const int other = add(b, "Other rifles", 0, kRifles, {{1000, 620}, kUp});
  EXPECT_TRUE(check_move(b, rifles, {{1000, 800}, kUp}).ok());
  b.troop(other).element = kFieldArtillery;
  EXPECT_FALSE(check_move(b, rifles, {{1000, 800}, kUp}).ok());
}

TEST(HittBarbedWire, FootStopInContactAndCrossNextBound) {
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 1000}, kUp});
  add_line(b, Ground::kWire, "Wire", {800, 1150}, {1200, 1150}, 40);  // from 1130 to 1170
  const MoveResult r = check_move(b, rifles, {{1000, 1300}, kUp});
  ASSERT_TRUE(r.ok()) << r.refused;
  EXPECT_TRUE(r.stopped_at_wire);
  EXPECT_NEAR(r.end.position.y, 1130, 0.01);
  apply_order(b, move(rifles, {{1000, 1300}, kUp}));
  EXPECT_TRUE(b.troop(rifles).at_wire);
  b.troop(rifles).moved = false;  // its next bound
  apply_order(b, Order::of(OrderKind::kCrossWire, rifles));
  EXPECT_GE(b.troop(rifles).pose.position.y - kRiflesDepth, 1170) << "placed wholly beyond the wire";
  EXPECT_FALSE(b.terrain[0].cut) << "only sturmtruppe cut the wire they cross";
}

// The far side of the wire is found whether or not there is room there; the crossing only
// where there is.
TEST(HittBarbedWire, TheFarSideIsFoundRoomOrNotAndCrossedOnlyWithRoom) {
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 1130}, kUp});
  add_line(b, Ground::kWire, "Wire", {800, 1150}, {1200, 1150}, 40);  // from 1130 to 1170
  const std::optional<core::Pose> beyond = beyond_wire(b, rifles);
  ASSERT_TRUE(beyond);
  EXPECT_GE(beyond->position.y - kRiflesDepth, 1170) << "wholly beyond the wire";
  EXPECT_EQ(wire_crossing(b, rifles), beyond);
  add(b, "In the way", 0, kRifles, *beyond);
  EXPECT_EQ(beyond_wire(b, rifles), beyond);
  EXPECT_FALSE(wire_crossing(b, rifles));
  EXPECT_FALSE(wire_crossing(b, rifles, beyond));
  b.troop(rifles).pose.position.y = 900;
  EXPECT_FALSE(beyond_wire(b, rifles)) << "no wire touched";
}

TEST(HittBarbedWire, WireTouchedOnlyByTheBasesSideOnTheWayStopsItToo) {
  // The path's front-edge centre stays 76p from the wire's end; the base's right edge, 78.75p
  // out, meets the wire (698 to 702 up the table) as the front edge reaches 698.
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 500}, kUp});
  add_line(b, Ground::kWire, "Wire", {1076, 700}, {1400, 700}, 4);
  const MoveResult r = check_move(b, rifles, {{1000, 800}, kUp});
  ASSERT_TRUE(r.ok()) << r.refused;
  EXPECT_TRUE(r.stopped_at_wire);
  EXPECT_NEAR(r.end.position.y, 698, 0.01);
  EXPECT_NEAR(furthest_ahead(b, rifles), 400, 1e-9) << "an advance is walked on to its full move: the check stops it";
}

TEST(HittBarbedWire, TanksDriveThroughAsBadGoingAndDestroyIt) {
  Battle b = empty_table();
  const int tank = add(b, "Tank", 0, kTank, {{1000, 1000}, kUp});
  add_line(b, Ground::kWire, "Wire", {800, 1050}, {1200, 1050}, 40);
  EXPECT_FALSE(check_move(b, tank, {{1000, 1200}, kUp}).ok()) << "100p in bad going";
  apply_order(b, move(tank, {{1000, 1100}, kUp}));
  EXPECT_EQ(b.troop(tank).pose.position.y, 1100);
  EXPECT_TRUE(b.terrain[0].cut);
}

TEST(HittBarbedWire, TheDefendersOwnWireDoesNotStopHim) {
  Battle b = empty_table();
  b.active = 1;
  const int rifles = add(b, "Rifles", 1, kRifles, {{1000, 1300}, kDown});
  add_line(b, Ground::kWire, "Wire", {800, 1150}, {1200, 1150}, 40);
  const MoveResult r = check_move(b, rifles, {{1000, 1000}, kDown});
  EXPECT_TRUE(r.ok() && !r.stopped_at_wire) << r.refused;
}

// A walk's step asks its wire, trench and going in one pass over the pieces: a piece that
// answers one question (the river, the worst going, first) does not end the pass before the
// others are answered.
TEST(HittBarbedWire, AStepsWireTrenchAndGoingInOnePassAreEachAsAskedAlone) {
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 1000}, kUp});  // its base 881.9 to 1000 up
  add_line(b, Ground::kRiver, "Stream", {800, 900}, {1200, 900}, 20);
  add_line(b, Ground::kTrench, "Trench", {800, 941}, {1200, 941}, 40);
  add_line(b, Ground::kWire, "Wire", {800, 990}, {1200, 990}, 4);
  add_line(b, Ground::kWire, "More wire", {800, 950}, {1200, 950}, 4);
  const core::Base here = b.troop(rifles).base();
  const StepGround all = step_ground(b, here, {.wire_of = 0, .trench = true, .going = true});
  EXPECT_EQ(all.wire, 2);
  EXPECT_EQ(all.wire, wire_touched(b, here, 0));
  EXPECT_TRUE(all.trench);
  EXPECT_EQ(all.trench, in_trench(b, here));
  EXPECT_EQ(all.going, Going::kRiver);
  EXPECT_EQ(all.going, going_at(b, here));
  EXPECT_FALSE(step_ground(b, here, {.wire_of = 0, .going = true}).trench) << "the trench not asked";
  EXPECT_EQ(step_ground(b, here, {.wire_of = 1, .trench = true, .going = true}).wire, -1) << "the defender's own wire";
  b.terrain[0].shape.shape = core::Polyline{{{800, 1200}, {1200, 1200}}, 20};
  EXPECT_EQ(step_ground(b, here, {.wire_of = 0, .trench = true, .going = true, .at_least = Going::kBad}).going, Going::kBad);
}

TEST(HittTrenchMovement, AnElementEnteringATrenchStopsInIt) {
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 1000}, kUp});
  add_line(b, Ground::kTrench, "Trench", {500, 1200}, {1500, 1200}, 140);
  const MoveResult r = check_move(b, rifles, {{1000, 1250}, kUp});
  ASSERT_TRUE(r.ok()) << r.refused;
  EXPECT_LT(r.end.position.y, 1250);
  EXPECT_TRUE(in_trench(b, core::Base(kBaseWidth, kRiflesDepth, r.end)));
}

TEST(HittRecoiling, BackByItsDepthOrDestroyedWithAnEnemyOnItsFlank) {
  Battle b = empty_table();
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 1000}, kUp});
  const int red = add(b, "Red rifles", 1, kRifles, facing_front(b.troop(blue).base()));
  const Fight fight{Mode::kCloseCombat, blue, red, {}};
  Battle plain = b;
  apply_outcome(plain, fight, {Loser::kAttacker, Effect::kRecoil});
  EXPECT_NEAR(plain.troop(blue).pose.position.y, 1000 - kRiflesDepth, 1e-6);
  EXPECT_FALSE(plain.troop(blue).lost);
  add(b, "Red flankers", 1, kRifles, against_edge(b.troop(blue).base(), Edge::kRight));
  apply_outcome(b, fight, {Loser::kAttacker, Effect::kRecoil});
  EXPECT_TRUE(b.troop(blue).lost);
}

constexpr double kMgDepth = 30 * kPacesPerMm;
constexpr double kTankDepth = 40 * kPacesPerMm;

// A Red rifle in front of the Blue element at (1000, 1000) beats it back: a recoil.
void beat_back(Battle& b, int blue) {
  const int red = add(b, "Red rifles", 1, kRifles, facing_front(b.troop(blue).base()));
  apply_outcome(b, {Mode::kCloseCombat, red, blue, {}}, {Loser::kDefender, Effect::kRecoil});
}

TEST(HittPushBacks, ARecoilingMachinegunPushesTheMachinegunBehindItJustClear) {
  Battle b = empty_table();
  const int front = add(b, "Front MG", 0, kMachinegun, {{1000, 1000}, kUp});
  const int behind = add(b, "Rear MG", 0, kMachinegun, {{1000, 1000 - kMgDepth - 50}, kUp});
  beat_back(b, front);
  EXPECT_NEAR(b.troop(front).pose.position.y, 1000 - kMgDepth, 1e-6) << "its full recoil";
  // The rear MG stood 50p behind and is pushed the other 68p: its front meets the recoiler's rear.
  EXPECT_NEAR(b.troop(behind).pose.position.y, 1000 - 2 * kMgDepth, 1e-6);
  EXPECT_FALSE(b.troop(behind).lost);
  EXPECT_NE(std::find(b.log.begin(), b.log.end(), "Rear MG is pushed back by Front MG"), b.log.end());
}

TEST(HittPushBacks, APushPassesDownAColumnAndOffTheTableLosesTheLast) {
  Battle b = empty_table();
  const int front = add(b, "Front MG", 0, kMachinegun, {{1000, 3 * kMgDepth + 30}, kUp});
  const int middle = add(b, "Middle MG", 0, kMachinegun, {{1000, 2 * kMgDepth + 30}, kUp});
  const int last = add(b, "Last MG", 0, kMachinegun, {{1000, kMgDepth + 30}, kUp});  // 30p from the edge
  beat_back(b, front);
  EXPECT_NEAR(b.troop(front).pose.position.y, 2 * kMgDepth + 30, 1e-6);
  EXPECT_NEAR(b.troop(middle).pose.position.y, kMgDepth + 30, 1e-6);
  EXPECT_TRUE(b.troop(last).lost) << "pushed back over the edge (Lost Elements)";
}

TEST(HittPushBacks, TanksArePushedOnlyByTanksAndWhatAPushedTankMeetsIsUnharmed) {
  Battle b = empty_table();
  const int cavalry = add(b, "Cavalry", 0, kCavalry, {{1000, 1000}, kUp});
  const int tank = add(b, "Tank", 0, kTank, {{1000, 1000 - 40 * kPacesPerMm - 10}, kUp});
  beat_back(b, cavalry);
  EXPECT_NEAR(b.troop(tank).pose.position.y, 1000 - 40 * kPacesPerMm - 10, 1e-6) << "cavalry may not push a tank";
  const double tank_front = 1000 - 40 * kPacesPerMm - 10;
  const double cavalry_depth = 30 * kPacesPerMm;
  EXPECT_GE(b.troop(cavalry).pose.position.y - cavalry_depth, tank_front - kTouch) << "it stops short of the tank...";
  EXPECT_LT(b.troop(cavalry).pose.position.y - cavalry_depth, tank_front + 11) << "...within a 10p step";

  Battle c = empty_table();
  const int first = add(c, "First tank", 0, kTank, {{1000, 1000}, kUp});
  const int second = add(c, "Second tank", 0, kTank, {{1000, 1000 - kTankDepth}, kUp});
  const double mg_front = 1000 - 2 * kTankDepth - 60;
  const int mg = add(c, "MG", 0, kMachinegun, {{1000, mg_front}, kUp});
  beat_back(c, first);
  EXPECT_FALSE(c.troop(mg).lost) << "not crushed by a pushed tank";
  EXPECT_NEAR(c.troop(mg).pose.position.y, mg_front, 1e-6) << "nor pushed: a tank pushes only tanks";
  // The second tank is pushed back to the machinegun, 60p, and no further: the first stops there.
  EXPECT_GE(c.troop(second).pose.position.y - kTankDepth, mg_front - kTouch);
  EXPECT_LT(c.troop(second).pose.position.y - kTankDepth, mg_front + 11);
  EXPECT_NEAR(c.troop(first).pose.position.y - kTankDepth, c.troop(second).pose.position.y, kTouch);
}

TEST(HittPushBacks, TheSwitchNoneStopsTheRecoilShort) {
  Battle b = empty_table();
  b.rules.push_backs = PushBacks::kNone;
  const int front = add(b, "Front MG", 0, kMachinegun, {{1000, 1000}, kUp});
  const int behind = add(b, "Rear MG", 0, kMachinegun, {{1000, 1000 - kMgDepth - 50}, kUp});
  beat_back(b, front);
  EXPECT_NEAR(b.troop(behind).pose.position.y, 1000 - kMgDepth - 50, 1e-6);
  EXPECT_NEAR(b.troop(front).pose.position.y, 950, 11) << "short of the rear MG, within a step";
}

// A trench along y = 1200 with Red rifles in it facing down the table, centred at x = 1000.
Battle trench_with_red_rifles(int& red) {
  Battle b = empty_table();
  add_line(b, Ground::kTrench, "Trench", {300, 1200}, {2100, 1200}, 140);
  red = add(b, "Red rifles", 1, kRifles, {{1000, 1200 - kRiflesDepth / 2}, kDown});
  return b;
}

// Trench Combat: only elements on the ground fight side to side. What a place beside an enemy
// in a trench gives one element moved there (PlacedMemory) is not an aircraft's of the same
// base, nor the other way round.
TEST(HittTrenchCombat, AnAircraftBesideAnEnemyInATrenchFightsNoOneSideToSide) {
  int red = -1;
  Battle b = trench_with_red_rifles(red);
  const int tank = add(b, "Tank", 0, kTank, {{1600, 600}, kUp});
  const int fighter = add(b, "Fighter", 0, kFighter, {{1800, 600}, kUp});  // as deep as the tank
  const std::optional<core::Pose> to = beside(b.troop(red).base(), Edge::kLeft, kUp, b.troop(tank).base().depth());
  ASSERT_TRUE(to.has_value());
  PlacedMemory places;
  Battle moved = b;
  moved.troop(tank).pose = *to;
  const Placed by_tank = places(moved, tank, red);
  EXPECT_TRUE(by_tank.fight.side_to_side);
  moved.troop(tank).pose = b.troop(tank).pose;
  moved.troop(fighter).pose = *to;
  const Placed by_fighter = places(moved, fighter, red);
  EXPECT_FALSE(by_fighter.fight.side_to_side);
  EXPECT_EQ(by_fighter.contact, front_against(moved.troop(fighter).base(), moved.troop(red).base()).has_value());
}

TEST(HittTrenchCombat, InsideATrenchEnemiesCloseAlongItAndFightSideToSide) {
  int red = -1;
  Battle b = trench_with_red_rifles(red);
  const double sturm_depth = 20 * kPacesPerMm;
  const int sturm = add(b, "Sturm", 0, kSturmtruppe, {{1300, 1200 + sturm_depth / 2}, kUp});  // in the trench too
  add(b, "General", 0, kRifles, {{1800, 500}, kUp}, true);
  bool complete = false;
  std::optional<Order> along;
  for (const Order& o : listed_orders(b, complete)) {
    const bool side_to_side = label(b, o).find("side to side") != std::string::npos;
    if (o.kind == OrderKind::kMove && o.troop == sturm && o.target == red && side_to_side && !o.sturm_extra) along = o;
  }
  ASSERT_TRUE(along.has_value()) << "a move along the trench to the rifles' near side is listed";
  EXPECT_EQ(label(b, *along), "Sturm closes with Red rifles (side to side along the trench), 1 PIP");
  apply_order(b, *along);
  // Its base now lies beside the rifles', from x = 1000 + 78.7 to 1000 + 78.7 + 157.5.
  EXPECT_NEAR(b.troop(sturm).base().centre().x, 1000 + kBaseWidth, 1e-6);
  EXPECT_TRUE(b.troop(sturm).moved_into_contact);
  EXPECT_TRUE(in_front_contact(b, red)) << "side to side is close combat: neither shoots nor moves";
  const std::vector<Fight> fights = close_combats(b);
  ASSERT_EQ(fights.size(), 1U);
  EXPECT_TRUE(fights[0].side_to_side);
  EXPECT_NEAR(b.troop(red).pose.facing_deg, kDown, 1e-9) << "no turn to face: its side is its front";
  // Inside, the trench is good going for both, and neither is on the other's flank:
  // sturmtruppe +5 against foot, rifles +3 against foot (Combat Factors).
  const Factors f = factors(situation(b, fights[0]), b.rules.combat);
  EXPECT_EQ(f.attacker.total(), 5);
  EXPECT_EQ(f.defender.total(), 3);
}

TEST(HittTrenchCombat, SideToSideTheLoserRecoilsAlongTheTrenchAndTheWinnerFollows) {
  int red = -1;
  Battle b = trench_with_red_rifles(red);
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000 + kBaseWidth, 1200 + kRiflesDepth / 2}, kUp});
  const Fight fight = close_fight(b, blue, red);
  ASSERT_TRUE(fight.side_to_side);
  apply_outcome(b, fight, {Loser::kDefender, Effect::kRecoil});
  // Its far side is its rear now: it goes back the base's width, along the trench.
  EXPECT_NEAR(b.troop(red).base().centre().x, 1000 - kBaseWidth, 1e-6);
  EXPECT_NEAR(b.troop(red).base().centre().y, 1200, 1e-6);
  // Pursuit: the lesser of depth and width, 118.1p, towards where the rifles stood.
  EXPECT_NEAR(b.troop(blue).base().centre().x, 1000 + kBaseWidth - kRiflesDepth, 1e-6);
}

TEST(HittTrenchCombat, SideToSideAFriendBesideTheFarSideSupportsAndDiesWithTheLeader) {
  int red = -1;
  Battle b = trench_with_red_rifles(red);
  const int supporter = add(b, "Red support", 1, kRifles, {{1000 - kBaseWidth, 1200 - kRiflesDepth / 2}, kDown});
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000 + kBaseWidth, 1200 + kRiflesDepth / 2}, kUp});
  const Fight fight = close_fight(b, blue, red);
  const Situation s = situation(b, fight);
  EXPECT_TRUE(s.defender.rear_support) << "the friend at its far side gives rear support, as it must";
  EXPECT_FALSE(s.attacker.rear_support);
  apply_outcome(b, fight, {Loser::kDefender, Effect::kDestroyed});
  EXPECT_TRUE(b.troop(red).lost);
  EXPECT_TRUE(b.troop(supporter).lost);
}

TEST(HittTrenchMovement, InsideATrenchTheSideEdgeOfAnEnemyInItHasAZoneOfControl) {
  int red = -1;
  Battle b = trench_with_red_rifles(red);
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1400, 1200 + kRiflesDepth / 2}, kUp});
  add(b, "General", 0, kRifles, {{1800, 500}, kUp}, true);
  // 100p short of the rifles' side: inside the strip a base width beside it.
  const core::Pose short_of_it{{1000 + kBaseWidth + 100, 1200 + kRiflesDepth / 2}, kUp};
  const MoveResult r = check_move(b, blue, short_of_it);
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.refused.find("zone of control of Red rifles"), std::string::npos) << r.refused;
  // Closing side to side is what the zone allows.
  const MoveResult closing = check_move(b, blue, *beside(b.troop(red).base(), Edge::kLeft, kUp, kRiflesDepth));
  EXPECT_TRUE(closing.ok()) << closing.refused;
  b.rules.zones_of_control = false;
  EXPECT_TRUE(check_move(b, blue, short_of_it).ok());
}

TEST(HittTrenchCombat, OutsideTheTrenchSideBySideIsNoFight) {
  Battle b = empty_table();
  const int red = add(b, "Red rifles", 1, kRifles, {{1000, 1000}, kDown});
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000 + kBaseWidth, 1000 - kRiflesDepth}, kUp});
  EXPECT_FALSE(close_fight(b, blue, red).side_to_side);
  EXPECT_FALSE(in_front_contact(b, red));
  EXPECT_TRUE(close_combats(b).empty());
}

TEST(HittPursuit, WinningRiflesFollowUpTheirDepth) {
  Battle b = empty_table();
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 1000}, kUp});
  const int red = add(b, "Red rifles", 1, kRifles, facing_front(b.troop(blue).base()));
  apply_outcome(b, {Mode::kCloseCombat, blue, red, {}}, {Loser::kDefender, Effect::kRecoil});
  EXPECT_NEAR(b.troop(red).pose.position.y, 1000 + kRiflesDepth, 1e-6);
  EXPECT_NEAR(b.troop(blue).pose.position.y, 1000 + kRiflesDepth, 1e-6) << "pursued back into contact";
}

TEST(HittTacticalFactors, OverwhelmedByFlankContactsOutflankedFromTheRear) {
  Battle b = empty_table();
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 1000}, kUp});
  const int red = add(b, "Red rifles", 1, kRifles, facing_front(b.troop(blue).base()));
  add(b, "Blue left", 0, kRifles, against_edge(b.troop(red).base(), Edge::kLeft));
  add(b, "Blue behind", 0, kRifles, against_edge(b.troop(red).base(), Edge::kRear));
  const Situation s = situation(b, {Mode::kCloseCombat, blue, red, {}});
  EXPECT_EQ(s.defender.aided_against, 1);
  EXPECT_EQ(s.defender.flank_rear, 1);
  // Rifles against foot +3, overwhelmed -1, contacted in the rear -1.
  EXPECT_EQ(factors(s, b.rules.combat).defender.total(), 1);
}

// Tactical Factors: an enemy front on the flank counts against the attacker. What a place
// gives an element moving into contact there is kept from one decision to the next
// (PlacedMemory in the AI's memory) only while nothing within a touch of it changes.
TEST(HittTacticalFactors, APlaceIsWorkedOutAgainOnceAnEnemyComesWithinATouchOfIt) {
  Battle b = empty_table();
  const int red = add(b, "Red rifles", 1, kRifles, {{1000, 1200}, kDown});
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 800}, kUp});
  const int flanker = add(b, "Red flanker", 1, kRifles, {{2000, 2000}, kDown});
  CandidateMemory memory;
  memory.look(b);
  Battle moved = b;
  moved.troop(blue).pose = against_edge(b.troop(red).base(), Edge::kFront);
  const Placed before = memory.places()(moved, blue, red);
  ASSERT_TRUE(before.contact);
  EXPECT_EQ(before.flanks, 0);
  // The flanker comes round onto the place's left flank.
  b.troop(flanker).pose = against_edge(moved.troop(blue).base(), Edge::kLeft);
  moved.troop(flanker).pose = b.troop(flanker).pose;
  memory.look(b);
  EXPECT_EQ(attacker_placed(moved, blue, red).flanks, 1);
  EXPECT_EQ(memory.places()(moved, blue, red).flanks, 1);
}

// Group Moves: a line kept by the AI's memory from one decision to the next is found again
// once a friend comes up beside it.
TEST(HittGroupMoves, AKeptLineIsFoundAgainOnceAFriendComesUpBesideIt) {
  Battle b = empty_table();
  const int left = add(b, "Left rifles", 0, kRifles, {{1000, 500}, kUp});
  const int right = add(b, "Right rifles", 0, kRifles, {{1000 + kBaseWidth, 500}, kUp});
  const int late = add(b, "Late rifles", 0, kRifles, {{1800, 200}, kUp});
  CandidateMemory memory;
  memory.look(b);
  EXPECT_EQ(memory.line_group(b, left), (std::vector<int>{left, right}));
  b.troop(late).pose = {{1000 + 2 * kBaseWidth, 500}, kUp};
  memory.look(b);
  EXPECT_EQ(line_group(b, left), (std::vector<int>{left, right, late}));
  EXPECT_EQ(memory.line_group(b, left), (std::vector<int>{left, right, late}));
}

// Tactical Moves: an element's own moves kept by the AI's memory from one decision to the next
// are those it has afresh after each kind of change: a friend moving keeps them, the element
// or an enemy moving, or terrain placed, renews them.
TEST(HittTacticalMoves, KeptOwnMovesAreTheFreshOnesAfterEachKindOfChange) {
  Battle b = empty_table();
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 1000}, kUp});
  const int friend_ = add(b, "Blue friend", 0, kRifles, {{1600, 1000}, kUp});
  const int red = add(b, "Red rifles", 1, kRifles, {{1000, 1700}, kDown});
  CandidateMemory memory;
  const auto fresh = [&] {
    std::vector<Candidate> out;
    add_move_candidates(b, blue, out);
    return out;
  };
  const auto same_after = [&](auto change) {
    change();
    memory.look(b);
    return memory.moves(b, blue) == fresh();
  };
  memory.look(b);
  const std::vector<Candidate> before = memory.moves(b, blue);
  EXPECT_EQ(before, fresh());
  EXPECT_TRUE(same_after([&] { b.troop(friend_).pose.position.y = 1300; }));
  EXPECT_EQ(memory.moves(b, blue), before) << "a friend moving changes none of them";
  EXPECT_TRUE(same_after([&] { b.troop(red).pose.position.y = 1400; }));
  EXPECT_NE(memory.moves(b, blue), before) << "the enemy came within reach";
  EXPECT_TRUE(same_after([&] { b.troop(blue).pose.facing_deg = 60; }));
  EXPECT_TRUE(same_after([&] { add_line(b, Ground::kTrench, "Trench", {800, 1000}, {1400, 1000}, 40); }));
}

// Close Combat: what the AI's memory keeps of a contact's worth is the fresh value after each
// kind of change: a friend moving off near the start of its path (kept), an enemy coming onto
// the flank of the place the contact puts the attacker (valued afresh).
TEST(HittCloseCombat, AKeptContactValueIsTheFreshOneAfterEachKindOfChange) {
  Battle b = empty_table();
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 1000}, kUp});
  const int red = add(b, "Red rifles", 1, kRifles, {{1000, 1300}, kDown});
  const int friend_ = add(b, "Blue friend", 0, kRifles, {{1000 + kBaseWidth + 10, 1000}, kUp});
  const int flanker = add(b, "Red flanker", 1, kRifles, {{2000, 2000}, kDown});
  std::vector<Candidate> own;
  add_move_candidates(b, blue, own);
  const auto contact = std::find_if(own.begin(), own.end(), [&](const Candidate& c) { return c.order.target == red; });
  ASSERT_NE(contact, own.end());
  // A stand-in for the fight's worth: the enemies on the flanks of the attacker where it ends.
  const auto flanks = [&] {
    Battle moved = b;
    moved.troop(blue).pose = contact->order.to;
    return static_cast<double>(attacker_placed(moved, blue, red).flanks);
  };
  CandidateMemory memory;
  memory.look(b);
  EXPECT_EQ(memory.contact_value(b, *contact, flanks), 0);
  b.troop(friend_).pose.position.y = 950;
  memory.look(b);
  EXPECT_EQ(memory.contact_value(b, *contact, flanks), 0);
  Battle moved = b;
  moved.troop(blue).pose = contact->order.to;
  b.troop(flanker).pose = against_edge(moved.troop(blue).base(), Edge::kLeft);
  memory.look(b);
  EXPECT_EQ(memory.contact_value(b, *contact, flanks), 1);
}

// Sequence of Events: an element in close combat makes no tactical move; the AI's memory keeps
// whether it is only until an enemy comes within a touch of it.
TEST(HittSequenceOfEvents, AKeptAnswerToCloseCombatIsAskedAgainOnceAnEnemyComes) {
  Battle b = empty_table();
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 1000}, kUp});
  const int red = add(b, "Red rifles", 1, kRifles, {{1000, 1800}, kDown});
  CandidateMemory memory;
  memory.look(b);
  EXPECT_FALSE(memory.in_front_contact(b, blue));
  EXPECT_TRUE(MayMove(b, [&](int i) { return memory.in_front_contact(b, i); })(blue));
  b.troop(red).pose = facing_front(b.troop(blue).base());
  memory.look(b);
  EXPECT_TRUE(in_front_contact(b, blue));
  EXPECT_TRUE(memory.in_front_contact(b, blue));
  EXPECT_FALSE(MayMove(b, [&](int i) { return memory.in_front_contact(b, i); })(blue));
}

TEST(HittSupport, RiflesWithRiflesBehindClaimPlusOneAndDieWithTheirLeader) {
  Battle b = empty_table();
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 1000}, kUp});
  const int red = add(b, "Red rifles", 1, kRifles, facing_front(b.troop(blue).base()));
  const int behind = add(b, "Red support", 1, kRifles, against_edge(b.troop(red).base(), Edge::kRear));
  b.troop(behind).pose.facing_deg = kDown;  // faces the same way as the leader, its front on his rear
  const Fight fight{Mode::kCloseCombat, blue, red, {}};
  EXPECT_TRUE(situation(b, fight).defender.rear_support);
  apply_outcome(b, fight, {Loser::kDefender, Effect::kDestroyed});
  EXPECT_TRUE(b.troop(red).lost);
  EXPECT_TRUE(b.troop(behind).lost);
}

TEST(HittDistantShooting, RangesByTypeAndOnlyRiflesAndMachinegunsMoveAndShoot) {
  Battle b = empty_table();
  const int rifles = add(b, "Rifles", 0, kRifles, {{1000, 1000}, kUp});
  const int guns = add(b, "Guns", 0, kFieldArtillery, {{1400, 1000}, kUp});
  const int target = add(b, "Target", 1, kRifles, {{1000, 1300}, kDown});  // 300p from the rifles' front
  EXPECT_EQ(shooting_targets(b, rifles), std::vector<int>{target});
  b.troop(target).pose.position.y = 1301;
  EXPECT_TRUE(shooting_targets(b, rifles).empty()) << "rifles reach 300p";
  EXPECT_EQ(shooting_targets(b, guns), std::vector<int>{target});
  b.troop(rifles).moved = true;
  b.troop(guns).moved = true;
  b.troop(target).pose.position.y = 1300;
  EXPECT_EQ(shooting_targets(b, rifles).size(), 1U);
  EXPECT_TRUE(shooting_targets(b, guns).empty()) << "artillery does not shoot in a bound it moved";
}

TEST(HittDistantShooting, WoodsBlockSightButNotAMortars) {
  Battle b = empty_table();
  const int mg = add(b, "MG", 0, kMachinegun, {{1000, 1000}, kUp});
  const int mortar = add(b, "Mortar", 0, kLightMortar, {{1200, 1000}, kUp});
  add(b, "Target", 1, kRifles, {{1100, 1350}, kDown});
  add_area(b, Ground::kWoods, "Wood", 900, 1100, 1300, 1200);
  EXPECT_TRUE(shooting_targets(b, mg).empty());
  EXPECT_EQ(shooting_targets(b, mortar).size(), 1U);
}

// An element across the line of fire blocks it, however far its front edge lies from the line:
// here a friend faces along the line's side, its front edge 117p off it and its rear corner a
// pace across.
TEST(HittDistantShooting, AnElementAcrossTheLineOfFireBlocksItWhereverItsFrontEdgeLies) {
  Battle b = empty_table();
  const int mg = add(b, "MG", 0, kMachinegun, {{1000, 1000}, kUp});
  add(b, "Target", 1, kRifles, {{1000, 1350}, kDown});
  const int friend_ = add(b, "Friend", 0, kRifles, {{1000 + kRiflesDepth - 1, 1200}, 0});
  EXPECT_TRUE(shooting_targets(b, mg).empty());
  b.troop(friend_).pose.position.x += 2;
  EXPECT_EQ(shooting_targets(b, mg).size(), 1U) << "a pace clear of the line";
}

TEST(HittCommandBunker, ItsFallIsABreakthroughAndEndsTheBattle) {
  Battle b = empty_table();
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 1000}, kUp});
  const int bunker = add(b, "Bunker", 1, kCommandBunker, facing_front(b.troop(blue).base()));
  b.stage = Stage::kCombat;
  b.fights = {{Mode::kCloseCombat, blue, bunker, {}}};
  // Rifles +3 against a stronghold, 6 thrown: 9; the bunker +6, 1 thrown: 7. Beaten by ground
  // troops in contact, the bunker is destroyed.
  apply_roll(b, {6, 1});
  EXPECT_TRUE(b.troop(bunker).lost);
  ASSERT_EQ(b.stage, Stage::kOver);
  EXPECT_EQ(b.winner, 0);
}

TEST(HittLostElements, ASideThatHasLostHalfItsArmyLosesAtTheEndOfTheBound) {
  Battle b = empty_table();
  b.army_ap = {8, 8};
  add(b, "Blue 1", 0, kRifles, {{500, 500}, kUp});
  add(b, "Blue 2", 0, kRifles, {{800, 500}, kUp});
  add(b, "Red 1", 1, kRifles, {{500, 2000}, kDown});
  const int lost = add(b, "Red 2", 1, kMachinegun, {{800, 2000}, kDown});
  b.troop(lost).lost = true;  // 3 of 8 AP: not yet half
  apply_order(b, Order::of(OrderKind::kEndMoves));
  EXPECT_EQ(b.stage, Stage::kPips);
  b.stage = Stage::kMoves;
  b.active = 0;
  b.troop(2).lost = true;  // 5 of 8
  apply_order(b, Order::of(OrderKind::kEndMoves));
  ASSERT_EQ(b.stage, Stage::kOver);
  EXPECT_EQ(b.winner, 0);
}

TEST(HittDeployingBarrages, SixPipsOnAnEntrenchedEnemyOrTwoHundredPacesFromAny) {
  Battle b = empty_table();
  const int barrage = add(b, "Barrage", 0, kBarrage, {{0, 0}, kUp});
  b.troop(barrage).on_table = false;
  const int red = add(b, "Red rifles", 1, kRifles, {{1000, 1600}, kDown});
  add_line(b, Ground::kTrench, "Trench", {500, 1659}, {1500, 1659}, 140);
  Order o = Order::of(OrderKind::kDeployBarrage, barrage);
  o.to = facing_front(b.troop(red).base());
  b.pips = 5;
  EXPECT_THROW(apply_order(b, o), RuleError) << "6 PIPs";
  b.pips = 6;
  apply_order(b, o);
  EXPECT_TRUE(b.troop(barrage).present());
  EXPECT_EQ(b.pips, 0);
}

// Deploying Aerials: each aircraft held back comes on at its own edge, as near the middle as it
// finds a place clear of every element and 200p from the enemy; one placed before it takes its
// place, though held back it is not yet on the table.
TEST(HittDeployingAerials, EachAircraftKeepsClearOfThosePlacedBeforeIt) {
  Battle b = empty_table();
  const int fighter = add(b, "Fighter", 0, kFighter, {{0, 0}, kUp});
  const int scout = add(b, "Scout", 0, kScout, {{0, 0}, kUp});
  add(b, "Red rifles", 1, kRifles, {{1200, 2000}, kDown});
  b.troop(fighter).on_table = false;
  b.troop(scout).on_table = false;
  const auto places = aerial_places(b);
  ASSERT_EQ(places.size(), 2U);
  EXPECT_EQ(places[0].first, fighter);
  EXPECT_EQ(places[0].second.position.x, 1200) << "the first place tried, the middle";
  EXPECT_EQ(places[1].first, scout);
  EXPECT_EQ(places[1].second.position.x, 1200 - kBaseWidth - 1) << "the next tried, left of it: the middle is taken";
}

TEST(HittDeployingGas, OneDieOfBoundsNotCountingTheFirst) {
  Battle b = empty_table();
  const int gas = add(b, "Gas", 0, kGas, {{0, 0}, kUp});
  b.troop(gas).on_table = false;
  Order o = Order::of(OrderKind::kDeployGas, gas);
  o.to = {{1000, 1600}, kUp};
  apply_order(b, o);
  EXPECT_EQ(b.pips, 5);
  ASSERT_EQ(b.stage, Stage::kGasDice);
  apply_roll(b, {1});
  apply_order(b, Order::of(OrderKind::kEndMoves));  // the bound it came down in
  EXPECT_TRUE(b.troop(gas).present());
  b.active = 0;
  b.stage = Stage::kMoves;
  apply_order(b, Order::of(OrderKind::kEndMoves));  // its one bound
  EXPECT_FALSE(b.troop(gas).present());
}

TEST(HittGroupMoves, ALineAdvancesTogetherForOnePip) {
  Battle b = empty_table();
  const int left = add(b, "Left", 0, kRifles, {{1000, 500}, kUp});
  const int right = add(b, "Right", 0, kRifles, {{1000 + kBaseWidth, 500}, kUp});
  add(b, "General", 0, kRifles, {{1500, 300}, kUp}, true);
  EXPECT_EQ(line_group(b, left), (std::vector<int>{left, right}));
  Order o = Order::of(OrderKind::kGroupAdvance, left);
  o.distance = 300;
  apply_order(b, o);
  EXPECT_EQ(b.pips, 5);
  EXPECT_EQ(b.troop(left).pose.position.y, 800);
  EXPECT_EQ(b.troop(right).pose.position.y, 800);
}

// Blue rifles face Red rifles 400p away across the open: Red's zone of control reaches 157.5p
// out from its front edge at y = 1400, to y = 1242.5.
struct FacingLines : ::testing::Test {
  Battle b = empty_table();
  int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 1000}, kUp});
  int red = add(b, "Red rifles", 1, kRifles, {{1000, 1400}, kDown});
};

TEST_F(FacingLines, HittZonesOfControl_AnAdvanceStopsShortOfAnEnemysZone) {
  const MoveResult r = check_move(b, blue, {{1000, 1300}, kUp});
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.refused.find("zone of control of Red rifles"), std::string::npos) << r.refused;
  EXPECT_NEAR(furthest_ahead(b, blue), 242.5, 1.0);
  b.rules.zones_of_control = false;
  EXPECT_TRUE(check_move(b, blue, {{1000, 1300}, kUp}).ok());
}

TEST_F(FacingLines, HittZonesOfControl_AnElementEnteringAZoneMayCloseWithItsFront) {
  b.troop(blue).pose.position.y = 1150;  // 250p from contact
  EXPECT_TRUE(check_move(b, blue, facing_front(b.troop(red).base())).ok());
}

TEST_F(FacingLines, HittZonesOfControl_OneStartingInAZoneMayOnlyCloseOrFallStraightBack) {
  b.troop(blue).pose.position.y = 1300;
  EXPECT_FALSE(check_move(b, blue, {{1200, 1300}, kUp}).ok()) << "not sideways";
  EXPECT_TRUE(check_move(b, blue, {{1000, 1100}, kUp}).ok()) << "straight back";
  EXPECT_TRUE(check_move(b, blue, facing_front(b.troop(red).base())).ok()) << "into contact";
  EXPECT_EQ(furthest_ahead(b, blue), 0);
}

TEST_F(FacingLines, HittTrenchCombat_ElementsInATrenchIgnoreZonesOfThoseOutside) {
  b.troop(blue).pose.position.y = 1300;
  add_line(b, Ground::kTrench, "Trench", {500, 1241}, {1500, 1241}, 140);
  EXPECT_TRUE(check_move(b, blue, {{1200, 1300}, kUp}).ok());
}

TEST(HittDeployingSnipers, APipPlacesOneInBadGoingAndItMakesNoMoveThatBound) {
  Battle b = empty_table();
  const int sniper = add(b, "Sniper", 0, kSniper, {{0, 0}, kUp});
  b.troop(sniper).on_table = false;
  add_area(b, Ground::kWoods, "Wood", 800, 1000, 1200, 1300);
  Order o = Order::of(OrderKind::kDeployLurker, sniper);
  o.to = {{1500, 1200}, kUp};
  EXPECT_THROW(apply_order(b, o), RuleError) << "not in the open";
  bool complete = true;
  const std::vector<Order> listed = listed_orders(b, complete);
  const auto place = std::find_if(listed.begin(), listed.end(), [](const Order& x) { return x.kind == OrderKind::kDeployLurker; });
  ASSERT_NE(place, listed.end());
  EXPECT_NEAR(place->to.position.x, 1000, 1e-9) << "the middle of the wood";
  apply_order(b, *place);
  EXPECT_TRUE(b.troop(sniper).present());
  EXPECT_EQ(b.pips, 5);
  EXPECT_TRUE(cannot_move(b, sniper).has_value());
}

TEST(HittDeployingMinefields, NextToBarbedWireAsWellAsInBadGoing) {
  Battle b = empty_table();
  b.active = 1;
  const int mines = add(b, "Mines", 1, kMinefield, {{0, 0}, kDown});
  b.troop(mines).on_table = false;
  add_line(b, Ground::kWire, "Wire", {900, 1500}, {1100, 1500}, 40);
  Order o = Order::of(OrderKind::kDeployLurker, mines);
  o.to = {{1000, 1450}, kDown};  // just in front of the wire
  apply_order(b, o);
  EXPECT_TRUE(b.troop(mines).present());
}

TEST(HittFlee, TurnsToItsOwnEdgeAndGoesItsFullMoveOrOffTheTable) {
  Battle b = empty_table();
  const int blue = add(b, "Blue rifles", 0, kRifles, {{1000, 1000}, kUp});
  const int red = add(b, "Red cavalry", 1, kCavalry, facing_front(b.troop(blue).base()));
  apply_outcome(b, {Mode::kCloseCombat, blue, red, {}}, {Loser::kDefender, Effect::kFlee});
  EXPECT_EQ(b.troop(red).pose.facing_deg, kUp) << "towards Red's edge at y = 2400";
  // Turned about its middle, its front is where its rear was (1000 + 118.1), then 500p on.
  EXPECT_NEAR(b.troop(red).pose.position.y, 1000 + 30 * kPacesPerMm + 500, 1e-6) << "cavalry's 500p";
  EXPECT_FALSE(b.troop(red).lost);
  apply_outcome(b, {Mode::kCloseCombat, blue, red, {}}, {Loser::kDefender, Effect::kFlee});
  EXPECT_NEAR(b.troop(red).pose.position.y, 1000 + 30 * kPacesPerMm + 1000, 1e-6);
  apply_outcome(b, {Mode::kCloseCombat, blue, red, {}}, {Loser::kDefender, Effect::kFlee});
  EXPECT_TRUE(b.troop(red).lost) << "500p more would leave the table";
}

TEST(HittFlee, ASniperLeavesForGoodAMinefieldMayBeLaidAgain) {
  Battle b = empty_table();
  b.active = 1;
  add_area(b, Ground::kWoods, "Wood", 800, 1300, 1200, 1700);
  const int sniper = add(b, "Sniper", 0, kSniper, {{900, 1400}, kUp});
  const int mines = add(b, "Mines", 0, kMinefield, {{1100, 1400}, kUp});
  const int red = add(b, "Red rifles", 1, kRifles, facing_front(b.troop(sniper).base()));
  apply_outcome(b, {Mode::kCloseCombat, red, sniper, {}}, {Loser::kDefender, Effect::kFlee});
  apply_outcome(b, {Mode::kCloseCombat, red, mines, {}}, {Loser::kDefender, Effect::kFlee});
  EXPECT_TRUE(b.troop(sniper).gone) << "snipers cannot return";
  EXPECT_FALSE(b.troop(sniper).lost);
  EXPECT_FALSE(b.troop(mines).lost);
  EXPECT_FALSE(b.troop(mines).on_table);
  // Blue's next bound: the minefield, not the sniper, may be laid again for a PIP.
  b.active = 0;
  bool complete = false;
  std::vector<int> laid;
  for (const Order& o : listed_orders(b, complete)) {
    if (o.kind == OrderKind::kDeployLurker) laid.push_back(o.troop);
  }
  EXPECT_FALSE(laid.empty());
  EXPECT_TRUE(std::all_of(laid.begin(), laid.end(), [&](int i) { return i == mines; }));
}

TEST(HittRecoiling, ARecoilingTankCrushesFriendsInItsPath) {
  Battle b = empty_table();
  const int tank = add(b, "Tank", 0, kTank, {{1000, 1000}, kUp});
  const int behind = add(b, "Rifles behind", 0, kRifles, {{1000, 1000 - 157.48 - 20}, kUp});
  const int red = add(b, "Red guns", 1, kFieldArtillery, facing_front(b.troop(tank).base()));
  apply_outcome(b, {Mode::kCloseCombat, tank, red, {}}, {Loser::kAttacker, Effect::kRecoil});
  EXPECT_TRUE(b.troop(behind).lost);
  EXPECT_FALSE(b.troop(tank).lost);
  EXPECT_NEAR(b.troop(tank).pose.position.y, 1000 - 40 * kPacesPerMm, 1e-6);
}

TEST(HittSequenceOfEvents, AnElementContactedOnItsFlankTurnsToFaceBeforeCloseCombat) {
  Battle b = empty_table();
  const int red = add(b, "Red rifles", 1, kRifles, {{1000, 1500}, kDown});
  const int blue = add(b, "Blue rifles", 0, kRifles, against_edge(b.troop(red).base(), Edge::kLeft));
  const std::vector<Fight> fights = close_combats(b);
  ASSERT_EQ(fights.size(), 1U);
  EXPECT_EQ(fights[0].attacker, blue);
  EXPECT_EQ(front_against(b.troop(blue).base(), b.troop(red).base()), Edge::kFront) << "front to front now";
}

TEST(HittLiftingBarrages, SixPipsOfCounterBatteryOrABomberFlownOffTheEnemyEdge) {
  Battle b = empty_table();
  const int red_barrage = add(b, "Red barrage", 1, kBarrage, {{1000, 800}, kDown});
  apply_order(b, Order::of(OrderKind::kLiftBarrage, red_barrage));
  EXPECT_TRUE(b.troop(red_barrage).gone);
  EXPECT_FALSE(b.troop(red_barrage).lost) << "silenced, not lost";
  EXPECT_EQ(b.pips, 0);

  Battle c = empty_table();
  const int second = add(c, "Red barrage", 1, kBarrage, {{1000, 800}, kDown});
  const int bomber = add(c, "Bomber", 0, kBomber, {{500, 2000}, kUp});  // 400p from Red's edge
  add(c, "General", 0, kRifles, {{500, 1500}, kUp}, true);
  c.pips = 2;  // a move of aircraft: 1 PIP and 1 more
  apply_order(c, Order::of(OrderKind::kBombingRun, bomber, second));
  EXPECT_TRUE(c.troop(second).gone);
  EXPECT_TRUE(c.troop(bomber).gone);
  EXPECT_FALSE(c.troop(bomber).lost) << "not lost for the break point";
  c.troop(bomber).gone = false;
  c.troop(bomber).pose.position.y = 1800;  // 600p out
  c.troop(second).gone = false;
  c.pips = 2;
  EXPECT_THROW(apply_order(c, Order::of(OrderKind::kBombingRun, bomber, second)), RuleError);
}

TEST(HittSuppressed, ASuppressedElementNeitherMovesNorShootsUntilAPipRalliesIt) {
  Battle b = empty_table();
  const int mg = add(b, "MG", 0, kMachinegun, {{1000, 1000}, kUp});
  add(b, "Target", 1, kRifles, {{1000, 1300}, kDown});
  b.troop(mg).suppressed = true;
  EXPECT_TRUE(cannot_move(b, mg).has_value());
  EXPECT_TRUE(shooting_targets(b, mg).empty());
  apply_order(b, Order::of(OrderKind::kRally, mg));
  EXPECT_EQ(b.pips, 5);
  EXPECT_FALSE(cannot_move(b, mg).has_value());
  EXPECT_EQ(shooting_targets(b, mg).size(), 1U);
}

TEST(HittSuppressed, OnePipRalliesTheWholeGroup) {
  Battle b = empty_table();
  const int left = add(b, "Left", 0, kRifles, {{1000, 1000}, kUp});
  const int middle = add(b, "Middle", 0, kRifles, {{1000 + kBaseWidth, 1000}, kUp});
  const int right = add(b, "Right", 0, kRifles, {{1000 + 2 * kBaseWidth, 1000}, kUp});
  const int apart = add(b, "Apart", 0, kRifles, {{1800, 1000}, kUp});
  for (const int i : {left, right, apart}) b.troop(i).suppressed = true;
  bool complete = false;
  int rallies = 0;
  for (const Order& o : listed_orders(b, complete)) rallies += o.kind == OrderKind::kRally;
  EXPECT_EQ(rallies, 2) << "one for the line of three, one for the element apart";
  EXPECT_EQ(label(b, Order::of(OrderKind::kRally, left)), "Left and 1 more of its line shake off suppression, 1 PIP");
  apply_order(b, Order::of(OrderKind::kRally, left));
  EXPECT_EQ(b.pips, 5);
  EXPECT_FALSE(b.troop(left).suppressed);
  EXPECT_FALSE(b.troop(middle).suppressed);
  EXPECT_FALSE(b.troop(right).suppressed);
  EXPECT_TRUE(b.troop(apart).suppressed) << "not side by side with the line";
}

TEST(HittBarbedWire, SturmtruppeCutTheWireTheyReachAtTheEndOfTheBound) {
  Battle b = empty_table();
  const int sturm = add(b, "Sturm", 0, kSturmtruppe, {{1000, 1000}, kUp});
  add_line(b, Ground::kWire, "Wire", {800, 1150}, {1200, 1150}, 40);
  apply_order(b, move(sturm, {{1000, 1300}, kUp}));
  EXPECT_TRUE(b.troop(sturm).at_wire);
  EXPECT_FALSE(b.terrain[0].cut);
  apply_order(b, Order::of(OrderKind::kEndMoves));
  EXPECT_TRUE(b.terrain[0].cut);
  EXPECT_FALSE(b.troop(sturm).at_wire);
}

TEST(HittTacticalMoveDistances, SturmtruppePayAPipMoreFor200pMoreToContact) {
  Battle b = empty_table();
  const int sturm = add(b, "Sturm", 0, kSturmtruppe, {{1000, 1000}, kUp});
  const int red = add(b, "Red rifles", 1, kRifles, {{1000, 1450}, kDown});  // 450p: beyond 300p
  add(b, "General", 0, kRifles, {{1500, 1000}, kUp}, true);
  bool complete = true;
  const std::vector<Order> listed = listed_orders(b, complete);
  const auto contact = std::find_if(listed.begin(), listed.end(), [&](const Order& o) { return o.target == red; });
  ASSERT_NE(contact, listed.end());
  EXPECT_TRUE(contact->sturm_extra);
  EXPECT_EQ(order_cost(b, *contact), 2);
  apply_order(b, *contact);
  EXPECT_EQ(front_against(b.troop(sturm).base(), b.troop(red).base()), Edge::kFront);
  EXPECT_EQ(b.pips, 4);
}

TEST(HittTacticalFactors, ObservedFireFromABalloonOnceABound) {
  Battle b = empty_table();
  const int guns = add(b, "Guns", 0, kFieldArtillery, {{1000, 500}, kUp});
  const int balloon = add(b, "Balloon", 0, kBalloon, {{400, 300}, kUp});
  const int target = add(b, "Target", 1, kRifles, {{1000, 1500}, kDown});
  const Fight shot{Mode::kShooting, guns, target, {}};
  EXPECT_TRUE(situation(b, shot).observed_fire);
  b.observers_used.push_back(balloon);
  EXPECT_FALSE(situation(b, shot).observed_fire) << "each observer helps one attack a bound";
}

// Passes over the table pass an element by its pose alone: whatever its type and facing, its
// base lies within circle_reach_from_pose of its pose (the middle of its front edge) and its
// zones of control within zone_reach_from_pose.
TEST(HittBases, EveryBaseAndItsZonesLieWithinTheirReachFromThePose) {
  for (const ElementInfo& row : element_table()) {
    for (const double facing : {0.0, 33.0, 90.0, 145.0, 180.0, -90.0, -17.0}) {
      Troop t;
      t.element = row.element;
      t.pose = {{1000, 1000}, facing};
      const core::Base& base = t.base();
      const double centre_from_pose = core::distance(base.centre(), t.pose.position);
      EXPECT_LE(centre_from_pose + base.radius(), circle_reach_from_pose()) << row.id << " facing " << facing;
      EXPECT_LE(centre_from_pose + zone_reach(base), zone_reach_from_pose()) << row.id << " facing " << facing;
    }
  }
}

// PlainlyFar never calls far an element whose base plainly_apart does not: in touch, in a
// zone's reach or in range, it is always looked at; and well beyond, it is passed.
TEST(HittBases, PlainlyFarNeverPassesABaseWithinTheGap) {
  Troop mine;
  mine.element = kRifles;
  mine.pose = {{1000, 1000}, 90};
  for (const double gap : {0.0, kTouch, 500.0}) {
    const PlainlyFar far(mine.base(), gap);
    for (const ElementInfo& row : element_table()) {
      const double depth = row.base_depth_mm * kPacesPerMm;
      const double radius = core::Vec2{kBaseWidth, depth}.length() / 2;
      for (const double facing : {0.0, 45.0, 90.0, 180.0, -60.0}) {
        for (int bearing = 0; bearing < 360; bearing += 15) {
          // Its circle just within the gap of mine.
          const core::Vec2 centre = mine.base().centre() + core::direction(bearing) * (mine.base().radius() + radius + gap - 0.01);
          Troop other;
          other.element = row.element;
          other.pose = {centre + core::direction(facing) * (depth / 2), facing};
          ASSERT_FALSE(plainly_apart(mine.base(), other.base(), gap)) << row.id;
          EXPECT_FALSE(far(other)) << row.id << " facing " << facing << " at bearing " << bearing << ", gap " << gap;
          other.pose.position = other.pose.position + core::direction(bearing) * (2 * circle_reach_from_pose());
          EXPECT_TRUE(far(other)) << row.id << " well beyond";
        }
      }
    }
  }
}

// Tactical Moves: a walk's steps ask only the elements near_path keeps of those near its ground;
// every element it leaves out lies plainly apart from the walk's base wherever on the way it
// stands, whatever its facing there (a walk may turn), close by as it may be.
TEST(HittTacticalMoves, AnElementNearPathLeavesOutIsPlainlyApartFromEveryBaseOnTheWay) {
  const double depth = kRiflesDepth;
  const std::pair<core::Vec2, core::Vec2> walks[] = {{{1000, 1000}, {1000, 1300}}, {{1000, 1000}, {1240, 1180}}, {{1000, 1000}, {1000, 1000}}};
  int left_out_close = 0;
  for (const auto& [from, to] : walks) {
    for (const Element e : {kRifles, kTank, kHeavyArtillery, kFighter}) {
      for (int x = 700; x <= 1500; x += 37) {
        for (int y = 700; y <= 1600; y += 37) {
          Troop other;
          other.element = e;
          other.pose = {{static_cast<double>(x), static_cast<double>(y)}, x * 7.0 + y};
          const std::vector<Along::Near> near{{&other, &other.base()}};
          if (!near_path(near, from, to, depth).empty()) continue;
          bool close = false;
          for (int k = 0; k <= 16; ++k) {
            const core::Vec2 at = from + (to - from) * (k / 16.0);
            for (double facing = -180; facing < 180; facing += 30) {
              const core::Base here(kBaseWidth, depth, {at, facing});
              ASSERT_TRUE(plainly_apart(here, other.base(), 0)) << id(e) << " at " << x << ", " << y;
              close = close || !plainly_apart(here, other.base(), 5);
            }
          }
          left_out_close += close ? 1 : 0;
        }
      }
    }
  }
  EXPECT_GT(left_out_close, 0) << "some left out come within a few paces";
}

// within answers as core::distance measured does, though it measures only bases neither
// plainly apart nor plainly within reach: for bases of every depth at every bearing, facing
// and distance around the reach asked (a touch, a rifle's range, a gun's).
TEST(HittBases, WithinAnswersAsTheDistanceMeasured) {
  Troop mine;
  mine.element = kRifles;
  mine.pose = {{2000, 2000}, 90};
  int measured_near = 0;
  for (const double reach : {0.0, kTouch, 300.0, 1200.0}) {
    for (const Element e : {kRifles, kTank, kHeavyArtillery, kCommandBunker}) {
      for (int bearing = 0; bearing < 360; bearing += 20) {
        for (double off = -160; off <= 160; off += 9.5) {
          for (const double facing : {0.0, 30.0, 90.0, 135.0}) {
            Troop other;
            other.element = e;
            other.pose = {mine.base().centre() + core::direction(bearing) * (reach + 150 + off), facing};
            const double measured = core::distance(mine.base(), other.base());
            ASSERT_EQ(within(mine.base(), other.base(), reach), measured <= reach)
                << id(e) << " at bearing " << bearing << ", " << measured << " apart, reach " << reach;
            measured_near += std::abs(measured - reach) < 10 ? 1 : 0;
          }
        }
      }
    }
  }
  EXPECT_GT(measured_near, 100) << "many bases lie within a few paces of the reach";
}

// enemies_within_touch, one pass over the pairs, lists for every element on the table just the
// enemies on the table whose circle comes within a touch of its own, in the battle's order.
TEST(HittBases, EnemiesWithinTouchListsEveryEnemyNotPlainlyApartInOrder) {
  Battle b = empty_table();
  const Element kinds[] = {kRifles, kTank, kCavalry, kMachinegun, kHeavyArtillery, kFighter};
  for (int k = 0; k < 24; ++k) {
    // Crowded round one spot, some bases touching, some overlapping, some a little apart.
    const core::Vec2 at{1000 + (k % 5) * 97.0 + (k % 3) * 41.0, 1000 + (k % 4) * 83.0 - (k % 7) * 29.0};
    add(b, "E" + std::to_string(k), k % 3 == 0 ? 1 : k % 2, kinds[k % 6], {at, k * 37.0});
  }
  b.troop(4).lost = true;
  b.troop(9).on_table = false;
  const std::vector<std::vector<int>> found = enemies_within_touch(b);
  ASSERT_EQ(found.size(), b.troops.size());
  int listed = 0;
  for (int i = 0; i < b.count(); ++i) {
    std::vector<int> expected;
    for (int j = 0; j < b.count() && b.troop(i).present(); ++j) {
      const Troop& o = b.troop(j);
      if (o.side != b.troop(i).side && o.present() && !plainly_apart(b.troop(i).base(), o.base(), kTouch)) expected.push_back(j);
    }
    EXPECT_EQ(found[static_cast<std::size_t>(i)], expected) << b.troop(i).name;
    listed += static_cast<int>(expected.size());
  }
  EXPECT_GT(listed, 20) << "the crowd has elements in touch";
}

}  // namespace
}  // namespace sandtable::rules::hitt
