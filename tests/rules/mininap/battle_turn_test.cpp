// The game turn: initiative, remove losses, commanders and victory on tiny battles.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"
#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/told.hpp"
#include "rules/mininap/battle/turn.hpp"

namespace sandtable::rules::mininap {
namespace {

using namespace testing;

Battle two_lines() {
  Battle b = empty_battle();
  add_unit(b, "Blue line", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 20, 90);
  add_unit(b, "Red line", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 80, -90);
  start_battle(b);
  return b;
}

TEST(MiniNapTurn, InitiativeTieIsRerolled) {
  Battle b = two_lines();
  ASSERT_EQ(std::get<PendingRoll>(need(b)).kind, RollKind::kInitiative);
  apply_roll(b, {3, 4});
  apply_roll(b, {5, 2});
  const auto again = std::get<PendingRoll>(need(b));
  EXPECT_EQ(again.kind, RollKind::kInitiative);
  EXPECT_EQ(again.side, 0);
  EXPECT_EQ(b.phase, Phase::kInitiative);
}

TEST(MiniNapTurn, LowerInitiativeTotalWinsAndItsSideMovesFirst) {
  Battle b = two_lines();
  apply_roll(b, {6, 6});
  apply_roll(b, {1, 2});
  EXPECT_EQ(b.initiative, 1);
  // Nobody is in range: firing and hand-to-hand pass, and the initiative side moves first.
  const auto order = std::get<OrderNeeded>(need(b));
  EXPECT_EQ(b.phase, Phase::kInitiativeManoeuvre);
  EXPECT_EQ(order.side, 1);
}

// Three Blue units far from Red, Blue to manoeuvre first (its throw of 2 beats Red's 12).
Battle three_blue_units_to_move() {
  Battle b = empty_battle();
  add_unit(b, "Blue left", 0, UnitType::kLineInfantry, Formation::kLine, 4, 20, 20, 90);
  add_unit(b, "Blue centre", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 20, 90);
  add_unit(b, "Blue right", 0, UnitType::kLineInfantry, Formation::kLine, 4, 80, 20, 90);
  add_unit(b, "Red line", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 80, -90);
  start_battle(b);
  apply_roll(b, {1, 1});
  apply_roll(b, {6, 6});
  return b;
}

Order next(int unit) {
  Order o;
  o.kind = OrderKind::kNext;
  o.target = unit;
  return o;
}

int unit_due(const Battle& b) { return std::get<OrderNeeded>(need(b)).unit; }

// Text p22: a player moves his units one at a time, in the order he chooses. The battle asks
// about the first waiting unit and lists every other waiting one as a "next" choice.
TEST(MiniNapMoveOrder, ThePlayerChoosesWhichUnitMovesNextTextP22) {
  Battle b = three_blue_units_to_move();
  ASSERT_EQ(b.phase, Phase::kInitiativeManoeuvre);
  ASSERT_EQ(unit_due(b), 0);
  bool complete = true;
  std::vector<int> offered;
  for (const Order& o : listed_orders(b, complete)) {
    if (o.kind == OrderKind::kNext) offered.push_back(o.target);
  }
  EXPECT_EQ(offered, (std::vector<int>{1, 2}));

  apply_order(b, next(2));
  EXPECT_EQ(unit_due(b), 2);
  apply_order(b, move_to(80, 23, 90));
  EXPECT_TRUE(b.unit(2).acted);
  EXPECT_FALSE(b.unit(0).acted);
  // The two left wait in their own order, and either may still go first.
  EXPECT_EQ(unit_due(b), 0);
  apply_order(b, next(1));
  Order hold;
  hold.kind = OrderKind::kHold;
  apply_order(b, hold);
  EXPECT_TRUE(b.unit(1).held);
  EXPECT_EQ(unit_due(b), 0);
  apply_order(b, hold);
  // Blue is done: Red's phase.
  EXPECT_EQ(b.phase, Phase::kOtherManoeuvre);
  EXPECT_EQ(unit_due(b), 3);
}

// A unit chosen to move next must be given its order before another is chosen, so choosing
// always ends (RULINGS: move order); units that already moved or are not the side's are
// refused with the reason.
TEST(MiniNapMoveOrder, AUnitBroughtForwardMustMoveBeforeAnotherIsChosen) {
  Battle b = three_blue_units_to_move();
  apply_order(b, next(1));
  bool complete = true;
  for (const Order& o : listed_orders(b, complete)) EXPECT_NE(o.kind, OrderKind::kNext);
  try {
    apply_order(b, next(2));
    ADD_FAILURE() << "a second unit was brought forward";
  } catch (const IllegalOrder& e) {
    EXPECT_STREQ(e.what(), "Blue centre was chosen to move now: give it its order first");
  }
  apply_order(b, move_to(50, 23, 90));
  try {
    apply_order(b, next(1));
    ADD_FAILURE() << "a unit that moved was brought forward";
  } catch (const IllegalOrder& e) {
    EXPECT_STREQ(e.what(), "Blue centre is not waiting to move in this phase");
  }
  EXPECT_THROW(apply_order(b, next(3)), IllegalOrder);  // Red's unit
  EXPECT_THROW(apply_order(b, next(0)), IllegalOrder);  // already the one due
  EXPECT_EQ(unit_due(b), 0);
}

// The ranges worked out as the firing phase begins hold only while nobody moves (a pivot to
// fire, R24, moves a unit): a unit moved out of range is then measured afresh.
TEST(MiniNapFiringPhase, AUnitThatMovesIsMeasuredAfresh) {
  Battle b = duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90},
                  {"Red", UnitType::kLineInfantry, Formation::kLine, 4, 50, 54, -90});
  b.phase = Phase::kFiring;
  work_out_fire_ranges(b);
  ASSERT_TRUE(eligible_range(b, 0, 1).has_value()) << "4 cm apart, face to face: within musket range";
  place_unit(b, 1, {{50, 90}, -90});
  EXPECT_FALSE(eligible_range(b, 0, 1).has_value()) << "40 cm away now";
}

