// IX: a charge played in order as an engine game, driven by typed dice, with the odds of each
// step worked by hand (the attack odds from the chart row the game reads, by the chart's rule:
// a d6 to hit, a 6 then a 6 kills, else the save die).
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "core/rational.hpp"
#include "engine/game.hpp"
#include "engine/scenario.hpp"
#include "rules/hun/chart.hpp"
#include "rules/hun/charge_game.hpp"
#include "rules/hun/rule_set.hpp"

namespace sandtable::rules::hun {
namespace {

using core::Rational;
using engine::Json;

// A charge of `chargers` at `charged` (YAML flow-map members) from `distance` inches.
std::string scenario(const std::string& chargers, const std::string& charged, const std::string& setup = "distance: 8") {
  return fmt::format(
      "ruleset: hun\nname: test charge\nsetup: {{mode: charge, {}}}\nsides:\n"
      "  - name: Attackers\n    army:\n      name: A\n      units:\n        - {{name: Chargers, type: chargers, {}}}\n"
      "  - name: Defenders\n    army:\n      name: D\n      units:\n        - {{name: Held, type: charged, {}}}\n",
      setup, chargers, charged);
}

std::unique_ptr<engine::Game> start(const std::string& text, engine::Rulings rulings = {}) {
  return rule_set().start(engine::parse_scenario(text, "charge.yaml"), rulings);
}

engine::DiceRequest roll(const engine::Request& r) {
  EXPECT_TRUE(std::holds_alternative<engine::DiceRequest>(r));
  return std::get<engine::DiceRequest>(r);
}

Rational chance(const engine::Game& g, const std::string& label) {
  return roll(g.next_request()).labelled_outcome->probability(label);
}

void dice(engine::Game& g, std::initializer_list<int> faces) {
  for (const int f : faces) g.apply_dice({f});
}

std::string reason(const engine::Game& g) { return roll(g.next_request()).reason; }

engine::GameOver over(const engine::Game& g) {
  const engine::Request r = g.next_request();
  EXPECT_TRUE(std::holds_alternative<engine::GameOver>(r)) << g.summary();
  return std::holds_alternative<engine::GameOver>(r) ? std::get<engine::GameOver>(r) : engine::GameOver{};
}

// The chart's chance to kill in 1296ths, as IV.B's rule reads a row: hit on h+ (7-h of 6); a
// 6 to hit then a 6 kills (1 of 36); any other hit kills on a d66 save of 1..k (k of 36,
// ruling 55).
Rational chart_kill(const ChartShape& s) {
  const int hits = 7 - s.hit_on;  // faces of 6 that hit
  const Rational vital = s.vital ? Rational(1, 36) : Rational(0);
  const Rational hit_to_save = Rational(hits, 6) - vital;
  return vital + hit_to_save * Rational(s.kill_cut, 36);
}

const std::string kSoldiers = "quality: soldier, figures: 1";

TEST(ChargeSequence_IX1_TheChargeMove, ASoldierOnFootReachesEightInchesOnTwoThirds) {
  // Ruling 11: a charge on foot is 6 + 1d3 inches: 7, 8 or 9, a third each. 8 inches away,
  // 8 and 9 reach: 2/3.
  auto g = start(scenario(kSoldiers, kSoldiers));
  const engine::DiceRequest r = roll(g->next_request());
  EXPECT_EQ(r.side, 0);
  EXPECT_EQ(r.labelled_outcome->probability("7 inches"), Rational(1, 3));
  EXPECT_EQ(r.labelled_outcome->probability("8 inches") + r.labelled_outcome->probability("9 inches"), Rational(2, 3));
  EXPECT_NE(r.reason.find("6 + 1d3"), std::string::npos) << r.reason;
}

TEST(ChargeSequence_IX1_TheChargeMove, AShortChargeEndsWithTheChargedKeepingTheirAction) {
  auto g = start(scenario(kSoldiers, kSoldiers));
  dice(*g, {2});  // a d6 of 2 is 1 on the d3: 7 inches of 8
  EXPECT_FALSE(over(*g).winner.has_value());
  EXPECT_NE(over(*g).summary.find("falls short"), std::string::npos) << over(*g).summary;
}

TEST(ChargeSequence_IX1_TheChargeMove, Ruling45SwitchedTheShortChargeStillBringsTheMoraleCheck) {
  auto g = start(scenario(kSoldiers, kSoldiers), {{"short_charge_brings_reactions", true}});
  dice(*g, {2});
  EXPECT_NE(reason(*g).find("Charged unit's morale"), std::string::npos) << reason(*g);
  dice(*g, {6, 6});  // passes
  g->apply(engine::Action::make("stand", ""));
  EXPECT_NE(over(*g).summary.find("falls short"), std::string::npos) << over(*g).summary;
}

TEST(ChargeSequence_IX2_TheChargedUnitsMorale, IsTwoD6OnItsQuality) {
  // X, ruling 18: a veteran passes on 6+: 26 of the 36 throws (10 make 2-5).
  auto g = start(scenario(kSoldiers, "quality: veteran, figures: 1"));
  dice(*g, {6});  // 9 inches: contact
  EXPECT_EQ(roll(g->next_request()).side, 1);
  EXPECT_EQ(chance(*g, "passes"), Rational(26, 36));
}

TEST(ChargeSequence_IX2_TheChargedUnitsMorale, FailingItTheyRunAndTheChargersPursue) {
  // Failed: Wavering, a run of 6 + 1d3 away; the chargers' 9 inches cannot cover 8 + 7.
  auto g = start(scenario(kSoldiers, kSoldiers));
  dice(*g, {6, 1, 1});  // 9 inches; morale 2: fails
  EXPECT_NE(reason(*g).find("run to the rear"), std::string::npos) << reason(*g);
  dice(*g, {1});  // 7 inches away
  EXPECT_EQ(over(*g).winner, 0) << "the charged gave up the ground";
  EXPECT_NE(over(*g).summary.find("get away"), std::string::npos) << over(*g).summary;
}

TEST(ChargeSequence_IX3_DefensiveFire, VeteransFireAtHalfTheChargeAndTheChanceTheChargerIsStoppedIsTheChartsKill) {
  // IX, ruling 24: veterans fire at half the distance the chargers move: they stop on
  // contact after 8 inches, so 4 inches. One charger, one firer: the charger is stopped when
  // the shot kills, which is the chart's kill chance for that row.
  auto g = start(scenario(kSoldiers, "quality: veteran, figures: 1, firearm: rifle"));
  dice(*g, {6, 6, 6});  // 9 inches; morale 12 passes
  const engine::Decision d = std::get<engine::Decision>(g->next_request());
  ASSERT_EQ(d.actions.front().type(), "defensive-fire");
  EXPECT_NE(d.actions.front().label.find("at 4 inches"), std::string::npos) << d.actions.front().label;
  g->apply(d.actions.front());
  AttackSituation shot;
  shot.action = Attack::kRifle;
  shot.attacker = Quality::kVeteran;
  shot.range_inches = 4;
  shot.posture = Posture::kRunning;  // ruling 51
  const ChartShape row = chart_row(shot).shape;
  EXPECT_EQ(chance(*g, "killed"), chart_kill(row));
  dice(*g, {6, 6});  // to hit 6, vital 6: killed
  EXPECT_EQ(over(*g).winner, 1);
  EXPECT_NE(over(*g).summary.find("cuts down"), std::string::npos);
}

TEST(ChargeSequence_IX3_DefensiveFire, SoldiersFireAtTheStartingRangeAndElitesAtTheShortest) {
  for (const auto& [quality, inches] : {std::pair{"soldier", 8}, std::pair{"elite", 0}}) {
    auto g = start(scenario(kSoldiers, fmt::format("quality: {}, figures: 1, firearm: rifle", quality)));
    dice(*g, {6, 6, 6});
    const engine::Decision d = std::get<engine::Decision>(g->next_request());
    EXPECT_NE(d.actions.front().label.find(fmt::format("at {} inches", inches)), std::string::npos) << d.actions.front().label;
  }
}

TEST(ChargeSequence_IX3_DefensiveFire, IsNotOfferedWithoutAFirearmOrBeyondAPistolsReach) {
  auto g = start(scenario(kSoldiers, kSoldiers));
  dice(*g, {6, 6, 6});
  try {
    g->apply(engine::Action::make("defensive-fire", ""));
    FAIL() << "fire without a firearm was taken";
  } catch (const engine::IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find("no firearm"), std::string::npos) << e.what();
  }
  // Soldiers fire at the starting range (ruling 24): 10 inches, past a pistol's 9.
  auto far = start(scenario("figures: 1, mounted: true", "figures: 1, firearm: pistol", "distance: 10"));
  dice(*far, {6, 6, 6});  // 15 inches; morale passes
  try {
    far->apply(engine::Action::make("defensive-fire", ""));
    FAIL() << "a pistol fired at 10 inches";
  } catch (const engine::IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find("no defensive fire at 10 inches"), std::string::npos) << e.what();
  }
}

