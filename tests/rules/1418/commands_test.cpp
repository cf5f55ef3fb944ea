// The High Command system: every cell of the table of Low Commands, and the digging rulings.
#include <gtest/gtest.h>

#include "rules/1418/calculators.hpp"
#include "rules/1418/commands.hpp"

namespace sandtable::rules::gw1418 {
namespace {

std::vector<std::string> allowed(HighCommand order, bool dug_in, bool under_fire, CommandRulings rulings = {}) {
  std::vector<std::string> out;
  for (LowCommand l : low_commands(order, Situation{dug_in, under_fire}, rulings).allowed) out.emplace_back(id(l));
  return out;
}

using Names = std::vector<std::string>;

TEST(Gw1418HighCommandSystem, Advance) {
  EXPECT_EQ(allowed(HighCommand::kAdvance, true, false), (Names{"stay-put", "move"}));
  EXPECT_EQ(allowed(HighCommand::kAdvance, true, true), (Names{"stay-put"}));
  EXPECT_EQ(allowed(HighCommand::kAdvance, false, false), (Names{"move"}));
  EXPECT_EQ(allowed(HighCommand::kAdvance, false, true), (Names{"stay-put", "move"}));
}

TEST(Gw1418HighCommandSystem, Hold) {
  EXPECT_EQ(allowed(HighCommand::kHold, true, false), (Names{"stay-put"}));
  EXPECT_EQ(allowed(HighCommand::kHold, true, true), (Names{"stay-put"}));
  EXPECT_EQ(allowed(HighCommand::kHold, false, false), (Names{"stay-put", "find-cover"}));
  EXPECT_EQ(allowed(HighCommand::kHold, false, true), (Names{"stay-put", "find-cover"}));
}

TEST(Gw1418HighCommandSystem, Assault) {
  EXPECT_EQ(allowed(HighCommand::kAssault, true, false), (Names{"assault"}));
  EXPECT_EQ(allowed(HighCommand::kAssault, true, true), (Names{"assault", "stay-put"}));
  EXPECT_EQ(allowed(HighCommand::kAssault, false, false), (Names{"assault"}));
  EXPECT_EQ(allowed(HighCommand::kAssault, false, true), (Names{"assault", "find-cover"}));
}

TEST(Gw1418HighCommandSystem, Retreat) {
  EXPECT_EQ(allowed(HighCommand::kRetreat, true, false), (Names{"retreat"}));
  EXPECT_EQ(allowed(HighCommand::kRetreat, true, true), (Names{"retreat", "stay-put"}));
  EXPECT_EQ(allowed(HighCommand::kRetreat, false, false), (Names{"retreat"}));
  EXPECT_EQ(allowed(HighCommand::kRetreat, false, true), (Names{"retreat", "find-cover", "stay-put"}));
}

// Ruling 21: Bombard has no column; the batteries fire on their square, and with the switch
// may also do what Hold allows.
TEST(Gw1418HighCommandSystem, BombardFiresOnItsSquare) {
  EXPECT_EQ(allowed(HighCommand::kBombard, false, true), (Names{"bombard"}));
  EXPECT_EQ(allowed(HighCommand::kBombard, false, true, {true, true}), (Names{"bombard", "stay-put", "find-cover"}));
}

// Hold may dig in, at -1R while digging under fire; Assault and Retreat never; Advance by
// ruling 20, and only where it may stay put.
TEST(Gw1418HighCommandSystem, WhoMayDigIn) {
  const Options hold = low_commands(HighCommand::kHold, {false, true}, {});
  EXPECT_TRUE(hold.may_dig_in);
  EXPECT_EQ(hold.resilience_while_digging, -1);
  EXPECT_EQ(low_commands(HighCommand::kHold, {false, false}, {}).resilience_while_digging, 0);
  EXPECT_FALSE(low_commands(HighCommand::kHold, {true, true}, {}).may_dig_in) << "already dug in";
  EXPECT_FALSE(low_commands(HighCommand::kAssault, {false, true}, {}).may_dig_in);
  EXPECT_FALSE(low_commands(HighCommand::kRetreat, {false, true}, {}).may_dig_in);
  EXPECT_TRUE(low_commands(HighCommand::kAdvance, {false, true}, {}).may_dig_in);
  EXPECT_FALSE(low_commands(HighCommand::kAdvance, {false, true}, {false, false}).may_dig_in);
  EXPECT_FALSE(low_commands(HighCommand::kAdvance, {false, false}, {}).may_dig_in) << "move only";
}

// The calculator: every order when none is given.
TEST(Gw1418HighCommandSystem, TheCalculatorListsEveryOrder) {
  const engine::Json r = commands_calculator().run({{"dug_in", true}});
  EXPECT_EQ(r.at("situation"), "dug in, safe");
  ASSERT_EQ(r.at("orders").size(), 5u);
  EXPECT_EQ(r.at("orders").at(0).at("order"), "advance");
  EXPECT_EQ(r.at("orders").at(0).at("allowed"), (engine::Json{"stay-put", "move"}));
}

}  // namespace
}  // namespace sandtable::rules::gw1418
