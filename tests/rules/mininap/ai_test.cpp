// The greedy AI's choices on tiny battles, and whole simulated battles.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <string>
#include <utility>

#include "battle_fixture.hpp"
#include "engine/scenario.hpp"
#include "rules/mininap/ai.hpp"
#include "rules/mininap/battle/fingerprint.hpp"
#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/melee.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/battle/turn.hpp"
#include "rules/mininap/simulate.hpp"
#include "sim/run.hpp"

namespace sandtable::rules::mininap {
namespace {

using namespace testing;

core::Rng decisions() { return core::Rng::stream(7, 0, core::Purpose::kDecision); }

// Puts the battle at `unit`'s order in the initiative side's manoeuvre phase.
void manoeuvre_phase(Battle& b, int unit) {
  b.phase = Phase::kInitiativeManoeuvre;
  b.queue = {unit};
}

// Blue's line at its turn to fire, Red's column 5 cm in front of it.
Battle line_firing_at_a_column() {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  add_unit(b, "Red column", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 51.5, 55, -90);
  b.phase = Phase::kFiring;
  b.queue = {0};
  return b;
}

TEST(MiniNapAi, FiresAtTheTargetWithTheMostExpectedHits) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  add_unit(b, "Red skirmishers", 1, UnitType::kLightInfantry, Formation::kSkirmish, 4, 46, 55, -90);
  add_unit(b, "Red column", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 51.5, 55, -90);
  b.phase = Phase::kFiring;
  b.queue = {0};
  core::Rng rng = decisions();
  const Order o = choose_order(b, rng);
  // All 4 SP at the column: 5 dice. Split: 1 die at the skirmishers and 3 at the column.
  EXPECT_EQ(o.kind, OrderKind::kFire);
  EXPECT_EQ(o.target, 2);
}

// Simulations build no text (issue 19): the fire a simulated battle weighs carries its dice
// and odds, not the wording a game people follow shows.
TEST(MiniNapSimulate, TheFireABattleWeighsCarriesNoWording) {
  const Battle b = line_firing_at_a_column();
  const std::vector<FireOption> options = fire_options(b, 0);
  ASSERT_FALSE(options.empty());
  for (const FireOption& o : options) {
    for (const FireResult& r : o.fire) {
      EXPECT_GT(r.dice, 0);
      EXPECT_TRUE(r.factors.empty());
    }
  }
}

// A 4 SP line at its turn to manoeuvre, with enemy cavalry in column `cm` in front of it.
Battle line_facing_cavalry(const std::string& name, UnitType cavalry, int sp, double cm) {
  Battle b = duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90},
                  {name, cavalry, Formation::kColumn, sp, 50, 70, -90});
  b.units[1].pose.position.y -= unit_distance(b, 0, 1) - cm;
  index_units(b);
  manoeuvre_phase(b, 0);
  return b;
}

// R13: infantry charged by cavalry from beyond 9 cm may form square as its reaction, so
// the AI forms square in advance only once the cavalry is within 9 + 1 cm.
TEST(MiniNapAi, FormsSquareOnlyWhenCavalryIsTooNearToReactTo) {
  Battle b = line_facing_cavalry("Cuirassiers", UnitType::kHeavyCavalry, 4, 9.5);
  core::Rng rng = decisions();
  const Order o = choose_order(b, rng);
  ASSERT_TRUE(o.formation.has_value());
  EXPECT_EQ(*o.formation, Formation::kSquare);
  b.units[1].pose.position.y += 2;
  index_units(b);
  const Order later = choose_order(b, rng);
  EXPECT_FALSE(later.formation == Formation::kSquare) << "at 11.5 cm the reaction square is still open";
}

TEST(MiniNapAi, ChargesOnlyWhenTheOddsFavourIt) {
  Battle b = duel({"Cuirassiers", UnitType::kHeavyCavalry, Formation::kLine, 5, 50, 40, 90},
                  {"Red skirmishers", UnitType::kLightInfantry, Formation::kSkirmish, 3, 50, 50, -90});
  manoeuvre_phase(b, 0);
  core::Rng rng = decisions();
  EXPECT_EQ(choose_order(b, rng).kind, OrderKind::kCharge);
  b.units[1].unit.formation = Formation::kSquare;
  b.units[1].unit.type = UnitType::kLineInfantry;
  b.units[1].start_sp = 6;
  EXPECT_NE(choose_order(b, rng).kind, OrderKind::kCharge) << "cavalry into a square at -3 CV";
  EXPECT_EQ(choose_order(b, rng, AiStyle::kBold).kind, OrderKind::kCharge) << "the bold baseline charges anyway";
}

// The skirmishers of the test above 15 cm off the cuirassiers' right flank: a charge straight
// ahead cannot reach them, and the AI does not charge; where a charger may turn once to face
// (charge_straight_ahead off) it turns and charges.
TEST(MiniNapAi, ChargesAnEnemyBesideItOnlyWhereAChargerMayTurnToFace) {
  Battle b = duel({"Cuirassiers", UnitType::kHeavyCavalry, Formation::kLine, 5, 50, 40, 90},
                  {"Red skirmishers", UnitType::kLightInfantry, Formation::kSkirmish, 3, 65, 40, 180});
  manoeuvre_phase(b, 0);
  core::Rng rng = decisions();
  EXPECT_NE(choose_order(b, rng).kind, OrderKind::kCharge);
  b.rulings.charge_straight_ahead = false;
  EXPECT_EQ(choose_order(b, rng).kind, OrderKind::kCharge);
}

