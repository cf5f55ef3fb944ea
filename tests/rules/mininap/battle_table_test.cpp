// Firing, movement, charges and hand-to-hand on the table, one rule per test.
#include <gtest/gtest.h>

#include <algorithm>

#include <cmath>
#include <numbers>

#include "battle_fixture.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"
#include "rules/mininap/battle/melee.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/stands.hpp"
#include "rules/mininap/battle/turn.hpp"
#include "rules/mininap/bounce_through.hpp"

namespace sandtable::rules::mininap {
namespace {

using namespace testing;

// Two 4 SP lines face to face, Blue's front at y 50 and Red's at `red_y`.
Battle facing_lines(double red_y) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, red_y, -90);
  return b;
}

// Searches and the table-edge test skip what lies beyond kUnitReachCm of a unit's pose: every
// stand of every type in every formation (all of them, whatever the type may form) must lie
// within it, at any facing.
TEST(MiniNapStands, EveryStandLiesWithinTheUnitReachOfItsPose) {
  const core::Vec2 at{50, 50};
  for (const UnitType type : all_unit_types()) {
    for (const Formation formation : all_formations()) {
      for (const double facing : {0.0, 37.0, 90.0, 200.0, -135.0}) {
        for (const core::Base& stand : stands(type, formation, {at, facing})) {
          for (const core::Vec2 corner : stand.corners()) {
            EXPECT_LE(core::distance(corner, at), kUnitReachCm) << id(type) << " in " << describe(formation);
          }
        }
      }
    }
  }
}

TEST(MiniNapFiring, EnemyStraightAheadInMusketRangeIsEligible) {
  const Battle b = facing_lines(56);
  const auto r = eligible_range(b, 0, 1);
  ASSERT_TRUE(r.has_value());
  EXPECT_NEAR(*r, 6, 1e-9);
  const auto options = fire_options(b, 0);
  ASSERT_FALSE(options.empty());
  EXPECT_EQ(options[0].fire[0].dice, 4);
}

TEST(MiniNapFiring, EnemyBeyondMusketRangeIsNotEligible) {
  const Battle b = facing_lines(57.5);
  EXPECT_FALSE(eligible_range(b, 0, 1).has_value());
}

TEST(MiniNapFiring, ZoneBlockedByFriendlyTroops) {
  Battle b = facing_lines(56);
  add_unit(b, "Blue skirmishers", 0, UnitType::kLightInfantry, Formation::kSkirmish, 3, 50, 53.5, 90);
  EXPECT_FALSE(eligible_range(b, 0, 1).has_value());
  remove_unit(b, 2);
  EXPECT_TRUE(eligible_range(b, 0, 1).has_value());
}

// A line's two stands (fronts x 47.5-50 and 50-52.5 at y = 50) each have a column 5 cm ahead
// in their own zone of fire (x 46.25-48.75 and 51.25-53.75): split fire, one stand at each.
// A unit that has left the field stands nowhere, so it is no target of either kind.
TEST(MiniNapFiring, SplitFireOnlyAtUnitsStillOnTheField) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  add_unit(b, "Red left", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 47.5, 55, -90);
  add_unit(b, "Red right", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 52.5, 55, -90);
  const auto split_at = [](const std::vector<FireOption>& options, int first, int second) {
    return std::any_of(options.begin(), options.end(), [&](const FireOption& f) {
      return f.order.kind == OrderKind::kSplitFire && f.order.target == first && f.order.second_target == second;
    });
  };
  EXPECT_TRUE(split_at(fire_options(b, 0), 1, 2));
  remove_unit(b, 2);
  const auto options = fire_options(b, 0);
  EXPECT_FALSE(split_at(options, 1, 2));
  for (const FireOption& f : options) {
    for (const int t : f.targets) EXPECT_NE(t, 2) << "fired at a unit that has left the field";
  }
  EXPECT_FALSE(options.empty()) << "the other column is still a target";
}

// The same two columns: an order to fire is checked against its own targets alone, and it
// must be one of the listed options, with the same dice: Blue's 4 SP at either column (the
// column target adds a die), or 2 SP per stand when split, each stand at the column ahead of
// it. A friend, a unit that does not exist, the split the wrong way round, the same column for
// both stands, or a second target on a single fire are refused.
TEST(MiniNapFiring, AnOrderToFireIsCheckedAgainstItsOwnTargets) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  add_unit(b, "Red left", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 47.5, 55, -90);
  add_unit(b, "Red right", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 52.5, 55, -90);
  add_unit(b, "Blue reserve", 0, UnitType::kLineInfantry, Formation::kLine, 4, 30, 50, 90);
  const std::vector<FireOption> listed = fire_options(b, 0);
  ASSERT_EQ(listed.size(), 3u) << "either column, and the split with each stand at the column ahead";
  for (const FireOption& f : listed) {
    const auto checked = fire_option(b, 0, f.order);
    ASSERT_TRUE(checked.has_value());
    EXPECT_EQ(checked->targets, f.targets);
    ASSERT_EQ(checked->fire.size(), f.fire.size());
    for (std::size_t k = 0; k < f.fire.size(); ++k) EXPECT_EQ(checked->fire[k].dice, f.fire[k].dice);
  }
  EXPECT_EQ(fire_option(b, 0, listed[0].order)->fire[0].dice, 5) << "4 SP, +1 at a column";
  const auto order = [](OrderKind kind, int target, int second) {
    Order o;
    o.kind = kind;
    o.target = target;
    o.second_target = second;
    return o;
  };
  EXPECT_EQ(fire_option(b, 0, order(OrderKind::kSplitFire, 1, 2))->fire[0].dice, 3) << "2 SP, +1 at a column";
  EXPECT_FALSE(fire_option(b, 0, order(OrderKind::kFire, 3, -1))) << "a friend";
  EXPECT_FALSE(fire_option(b, 0, order(OrderKind::kFire, 9, -1))) << "no such unit";
  EXPECT_FALSE(fire_option(b, 0, order(OrderKind::kSplitFire, 2, 1))) << "neither column is ahead of the other stand";
  EXPECT_FALSE(fire_option(b, 0, order(OrderKind::kFire, 1, 2))) << "a single fire has one target";
  EXPECT_FALSE(fire_option(b, 0, order(OrderKind::kSplitFire, 1, 1))) << "split fire needs two targets";
  EXPECT_FALSE(fire_option(b, 0, order(OrderKind::kSplitFire, 1, 9)));
}