TEST(ChargeSequence_IX4_ChargersMorale, AKillFromDefensiveFireBringsTheirCheckAtHalfStrength) {
  // Two chargers, one killed: half strength, -2 (ruling 18), so a soldier needs 9+ on 2D6:
  // 10 of 36 throws (3+6, 4+5, ... : 4 + 3 + 2 + 1). Failing, they stop an inch short.
  auto g = start(scenario("quality: soldier, figures: 2", "quality: soldier, figures: 1, firearm: rifle"));
  dice(*g, {6, 6, 6});
  g->apply(engine::Action::make("defensive-fire", ""));
  dice(*g, {6, 6});  // killed
  EXPECT_NE(reason(*g).find("Chargers' morale"), std::string::npos) << reason(*g);
  EXPECT_EQ(chance(*g, "passes"), Rational(10, 36));
  dice(*g, {3, 4});  // 7: fails
  EXPECT_EQ(over(*g).winner, 1);
  EXPECT_NE(over(*g).summary.find("1 inch short"), std::string::npos);
}

TEST(ChargeSequence_IX_CounterCharge, CavalryMeetThreeQuartersOfTheWayAndBothStrikeAsCharging) {
  // IX, ruling 25: the chargers cover half of 12 inches, and the two meet halfway along the
  // other 6: the chargers move 9, the counter-chargers 3.
  auto g = start(scenario("quality: soldier, figures: 1, mounted: true, melee_weapon: sword",
                          "quality: soldier, figures: 1, mounted: true, melee_weapon: sword", "distance: 12, open: true"));
  dice(*g, {6, 6, 6});  // 15 inches; morale passes
  const engine::Decision d = std::get<engine::Decision>(g->next_request());
  const auto counter = std::find_if(d.actions.begin(), d.actions.end(), [](const engine::Action& a) { return a.type() == "counter-charge"; });
  ASSERT_NE(counter, d.actions.end());
  EXPECT_NE(counter->label.find("move 9 inches, yours 3"), std::string::npos) << counter->label;
  g->apply(*counter);
  EXPECT_NE(reason(*g).find("Chargers 1 at Held 1"), std::string::npos) << reason(*g);
  dice(*g, {1});  // the charger misses
  EXPECT_NE(reason(*g).find("charging: Held 1 at Chargers 1"), std::string::npos) << reason(*g);
  dice(*g, {1});  // so does the counter-charger; ruling 52: no second blow
  EXPECT_FALSE(over(*g).winner.has_value());
}