TEST(MiniNapAi, WornOutUnitKeepsBack) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 30, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 60, -90);
  b.units[0].hits = 3;
  manoeuvre_phase(b, 0);
  core::Rng rng = decisions();
  EXPECT_EQ(choose_order(b, rng).kind, OrderKind::kHold);
  b.units[0].hits = 0;
  EXPECT_EQ(choose_order(b, rng).kind, OrderKind::kMove) << "a fresh unit advances";
}

// A limbered medium foot battery facing an enemy unit, `gap` cm apart base to base.
Battle battery_facing(UnitType enemy_type, Formation enemy_formation, double gap) {
  Battle b = duel({"Battery", UnitType::kMediumFootArtillery, Formation::kSkirmish, 3, 50, 20, 90},
                  {"Red", enemy_type, enemy_formation, 4, 50, 60, -90});
  b.units[0].limbered = true;
  b.units[1].pose.position.y -= unit_distance(b, 0, 1) - gap;
  index_units(b);
  manoeuvre_phase(b, 0);
  return b;
}

Order ai_order(const Battle& b) {
  core::Rng rng = decisions();
  return choose_order(b, rng);
}

double gap_after(const Battle& b, const Order& o) {
  Battle after = b;
  after.units[0].pose = plan_move(b, 0, o).pose;
  index_units(after);
  return unit_distance(after, 0, 1);
}

// The battery's order is a march (not limbering) that ends `expected` cm from the enemy.
void expect_march_to(const Battle& b, double expected) {
  const Order o = ai_order(b);
  ASSERT_EQ(o.kind, OrderKind::kMove);
  EXPECT_EQ(o.limber, LimberChange::kNone);
  EXPECT_NEAR(gap_after(b, o), expected, 0.1);
}

// R11 prices a turn by the arc of the outer front corner: a line's corners are 2.5 cm from
// its centre, so turning 30 degrees to face Red uses 2.5 x pi / 6 = 1.31 cm of the 8 cm
// double time (Red is about 60 cm off, far beyond 18 + 2 x 4). The march goes the 6.69 cm
// left, not a rounder part of the 8 cm.
TEST(MiniNapAi, AMarchTurningToTheEnemyGoesAsFarAsTheTurnLeaves) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 30, 10, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 60, 62, -90);
  manoeuvre_phase(b, 0);
  const Order o = ai_order(b);
  ASSERT_EQ(o.kind, OrderKind::kMove);
  EXPECT_EQ(o.pace, MovePace::kDoubleTime);
  const double turn = std::abs(o.to.facing_deg - 90);
  EXPECT_NEAR(turn, 30, 0.1);
  const double left = 8 - 2.5 * turn * std::numbers::pi / 180;
  EXPECT_NEAR(core::distance(o.to.position, b.units[0].pose.position), left, 1e-9);
  EXPECT_NO_THROW(plan_move(b, 0, o));
}

// Double time keeps more than 18 cm from every enemy unit, a general too, where the move
// starts as well as along it. The standard AI marches past a general at Red's infantry (60 cm
// ahead); the trial moves of one decision share the distance measured where Blue stands, so
// this asks twice: with the general far off Blue goes at double time, and once the general
// stands 17.9 cm behind it (its front edge at y 10.1, Blue's rear at 28) it marches at the
// ordinary rate, although every step of the march ahead would be more than 18 cm away.
TEST(MiniNapAi, DoubleTimeIsMeasuredAfreshAtEachDecisionAgainstEveryEnemy) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 30, 30, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 30, 90, -90);
  const int general = add_unit(b, "Red general", 1, UnitType::kCommand, Formation::kSkirmish, 2, 90, 10, 90);
  manoeuvre_phase(b, 0);
  EXPECT_EQ(ai_order(b).pace, MovePace::kDoubleTime);
  place_unit(b, general, {{30, 10.1}, 90});
  ASSERT_NEAR(*nearest_enemy_cm(b, 0), 17.9, 1e-9);
  const Order o = ai_order(b);
  ASSERT_EQ(o.kind, OrderKind::kMove);
  EXPECT_EQ(o.pace, MovePace::kMove);
}

// Line infantry can hurt a battery next turn from 7 + 4 = 11 cm (musket range after a
// move). From 25 cm (medium roundshot) a 6 cm march reaches close canister (20 cm or
// less) and still stays 2 cm outside that reach, so the battery marches in, just past 20.
TEST(MiniNapAi, BatteryMarchesWhenOneMoveGainsARangeBand) {
  expect_march_to(battery_facing(UnitType::kLineInfantry, Formation::kLine, 25), 19.5);
}

// From 30 cm one march (to 24 cm) stays in the medium band: unlimber and fire now.
TEST(MiniNapAi, BatteryUnlimbersWhenMarchingGainsNoBand) {
  const Battle b = battery_facing(UnitType::kLineInfantry, Formation::kLine, 30);
  EXPECT_EQ(ai_order(b).limber, LimberChange::kDown);
}

// Heavy cavalry charges 22 cm: at 25 cm a battery may come 1 cm nearer, which gains no
// band, so it unlimbers where it is rather than march into the charge.
TEST(MiniNapAi, BatteryStaysOutsideTheReachOfACharge) {
  const Battle b = battery_facing(UnitType::kHeavyCavalry, Formation::kLine, 25);
  EXPECT_EQ(ai_order(b).limber, LimberChange::kDown);
}