// Firing, split fire: a bent line may split its fire like a line. Each stand of the bent line
// gets a column 5 cm straight ahead of it, inside its own zone; split, 2 SP a stand, +1 die at
// a column: 3 dice at each.
TEST(MiniNapFiring, ABentLineMaySplitItsFire) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kBentLine, 4, 50, 50, 90);
  const Stands blue = unit_stands(b.units[0]);
  for (std::size_t k = 0; k < 2; ++k) {
    const core::Vec2 ahead = (blue[k].front_left() + blue[k].front_right()) * 0.5 + blue[k].forward() * 5;
    add_unit(b, k == 0 ? "Red left" : "Red right", 1, UnitType::kLineInfantry, Formation::kColumn, 4, ahead.x, ahead.y,
             blue[k].pose().facing_deg + 180);
  }
  Order split;
  split.kind = OrderKind::kSplitFire;
  split.target = 1;
  split.second_target = 2;
  const auto fire = fire_option(b, 0, split);
  ASSERT_TRUE(fire.has_value());
  EXPECT_EQ(fire->fire[0].dice, 3);
  EXPECT_EQ(fire->fire[1].dice, 3);
}

// Firing at a charger (R8) is resolved as in the firing phase but later in the turn, so it
// throws the SP the unit has left: 4 SP with 2 hits taken since the firing phase began fire
// 2 dice, +1 at cavalry, where the firing phase's own fire threw 4 + 1.
TEST(MiniNapFiring, FireAtAChargerThrowsTheStrengthLeft) {
  Battle b = duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90},
                  {"Red hussars", UnitType::kLightCavalry, Formation::kLine, 4, 50, 55, -90});
  b.units[0].hits = 2;
  ASSERT_EQ(b.units[0].phase_sp, 4);
  Order at_charger;
  at_charger.kind = OrderKind::kFire;
  at_charger.target = 1;
  EXPECT_EQ(fire_option(b, 0, at_charger, true)->fire[0].dice, 3);
  EXPECT_EQ(fire_option(b, 0, at_charger)->fire[0].dice, 5);
}

// Firing, eligibility (text p11): the zone must be completely clear between the firing stand
// and the target stand, not only out to the nearest corner. The battery's zone runs x 48.5 to
// 51.5 from y 20. Red's line faces -45 with its front edge on y = x - 5, so across the zone
// its front lies from y 43.5 (x 48.5) to y 46.5 (x 51.5); its nearest corner (48.23, 43.23)
// is 23.2 cm off. Red's general, facing the same way 1 cm in front of the line's right part,
// lies in the zone only beyond y 43.7: past the nearest corner, yet in front of the target.
TEST(MiniNapFiring, AStandInFrontOfAnObliqueTargetBlocksTheShot) {
  Battle b = empty_battle();
  add_unit(b, "Battery", 0, UnitType::kHeavyFootArtillery, Formation::kSkirmish, 4, 50, 20, 90);
  add_unit(b, "Red line", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 45, -45);
  const core::Vec2 ahead = core::direction(-45);
  const core::Vec2 back_centre = core::Vec2{51, 46} + ahead * 1.0;
  const auto eligible = eligible_range(b, 0, 1);
  ASSERT_TRUE(eligible.has_value()) << "nothing in the way yet";
  const int general = add_unit(b, "Red general", 1, UnitType::kCommand, Formation::kSkirmish, 2, 0, 0, -45);
  const double general_depth = unit_stands(b.units[static_cast<std::size_t>(general)])[0].depth();
  b.units[static_cast<std::size_t>(general)].pose.position = back_centre + ahead * general_depth;
  index_units(b);
  ASSERT_FALSE(in_contact(b, general)) << "the general stands clear of the line";
  for (const core::Vec2 c : unit_stands(b.units[static_cast<std::size_t>(general)])[0].corners()) {
    if (c.x < 51.5) EXPECT_GT(c.y, *eligible + 20) << "no corner of it in the zone short of the nearest corner";
  }
  EXPECT_FALSE(eligible_range(b, 0, 1).has_value()) << "the general stands between the battery and the line";
  b.rulings.zone_clear_to_near_side = false;
  EXPECT_TRUE(eligible_range(b, 0, 1).has_value()) << "R25 off: the zone is checked out to the range only";
}

