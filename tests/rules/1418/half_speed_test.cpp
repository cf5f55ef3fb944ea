// Executing shooting and combat, the injury's half speed (RULINGS.md 27) and the recovery die
// (RULINGS.md 22) as the tracked game plays them: B1 (Blue Coy) injures R1 in bound 1; in
// bound 2 B1 fires again, or only B2 of another company does, or no one; R1 moves east each
// bound. Line infantry: 6 cm a bound in the open, R4 (R2 in the open), one ranged die.
#include <gtest/gtest.h>

#include <map>

#include "battle_fixture.hpp"
#include "core/random.hpp"
#include "engine/dice_source.hpp"
#include "engine/log.hpp"
#include "rules/1418/battle/half_speed.hpp"
#include "rules/1418/battle/setup.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using namespace testing;

const Json kAtRed{{"target", "Red Coy"}};
constexpr int kB1 = 0, kB2 = 1, kR1 = 2;

std::string scenario(const std::string& rulings = "") {
  const std::string support = "        - name: Support\n          units: [{name: B2, type: line-infantry, x: 30, y: 35}]\n";
  return two_companies("[{name: B1, type: line-infantry, x: 50, y: 20}]", "[{name: R1, type: line-infantry, x: 50, y: 40}]", "[]", 8,
                       support) +
         rulings;
}

// A game behind a session, so the tests read it as a player's table does.
struct Table {
  explicit Table(const std::string& yaml) : session(start(yaml)) {}
  engine::Session session;
  const engine::Game& game() const { return session.game(); }
  void apply_sealed(int side, const engine::Action& a) { session.apply_sealed(side, a); }
  const engine::DiceRequest& due() {
    last = session.next_request();
    EXPECT_TRUE(std::holds_alternative<engine::DiceRequest>(last)) << "no roll is due";
    return std::get<engine::DiceRequest>(last);
  }
  // Rolls from `dice` until the game asks for orders or is over.
  void roll_all(engine::DiceSource& dice) {
    while (std::holds_alternative<engine::DiceRequest>(session.next_request())) session.roll(dice);
  }
  bool orders_due() const { return std::holds_alternative<engine::SealedOrders>(session.next_request()); }
  const Platoon& r1() const { return battle_of(game()).platoon(kR1); }
  engine::Request last;
};

// Blue: Blue Coy's fire and Support's (B2); Red moves R1 6 cm east of where it stands.
void bound_orders(Table& g, const Json& blue_fire, const Json& support_fire, bool red_moves) {
  Json f = support_fire;
  f["type"] = "fire";
  f["company"] = "Support";
  order(g, 0, f);
  orders(g, 0, kHold, kStay, blue_fire);
  const double x = battle_of(g.game()).platoon(kR1).at.x;
  if (red_moves) {
    orders(g, 1, {{"command", "advance"}}, {{"command", "move"}, {"x", x + 6}, {"y", 40}}, kHoldFire);
  } else {
    orders(g, 1, kHold, kStay, kHoldFire);
  }
}

// Bound 1: B1's one die at R1 in the open (R2) hits on a 2: R1 is injured, by B1.
void b1_injures_r1(Table& t) {
  bound_orders(t, kAtRed, kHoldFire, false);
  t.session.apply_dice({2});
  ASSERT_TRUE(t.orders_due());
  ASSERT_TRUE(t.r1().injured);
  ASSERT_TRUE(t.r1().half_speed);
  ASSERT_EQ(t.r1().injured_by, Shooter{.platoon = kB1});
}

