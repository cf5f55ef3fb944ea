// Transport in the tracked game (Transport vehicles; Transport bonuses; RULINGS.md 19, 37): a
// battalion's motorised or mechanised transport carries its infantry and heavy weapons, adds
// to their moves as `1418 move` does, and is lost with the battalion's command platoon.
#include <gtest/gtest.h>

#include <map>

#include "battle_fixture.hpp"
#include "rules/1418/battle/reach.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using namespace testing;

// Blue Btn (`battalion_extra` added to it, say its transport) has a command platoon, HQ, at
// (50, 5) and one company of `blue`; Red one early HMG dug in at (50, 30).
std::string carried(const std::string& battalion_extra, const std::string& blue = "[{name: B1, type: line-infantry, x: 20, y: 20}]") {
  return "ruleset: \"1418\"\nname: test\ntable: {width: 100, depth: 100, unit: cm}\nterrain: []\nsides:\n"
         "  - name: Blue\n    army:\n      name: Blue army\n      commands:\n"
         "        - name: Blue Btn\n" + battalion_extra +
         "          commander: {name: HQ, type: command, x: 50, y: 5}\n"
         "          commands:\n            - name: Blue Coy\n              units: " + blue + "\n"
         "  - name: Red\n    army:\n      name: Red army\n      commands:\n"
         "        - name: Red Btn\n          commands:\n            - name: Red Coy\n"
         "              units: [{name: MG, type: early-hmg, x: 50, y: 30, dug_in: true}]\n";
}

// Blue advances, Blue Coy moving up the table; Red holds and shoots at `red_target` (or not).
std::unique_ptr<engine::Game> one_bound(const std::string& yaml, const std::string& red_target) {
  auto g = start(yaml);
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}});
  order(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "move"}, {"x", 20}, {"y", 60}});
  order(*g, 0, {{"type", "fire"}, {"company", "Blue Coy"}});
  order(*g, 0, {{"type", "seal"}});
  orders(*g, 1, kHold, kStay, red_target.empty() ? kHoldFire : Json{{"target", red_target}});
  return g;
}

// Medium infantry move 6 cm; motorised +25%: 7.5; mechanised +50%: 9; horse-drawn none: 6.
TEST(TransportBonuses, ABattalionsTransportAddsToItsInfantrysMove) {
  const std::map<std::string, double> y{{"", 26}, {"          transport: horse-drawn\n", 26},
                                        {"          transport: motorised\n", 27.5}, {"          transport: mechanised\n", 29}};
  for (const auto& [extra, expected] : y) {
    auto g = one_bound(carried(extra), "");
    EXPECT_DOUBLE_EQ(battle_of(*g).platoons[1].at.y, expected) << extra;
  }
}

// RULINGS.md 19: the bonus on the standard rate, capped at 8 (motorised) or 12 cm
// (mechanised), then the ground and an assault. Skirmishers (fast, 8): motorised 10, capped at
// 8; mechanised 12. Line infantry mechanised in rough ground: 9 x 3/4 = 6.75; assaulting in
// the open 9 x 2 = 18. The command platoon (slow, 4) rides too: motorised 5. With
// `transport_cap: total` the cap is on the whole move: the assault's 18 becomes 12.
TEST(TransportBonuses, TheCapAndTheModifiersAreTheMoveCalculators) {
  const auto cm = [](const std::string& yaml, int platoon, core::Vec2 to, Act act) {
    auto g = start(yaml);
    const Battle& b = battle_of(*g);
    return move_cm(b, platoon, b.platoon(platoon).at, to, act);
  };
  const std::string skirmishers = "[{name: S1, type: skirmishers, x: 20, y: 20}]";
  EXPECT_DOUBLE_EQ(cm(carried("          transport: motorised\n", skirmishers), 1, {20, 60}, Act::kMove), 8);
  EXPECT_DOUBLE_EQ(cm(carried("          transport: mechanised\n", skirmishers), 1, {20, 60}, Act::kMove), 12);
  const std::string rough = "terrain: [{kind: rough, name: Scrub, area: [[0, 0], [40, 0], [40, 40], [0, 40]]}]";
  std::string in_rough = carried("          transport: mechanised\n");
  in_rough.replace(in_rough.find("terrain: []"), 11, rough);
  EXPECT_DOUBLE_EQ(cm(in_rough, 1, {20, 60}, Act::kMove), 6.75);
  EXPECT_DOUBLE_EQ(cm(carried("          transport: mechanised\n"), 1, {20, 60}, Act::kAssault), 18);
  EXPECT_DOUBLE_EQ(cm(carried("          transport: motorised\n"), 0, {50, 0}, Act::kMove), 5);
  EXPECT_DOUBLE_EQ(cm(carried("          transport: mechanised\n") + "rulings: {transport_cap: total}\n", 1, {20, 60}, Act::kAssault), 12);
}