// Firing, eligibility: a zone must have no stand in or partly in it. Friends standing flush
// either side of a line (their stands share the zone's edges) are beside it, not in it.
TEST(MiniNapFiring, FriendsFlushBesideTheZoneDoNotBlockIt) {
  Battle b = facing_lines(56);
  add_unit(b, "Blue left", 0, UnitType::kLineInfantry, Formation::kLine, 4, 45, 50, 90);
  add_unit(b, "Blue right", 0, UnitType::kLineInfantry, Formation::kLine, 4, 55, 50, 90);
  ASSERT_TRUE(touching(b, 0, 2));
  ASSERT_TRUE(touching(b, 0, 3));
  const auto r = eligible_range(b, 0, 1);
  ASSERT_TRUE(r.has_value());
  EXPECT_NEAR(*r, 6, 1e-9);
}

// Firing, target eligibility: a unit may pivot once just before it fires (R24: through at most
// 45 degrees, where it stands). Red's column (x 52.75-55.25, y 52.5-56.5) is within musket
// range of Blue's line but outside its zone (x 47.5-52.5). Facing Red's centre (54, 54.5) from
// Blue's front centre is atan2(4.5, 4) = 48.4 degrees, a turn of 41.6: then Red's nearest
// corner is 3.7 cm straight ahead of the right stand, and 4 SP + 1 at a column throw 5 dice.
TEST(MiniNapFiring, APivotBeforeFiringBringsAnEnemyIntoTheZone) {
  Battle b = duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90},
                  {"Red", UnitType::kLineInfantry, Formation::kColumn, 4, 54, 52.5, -90});
  ASSERT_FALSE(eligible_range(b, 0, 1).has_value());
  const std::vector<FireOption> options = fire_options(b, 0);
  ASSERT_EQ(options.size(), 1u);
  ASSERT_TRUE(options[0].order.pivot_deg.has_value());
  EXPECT_NEAR(*options[0].order.pivot_deg, std::atan2(4.5, 4) * 180 / std::numbers::pi, 1e-9);
  EXPECT_EQ(options[0].fire[0].dice, 5);
  Order too_far = options[0].order;
  too_far.pivot_deg = 30;
  EXPECT_FALSE(fire_option(b, 0, too_far)) << "60 degrees is more than a pivot before firing";
  b.phase = Phase::kFiring;
  b.queue = {0};
  apply_order(b, options[0].order);
  EXPECT_NEAR(b.units[0].pose.facing_deg, *options[0].order.pivot_deg, 1e-9) << "the unit stays turned";
  EXPECT_TRUE(b.units[0].fired);

  b = duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90},
           {"Red", UnitType::kLineInfantry, Formation::kColumn, 4, 54, 52.5, -90});
  b.rulings.fire_pivot_max_deg = 30;
  EXPECT_TRUE(fire_options(b, 0).empty()) << "R24 at 30 degrees: the 41.6 degree pivot is too far";
}

TEST(MiniNapFiring, NoFiringIntoAMeleeOrFromContact) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 30, 50, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 30, 55, -90);
  add_unit(b, "Blue cavalry", 0, UnitType::kLightCavalry, Formation::kLine, 4, 30, 55, 90);
  ASSERT_TRUE(touching(b, 1, 2));
  EXPECT_FALSE(eligible_range(b, 0, 1).has_value());
  EXPECT_FALSE(may_fire(b, 1));
}

TEST(MiniNapFiring, InfantryInEnemyMusketReachIsSuppressed) {
  Battle b = facing_lines(56);
  add_unit(b, "Red far", 1, UnitType::kLineInfantry, Formation::kLine, 4, 10, 80, -90);
  mark_suppression(b);
  EXPECT_TRUE(b.units[0].suppressed);
  EXPECT_TRUE(b.units[1].suppressed);
  EXPECT_FALSE(b.units[2].suppressed);
  EXPECT_EQ(fire_options(b, 0)[0].fire[0].dice, 3) << "4 SP less 1 for suppression";
}

// Suppression: artillery suppresses only with canister (20 cm or less), not with roundshot.
// A medium battery 15 cm from a Red line suppresses it; at 25 cm (medium range roundshot) it
// does not. The line is beyond its own musket range of the battery, so it suppresses nothing.
TEST(MiniNapFiring, ArtillerySuppressesOnlyAtCanisterRange) {
  Battle b = duel({"Blue battery", UnitType::kMediumFootArtillery, Formation::kSkirmish, 3, 50, 50, 90},
                  {"Red line", UnitType::kLineInfantry, Formation::kLine, 4, 50, 65, -90});
  ASSERT_NEAR(*eligible_range(b, 0, 1), 15, 1e-9);
  mark_suppression(b);
  EXPECT_TRUE(b.units[1].suppressed);
  EXPECT_FALSE(b.units[0].suppressed);
  place_unit(b, 1, {{50, 75}, -90});
  ASSERT_NEAR(*eligible_range(b, 0, 1), 25, 1e-9);
  mark_suppression(b);
  EXPECT_FALSE(b.units[1].suppressed);
}

// A square has a zone of fire from each of its four faces and fires from one: a line 5 cm off
// its right flank is a target, at 4 SP + 0 halved for the square = 2 dice.
TEST(MiniNapFiring, ASquareFiresFromItsSideFace) {
  Battle b = duel({"Blue square", UnitType::kLineInfantry, Formation::kSquare, 4, 50, 50, 90},
                  {"Red line", UnitType::kLineInfantry, Formation::kLine, 4, 56.25, 48, 180});
  const auto r = eligible_range(b, 0, 1);
  ASSERT_TRUE(r.has_value());
  EXPECT_NEAR(*r, 5, 1e-9);
  EXPECT_EQ(fire_options(b, 0)[0].fire[0].dice, 2);
}