TEST(ChargeSequence_IX_CounterCharge, IsRefusedOnFootAndOffTheOpen) {
  auto g = start(scenario(kSoldiers, kSoldiers));
  dice(*g, {6, 6, 6});
  EXPECT_THROW(g->apply(engine::Action::make("counter-charge", "")), engine::IllegalAction);
  auto closed = start(scenario("figures: 1, mounted: true", "figures: 1, mounted: true", "distance: 8, open: false"));
  dice(*closed, {6, 6, 6});
  try {
    closed->apply(engine::Action::make("counter-charge", ""));
    FAIL();
  } catch (const engine::IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find("open terrain"), std::string::npos) << e.what();
  }
}

TEST(ChargeSequence_IX5_AttacksOnContact, TheChargersStrikeFirstWithTheChargingChartAndTheDefendersCover) {
  // The charge attack is the chart row of a charging bayonet against a soldier in hard cover.
  auto g = start(scenario(kSoldiers, "quality: soldier, figures: 1, cover: hard"));
  dice(*g, {6, 6, 6});
  g->apply(engine::Action::make("stand", ""));
  AttackSituation blow;
  blow.action = Attack::kBayonet;
  blow.charging = true;
  blow.cover = Cover::kHard;
  EXPECT_EQ(chance(*g, "killed"), chart_kill(chart_row(blow).shape));
  EXPECT_NE(reason(*g).find("in hard cover"), std::string::npos) << reason(*g);
}

TEST(ChargeSequence_IX6_DefendersStrikeBack, OnlyTheSurvivorsOfTheChargersAttacks) {
  // Two defenders, one charger: the charger's blow kills defender 1 (6 then 6); only
  // defender 2 strikes back, and misses on a 1.
  auto g = start(scenario(kSoldiers, "quality: soldier, figures: 2"));
  dice(*g, {6, 6, 6});
  g->apply(engine::Action::make("stand", ""));
  dice(*g, {6, 6});
  EXPECT_NE(reason(*g).find("Defenders' attack (IX 6)"), std::string::npos) << reason(*g);
  EXPECT_NE(reason(*g).find("Held 2 at Chargers 1"), std::string::npos) << reason(*g);
  dice(*g, {1});
  EXPECT_NE(reason(*g).find("Morale after the attacks"), std::string::npos);
}