// Bound 1's injury halves bound 2's move: 3 cm, not 6. No one fires in bound 2, so bound 3's
// move is whole again with no die rolled (the text's "Ending the bound": injured more than a
// bound ago moves normally).
TEST(ExecutingShootingAndCombat, AnInjuryHalvesTheNextMoveAndNoFireGivesItBack) {
  Table t(scenario());
  b1_injures_r1(t);
  EXPECT_TRUE(said(battle_of(t.game()), "R1 is at half speed, injured by B1"));
  bound_orders(t, kHoldFire, kHoldFire, true);
  ASSERT_TRUE(t.orders_due());
  EXPECT_NEAR(t.r1().at.x, 53, 1e-9);
  EXPECT_FALSE(t.r1().half_speed);
  EXPECT_TRUE(said(battle_of(t.game()), "R1 has its move back: no longer under fire"));
  bound_orders(t, kHoldFire, kHoldFire, true);
  EXPECT_NEAR(t.r1().at.x, 59, 1e-9);
}

// What the app shows beside R1 on the map once B1 has injured it, and beside B1.
TEST(ExecutingShootingAndCombat, APlatoonsNoteTellsItsInjuryAndWhoCausedIt) {
  Table t(scenario());
  b1_injures_r1(t);
  std::map<std::string, std::string> notes;
  for (const engine::UnitNote& n : t.game().unit_notes()) notes[n.unit] = n.text;
  EXPECT_EQ(notes["R1"], "line-infantry of Red Coy, open, injured (half speed), hit by B1, under fire");
  EXPECT_EQ(notes["B1"], "line-infantry of Blue Coy, open");
}

// B1 fires at R1 again in bound 2 (a 1 misses: R1 moving is in the open, R2): the same
// shooter, so R1 stays at half speed with no recovery die, and bound 3's move is 3 cm again.
TEST(ExecutingShootingAndCombat, UnderFireFromTheSameShooterItStaysAtHalfSpeed) {
  Table t(scenario());
  b1_injures_r1(t);
  bound_orders(t, kAtRed, kHoldFire, true);
  t.session.apply_dice({1});
  ASSERT_TRUE(t.orders_due()) << "no recovery die under the same shooter's fire";
  EXPECT_TRUE(t.r1().half_speed);
  EXPECT_TRUE(said(battle_of(t.game()), "R1 stays at half speed: still under fire from B1"));
  bound_orders(t, kHoldFire, kHoldFire, true);
  EXPECT_NEAR(t.r1().at.x, 56, 1e-9);
}

// Only B2 fires in bound 2 (a 1 misses): a different shooter, so R1 rolls the recovery die
// against its own R4 (ruling 22): 1-4 of 6 give the move back (4/6), 5 and 6 do not (2/6).
TEST(ExecutingShootingAndCombat, UnderFireFromAnotherShooterTheRecoveryDieDecides) {
  for (const int face : {4, 5}) {
    Table t(scenario());
    b1_injures_r1(t);
    bound_orders(t, kHoldFire, kAtRed, true);
    t.session.apply_dice({1});
    const engine::DiceRequest& die = t.due();
    EXPECT_EQ(die.side, 1);
    EXPECT_EQ(die.count, 1);
    EXPECT_NE(die.reason.find("R1's recovery die, under fire from B2 and not B1"), std::string::npos) << die.reason;
    ASSERT_TRUE(die.labelled_outcome.has_value());
    EXPECT_EQ(die.labelled_outcome->probability("full speed"), core::Rational(4, 6));
    EXPECT_EQ(die.labelled_outcome->probability("half speed"), core::Rational(2, 6));
    t.session.apply_dice({face});
    ASSERT_TRUE(t.orders_due());
    EXPECT_EQ(t.r1().half_speed, face == 5) << face;
    bound_orders(t, kHoldFire, kHoldFire, true);
    EXPECT_NEAR(t.r1().at.x, face == 5 ? 56 : 59, 1e-9) << face;
  }
}

// Ruling 22's switch: the die against R1's Resilience in cover, the open's R2: 2/6.
TEST(ExecutingShootingAndCombat, RecoveryWithCoverRollsAgainstTheResilienceInCover) {
  Table t(scenario("rulings: {recovery_with_cover: true}\n"));
  b1_injures_r1(t);
  bound_orders(t, kHoldFire, kAtRed, true);
  t.session.apply_dice({1});
  EXPECT_EQ(t.due().labelled_outcome->probability("full speed"), core::Rational(2, 6));
  t.session.apply_dice({3});
  EXPECT_TRUE(t.r1().half_speed);
}