TEST(MiniNapFiring, MediumRoundshotBouncesThroughToTheNextUnitBehind) {
  Battle b = empty_battle();
  add_unit(b, "Battery", 0, UnitType::kHeavyFootArtillery, Formation::kSkirmish, 4, 50, 20, 90);
  add_unit(b, "Red front", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 45, -90);
  add_unit(b, "Red behind", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 55, -90);
  const auto bounce = bounce_through_target(b, 0, 1);
  ASSERT_TRUE(bounce.has_value());
  EXPECT_EQ(bounce->first, 2);
}

// A simulated corps battle (seed 1) once stopped here with an internal error: a stand turned
// 45 degrees beside the target is nearer the battery than the target, yet enters the zone of
// fire only beyond it. The ball, bouncing on, meets it first.
TEST(MiniNapFiring, BounceThroughHitsAUnitBesideTheTargetThatIsNearer) {
  Battle b = empty_battle();
  add_unit(b, "Battery", 0, UnitType::kHeavyFootArtillery, Formation::kSkirmish, 4, 50, 20, 90);
  add_unit(b, "Red front", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 45, -90);
  // A 2.5 cm commander stand turned 45 degrees: its corners lie 1.77 cm from its centre along
  // the table's axes, the left one inside the zone (x < 51.5) at y 46, the lowest at y 44.23.
  const double half_diagonal = 2.5 / std::sqrt(2.0);
  const core::Vec2 centre{51.35 + half_diagonal, 46};
  const int general = add_unit(b, "Red general", 1, UnitType::kCommand, Formation::kSkirmish, 2, 0, 0, 45);
  b.units[static_cast<std::size_t>(general)].pose.position = centre + core::direction(45) * 1.25;
  index_units(b);
  add_unit(b, "Red behind", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 55, -90);
  const auto original = eligible_range(b, 0, 1);
  ASSERT_TRUE(original.has_value()) << "the general is not in the zone short of the target";
  EXPECT_NEAR(*original, 25, 1e-9);
  const double general_range = unit_distance(b, 0, general);
  ASSERT_LT(general_range, 24.5) << "its lowest corner is nearer than the target";
  const auto bounce = bounce_through_target(b, 0, 1);
  ASSERT_TRUE(bounce.has_value());
  EXPECT_EQ(bounce->first, general);
  EXPECT_NEAR(bounce->second, general_range, 1e-9);
  EXPECT_EQ(resolve_bounce_through({UnitType::kHeavyFootArtillery, *original, 3, bounce->second}).dice, 3);
}

// Double time and squares ask how far the nearest enemy (or enemy cavalry) is, however far
// across the table. Blue's line has its front corners at (7.5, 10) and (12.5, 10); Red's
// infantry stands from y 60, so 50 cm off; Red's cavalry has a front corner at (87.5, 90),
// sqrt(75^2 + 80^2) = 109.66 cm from Blue's right front corner.
TEST(MiniNapMovement, NearestEnemyIsMeasuredAcrossTheWholeTable) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 10, 10, 90);
  add_unit(b, "Red foot", 1, UnitType::kLineInfantry, Formation::kLine, 4, 10, 60, -90);
  add_unit(b, "Red horse", 1, UnitType::kLightCavalry, Formation::kLine, 4, 90, 90, -90);
  EXPECT_NEAR(*nearest_enemy_cm(b, 0, false), 50, 1e-9);
  EXPECT_NEAR(*nearest_enemy_cm(b, 0, true), std::sqrt(75.0 * 75 + 80 * 80), 1e-9);
  remove_unit(b, 2);
  EXPECT_FALSE(nearest_enemy_cm(b, 0, true).has_value()) << "no enemy cavalry left";
  EXPECT_FALSE(nearest_enemy_cm(b, 1, true).has_value()) << "Red has no cavalry enemy at all";
}

TEST(MiniNapMovement, DoubleTimeNeedsNoEnemyWithin18cm) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 20, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 80, 20, 90);
  EXPECT_NO_THROW(plan_move(b, 0, move_to(50, 30, 90, MovePace::kDoubleTime)));
  b.units[1].pose.position = {60, 20};
  index_units(b);
  EXPECT_THROW(plan_move(b, 0, move_to(50, 30, 90, MovePace::kDoubleTime)), IllegalOrder);
  EXPECT_NO_THROW(plan_move(b, 0, move_to(50, 25, 90)));
}

TEST(MiniNapMovement, DoubleTimeMustKeep18cmFromEnemiesAllTheWay) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 20, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 47, -90);
  EXPECT_NO_THROW(plan_move(b, 0, move_to(50, 25, 90, MovePace::kDoubleTime)));
  EXPECT_THROW(plan_move(b, 0, move_to(50, 30, 90, MovePace::kDoubleTime)), IllegalOrder) << "ends 17 cm away";
}

TEST(MiniNapMovement, MoveLongerThanTheAllowanceIsRefused) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 20, 90);
  EXPECT_NO_THROW(plan_move(b, 0, move_to(50, 24, 90)));
  try {
    plan_move(b, 0, move_to(50, 24.5, 90));
    FAIL() << "a 4.5 cm move of a line was allowed";
  } catch (const IllegalOrder& e) {
    EXPECT_NE(std::string(e.what()).find("4 cm"), std::string::npos) << e.what();
  }
}

