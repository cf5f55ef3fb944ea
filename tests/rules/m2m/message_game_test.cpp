// Messages as game objects (2 Command & Control, 4 Turn Sequence stage 8, Appendix 1): written
// with an action, rolled for by the umpire at the end of the turn, read next turn on 5+ (6 in
// trench warfare); and the units act on the orders that have reached their commander.
#include <gtest/gtest.h>

#include "game_support.hpp"

namespace sandtable::rules::m2m {
namespace {

using testing::battle_of;
using testing::commander_index;
using testing::done;
using testing::hurry_to;
using testing::small_battle;

const engine::Json kAttackHill{{"type", "message"}, {"from", "Blue chateau"}, {"to", "Blue reserve HQ"}, {"order", "attack"}, {"objective", "Hill"}};

bool offers_attack_for_blue3(const State& s) {
  for (const engine::Action& a : legal_actions(s)) {
    if (a.json.value("unit", "") == "Blue 3" && a.json.value("order", "") == "attack") return true;
  }
  return false;
}

// The message is written in turn 1 and rolled for in stage 8 by the umpire (no side): a 4 is
// short of 5+, so it is still in transit; in turn 2's stage 8 a 5 brings it, read in turn 3.
// Until then Blue reserve HQ holds no order to attack and cannot send Blue 3 (ruling 25).
TEST(M2mMessages, AMessageArrivesOnFivePlusAndOnlyThenIsActedOn) {
  State s = battle_of(small_battle());
  done(s);  // Red
  apply_action(s, kAttackHill);
  ASSERT_EQ(s.messages.size(), 1U);
  EXPECT_EQ(s.messages[0].status, MessageStatus::kInTransit);
  EXPECT_FALSE(offers_attack_for_blue3(s));
  hurry_to(s, 1, Stage::kMessages);
  engine::DiceRequest roll = std::get<engine::DiceRequest>(battle_request(s));
  EXPECT_EQ(roll.side, engine::kNoSide);
  EXPECT_EQ(roll.count, 1);
  EXPECT_NE(roll.reason.find("5+"), std::string::npos) << roll.reason;
  apply_roll(s, {4});
  EXPECT_EQ(s.messages[0].status, MessageStatus::kInTransit);
  hurry_to(s, 2, Stage::kMessages);
  apply_roll(s, {5});
  EXPECT_EQ(s.messages[0].status, MessageStatus::kArrived);
  EXPECT_EQ(s.messages[0].arrived, 3);
  const Commander& hq = s.commander(commander_index(s, "Blue reserve HQ"));
  EXPECT_EQ(hq.holding.kind, OrderKind::kAttack);
  done(s);  // Red, turn 3
  EXPECT_TRUE(offers_attack_for_blue3(s));
}

// Appendix 1: in trench warfare a commander has one action and a message needs a 6: a 5 leaves
// it in transit.
TEST(M2mMessages, AppendixTrenchWarfareOneActionAndMessagesOnSix) {
  State s = battle_of(small_battle(", trench_warfare: true"));
  done(s);
  apply_action(s, kAttackHill);
  for (const engine::Action& a : legal_actions(s)) EXPECT_NE(a.json.value("from", ""), "Blue chateau") << a.label;
  hurry_to(s, 1, Stage::kMessages);
  EXPECT_NE(std::get<engine::DiceRequest>(battle_request(s)).reason.find("6"), std::string::npos);
  apply_roll(s, {5});
  EXPECT_EQ(s.messages[0].status, MessageStatus::kInTransit);
}

// A message goes one level: the chateau writes to its front-line commanders, each of them only
// up to the chateau (a report); no one writes past a level.
TEST(M2mMessages, AMessageGoesOneLevelUpOrDown) {
  State s = battle_of(small_battle());
  done(s);
  for (const engine::Action& a : legal_actions(s)) {
    if (a.type() != "message") continue;
    const int from = commander_index(s, a.json["from"].get<std::string>());
    const int to = commander_index(s, a.json["to"].get<std::string>());
    EXPECT_TRUE(s.commander(to).superior == from || s.commander(from).superior == to) << a.label;
    EXPECT_EQ(a.json["order"] == "report", s.commander(from).superior == to) << a.label;
  }
}

}  // namespace
}  // namespace sandtable::rules::m2m