// Beyond its 60 cm range a battery marches its full 6 cm toward the enemy.
TEST(MiniNapAi, BatteryOutOfRangeMarchesIn) {
  expect_march_to(battery_facing(UnitType::kHeavyCavalry, Formation::kLine, 62), 56);
}

// Blue, a 4 SP regiment of medium cavalry with `hits`, to manoeuvre 8 cm from Red's line of
// formed infantry: inside its 7 + 4 cm reach (musket range after a move).
Battle regiment_near_infantry(int hits) {
  Battle b = duel({"Blue", UnitType::kMediumCavalry, Formation::kLine, 4, 50, 30, 90},
                  {"Red", UnitType::kLineInfantry, Formation::kLine, 4, 50, 45, -90});
  b.units[0].hits = hits;
  b.units[1].pose.position.y -= unit_distance(b, 0, 1) - 8;
  index_units(b);
  manoeuvre_phase(b, 0);
  return b;
}

// A 1 SP regiment within the infantry's reach rides away (and may then recover a hit out of
// contact) rather than wait to be shot or charged.
TEST(MiniNapAi, WornOutUnitWithinReachWithdraws) {
  const Battle b = regiment_near_infantry(3);
  const Order o = ai_order(b);
  ASSERT_EQ(o.kind, OrderKind::kMove);
  EXPECT_GT(gap_after(b, o), 7 + 4) << "out of the infantry's reach";
}

// A 1 SP line 8 cm from formed infantry is inside its 7 + 4 cm reach, but turning about
// costs 2.5 * pi = 7.9 cm of its 4 cm move: it steps back its 2 cm instead, still facing Red.
TEST(MiniNapAi, WornOutLineWithinReachStepsBack) {
  Battle b = duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 30, 90},
                  {"Red", UnitType::kLineInfantry, Formation::kLine, 4, 50, 38, -90});
  b.units[0].hits = 3;
  manoeuvre_phase(b, 0);
  const Order o = ai_order(b);
  ASSERT_EQ(o.kind, OrderKind::kMove);
  EXPECT_EQ(o.step, InfantryStep::kStepBack);
  EXPECT_NEAR(o.to.facing_deg, 90, 1e-9);
  EXPECT_NEAR(gap_after(b, o), 8 + 2, 1e-9);
}

// A river 2 cm wide along y 53 (y 52 to 54) between Blue's column (front edge y 50) and Red,
// with a bridge at x 30. Straight on, the column could only creep 1.25 cm to the bank; it
// turns toward the bridge instead (atan2(3, -20) = 171.47 degrees, a turn of 81.47 degrees:
// 1.25 x 1.4219 = 1.78 cm of its 5) and goes the 3.22 cm that are left.
TEST(MiniNapAi, ARiverInTheWayIsCrossedAtTheBridge) {
  Battle b = duel({"Blue", UnitType::kLineInfantry, Formation::kColumn, 4, 50, 50, 90},
                  {"Red", UnitType::kLineInfantry, Formation::kLine, 4, 50, 70, -90});
  auto terrain = std::make_shared<Terrain>();
  terrain->push_back({TerrainKind::kRiver, "Iller", core::Polyline{{{0, 53}, {100, 53}}, 2}});
  terrain->push_back({TerrainKind::kBridge, "Iller bridge", core::Polyline{{{30, 51}, {30, 55}}, 3}});
  b.terrain = terrain;
  manoeuvre_phase(b, 0);
  const Order o = ai_order(b);
  ASSERT_EQ(o.kind, OrderKind::kMove);
  const core::Vec2 bridge{30, 53};
  const double left = 5 - 1.25 * (std::atan2(3.0, -20.0) - std::numbers::pi / 2);
  EXPECT_NEAR(left, 3.2226, 1e-4);
  EXPECT_NEAR(core::distance(o.to.position, b.units[0].pose.position), left, 1e-9);
  EXPECT_NEAR(core::distance(o.to.position, bridge), core::distance(b.units[0].pose.position, bridge) - left, 1e-9);
}

AiChoice ai_choice(const Battle& b, AiStyle style = AiStyle::kStandard) {
  core::Rng rng = decisions();
  return choose_with_reason(b, rng, style);
}

// A commander heads for the middle of his units 3 cm behind their front (here 3 cm behind the
// battalion's pose, at y 17): 1.8 cm from it he stays, 2.5 cm from it he follows.
TEST(MiniNapAiStandard, ACommanderWithin2CmOfHisUnitsMiddleStays) {
  Battle b = empty_battle();
  const int general = add_unit(b, "GB", 0, UnitType::kCommand, Formation::kSkirmish, 2, 50, 15.2, 90);
  const int g = add_group(b, "Brigade", CommanderRank::kBrigade, 0, general);
  const int battalion = add_unit(b, "Bn", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 20, 90);
  b.units[static_cast<std::size_t>(battalion)].command[0] = g;
  b.units[static_cast<std::size_t>(general)].command[0] = g;
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 90, -90);
  index_units(b);
  manoeuvre_phase(b, general);
  const AiChoice stays = ai_choice(b);
  EXPECT_EQ(stays.order.kind, OrderKind::kHold);
  EXPECT_EQ(stays.why.motive, Motive::kCommanderWithTroops);
  EXPECT_NEAR(stays.why.cm, 1.8, 1e-9);
  place_unit(b, general, {{50, 14.5}, 90});
  const AiChoice follows = ai_choice(b);
  EXPECT_EQ(follows.order.kind, OrderKind::kMove);
  EXPECT_EQ(follows.why.motive, Motive::kFollowsTroops);
  // The whole way, or three quarters, would end on the battalion's rear stand (y 17 to 19):
  // he goes half of it, to touch it.
  EXPECT_NEAR(core::distance(follows.order.to.position, {50, 15.75}), 0, 1e-9);
}