TEST(MiniNapMovement, TurnsCostTheArcOfTheOuterCorner) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 20, 90);
  // A line 5 cm wide wheeling 90 degrees about its centre: 2.5 * pi / 2 = 3.9 cm of a 4 cm move.
  EXPECT_NO_THROW(plan_move(b, 0, move_to(50, 20, 0)));
  EXPECT_THROW(plan_move(b, 0, move_to(50, 20.2, 0)), IllegalOrder);
  b.rulings.turns_cost_distance = false;
  EXPECT_NO_THROW(plan_move(b, 0, move_to(50, 20.2, 0)));
}

TEST(MiniNapMovement, ChangeOfFormationKeepsTheChosenStandStill) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 20, 90);
  const core::Base right = unit_stands(b.units[0])[1];
  Order o = move_to(50, 20, 90);
  o.formation = Formation::kColumn;
  o.about = 1;
  const MovePlan plan = plan_move(b, 0, o);
  const core::Base front = stands(UnitType::kLineInfantry, Formation::kColumn, plan.pose)[1];
  EXPECT_NEAR(front.pose().position.x, right.pose().position.x, 1e-9);
  EXPECT_NEAR(front.pose().position.y, right.pose().position.y, 1e-9);
}

// Changing formation: the stationary stand keeps its place and facing and the other stand
// forms any valid formation about it, so a column (x 48.75-51.25) forming line about its front
// stand may put the other stand on the right (x 51.25-53.75, the default) or on the left
// (x 46.25-48.75, the front stand becoming stand 2 of the line).
TEST(MiniNapMovement, ChangeOfFormationPutsTheOtherStandEitherSide) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 20, 90);
  Order o = move_to(50, 20, 90);
  o.formation = Formation::kLine;
  o.about = 0;
  const auto x_range = [](const Stands& s) {
    return std::pair{std::min(s[0].corners()[0].x, s[1].corners()[0].x), std::max(s[0].corners()[1].x, s[1].corners()[1].x)};
  };
  const MovePlan right = plan_move(b, 0, o);
  const auto [right_lo, right_hi] = x_range(stands(UnitType::kLineInfantry, Formation::kLine, right.pose));
  EXPECT_NEAR(right_lo, 48.75, 1e-9);
  EXPECT_NEAR(right_hi, 53.75, 1e-9);
  o.kept_as = 1;
  const MovePlan left = plan_move(b, 0, o);
  const auto [left_lo, left_hi] = x_range(stands(UnitType::kLineInfantry, Formation::kLine, left.pose));
  EXPECT_NEAR(left_lo, 46.25, 1e-9);
  EXPECT_NEAR(left_hi, 51.25, 1e-9);
  EXPECT_NEAR(left.pose.facing_deg, 90, 1e-9);
  o.kept_as = 2;
  EXPECT_THROW(plan_move(b, 0, o), IllegalOrder);
}

TEST(MiniNapMovement, NoInterpenetrationButCavalryFlowsAroundFriends) {
  Battle b = empty_battle();
  add_unit(b, "Mover", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 20, 90);
  add_unit(b, "Blue in front", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 25, 90);
  EXPECT_THROW(plan_move(b, 0, move_to(50, 25, 90)), IllegalOrder);
  b.units[0].unit.type = UnitType::kLightCavalry;
  EXPECT_NO_THROW(plan_move(b, 0, move_to(50, 36, 90))) << "cavalry flow around friends and end clear of them";
  EXPECT_THROW(plan_move(b, 0, move_to(50, 28, 90)), IllegalOrder) << "ending on top of the friend";
}

Order step(InfantryStep kind, double x, double y, double facing, MovePace pace = MovePace::kMove) {
  Order o = move_to(x, y, facing, pace);
  o.step = kind;
  return o;
}

std::string refusal(const Battle& b, const Order& o) {
  try {
    plan_move(b, 0, o);
  } catch (const IllegalOrder& e) {
    return e.what();
  }
  return "(allowed)";
}

// Blue, a 4 SP line facing +y with its front edge at y 20 (stands y 18 to 20), alone.
Battle line_alone() {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 20, 90);
  return b;
}

// The movement table: infantry steps back up to 2 cm (4 at double time), keeping its facing,
// where turning about first would cost the 5 cm line 2.5 * pi = 7.9 cm of its 4.
TEST(MiniNapMovementStepBack, InfantryStepsBackTwoCentimetresKeepingItsFacing) {
  const Battle b = line_alone();
  EXPECT_EQ(refusal(b, move_to(50, 18, -90)), "the move needs 9.9 cm with its turns; Blue has 4 cm") << "7.9 turning + 2";
  const MovePlan plan = plan_move(b, 0, step(InfantryStep::kStepBack, 50, 18, 90));
  EXPECT_NEAR(plan.pose.position.y, 18, 1e-9);
  EXPECT_NEAR(plan.pose.facing_deg, 90, 1e-9);
  EXPECT_EQ(refusal(b, step(InfantryStep::kStepBack, 50, 17.5, 90)), "the step back needs at least 2.5 cm; Blue has 2 cm");
  EXPECT_EQ(refusal(b, step(InfantryStep::kStepBack, 50, 16, 90, MovePace::kDoubleTime)), "(allowed)") << "4 cm at double time";
}