// Transport vehicles: the battalion loses its bonus when its command platoon is destroyed. The
// HMG shoots in step (1) at the HQ (as parent with no parent: R4, open -2: R2): 6 6 6 removes
// it, so the company's move in step (5) of the same bound is back to 6 cm.
TEST(TransportBonuses, TheBonusIsLostWithTheBattalionsCommandPlatoon) {
  auto g = one_bound(carried("          transport: mechanised\n"), "Blue Btn HQ");
  g->apply_dice({6, 6, 6});
  const Battle& b = battle_of(*g);
  EXPECT_TRUE(b.platoons[0].removed);
  EXPECT_DOUBLE_EQ(b.platoons[1].at.y, 26);
}

// Only infantry battalions and their heavy weapons ride; the transport is a battalion's (its
// command platoon keeps it, so it needs one); each refusal says where.
TEST(TransportBonuses, AScenarioGivesTransportOnlyWhereItCanRide) {
  const auto refused = start_refusal;
  EXPECT_EQ(refused(carried("          transport: motorised\n", "[{name: B1, type: line-infantry, x: 20, y: 20}, {name: MG1, type: late-hmg, x: 30, y: 20}]")),
            "accepted");
  const std::string cavalry = refused(carried("          transport: motorised\n", "[{name: C1, type: mixed-cavalry, x: 20, y: 20}]"));
  EXPECT_NE(cavalry.find("test.yaml:11:"), std::string::npos) << cavalry;
  EXPECT_NE(cavalry.find("C1 is mixed-cavalry (cavalry)"), std::string::npos) << cavalry;
  const std::string tanks = refused(carried("          transport: mechanised\n", "[{name: T1, type: mother-tank, x: 20, y: 20}]"));
  EXPECT_NE(tanks.find("T1 is mother-tank (tank)"), std::string::npos) << tanks;
  std::string headless = carried("          transport: motorised\n");
  headless.erase(headless.find("          commander:"), headless.find("          commands:") - headless.find("          commander:"));
  EXPECT_NE(refused(headless).find("needs a command platoon"), std::string::npos) << refused(headless);
  std::string on_company = carried("");
  on_company.replace(on_company.find("            - name: Blue Coy\n"), 29, "            - name: Blue Coy\n              transport: motorised\n");
  EXPECT_NE(refused(on_company).find("a battalion's, not a company's"), std::string::npos) << refused(on_company);
  const std::string misspelt = refused(carried("          transport: motorized\n"));
  EXPECT_NE(misspelt.find("test.yaml:11:"), std::string::npos) << misspelt;
  EXPECT_NE(misspelt.find("must be one of none, horse-drawn, motorised, mechanised"), std::string::npos) << misspelt;
}

// `transport: none` is no transport, wherever it is written: on a battalion of cavalry with
// no command platoon, on a company, on an army (RULINGS.md 37).
TEST(TransportBonuses, TransportNoneIsNoTransportAnywhere) {
  std::string headless_cavalry = carried("          transport: none\n", "[{name: C1, type: mixed-cavalry, x: 20, y: 20}]");
  headless_cavalry.erase(headless_cavalry.find("          commander:"),
                         headless_cavalry.find("          commands:") - headless_cavalry.find("          commander:"));
  EXPECT_EQ(start_refusal(headless_cavalry), "accepted");
  std::string on_company = carried("");
  on_company.replace(on_company.find("            - name: Blue Coy\n"), 29, "            - name: Blue Coy\n              transport: none\n");
  EXPECT_EQ(start_refusal(on_company), "accepted");
  std::string on_army = carried("");
  on_army.replace(on_army.find("      name: Blue army\n"), 22, "      name: Blue army\n      transport: none\n");
  EXPECT_EQ(start_refusal(on_army), "accepted");
  std::map<std::string, std::string> notes;
  for (const engine::UnitNote& n : start(on_company)->unit_notes()) notes[n.unit] = n.text;
  EXPECT_EQ(notes["B1"], "line-infantry of Blue Coy, open");
}

// The unit notes say who rides, and stop saying it once the command platoon is gone.
TEST(TransportBonuses, TheNotesSayWhoRides) {
  auto g = start(carried("          transport: mechanised\n"));
  std::map<std::string, std::string> notes;
  for (const engine::UnitNote& n : g->unit_notes()) notes[n.unit] = n.text;
  EXPECT_EQ(notes["B1"], "line-infantry of Blue Coy, mechanised, open");
  EXPECT_EQ(notes["HQ"], "command of Blue Btn HQ, mechanised, open");
  EXPECT_EQ(notes["MG"], "early-hmg of Red Coy, dug-in-open, dug in");
}

}  // namespace
}  // namespace sandtable::rules::gw1418
