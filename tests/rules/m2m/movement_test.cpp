// Mukden to Megiddo movement (5 Movement, 3 Field Engineering, Appendix 1): the move table,
// a die for each end of a line, limbering, no man's land, tanks and wire; odds by hand.
#include <gtest/gtest.h>

#include "rules/m2m/calculators.hpp"
#include "support.hpp"

namespace sandtable::rules::m2m {
namespace {

using engine::Json;
using testing::exact_at;

Json move(const Json& input) { return move_calculator().run(input); }
Json wire(const Json& input) { return wire_calculator().run(input); }

using testing::refused;

// Infantry in the open: D6+4, 5 to 10 inches, each 1/6.
TEST(M2mMovement, TheMoveTableByTypeAndGoing) {
  const Json open = move({{"type", "infantry"}, {"going", "open"}});
  EXPECT_EQ(open["move"], "D6+4");
  EXPECT_EQ(open["min"], 5);
  EXPECT_EQ(exact_at(open, 10), "1/6");
  EXPECT_EQ(move({{"type", "mg"}, {"going", "column"}})["move"], "10");
  EXPECT_EQ(move({{"type", "infantry"}, {"going", "bad-going"}})["move"], "D6+1");
  EXPECT_EQ(move({{"type", "infantry"}, {"going", "road"}})["move"], "12");
  EXPECT_EQ(move({{"type", "cavalry"}, {"going", "open"}})["move"], "D6+10");
  EXPECT_EQ(move({{"type", "hq"}, {"going", "bad-going"}})["move"], "D6");
  EXPECT_EQ(move({{"type", "artillery"}, {"going", "open"}})["move"], "D6+8");
  EXPECT_EQ(move({{"type", "artillery"}, {"going", "road"}})["move"], "18");
  EXPECT_EQ(refused(move_calculator(), {{"type", "artillery"}, {"going", "bad-going"}}), "going");
  EXPECT_EQ(refused(move_calculator(), {{"type", "cavalry"}, {"going", "column"}}), "going");
}

// A line rolls a die for each end: the slower end is 5 (a 1 on either die) 11/36, the ends
// are level 6/36 and 5 inches apart (a 1 and a 6) 2/36.
TEST(M2mMovement, ALineRollsAMoveDieForEachEnd) {
  const Json line = move({{"type", "infantry"}, {"going", "open"}, {"in_line", true}});
  EXPECT_EQ(exact_at(line["slower_end"], 5), "11/36");
  EXPECT_EQ(exact_at(line["faster_end"], 10), "11/36");
  EXPECT_EQ(exact_at(line["ends_apart"], 0), "1/6");
  EXPECT_EQ(exact_at(line["ends_apart"], 5), "1/18");
  EXPECT_EQ(refused(move_calculator(), {{"type", "mg"}, {"going", "open"}, {"in_line", true}}), "in_line");
}

// Field artillery limbering up moves half of D6+8: 4.5 to 7 inches, mean 5.75.
TEST(M2mMovement, LimberingArtilleryMovesHalfDistance) {
  const Json r = move({{"type", "artillery"}, {"going", "open"}, {"limbering", true}});
  EXPECT_EQ(r["min"], 4.5);
  EXPECT_EQ(r["max"], 7.0);
  EXPECT_DOUBLE_EQ(r["mean"].get<double>(), 5.75);
  EXPECT_EQ(refused(move_calculator(), {{"type", "infantry"}, {"limbering", true}}), "limbering");
}

// No man's land is bad going (D6+1), open (D6+4) to elite troops; tanks move D6 anywhere.
TEST(M2mMovement, AppendixNoMansLandTanksAndGas) {
  EXPECT_EQ(move({{"type", "infantry"}, {"going", "no-mans-land"}})["move"], "D6+1");
  EXPECT_EQ(move({{"type", "infantry"}, {"going", "no-mans-land"}, {"elite", true}})["move"], "D6+4");
  EXPECT_EQ(move({{"type", "tank"}, {"going", "road"}})["move"], "D6");
  EXPECT_EQ(move({{"type", "cavalry"}, {"going", "bad-going"}, {"gas", true}})["move"], "D6-1");
}

// Intact wire under fire: 5+ a figure; 10 figures all stuck (2/3)^10 = 1024/59049. Trench
// warfare under fire: a 6. After the bombardment (+1) in trench warfare: 4+, all 10 across
// (1/2)^10.
TEST(M2mMovement, FiguresCrossIntactWireOnADieEach) {
  const Json fire = wire({{"figures", 10}, {"under_fire", true}});
  EXPECT_EQ(fire["need"], 5);
  EXPECT_EQ(exact_at(fire, 0), "1024/59049");
  EXPECT_EQ(wire({{"figures", 10}})["need"], 4);
  EXPECT_EQ(wire({{"figures", 10}, {"under_fire", true}, {"trench_warfare", true}})["each"]["exact"], "1/6");
  EXPECT_EQ(exact_at(wire({{"figures", 10}, {"trench_warfare", true}, {"bombardment_bonus", 1}}), 10), "1/1024");
  EXPECT_EQ(refused(wire_calculator(), {{"figures", 10}, {"bombardment_bonus", 3}}), "bombardment_bonus");
}

}  // namespace
}  // namespace sandtable::rules::m2m