TEST(MiniNapMovementStepBack, AStepBackGoesStraightBackwardsWithoutTurning) {
  const Battle b = line_alone();
  EXPECT_EQ(refusal(b, step(InfantryStep::kStepBack, 50, 21, 90)),
            "a step back goes straight backwards; this one goes 1.0 cm ahead and 0.0 cm aside");
  EXPECT_EQ(refusal(b, step(InfantryStep::kStepBack, 51, 19, 90)),
            "a step back goes straight backwards; this one goes 1.0 cm back and 1.0 cm aside");
  EXPECT_EQ(refusal(b, step(InfantryStep::kStepBack, 50, 19, 80)), "a step back keeps the unit's facing of 90 degrees");
}

TEST(MiniNapMovementStepBack, OnlyInfantrySteps) {
  Battle b = empty_battle();
  add_unit(b, "Hussars", 0, UnitType::kLightCavalry, Formation::kLine, 4, 50, 20, 90);
  EXPECT_EQ(refusal(b, step(InfantryStep::kStepBack, 50, 19, 90)), "only infantry may step back, not Hussars (cavalry)");
}

// A side-step goes straight sideways at the same 2 cm rate.
TEST(MiniNapMovementStepBack, InfantrySideStepsTwoCentimetres) {
  const Battle b = line_alone();
  EXPECT_EQ(refusal(b, step(InfantryStep::kSideStep, 52, 20, 90)), "(allowed)");
  EXPECT_EQ(refusal(b, step(InfantryStep::kSideStep, 47.5, 20, 90)), "the side-step needs at least 2.5 cm; Blue has 2 cm");
  EXPECT_EQ(refusal(b, step(InfantryStep::kSideStep, 51, 19, 90)), "a side-step goes straight sideways; this one goes 1.0 cm back");
}

// The orders listed for a player include the full 2 cm step back and a 2 cm side-step either
// way for infantry, and none for cavalry, which may not step.
TEST(MiniNapMovementStepBack, TheListedManoeuvresOfferInfantryAStepBackAndSideSteps) {
  const auto steps = [](const Battle& b) {
    std::vector<core::Vec2> out;
    for (const Order& o : example_manoeuvres(b, 0)) {
      if (o.step != InfantryStep::kForward) out.push_back(o.to.position);
    }
    return out;
  };
  const std::vector<core::Vec2> listed = steps(line_alone());
  ASSERT_EQ(listed.size(), 3u);
  EXPECT_NEAR(listed[0].x, 50, 1e-9);
  EXPECT_NEAR(listed[0].y, 18, 1e-9) << "straight back";
  EXPECT_NEAR(listed[1].x, 52, 1e-9) << "to the right of a unit facing +y";
  EXPECT_NEAR(listed[2].x, 48, 1e-9);
  for (const std::size_t i : {1u, 2u}) EXPECT_NEAR(listed[i].y, 20, 1e-9);
  Battle cavalry = empty_battle();
  add_unit(cavalry, "Hussars", 0, UnitType::kLightCavalry, Formation::kLine, 4, 50, 20, 90);
  EXPECT_TRUE(steps(cavalry).empty());
}

// Flowing around goes directly ahead, so skirmishers stepping back do not pass through the
// friends behind them: Reserve's stands are at y 15 to 17, the step back would put Blue's at 16.
// (No step is long enough to pass a stand without ending on it, so the refusal names where
// it would end.)
TEST(MiniNapMovementStepBack, SkirmishersDoNotFlowAroundFriendsWhenSteppingBack) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLightInfantry, Formation::kSkirmish, 4, 50, 20, 90);
  add_unit(b, "Reserve", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 17, 90);
  EXPECT_EQ(refusal(b, step(InfantryStep::kStepBack, 50, 18, 90)), "it would end on top of Reserve");
}

// Flow around: the unit goes straight ahead and keeps its formation. Light cavalry in line
// (x 47.5-52.5, y 16-20) turning 90 degrees where it stands sweeps its rear right corner 4.7
// cm from its pose through y 15.3 below its centre, through a commander standing there; the
// commander is clear of where the cavalry starts and ends, but not of its turn.
TEST(MiniNapMovement, AUnitFlowingAroundMayNotTurnThroughTheFriend) {
  Battle b = empty_battle();
  add_unit(b, "Hussars", 0, UnitType::kLightCavalry, Formation::kLine, 4, 50, 20, 90);
  add_unit(b, "General", 0, UnitType::kCommand, Formation::kSkirmish, 2, 50, 15.6, 90);
  EXPECT_NE(refusal(b, move_to(50, 20, 0)).find("may not turn while it passes"), std::string::npos)
      << refusal(b, move_to(50, 20, 0));
  remove_unit(b, 1);
  EXPECT_EQ(refusal(b, move_to(50, 20, 0)), "(allowed)");
}

// Column cavalry passing through a friendly line straight ahead (as allowed above) may not form
// line in the same move, before or after.
TEST(MiniNapMovement, AUnitFlowingAroundKeepsItsFormation) {
  Battle b = empty_battle();
  add_unit(b, "Mover", 0, UnitType::kLightCavalry, Formation::kColumn, 4, 50, 20, 90);
  add_unit(b, "Blue in front", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 25, 90);
  Order o = move_to(50, 36, 90);
  EXPECT_EQ(refusal(b, o), "(allowed)");
  o.formation = Formation::kLine;
  o.about = 0;
  EXPECT_NE(refusal(b, o).find("may not change formation"), std::string::npos) << refusal(b, o);
  o.formation_first = true;
  EXPECT_NE(refusal(b, o).find("may not change formation"), std::string::npos) << refusal(b, o);
}