// Every march of Blue's column straight on toward Red (its 5 cm move, three quarters, half or
// a quarter of it) would end on its own general's stand just ahead: the column's stands reach
// from its front back 4 cm, 2.5 cm wide (x 48.75 to 51.25), and the general's stand covers
// y 20.5 to 23, x 51.15 to 53.65. A march of 4 cm turned 30 degrees to the left passes
// it. On a table with terrain (a wood far off) the AI tries the angles only against the
// terrain: Blue waits, as on an open table, rather than wander sideways round its friends.
TEST(MiniNapAiStandard, AUnitWhoseEveryMarchEndsOnAFriendWaitsRatherThanSideStepping) {
  Battle b = empty_battle();
  const int blue = add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 20, 90);
  add_unit(b, "Blue general", 0, UnitType::kCommand, Formation::kSkirmish, 2, 52.4, 23, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 40, -90);
  auto terrain = std::make_shared<Terrain>();
  terrain->push_back({TerrainKind::kWoods, "far wood", core::Polygon{{{90, 90}, {99, 90}, {99, 99}, {90, 99}}}});
  b.terrain = terrain;
  index_units(b);
  manoeuvre_phase(b, blue);
  for (const double share : {1.0, 0.75, 0.5, 0.25}) {
    EXPECT_FALSE(check_move(b, blue, move_to(50, 20 + 5 * share, 90))) << share;
  }
  const double left = 120 * std::numbers::pi / 180;
  EXPECT_TRUE(check_move(b, blue, move_to(50 + 4 * std::cos(left), 20 + 4 * std::sin(left), 120)));
  const AiChoice choice = ai_choice(b);
  EXPECT_EQ(choice.order.kind, OrderKind::kHold);
  EXPECT_EQ(choice.why.motive, Motive::kNoWayForward);
}

// The reason a charge gives is the same expected hits the melee calculator works for each
// side (R16: each throws its SP in dice), and they clear even the 1.25 edge of the previous AI.
TEST(MiniNapAiReasons, AChargeSaysTheHitsItExpectsToDealAndToTake) {
  const Battle b = [] {
    Battle d = duel({"Cuirassiers", UnitType::kHeavyCavalry, Formation::kLine, 5, 50, 40, 90},
                    {"Red skirmishers", UnitType::kLightInfantry, Formation::kSkirmish, 3, 50, 50, -90});
    manoeuvre_phase(d, 0);
    return d;
  }();
  const AiChoice c = ai_choice(b);
  ASSERT_EQ(c.order.kind, OrderKind::kCharge);
  EXPECT_EQ(c.why.motive, Motive::kCharges);
  const double ours = mean_attack_hits(b, {0, 1, 5, false});
  const double theirs = mean_attack_hits(b, {1, 0, 3, false});
  EXPECT_DOUBLE_EQ(c.why.ours, ours);
  EXPECT_DOUBLE_EQ(c.why.theirs, theirs);
  EXPECT_GT(ours, 1.25 * theirs);
  EXPECT_EQ(reason_text(b, c.why),
            fmt::format("charges Red skirmishers: {:.1f} hits expected against {:.1f} hits taken", ours, theirs));
}

TEST(MiniNapAiReasons, AWornUnitSaysItsSpAndWhomItWithdrawsFrom) {
  const Battle b = regiment_near_infantry(3);
  EXPECT_EQ(reason_text(b, ai_choice(b).why), "withdraws from Red: 1 SP left and an enemy could reach it next turn");
}

// Beyond the 60 cm range of a medium foot battery (the band table) it marches in.
TEST(MiniNapAiReasons, ABatteryOutOfRangeSaysHowFarTheEnemyIs) {
  const Battle b = battery_facing(UnitType::kHeavyCavalry, Formation::kLine, 62);
  EXPECT_EQ(reason_text(b, ai_choice(b).why),
            "marches on Red, 62.0 cm away and out of range, staying outside every enemy's reach");
}

TEST(MiniNapAiReasons, FireSaysItsExpectedHitsAmongTheWaysToFire) {
  const Battle b = line_firing_at_a_column();
  const AiChoice c = ai_choice(b);
  ASSERT_EQ(c.order.kind, OrderKind::kFire);
  EXPECT_EQ(c.why.motive, Motive::kBestShot);
  EXPECT_GT(c.why.ours, 0);
  EXPECT_EQ(reason_text(b, c.why).rfind(fmt::format("{:.1f} hits expected, ", c.why.ours), 0), 0U);
}

// The cautious style keeps a unit of 3 SP or less out of trouble: a 2 SP regiment 8 cm from
// formed infantry (inside its 7 + 4 cm reach) rides away; the standard style, for which 2 SP
// is not yet worn, holds at its 8 cm stand-off.
TEST(MiniNapAiStyles, TheCautiousStyleWithdrawsA2SpUnitThatTheStandardOneHolds) {
  const Battle b = regiment_near_infantry(2);
  EXPECT_EQ(ai_choice(b).why.motive, Motive::kAtStandoff);
  const AiChoice cautious = ai_choice(b, AiStyle::kCautious);
  ASSERT_EQ(cautious.order.kind, OrderKind::kMove);
  EXPECT_EQ(cautious.why.motive, Motive::kWithdraws);
  EXPECT_GT(gap_after(b, cautious.order), 7 + 4);
}

