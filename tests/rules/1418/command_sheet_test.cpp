// The command sheet (Executing All Commands; RULINGS.md 38): a side writes a battalion's High
// Commands for this and the next bounds in one go; each bound opens with the planned one
// unless it is replaced. The sheet is part of the side's sealed orders: hidden from the other
// seat, kept in the log, undone with it.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"
#include "engine/log.hpp"
#include "rules/1418/battle/orders.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using namespace testing;

// Blue and Red 99 cm apart: no one is in range, so a bound needs no die.
std::string far_apart(const std::string& extra = "") {
  return two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]", "[{name: R1, type: line-infantry, x: 90, y: 90}]") + extra;
}

Json plan(const Json& commands) { return {{"type", "plan"}, {"battalion", "Blue Btn"}, {"commands", commands}}; }

std::optional<HighCommand> high_now(const engine::Game& g) {
  const auto& high = battle_of(g).orders[0].high;
  const auto it = high.find(0);
  return it == high.end() ? std::nullopt : std::optional(it->second.command);
}

const engine::Game& game_of(const engine::Game& g) { return g; }
const engine::Game& game_of(const engine::Session& s) { return s.game(); }

// Blue's Low Command for its bound (stay put, or a move 5 cm up under Advance), then both
// close the round; Red, with no orders, stays put.
template <class Table>
void blue_writes_and_the_bound_runs(Table& g, HighCommand under) {
  const double y = battle_of(game_of(g)).platoons[0].at.y;
  order(g, 0, under == HighCommand::kAdvance ? Json{{"type", "low"}, {"company", "Blue Coy"}, {"command", "move"}, {"x", 20}, {"y", y + 5}}
                                             : Json{{"type", "low"}, {"company", "Blue Coy"}, {"command", "stay-put"}});
  order(g, 0, {{"type", "seal"}});
  g.close_round();
}

// The example sheet's line "Hold, Advance, Hold": bound 1 holds, bound 2 opens with Advance
// already given (Blue is asked for its Low Command first), bound 3 with Hold; bound 4, past
// the plan, asks for a High Command again.
TEST(CommandSheet, EachBoundOpensWithItsPlannedHighCommand) {
  auto g = start(far_apart());
  order(*g, 0, plan({"hold", "advance", "hold"}));
  EXPECT_EQ(high_now(*g), HighCommand::kHold);
  for (const HighCommand expected : {HighCommand::kHold, HighCommand::kAdvance, HighCommand::kHold}) {
    EXPECT_EQ(high_now(*g), expected) << "bound " << battle_of(*g).bound;
    EXPECT_EQ(next_step(battle_of(*g), 0).kind, Step::kLow) << "bound " << battle_of(*g).bound;
    blue_writes_and_the_bound_runs(*g, expected);
  }
  EXPECT_EQ(battle_of(*g).bound, 4);
  EXPECT_EQ(high_now(*g), std::nullopt);
  EXPECT_EQ(next_step(battle_of(*g), 0).kind, Step::kHigh);
  EXPECT_DOUBLE_EQ(battle_of(*g).platoons[0].at.y, 25.0);  // it moved only under Advance
}

// A High Command written for this bound replaces only this bound's; a new plan replaces the
// battalion's whole sheet, and its companies write their Low Commands again.
TEST(CommandSheet, AHighCommandReplacesItsBoundAndANewPlanTheWholeSheet) {
  auto g = start(far_apart());
  order(*g, 0, plan({"hold", "advance", "hold", "hold"}));
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}});
  EXPECT_EQ(high_now(*g), HighCommand::kAdvance);
  EXPECT_EQ(battle_of(*g).orders[0].sheet.at(0).size(), 3U);
  order(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "move"}, {"x", 20}, {"y", 25}});
  order(*g, 0, plan({"retreat", "assault"}));
  EXPECT_EQ(high_now(*g), HighCommand::kRetreat);
  EXPECT_FALSE(battle_of(*g).orders[0].low.contains(0));
  const auto& sheet = battle_of(*g).orders[0].sheet.at(0);
  ASSERT_EQ(sheet.size(), 1U);
  EXPECT_EQ(sheet.at(2).command, HighCommand::kAssault);
}

void expect_refused(engine::Game& g, const Json& json, const std::string& reason) {
  try {
    order(g, 0, json);
    ADD_FAILURE() << json.dump() << " was accepted";
  } catch (const engine::IllegalAction& e) {
    EXPECT_NE(std::string(e.what()).find(reason), std::string::npos) << e.what();
  }
}

// The sheet covers 4 bounds (the text's example), never past the battle's last; every entry
// is a High Command the battalion may take, and a refusal names the entry and its bound.
TEST(CommandSheet, APlanTooLongOrWithABadEntryIsRefusedSayingWhich) {
  auto g = start(far_apart());
  expect_refused(*g, plan({"hold", "hold", "hold", "hold", "hold"}), "a command sheet covers 4 bounds, not 5");
  expect_refused(*g, plan(Json::array()), "'commands' must be a list");
  expect_refused(*g, plan({"hold", "charge"}), "'commands' 2 (bound 2)");
  expect_refused(*g, plan({"hold", {{"command", "bombard"}, {"x", 50}, {"y", 50}}}), "no guns to bombard with");
  auto short_battle = start(two_companies("[{name: B1, type: line-infantry, x: 20, y: 20}]",
                                          "[{name: R1, type: line-infantry, x: 90, y: 90}]", "[]", 2));
  expect_refused(*short_battle, plan({"hold", "hold", "hold"}), "go past the last bound, 2");
  EXPECT_TRUE(battle_of(*g).orders[0].sheet.empty());
  EXPECT_EQ(high_now(*g), std::nullopt);
}