// A square with enemy cavalry within 9 cm may not move or turn, but may still pivot where it
// stands: 45 degrees about its 2.5 cm front costs 1.25 x pi / 4 = 1.0 cm of its 2.
TEST(MiniNapMovement, ASquareFrozenByCavalryMayStillPivot) {
  Battle b = duel({"Blue", UnitType::kLineInfantry, Formation::kSquare, 4, 50, 20, 90},
                  {"Red hussars", UnitType::kLightCavalry, Formation::kLine, 4, 50, 25, -90});
  EXPECT_NE(refusal(b, move_to(50, 21, 90)).find("9 cm"), std::string::npos) << refusal(b, move_to(50, 21, 90));
  EXPECT_EQ(refusal(b, move_to(50, 20, 45)), "(allowed)");
}

// Leaving the table for any reason removes the unit: a column at the left edge (x 0-2.5) that
// forms line about its rear stand puts its other stand at x -2.5 to 0.
TEST(MiniNapMovement, AChangeOfFormationOffTheTableRemovesTheUnit) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 1.25, 20, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 80, -90);
  Order o = move_to(1.25, 20, 90);
  o.formation = Formation::kLine;
  o.about = 1;
  EXPECT_TRUE(plan_move(b, 0, o).leaves_table);
  EXPECT_FALSE(check_move(b, 0, o, MoveCheck::kTrial)) << "the AI never orders it";
  b.phase = Phase::kInitiativeManoeuvre;
  b.queue = {0};
  apply_order(b, o);
  EXPECT_TRUE(b.units[0].removed);
}

// Movement: a straight move may be broken up by a series of turns (text p22), each paid as
// R11 prices a turn. Light cavalry in line (x 47.5-52.5, y 16-20, facing +y, 18 cm) cannot go
// diagonally to (56, 26) through the Red line at x 53-58, y 19-21, but can go up 6 cm to
// (50, 26), wheel right 90 degrees (its 5 cm front's corner sweeps 2.5 x pi / 2 = 3.9 cm) and
// go 6 cm along: 15.9 cm. Going up 10 cm first would need 19.9.
TEST(MiniNapMovement, AMoveMayBeBrokenUpByTurnsEachPaidFor) {
  Battle b = duel({"Blue hussars", UnitType::kLightCavalry, Formation::kLine, 4, 50, 20, 90},
                  {"Red", UnitType::kLineInfantry, Formation::kLine, 4, 55.5, 21, 90});
  EXPECT_NE(refusal(b, move_to(56, 26, 0)).find("runs into Red"), std::string::npos) << refusal(b, move_to(56, 26, 0));
  Order dog_leg = move_to(56, 26, 0);
  dog_leg.via = {{50, 26}};
  EXPECT_EQ(refusal(b, dog_leg), "(allowed)");
  Order too_long = move_to(56, 30, 0);
  too_long.via = {{50, 30}};
  EXPECT_NE(refusal(b, too_long).find("needs 19.9 cm"), std::string::npos) << refusal(b, too_long);
}

// Flow around: limbered artillery flows around friends, and horse artillery that limbers up
// and then moves 4 cm is limbered as it moves (text p21, p23). The battery (x 48.5-51.5,
// y 17-20) goes 4 cm ahead to y 21-24; a general standing at 45 degrees pokes a corner to
// (51.3, 20.5), into the 1 cm it passes between where it starts and where it ends.
TEST(MiniNapMovement, HorseArtilleryThatLimbersUpFlowsAroundFriends) {
  Battle b = empty_battle();
  add_unit(b, "Horse battery", 0, UnitType::kLightHorseArtillery, Formation::kSkirmish, 2, 50, 20, 90);
  const core::Pose trial{{0, 0}, 45};
  const Stands general = stands(UnitType::kCommand, Formation::kSkirmish, trial);
  core::Vec2 leftmost = general[0].corners()[0];
  for (const core::Vec2 c : general[0].corners()) {
    if (c.x < leftmost.x) leftmost = c;
  }
  const core::Vec2 at = core::Vec2{51.3, 20.5} - leftmost;
  add_unit(b, "General", 0, UnitType::kCommand, Formation::kSkirmish, 2, at.x, at.y, 45);
  Order o = move_to(50, 24, 90);
  o.limber = LimberChange::kUp;
  EXPECT_EQ(refusal(b, o), "(allowed)");
  b.units[1].side = 1;
  index_units(b);
  EXPECT_NE(refusal(b, o).find("runs into General"), std::string::npos) << "an enemy is not flowed around";
}

TEST(MiniNapMovement, BentLineCannotMove) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kBentLine, 4, 50, 20, 90);
  EXPECT_THROW(plan_move(b, 0, move_to(50, 22, 90)), IllegalOrder);
}

TEST(MiniNapMovement, UnitLeavingTheTableIsRemoved) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLightCavalry, Formation::kLine, 4, 50, 90, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 10, 10, 90);
  b.phase = Phase::kInitiativeManoeuvre;
  b.queue = {0};
  apply_order(b, move_to(50, 105, 90));
  EXPECT_TRUE(b.units[0].removed);
}

TEST(MiniNapCharge, ChargeStopsInContactWithTheTargetAhead) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 20, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 25, -90);
  const ChargePlan plan = plan_charge(b, 0, 1);
  EXPECT_TRUE(plan.contact);
  EXPECT_NEAR(plan.distance_cm, 5, 0.02);
}