// A charge whose expected hits beat those taken by more than 1.25 times but less than
// twice: the standard style charges, the cautious one does not.
TEST(MiniNapAiStyles, TheCautiousStyleChargesOnlyOnTwiceTheHitsItTakes) {
  Battle b = duel({"Hussars", UnitType::kLightCavalry, Formation::kLine, 5, 50, 40, 90},
                  {"Red", UnitType::kLineInfantry, Formation::kLine, 3, 50, 50, -90});
  manoeuvre_phase(b, 0);
  const double ours = mean_attack_hits(b, {0, 1, 5, false});
  const double theirs = mean_attack_hits(b, {1, 0, 3, false});
  ASSERT_GT(ours, 1.25 * theirs);
  ASSERT_LT(ours, 2 * theirs);
  EXPECT_EQ(ai_choice(b).order.kind, OrderKind::kCharge);
  EXPECT_NE(ai_choice(b, AiStyle::kCautious).order.kind, OrderKind::kCharge);
}

// R16: each side throws a die per SP and hits on its CV or less. 4 SP of dragoons (CV 4)
// expect 4 x 4/6 = 2.67 hits on a 5 SP line (CV 3), which expects 5 x 3/6 = 2.5 back:
// 1.07 times. The standard AI charges when it expects more hits than it takes; the previous
// AI waited for 1.25 times.
TEST(MiniNapAiStandard, ChargesWhenItExpectsToDealMoreHitsThanItTakes) {
  Battle b = duel({"Dragoons", UnitType::kMediumCavalry, Formation::kLine, 4, 50, 40, 90},
                  {"Red", UnitType::kLineInfantry, Formation::kLine, 5, 50, 50, -90});
  manoeuvre_phase(b, 0);
  EXPECT_NEAR(mean_attack_hits(b, {0, 1, 4, false}), 4 * 4 / 6.0, 1e-9);
  EXPECT_NEAR(mean_attack_hits(b, {1, 0, 5, false}), 5 * 3 / 6.0, 1e-9);
  const AiChoice c = ai_choice(b);
  EXPECT_EQ(c.order.kind, OrderKind::kCharge);
  EXPECT_EQ(reason_text(b, c.why), "charges Red: 2.7 hits expected against 2.5 hits taken");
  EXPECT_NE(ai_choice(b, AiStyle::kPrevious).order.kind, OrderKind::kCharge);
}

// R13 and R16: 2 SP of hussars 9.5 cm from a 4 SP line (too near for the reaction square)
// expect 2 x 3/6 = 1 hit from a charge and 4 x 3/6 = 2 back, so their charge would not pay:
// the standard AI's line stays formed to fire at full strength, where the previous AI formed
// square. Against cuirassiers whose charge pays it still forms square (the test above).
TEST(MiniNapAiStandard, FormsSquareOnlyAgainstACavalryChargeThatWouldPay) {
  const Battle b = line_facing_cavalry("Hussars", UnitType::kLightCavalry, 2, 9.5);
  EXPECT_NEAR(mean_attack_hits(b, {1, 0, 2, false}), 1, 1e-9);
  EXPECT_NEAR(mean_attack_hits(b, {0, 1, 4, false}), 2, 1e-9);
  EXPECT_FALSE(ai_choice(b).order.formation == Formation::kSquare);
  EXPECT_EQ(ai_choice(b, AiStyle::kPrevious).order.formation, Formation::kSquare);
}

// Text p11: a unit fires only into its zone, straight ahead. A line facing east 4.5 cm south
// of an enemy line has no shot: the standard AI turns it north to face the enemy, where the
// previous AI held at its 5 cm stand-off all game.
TEST(MiniNapAiStandard, InfantryWithNoShotAtItsStandOffTurnsToFaceTheEnemy) {
  Battle b = duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 0},
                  {"Red", UnitType::kLineInfantry, Formation::kLine, 4, 50, 57, -90});
  manoeuvre_phase(b, 0);
  ASSERT_TRUE(fire_options(b, 0).empty());
  ASSERT_NEAR(unit_distance(b, 0, 1), 4.5, 1e-9);
  const AiChoice c = ai_choice(b);
  ASSERT_EQ(c.order.kind, OrderKind::kMove);
  EXPECT_EQ(c.order.to.position, b.units[0].pose.position);
  EXPECT_NEAR(c.order.to.facing_deg, 90, 1e-9);
  EXPECT_EQ(reason_text(b, c.why), "turns to face Red, 4.5 cm away: it has no shot from where it stands");
  EXPECT_EQ(ai_choice(b, AiStyle::kPrevious).why.motive, Motive::kAtStandoff);
}

// A general alone does not stop the standard AI's advance: with an enemy general 2.7 cm off
// its right front corner and the enemy line 30 cm ahead, the line marches on the enemy line;
// the previous AI halted at its stand-off from the general.
TEST(MiniNapAiStandard, AnEnemyGeneralAloneDoesNotHaltTheAdvance) {
  Battle b = duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 30, 90},
                  {"Red", UnitType::kLineInfantry, Formation::kLine, 4, 50, 60, -90});
  add_unit(b, "Red general", 1, UnitType::kCommand, Formation::kSkirmish, 2, 55.5, 32, -90);
  index_units(b);
  manoeuvre_phase(b, 0);
  const AiChoice c = ai_choice(b);
  ASSERT_EQ(c.order.kind, OrderKind::kMove);
  EXPECT_EQ(c.why.motive, Motive::kAdvances);
  EXPECT_EQ(c.why.other, 1);
  EXPECT_EQ(ai_choice(b, AiStyle::kPrevious).why.motive, Motive::kAtStandoff);
}