// sheet_binding: a bound opened from the sheet keeps its High Command, and the battalion may
// not be planned again until its sheet runs out.
TEST(CommandSheet, WithSheetBindingAPlannedCommandStands) {
  auto g = start(far_apart("rulings: {sheet_binding: true}\n"));
  order(*g, 0, plan({"hold", "hold"}));
  order(*g, 0, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}});  // bound 1 is written here
  expect_refused(*g, plan({"hold"}), "follows its command sheet");
  blue_writes_and_the_bound_runs(*g, HighCommand::kAdvance);
  expect_refused(*g, {{"type", "high"}, {"battalion", "Blue Btn"}, {"command", "advance"}}, "follows its command sheet");
  blue_writes_and_the_bound_runs(*g, HighCommand::kHold);
  order(*g, 0, plan({"advance"}));
  EXPECT_EQ(high_now(*g), HighCommand::kAdvance);
}

// A battalion with no platoon left drops its plan. Red's HMG, dug in and never moved, shoots
// first (step 1) at Blue's rifles in the open (R4 -2 = 2): 6 6 6 is three hits, removed.
// Blue's reserve, out of the HMG's 80 cm, keeps the battle going.
TEST(CommandSheet, ABattalionDestroyedDropsItsPlan) {
  const std::string reserve = "        - name: Blue Reserve\n          commands:\n            - name: Reserve Coy\n"
                              "              units: [{name: B9, type: line-infantry, x: 95, y: 95}]\n";
  auto g = start(two_companies("[{name: Rifles, type: line-infantry, x: 50, y: 40}]",
                               "[{name: HMG, type: early-hmg, x: 50, y: 20, dug_in: true}]", "[]", 8, reserve));
  order(*g, 0, plan({"hold", "hold", "hold"}));
  order(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "stay-put"}});
  order(*g, 0, {{"type", "fire"}, {"company", "Blue Coy"}});
  order(*g, 0, {{"type", "seal"}});
  orders(*g, 1, kHold, kStay, {{"target", "Blue Coy"}});
  g->apply_dice({6, 6, 6});
  const Battle& b = battle_of(*g);
  ASSERT_EQ(b.bound, 2);
  EXPECT_TRUE(b.platoons[0].removed);
  EXPECT_TRUE(b.orders[0].sheet.empty());
  EXPECT_EQ(high_now(*g), std::nullopt);
}

// Hidden as sealed orders are: Red and an observer never see Blue's sheet, not even while the
// bound is executed and both sides' orders are open; Blue and the umpire do.
TEST(CommandSheet, TheSheetIsShownToItsOwnSideOnly) {
  auto g = start(two_companies("[{name: HMG, type: early-hmg, x: 50, y: 20, dug_in: true}]",
                               "[{name: Rifles, type: line-infantry, x: 50, y: 40}]"));
  order(*g, 0, plan({"hold", "hold", {{"command", "assault"}}}));
  const auto sheet_seen_by = [&](engine::SideIndex viewer) { return g->to_json_for(viewer)["orders"][0].contains("sheet"); };
  EXPECT_TRUE(sheet_seen_by(0));
  EXPECT_FALSE(sheet_seen_by(1));
  EXPECT_FALSE(sheet_seen_by(engine::kNoSide));
  order(*g, 0, {{"type", "low"}, {"company", "Blue Coy"}, {"command", "stay-put"}});
  order(*g, 0, {{"type", "fire"}, {"company", "Blue Coy"}, {"target", "Red Coy"}});
  order(*g, 0, {{"type", "seal"}});
  orders(*g, 1, kHold, kStay, {{"target", "Blue Coy"}});
  roll_due(*g);  // the bound is being executed: the orders are open
  EXPECT_EQ(g->to_json_for(1)["orders"][0]["written"][0]["command"], "hold");
  EXPECT_FALSE(sheet_seen_by(1));
  EXPECT_EQ(g->summary_for(1).find("command sheet"), std::string::npos);
  EXPECT_EQ(g->to_json_for(0)["orders"][0]["sheet"],
            Json::parse(R"([{"battalion":"Blue Btn","bound":2,"command":"hold"},{"battalion":"Blue Btn","bound":3,"command":"assault"}])"));
  EXPECT_NE(g->summary_for(0).find("command sheet:\n    Blue Btn: bound 2 hold, bound 3 assault\n"), std::string::npos)
      << g->summary_for(0);
  EXPECT_TRUE(g->to_json()["orders"][0].contains("sheet"));
}

// A plan is an order like any other: the log replays it (a saved game) and undo takes it back.
TEST(CommandSheet, APlanIsKeptByTheLogAndUndone) {
  engine::Session session(start(far_apart()));
  order(session, 0, plan({"hold", "advance"}));
  blue_writes_and_the_bound_runs(session, HighCommand::kHold);
  EXPECT_EQ(high_now(session.game()), HighCommand::kAdvance);
  engine::Session replayed(start(far_apart()));
  replayed.replay(session.events());
  EXPECT_EQ(replayed.game().to_json(), session.game().to_json());
  EXPECT_EQ(high_now(replayed.game()), HighCommand::kAdvance);
  for (int k = 0; k < 3; ++k) ASSERT_TRUE(session.undo());  // the round's close, the seal, the Low Command
  EXPECT_EQ(battle_of(session.game()).bound, 1);
  EXPECT_EQ(battle_of(session.game()).orders[0].sheet.at(0).at(2).command, HighCommand::kAdvance);
  ASSERT_TRUE(session.undo());  // the plan
  EXPECT_EQ(high_now(session.game()), std::nullopt);
  EXPECT_TRUE(battle_of(session.game()).orders[0].sheet.empty());
}

}  // namespace
}  // namespace sandtable::rules::gw1418