TEST(MiniNapTurn, InitiativeRollStatesTheTwoDiceTotal) {
  const auto roll = std::get<PendingRoll>(need(two_lines()));
  EXPECT_EQ(roll.dice, 2);
  EXPECT_NEAR(roll.outcome.probability(7), 6.0 / 36, 1e-12);
  EXPECT_NEAR(roll.outcome.total(), 1.0, 1e-12);
}

// Issue 19: a simulation builds no text. A roll due is put in words for a game people follow
// (Battle::tell) and left without them otherwise, the same roll in every other respect.
TEST(MiniNapTurn, ARollDueIsPutInWordsOnlyForAGamePeopleFollow) {
  Battle simulated = empty_battle();
  Battle followed = empty_battle();
  followed.tell = true;
  for (Battle* b : {&simulated, &followed}) {
    add_unit(*b, "Blue line", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 20, 90);
    add_unit(*b, "Red line", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 80, -90);
    start_battle(*b);
  }
  const auto quiet = std::get<PendingRoll>(need(simulated));
  const auto told = std::get<PendingRoll>(need(followed));
  EXPECT_EQ(quiet.why, "");
  EXPECT_EQ(told.why, "Blue initiative: 2d6, the lower total wins");
  EXPECT_EQ(quiet.kind, told.kind);
  EXPECT_EQ(quiet.side, told.side);
  EXPECT_EQ(quiet.dice, told.dice);
  EXPECT_NEAR(quiet.outcome.probability(7), told.outcome.probability(7), 1e-15);
}

TEST(MiniNapTurn, RollWithTheWrongNumberOfDiceIsRefusedUnchanged) {
  Battle b = two_lines();
  EXPECT_THROW(apply_roll(b, {3}), IllegalOrder);
  EXPECT_THROW(apply_roll(b, {3, 7}), IllegalOrder);
  EXPECT_EQ(b.initiative_throw[0], -1);
}