TEST(MiniNapCharge, TargetBeyondTheChargeDistanceOrNotAheadIsRefused) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 20, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 27, -90);
  EXPECT_THROW(plan_charge(b, 0, 1), IllegalOrder) << "7 cm: a column charges 6";
  b.units[1].pose.position = {54, 24};
  index_units(b);
  EXPECT_THROW(plan_charge(b, 0, 1), IllegalOrder) << "not straight ahead";
  b.rulings.charge_straight_ahead = false;
  EXPECT_NO_THROW(plan_charge(b, 0, 1)) << "R12 off: one turn to face the target first";
}

TEST(MiniNapCharge, CommandersAndArtilleryCannotCharge) {
  Battle b = empty_battle();
  add_unit(b, "GB", 0, UnitType::kCommand, Formation::kSkirmish, 2, 50, 20, 90);
  add_unit(b, "Battery", 0, UnitType::kLightFootArtillery, Formation::kSkirmish, 2, 20, 20, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 24, -90);
  EXPECT_THROW(plan_charge(b, 0, 2), IllegalOrder);
  EXPECT_THROW(plan_charge(b, 1, 2), IllegalOrder);
}

TEST(MiniNapReaction, InfantryChargedByCavalryFromAfarMayFormSquare) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, -90);
  add_unit(b, "Cuirassiers", 1, UnitType::kHeavyCavalry, Formation::kColumn, 4, 50, 30, 90);
  const auto has_square = [&] {
    const auto r = charge_reactions(b, 0, 1);
    return std::any_of(r.begin(), r.end(), [](const Order& o) { return o.kind == OrderKind::kFormSquare; });
  };
  EXPECT_TRUE(has_square());
  b.units[1].pose.position = {50, 42};
  index_units(b);
  EXPECT_FALSE(has_square()) << "8 cm away: too close to form square (R13)";
}

Battle columns_in_contact() {
  return duel({"Blue", UnitType::kLineInfantry, Formation::kColumn, 4, 50, 50, 90},
              {"Red", UnitType::kLineInfantry, Formation::kColumn, 4, 50, 50, -90});
}

TEST(MiniNapHandToHand, EveryUnitInContactTakesTheInitialHit) {
  Battle b = columns_in_contact();
  add_unit(b, "Red reserve", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 20, 80, -90);
  start_battle(b);
  apply_roll(b, {1, 1});
  apply_roll(b, {6, 6});
  EXPECT_EQ(b.units[0].hits, 1);
  EXPECT_EQ(b.units[1].hits, 1);
  EXPECT_EQ(b.units[2].hits, 0);
  const auto asked = std::get<OrderNeeded>(need(b));
  EXPECT_EQ(asked.context, OrderKind::kAttack);
  EXPECT_EQ(asked.unit, 0);
}

TEST(MiniNapHandToHand, AllStrengthMustFight) {
  Battle b = columns_in_contact();
  start_battle(b);
  apply_roll(b, {1, 1});
  apply_roll(b, {6, 6});
  Order o;
  o.kind = OrderKind::kAttack;
  o.attacks = {{1, 3}};
  EXPECT_THROW(apply_order(b, o), IllegalOrder);
  o.attacks = {{1, 4}};
  apply_order(b, o);
  EXPECT_EQ(std::get<OrderNeeded>(need(b)).unit, 1);
}

TEST(MiniNapHandToHand, FrontEdgeOnTheRearCornerOutflanks) {
  Battle b = empty_battle();
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90);
  // Red's line runs from x 47.5 to 52.5 and y 48 to 50; Blue hits its rear from below.
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 52.5, 48, 90);
  EXPECT_TRUE(outflanks(b, 1, 0));
  EXPECT_FALSE(outflanks(b, 0, 1));
  b.units[0].unit.formation = Formation::kSquare;
  EXPECT_FALSE(outflanks(b, 1, 0)) << "a square is never outflanked";
}

// Outflanking needs the unit's rear corners or rear edge: a column's stands meet at two corners
// halfway down its flanks, which are not rear corners of the unit. Red's column runs from
// y 46 to 50 (x 48.75 to 51.25); Blue, facing along -x, strikes its right flank.
TEST(MiniNapHandToHand, AColumnsMiddleCornersAreNotItsRearCorners) {
  Battle b = empty_battle();
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 50, 90);
  // Blue's front edge runs along x 51.25 from y 47 to 49.5, across the corner at y 48.
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 51.25, 48.25, 180);
  ASSERT_TRUE(touching(b, 0, 1));
  EXPECT_FALSE(outflanks(b, 1, 0)) << "a flank attack";
  // From y 45 to 47.5 it covers the true rear corner (51.25, 46).
  place_unit(b, 1, {{51.25, 46.25}, 180});
  ASSERT_TRUE(touching(b, 0, 1));
  EXPECT_TRUE(outflanks(b, 1, 0));
}

TEST(MiniNapHandToHand, UnitWithin3cmMustJoinIn) {
  Battle b = empty_battle();
  add_unit(b, "Blue", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 50, 50, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, -90);
  add_unit(b, "Blue support", 0, UnitType::kLineInfantry, Formation::kColumn, 4, 53.75, 48, 90);
  const auto move = join_in_move(b, 2);
  ASSERT_TRUE(move.has_value());
  EXPECT_NEAR(move->distance_cm, 2, 0.02);
  b.units[2].pose.position.y = 46.5;
  index_units(b);
  EXPECT_FALSE(join_in_move(b, 2).has_value()) << "3.5 cm away";
}

}  // namespace
}  // namespace sandtable::rules::mininap