// Ruling 27's switch: with same_shooter "company", fire from B2 of the injurer B1's company
// keeps R1 at half speed with no die; by platoon (the default), B2's fire asks for the die.
TEST(ExecutingShootingAndCombat, SameShooterAsCompanyCountsAnyPlatoonOfTheInjurersCompany) {
  const engine::Scenario s = engine::parse_scenario(
      two_companies("[{name: B1, type: line-infantry, x: 50, y: 20}, {name: B2, type: line-infantry, x: 30, y: 35}]",
                    "[{name: R1, type: line-infantry, x: 50, y: 40}]") +
          "rulings: {same_shooter: company}\n",
      "test.yaml");
  Battle b = battle_from_scenario(s, rule_set().checked_rulings(s.rulings));
  ASSERT_EQ(b.platoon(kB2).company, b.platoon(kB1).company);
  b.platoon(kR1).injured = true;
  b.platoon(kR1).half_speed = true;
  b.platoon(kR1).injured_by = Shooter{.platoon = kB1};
  const std::vector<std::vector<int>> no_faces;
  GivenFaces feed(no_faces);
  Execution by_company(b, feed);
  by_company.fired_on_by[kR1] = {Shooter{.platoon = kB2}};
  settle_half_speed(by_company);  // would throw NeedRoll if it asked for the recovery die
  EXPECT_TRUE(b.platoon(kR1).half_speed);
  b.rules.same_shooter_is_company = false;
  Execution by_platoon(b, feed);
  by_platoon.fired_on_by[kR1] = {Shooter{.platoon = kB2}};
  EXPECT_THROW(settle_half_speed(by_platoon), NeedRoll);
}

// A seeded session: bound 1 B1 shoots, bound 2 only B2, the dice drawn from a seed. Where R1
// was injured and still stands, the recovery die is an event of the log whose face decides
// its speed; undoing that event asks for the die again, and a replay of the log gives the
// same table. Seeds 1 to 50 reach the die 8 times, 3 of them 5 or 6 (still halved).
TEST(ExecutingShootingAndCombat, ASeededSessionRollsTheRecoveryDieAndUndoesIt) {
  int recovered = 0, still_halved = 0;
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    Table t(scenario());
    engine::SeededDice dice{core::Rng(seed)};
    bound_orders(t, kAtRed, kHoldFire, false);
    t.roll_all(dice);
    if (!t.r1().injured || t.r1().removed) continue;
    bound_orders(t, kHoldFire, kAtRed, true);
    t.roll_all(dice);
    if (t.r1().removed) continue;
    const engine::Event& last = t.session.events().back();
    ASSERT_EQ(last.kind, engine::EventKind::kDice) << seed;
    ASSERT_NE(last.payload.at("reason").get<std::string>().find("recovery die"), std::string::npos) << seed;
    const int face = last.payload.at("faces")[0].get<int>();
    EXPECT_EQ(t.r1().half_speed, face > 4) << seed;
    int& seen = face > 4 ? still_halved : recovered;
    if (++seen > 1) continue;  // the log is checked once for each end of the die
    const Json after = t.game().to_json();
    engine::Session replayed(start(scenario()));
    replayed.replay(t.session.events());
    EXPECT_EQ(replayed.game().to_json(), after) << seed;
    ASSERT_TRUE(t.session.undo());
    EXPECT_NE(t.due().reason.find("recovery die"), std::string::npos) << seed;
    ASSERT_TRUE(t.session.redo());
    EXPECT_EQ(t.game().to_json(), after) << seed;
  }
  EXPECT_EQ(recovered, 5);
  EXPECT_EQ(still_halved, 3);
}

}  // namespace
}  // namespace sandtable::rules::gw1418
