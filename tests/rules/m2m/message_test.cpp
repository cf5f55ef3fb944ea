// Mukden to Megiddo messages (2 Command & Control, 4 Turn Sequence, Appendix 1): one roll a
// turn for each level; each odds by hand.
#include <gtest/gtest.h>

#include "rules/m2m/calculators.hpp"
#include "support.hpp"

namespace sandtable::rules::m2m {
namespace {

using engine::Json;
using testing::exact_at;

Json message(const Json& input) { return message_calculator().run(input); }

// 5+: 1 in 3 a turn. By turn 3: 1 - (2/3)^3 = 19/27; still on its way after 3: 8/27.
TEST(M2mMessage, MessagesArriveOnFivePlus) {
  const Json r = message({{"arrive_on", 5}, {"turns", 3}});
  EXPECT_EQ(r["each_roll"]["exact"], "1/3");
  EXPECT_EQ(r["by_turn"][0]["exact"], "1/3");
  EXPECT_EQ(r["by_turn"][2]["exact"], "19/27");
  EXPECT_EQ(exact_at(r, "turn 2"), "2/9");
  EXPECT_EQ(exact_at(r, "after turn 3"), "8/27");
}

// Trench warfare: a 6. By turn 4: 1 - (5/6)^4 = 671/1296.
TEST(M2mMessage, AppendixTrenchWarfareMessagesNeedASix) {
  EXPECT_EQ(message({{"arrive_on", 6}, {"turns", 4}})["by_turn"][3]["exact"], "671/1296");
}

// Two levels at 4+ (1/2 a roll), one level a turn: never by turn 1; by turn 2 1/4; by turn
// 3 two passes in three rolls: 3/8 + 1/8 = 1/2.
TEST(M2mMessage, AMessageCrossesOneLevelOfCommandAtATime) {
  const Json r = message({{"arrive_on", 4}, {"levels", 2}, {"turns", 3}});
  EXPECT_EQ(r["by_turn"][0]["exact"], "0/1");
  EXPECT_EQ(r["by_turn"][1]["exact"], "1/4");
  EXPECT_EQ(r["by_turn"][2]["exact"], "1/2");
}

TEST(M2mMessage, BadInputNamesTheField) {
  for (const auto& [field, value] : {std::pair{"arrive_on", 7}, std::pair{"turns", 0}, std::pair{"levels", 5}}) {
    EXPECT_EQ(testing::refused(message_calculator(), {{field, value}}), field);
  }
}

}  // namespace
}  // namespace sandtable::rules::m2m