TEST(MiniNapRemoveLosses, UnitOutOfContactRecoversOneHitButKeepsTheLast) {
  Battle b = two_lines();
  b.units[0].hits = 2;
  b.units[1].hits = 1;
  remove_losses_phase(b);
  EXPECT_EQ(b.units[0].hits, 1);
  EXPECT_EQ(b.units[1].hits, 1);
}

TEST(MiniNapRemoveLosses, UnitAtOneSPInContactIsRemovedButASquareStays) {
  Battle b = empty_battle();
  add_unit(b, "Blue column", 0, UnitType::kLineInfantry, Formation::kColumn, 3, 50, 50, 90);
  add_unit(b, "Red column", 1, UnitType::kLineInfantry, Formation::kColumn, 3, 50, 50, -90);
  add_unit(b, "Blue square", 0, UnitType::kLineInfantry, Formation::kSquare, 3, 20, 50, 90);
  add_unit(b, "Red cavalry", 1, UnitType::kLightCavalry, Formation::kColumn, 4, 20, 50, -90);
  ASSERT_TRUE(touching(b, 0, 1));
  ASSERT_TRUE(touching(b, 2, 3));
  b.units[0].hits = 2;
  b.units[2].hits = 2;
  remove_losses_phase(b);
  EXPECT_TRUE(b.units[0].removed);
  EXPECT_FALSE(b.units[2].removed);
  EXPECT_FALSE(b.units[1].removed);
}

// Remove losses, in the text's order: units at 0 SP go before units at 1 SP are tested for
// contact, so a unit at 1 SP whose only enemy in contact has just gone is out of contact and
// stays (out of contact at 1 SP), while one whose enemy stays is removed.
TEST(MiniNapRemoveLosses, OneSPUnitWhoseOnlyEnemyWentAtZeroSPStays) {
  Battle b = empty_battle();
  add_unit(b, "Blue column", 0, UnitType::kLineInfantry, Formation::kColumn, 3, 50, 50, 90);
  add_unit(b, "Red column", 1, UnitType::kLineInfantry, Formation::kColumn, 3, 50, 50, -90);
  ASSERT_TRUE(touching(b, 0, 1));
  b.units[0].hits = 2;  // 1 SP left
  b.units[1].hits = 3;  // 0 SP left
  remove_losses_phase(b);
  EXPECT_TRUE(b.units[1].removed);
  EXPECT_FALSE(b.units[0].removed);
  EXPECT_EQ(b.units[0].hits, 2) << "in contact when recovery came: no hit recovered";

  b = empty_battle();
  add_unit(b, "Blue column", 0, UnitType::kLineInfantry, Formation::kColumn, 3, 50, 50, 90);
  add_unit(b, "Red column", 1, UnitType::kLineInfantry, Formation::kColumn, 3, 50, 50, -90);
  b.units[0].hits = 2;
  b.units[1].hits = 1;
  remove_losses_phase(b);
  EXPECT_TRUE(b.units[0].removed);
  EXPECT_FALSE(b.units[1].removed);
}

TEST(MiniNapRemoveLosses, BrigadeCommanderLeavesWhenMoreThanHalfHisUnitsAreLost) {
  Battle b = empty_battle();
  const int gb = add_unit(b, "GB", 0, UnitType::kCommand, Formation::kSkirmish, 2, 50, 5, 90);
  const int g = add_group(b, "Brigade", CommanderRank::kBrigade, 0, gb);
  for (int k = 0; k < 3; ++k) {
    const int u = add_unit(b, "Bn " + std::to_string(k), 0, UnitType::kLineInfantry, Formation::kColumn, 4, 20.0 + 10 * k, 20, 90);
    b.units[static_cast<std::size_t>(u)].command[0] = g;
  }
  b.units[static_cast<std::size_t>(gb)].command[0] = g;
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 90, -90);
  remove_unit(b, 1);
  remove_losses_phase(b);
  EXPECT_FALSE(b.units[static_cast<std::size_t>(gb)].removed) << "1 of 3 is not more than half";
  b.units[2].hits = 5;  // 4 after recovery: no SP left
  remove_losses_phase(b);
  EXPECT_TRUE(b.units[2].removed);
  EXPECT_TRUE(b.units[static_cast<std::size_t>(gb)].removed) << "2 of 3 is more than half";
}