Battle brigade_action() {
  const engine::Scenario s = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/brigade-action.yaml");
  return battle_from_scenario(s, s.rulings);
}

// The brigade action's Dragoner 3 start in column, 8 cm deep, facing south at the Schmutter
// bridge with their rear 0 cm from the table edge: no march toward the French is legal
// (every turn swings the column off the table or into the river). The standard AI forms
// line where they stand, so that next turn they may turn; the previous AI held all game.
TEST(MiniNapAiStandard, CavalryWithNoLegalMarchChangesFormationToGetFree) {
  Battle b = brigade_action();
  int dragoons = -1;
  for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
    if (b.unit(i).name == "Dragoner 3") dragoons = i;
  }
  ASSERT_GE(dragoons, 0);
  b.rolls.clear();
  b.initiative = b.unit(dragoons).side;
  manoeuvre_phase(b, dragoons);
  EXPECT_EQ(ai_choice(b, AiStyle::kPrevious).why.motive, Motive::kNoWayForward);
  const AiChoice c = ai_choice(b);
  ASSERT_EQ(c.order.kind, OrderKind::kMove);
  EXPECT_EQ(c.order.formation, Formation::kLine);
  EXPECT_EQ(c.order.to.position, b.unit(dragoons).pose.position);
  EXPECT_EQ(reason_text(b, c.why).rfind("changes formation to get free: no legal march toward Foot battery 3/5 (", 0), 0U) << reason_text(b, c.why);
}

TEST(MiniNapSimulate, BrigadeBattleEndsAndRepeatsForTheSameSeed) {
  const Battle start = brigade_action();
  core::Rng a = core::Rng::stream(11, 0);
  core::Rng c = core::Rng::stream(11, 0);
  const SimulatedBattle first = simulate_battle(start, a);
  const SimulatedBattle again = simulate_battle(start, c);
  EXPECT_EQ(first.winner, again.winner);
  EXPECT_EQ(first.turns, again.turns);
  EXPECT_EQ(first.units_lost, again.units_lost);
  EXPECT_GE(first.turns, 1);
  EXPECT_LE(first.turns, start.turn_limit);
}

// A simulation carries out the AI's manoeuvres as its trials found them, without checking them
// again: every step of whole brigade actions must leave the battle as checking again would.
TEST(MiniNapSimulate, TheAiManoeuvresAreCarriedOutAsTheRulesWouldCarryThemOut) {
  int checked_moves = 0;
  int checked_charges = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Battle trusted = brigade_action();
    core::Rng dice = core::Rng::stream(seed, 0);
    core::Rng choices = core::Rng::stream(seed, 0, core::Purpose::kDecision);
    for (int step = 0; step < 5000 && !trusted.over; ++step) {
      const Need n = need(trusted);
      if (const auto* roll = std::get_if<PendingRoll>(&n)) {
        std::vector<int> faces(static_cast<std::size_t>(roll->dice));
        for (int& f : faces) f = dice.d6();
        apply_roll(trusted, faces);
        continue;
      }
      const AiChoice c = choose_with_reason(trusted, choices);
      checked_moves += c.checked.move ? 1 : 0;
      checked_charges += c.checked.charge_allowed ? 1 : 0;
      Battle checked_again = trusted;
      apply_order(checked_again, c.order);
      apply_order(trusted, c.order, c.checked);
      ASSERT_EQ(fingerprint(trusted), fingerprint(checked_again)) << "seed " << seed << ", step " << step;
    }
    EXPECT_TRUE(trusted.over) << "seed " << seed;
  }
  EXPECT_GT(checked_moves, 100);
  EXPECT_GT(checked_charges, 0);
}

// Plays an AI battle of each shipped scenario and calls `at_manoeuvre(b, unit, where)` at
// every manoeuvre decision before the AI's order is carried out (`where` names the scenario
// and step for a failure's message).
template <class Visit>
void each_manoeuvre_of_ai_battles(Visit&& at_manoeuvre) {
  for (const char* scenario : {"brigade-action", "corps-meeting"}) {
    const std::uint64_t seed = 1;
    const engine::Scenario s = engine::load_scenario(fmt::format("{}/data/scenarios/mininap/{}.yaml", SANDTABLE_SOURCE_DIR, scenario));
    Battle b = battle_from_scenario(s, s.rulings);
    core::Rng dice = core::Rng::stream(seed, 0);
    core::Rng choices = core::Rng::stream(seed, 0, core::Purpose::kDecision);
    for (int step = 0; step < 5000 && !b.over; ++step) {
      const Need n = need(b);
      if (const auto* roll = std::get_if<PendingRoll>(&n)) {
        std::vector<int> faces(static_cast<std::size_t>(roll->dice));
        for (int& f : faces) f = dice.d6();
        apply_roll(b, faces);
        continue;
      }
      const auto& asked = std::get<OrderNeeded>(n);
      if (asked.context == OrderKind::kHold) at_manoeuvre(std::as_const(b), asked.unit, fmt::format("{}, step {}", scenario, step));
      apply_order(b, choose_order(b, choices));
    }
  }
}