TEST(ChargeSequence_IX7_MoraleAfterTheAttacks, AUnitThatLostAFigureChecksAtHalfStrengthAndFailingGivesUpTheGround) {
  // As above: the defenders lost 1 of 2, half strength, so a soldier needs 9+: 10 of 36.
  // A 1 and a 1 fail: Wavering and away; the chargers hold the ground.
  auto g = start(scenario(kSoldiers, "quality: soldier, figures: 2"));
  dice(*g, {6, 6, 6});
  g->apply(engine::Action::make("stand", ""));
  dice(*g, {6, 6, 1});
  EXPECT_EQ(roll(g->next_request()).side, 1);
  EXPECT_EQ(chance(*g, "passes"), Rational(10, 36));
  dice(*g, {1, 1});
  EXPECT_EQ(over(*g).winner, 0);
  EXPECT_EQ(g->to_json()["charged"]["wavering"], true);
}

TEST(ChargeSequence_IX7_MoraleAfterTheAttacks, NoKillsNoCheckAndTheMeleeGoesOn) {
  auto g = start(scenario(kSoldiers, kSoldiers));
  dice(*g, {6, 6, 6});
  g->apply(engine::Action::make("stand", ""));
  dice(*g, {1, 1});  // both miss
  EXPECT_FALSE(over(*g).winner.has_value());
  EXPECT_NE(over(*g).summary.find("melee goes on"), std::string::npos);
}

TEST(ChargeSequence_IX3_Flight, TheChargersPursueWithTheirWholeMove) {
  // Cavalry (12 + 1d3) charge foot 4 inches away that run 6 + 1d3: caught when the charge
  // covers 4 + the run. 15 inches against 4 + 7: caught, and contact follows.
  auto g = start(scenario("figures: 1, mounted: true, melee_weapon: sword", kSoldiers, "distance: 4"));
  dice(*g, {6, 6, 6});
  g->apply(engine::Action::make("flee", "", {{"move", "run"}}));
  dice(*g, {1});
  EXPECT_NE(reason(*g).find("Attack on contact"), std::string::npos) << reason(*g);
}

TEST(ChargeSequence_TypedDice, DriveTheScenarioChargeToAKnownEnding) {
  // data/scenarios/hun/charge.yaml: 4 chargers at a veteran picket of 3 rifles in soft cover.
  auto g = rule_set().start(engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR) + "/data/scenarios/hun/charge.yaml"), {});
  dice(*g, {5, 6, 5});  // 9 inches; the picket passes on 11
  g->apply(engine::Action::make("defensive-fire", ""));
  dice(*g, {1, 1, 1});  // three misses: no loss, no chargers' check
  for (int blow = 0; blow < 4; ++blow) dice(*g, {1});  // four charging blows miss
  for (int blow = 0; blow < 3; ++blow) dice(*g, {1});  // three back, all miss
  EXPECT_FALSE(over(*g).winner.has_value());
  EXPECT_EQ(g->to_json()["chargers"]["figures"], Json({"fit", "fit", "fit", "fit"}));
}

TEST(ChargeSequence_BadSetups, AreRefusedSayingWhereAndWhat) {
  const auto refusal = [](const std::string& text) {
    try {
      start(text);
    } catch (const std::exception& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(refusal(scenario("figures: 2, wounded_figures: 3", kSoldiers)),
            "charge.yaml:9:73: sides[0].army.units[0].wounded_figures: 3 wounded of 2 figures: from 0 to as many as the unit has");
  EXPECT_NE(refusal(scenario("melee_weapon: lance", kSoldiers)).find("melee_weapon"), std::string::npos);
  EXPECT_NE(refusal(scenario("cover: hard", kSoldiers)).find("no cover"), std::string::npos);
  EXPECT_NE(refusal(scenario("wavering: true", kSoldiers)).find("Wavering"), std::string::npos);
  EXPECT_NE(refusal(scenario(kSoldiers, kSoldiers, "open: true")).find("distance"), std::string::npos);
  EXPECT_NE(refusal(scenario(kSoldiers, "figures: 0")).find("figures"), std::string::npos);
}

}  // namespace
}  // namespace sandtable::rules::hun