// Remove losses tells each result in words, with its reason: the recovery of a unit out of
// contact, a unit at 0 SP, a unit left at 1 SP in contact, and a brigade commander whose
// brigade has lost 2 of its 3 battalions (more than half).
TEST(MiniNapRemoveLosses, EachRemovalIsToldWithItsReason) {
  const auto told = [](const Battle& b) {
    std::vector<std::string> out;
    for (const Told& t : b.told) out.push_back(told_text(b, t));
    return out;
  };
  Battle b = empty_battle();
  b.tell = true;
  add_unit(b, "Blue column", 0, UnitType::kLineInfantry, Formation::kColumn, 3, 50, 50, 90);
  add_unit(b, "Red column", 1, UnitType::kLineInfantry, Formation::kColumn, 3, 50, 50, -90);
  add_unit(b, "Blue line", 0, UnitType::kLineInfantry, Formation::kLine, 4, 20, 20, 90);
  b.units[0].hits = 2;  // 1 SP left, in contact
  b.units[1].hits = 1;  // 2 SP left, in contact: no recovery
  b.units[2].hits = 2;  // out of contact: recovers 1
  remove_losses_phase(b);
  EXPECT_EQ(told(b), (std::vector<std::string>{"Blue line recovers 1 hit, 3 SP left",
                                                "Blue column is removed: 1 SP left while in contact with the enemy"}));

  b = empty_battle();
  b.tell = true;
  const int gb = add_unit(b, "GB", 0, UnitType::kCommand, Formation::kSkirmish, 2, 50, 5, 90);
  const int g = add_group(b, "1st Brigade", CommanderRank::kBrigade, 0, gb);
  for (int k = 0; k < 3; ++k) {
    const int u = add_unit(b, "Bn " + std::to_string(k), 0, UnitType::kLineInfantry, Formation::kColumn, 4, 20.0 + 10 * k, 20, 90);
    b.units[static_cast<std::size_t>(u)].command[0] = g;
  }
  b.units[static_cast<std::size_t>(gb)].command[0] = g;
  remove_unit(b, 1);
  b.units[2].hits = 5;  // 4 after recovery: no SP left
  remove_losses_phase(b);
  EXPECT_EQ(told(b), (std::vector<std::string>{"Bn 1 is removed: 0 SP",
                                                "GB is removed: 1st Brigade has lost 2 of its 3 units, more than half"}));
}

TEST(MiniNapVictory, SideThatLostMoreThanHalfIsBeaten) {
  Battle b = empty_battle();
  for (int k = 0; k < 4; ++k) add_unit(b, "Blue " + std::to_string(k), 0, UnitType::kLineInfantry, Formation::kLine, 4, 10.0 + 10 * k, 20, 90);
  add_unit(b, "Red", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 80, -90);
  remove_unit(b, 0);
  remove_unit(b, 1);
  EXPECT_FALSE(victory_check(b).has_value()) << "2 of 4 is not more than half";
  remove_unit(b, 2);
  const auto o = victory_check(b);
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(o->winner, 1);
}

TEST(MiniNapVictory, AtTheTurnLimitFewerLossesWinUnlessRuledADraw) {
  Battle b = empty_battle();
  for (int k = 0; k < 4; ++k) add_unit(b, "Blue " + std::to_string(k), 0, UnitType::kLineInfantry, Formation::kLine, 4, 10.0 + 10 * k, 20, 90);
  for (int k = 0; k < 4; ++k) add_unit(b, "Red " + std::to_string(k), 1, UnitType::kLineInfantry, Formation::kLine, 4, 10.0 + 10 * k, 80, -90);
  remove_unit(b, 4);
  b.turn = b.turn_limit;
  ASSERT_TRUE(victory_check(b).has_value());
  EXPECT_EQ(victory_check(b)->winner, 0);
  b.rulings.turn_limit_fewer_losses_win = false;
  EXPECT_FALSE(victory_check(b)->winner.has_value());
}

}  // namespace
}  // namespace sandtable::rules::mininap