// At every manoeuvre of each_manoeuvre_of_ai_battles, calls `at_trial(b, unit, facts, order,
// where)` with a move in each of 8 directions, at both paces, a quarter, half and all of the
// unit's longest move; `facts` is the decision's StandingFacts.
template <class Visit>
void each_trial_move_of_ai_battles(Visit&& at_trial) {
  each_manoeuvre_of_ai_battles([&](const Battle& b, int unit, const std::string& where) {
    const StandingFacts facts(b, unit);
    const BattleUnit& u = b.unit(unit);
    const MovementRow& row = movement_row_for(u.unit, u.limbered);
    const double longest = row.double_time_cm.value_or(row.move_cm);
    for (const MovePace pace : {MovePace::kMove, MovePace::kDoubleTime}) {
      for (int eighth = 0; eighth < 8; ++eighth) {
        for (const double cm : {longest / 4, longest / 2, longest}) {
          Order o;
          o.kind = OrderKind::kMove;
          o.pace = pace;
          const double heading = u.pose.facing_deg + 45.0 * eighth;
          o.to = {u.pose.position + core::direction(heading) * cm, heading};
          at_trial(b, unit, facts, o, where);
        }
      }
    }
  });
}

// R11-R18 (moves), as the AI's trial moves ask them: a decision's trials share what is
// found once where the unit stands (StandingFacts: contact, allowances, the units near, the
// turns already refused on their own), and must be refused or allowed, and end, as a move
// checked on its own would be. Every manoeuvre of a brigade action and a corps battle is tried
// in 8 directions, at both paces, a quarter, half and all of the unit's longest move.
TEST(MiniNapMoves, TrialMovesSharingADecisionsFactsAreCheckedAsAlone) {
  int allowed = 0;
  int refused = 0;
  int refused_for_their_turn = 0;
  each_trial_move_of_ai_battles([&](const Battle& b, int unit, const StandingFacts& facts, const Order& o, const std::string& where) {
    const auto shared = check_move(b, unit, o, MoveCheck::kTrial, &facts);
    const auto alone = check_move(b, unit, o, MoveCheck::kTrial);
    ASSERT_EQ(static_cast<bool>(shared), static_cast<bool>(alone)) << where;
    if (shared) {
      EXPECT_EQ(shared->pose.position.x, alone->pose.position.x);
      EXPECT_EQ(shared->pose.position.y, alone->pose.position.y);
    }
    (shared ? allowed : refused) += 1;
    if (!shared && shared.refusal().why == kFirstTurnRefused) ++refused_for_their_turn;
  });
  EXPECT_GT(allowed, 100);
  EXPECT_GT(refused, 100);
  EXPECT_GT(refused_for_their_turn, 100);
}

// R11-R18 (moves), as the AI's trials ask them in their own order (where the move ends before
// the allowance, the units in the way before the going): a trial is allowed exactly when the
// same move ordered by a player is, but for one that takes a stand off the table, which a
// player may order and a trial refuses.
TEST(MiniNapMoves, TrialMovesAreAllowedAsTheSameMovesOrderedOnTheTable) {
  int allowed = 0;
  int refused = 0;
  each_trial_move_of_ai_battles([&](const Battle& b, int unit, const StandingFacts& facts, const Order& o, const std::string& where) {
    const auto trial = check_move(b, unit, o, MoveCheck::kTrial, &facts);
    const auto ordered = check_move(b, unit, o);
    if (ordered && ordered->leaves_table) {
      ASSERT_FALSE(trial) << where;
      return;
    }
    ASSERT_EQ(static_cast<bool>(trial), static_cast<bool>(ordered)) << where;
    (trial ? allowed : refused) += 1;
  });
  EXPECT_GT(allowed, 100);
  EXPECT_GT(refused, 100);
}

// R14 (where a move ends), as a decision's trials ask it: the unit that refused the last end
// is asked first, and is only a hint. An end on another unit is still refused, one clear of
// both still allowed, each as the move checked alone.
TEST(MiniNapMoves, TheUnitThatRefusedTheLastEndIsAskedFirstAndChangesNoAnswer) {
  Battle b = empty_battle();
  const int mover = add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 20, 90);
  const int ahead = add_unit(b, "Ahead", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 30, 90);
  const int aside = add_unit(b, "Aside", 0, UnitType::kLineInfantry, Formation::kLine, 4, 42, 24, 90);
  manoeuvre_phase(b, mover);
  const StandingFacts facts(b, mover);
  const auto same_as_alone = [&](const Order& o) {
    const auto shared = check_move(b, mover, o, MoveCheck::kTrial, &facts);
    EXPECT_EQ(static_cast<bool>(shared), static_cast<bool>(check_move(b, mover, o, MoveCheck::kTrial)));
    return static_cast<bool>(shared);
  };
  EXPECT_FALSE(same_as_alone(move_to(50, 29, 90)));
  EXPECT_EQ(facts.end_blocker(), ahead);
  EXPECT_FALSE(same_as_alone(move_to(43, 24, 90)));
  EXPECT_EQ(facts.end_blocker(), aside);
  EXPECT_TRUE(same_as_alone(move_to(50, 23, 90)));
  EXPECT_EQ(facts.end_blocker(), aside);
}

// R12 (charges), as the AI weighs them: a charge its first tests rule out (the target not
// straight ahead within the charge distance) is one the whole check refuses, and a charge
// checked with the unit's StandingFacts is allowed, and ends, as one checked alone. Every
// manoeuvre of a brigade action and a corps battle is tried against every enemy.
TEST(MiniNapCharge, AChargeItsFirstTestsRuleOutIsRefusedAndSharedFactsChangeNothing) {
  int ruled_out = 0;
  int allowed = 0;
  each_manoeuvre_of_ai_battles([&](const Battle& b, int unit, const std::string& where) {
    const StandingFacts facts(b, unit);
    for (int e = 0; e < static_cast<int>(b.units.size()); ++e) {
      if (b.unit(e).side == b.unit(unit).side || b.unit(e).removed) continue;
      const auto shared = check_charge(b, unit, e, false, MoveCheck::kTrial, &facts);
      const auto alone = check_charge(b, unit, e, false, MoveCheck::kTrial);
      ASSERT_EQ(static_cast<bool>(shared), static_cast<bool>(alone)) << where;
      if (shared) {
        EXPECT_EQ(shared->pose.position.x, alone->pose.position.x) << where;
        EXPECT_EQ(shared->pose.position.y, alone->pose.position.y) << where;
        ++allowed;
      }
      if (!charge_may_reach(b, unit, e, facts)) {
        ASSERT_FALSE(shared) << where << ": a charge ruled out by its first tests was allowed";
        ++ruled_out;
      }
    }
  });
  EXPECT_GT(ruled_out, 1000);
  EXPECT_GT(allowed, 10);
}

// R12 (charges), as the AI tries them: a trial charge is allowed exactly when the ordered one
// is, and where it says it ends touches the target no nearer its start than where the ordered
// charge first meets it (a trial does not search for the first touch).
TEST(MiniNapCharge, ATrialChargeIsAllowedAsTheOrderAndEndsTouchingItsTarget) {
  int allowed = 0;
  int refused = 0;
  for (double x = 38; x <= 62; x += 1.5) {
    for (double y = 24; y <= 44; y += 1.25) {
      Battle b = duel({"Blue", UnitType::kHeavyCavalry, Formation::kLine, 4, 50, 20, 90},
                      {"Red", UnitType::kLineInfantry, Formation::kLine, 4, x, y, -60});
      manoeuvre_phase(b, 0);
      const auto trial = check_charge(b, 0, 1, false, MoveCheck::kTrial);
      const auto order = check_charge(b, 0, 1);
      ASSERT_EQ(static_cast<bool>(trial), static_cast<bool>(order)) << x << ", " << y;
      if (!trial) {
        ++refused;
        continue;
      }
      ++allowed;
      EXPECT_TRUE(trial->contact);
      EXPECT_GE(trial->distance_cm, order->distance_cm);
      EXPECT_TRUE(table::within(stands_at(b.unit(0), Formation::kLine, trial->pose), unit_stands(b.unit(1)), kContactCm));
    }
  }
  EXPECT_GT(allowed, 10);
  EXPECT_GT(refused, 10);
}

#ifndef NDEBUG
TEST(MiniNapSimulate, AManoeuvreCheckedToADifferentEndIsCaughtInTheTests) {
  Battle b = duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 20, 90},
                  {"Red", UnitType::kLineInfantry, Formation::kLine, 4, 50, 80, -90});
  manoeuvre_phase(b, 0);
  Order o;
  o.kind = OrderKind::kMove;
  o.to = {{50, 24}, 90};
  CheckedManoeuvre wrong{plan_move(b, 0, o), false};
  wrong.move->pose.position.y = 25;
  EXPECT_THROW(apply_order(b, o, wrong), std::logic_error);
}
#endif

TEST(MiniNapSimulate, BattlesCauseLossesAndBothSidesCanWin) {
  const Battle start = brigade_action();
  int losses = 0;
  std::array<int, 3> outcomes{};  // draws, French wins, Austrian wins
  for (std::uint64_t i = 0; i < 12; ++i) {
    core::Rng rng = core::Rng::stream(2026, i);
    const SimulatedBattle r = simulate_battle(start, rng);
    ++outcomes[static_cast<std::size_t>(r.winner ? *r.winner + 1 : 0)];
    for (const auto& side : r.units_lost) {
      for (int n : side) losses += n;
    }
  }
  EXPECT_GT(losses, 0) << "the AI never fought";
  EXPECT_GT(outcomes[1] + outcomes[2], 0) << "every battle was a draw";
}

TEST(MiniNapSimulate, ResultCarriesLossesPerArmForTheSimulator) {
  SimulatedBattle s;
  s.winner = 1;
  s.turns = 7;
  s.units_lost[0][static_cast<std::size_t>(Category::kCavalry)] = 2;
  const sim::BattleResult r = to_battle_result(s);
  EXPECT_EQ(r.winner, 1);
  EXPECT_EQ(r.length, 7);
  ASSERT_EQ(r.losses.size(), 8U);
  EXPECT_EQ(r.losses[1].category, "cavalry units");
  EXPECT_EQ(r.losses[1].amount, 2);
}

TEST(MiniNapSimulate, RunBattlesTalliesTheBrigadeActionTheSameOnOneOrTwoThreads) {
  const engine::Scenario s = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/brigade-action.yaml");
  const sim::BattleFn fn = battle_simulator(s, s.rulings);
  sim::RunOptions options;
  options.battles = 4;
  options.seed = 5;
  options.progress = nullptr;
  options.threads = 1;
  const sim::BattleStats one = sim::run_battles(options, fn);
  options.threads = 2;
  const sim::BattleStats two = sim::run_battles(options, fn);
  EXPECT_EQ(one.battles(), 4U);
  EXPECT_EQ(one.wins(0), two.wins(0));
  EXPECT_EQ(one.draws(), two.draws());
}

}  // namespace
}  // namespace sandtable::rules::mininap
