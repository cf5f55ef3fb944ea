// 3 Field Engineering: infantry on a linear position (the edge of a wood, a road) ordered to dig
// in have field defences after 2 turns (ruling 36). Each expectation is worked by hand.
#include <gtest/gtest.h>

#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using testing::blue_turn_1_orders;
using testing::hurry_to;
using testing::offered;
using testing::small_battle;
using testing::unit_index;

// The small battle with a lane along y 6.5 from x 12 to 48: Blue 3, in reserve at (10, 6), is 2
// inches from its end (12, 6.5): off it, in the open. `rulings` follows the scenario.
std::string with_lane(const std::string& rulings = "") {
  std::string yaml = small_battle();
  const std::string terrain = "terrain:\n";
  yaml.insert(yaml.find(terrain) + terrain.size(), "  - {kind: road, name: Lane, line: [[12, 6.5], [48, 6.5]]}\n");
  return yaml + rulings;
}

const engine::Json kDigIn{{"type", "tactical"}, {"commander", "Blue reserve HQ"}, {"unit", "Blue 3"}, {"order", "dig-in"}};

// 3 Field Engineering, ruling 36: in the open Blue 3 may not dig in, and the order is refused.
TEST(M2mFieldEngineering, DiggingInNeedsALinearPosition) {
  State s = blue_turn_1_orders(with_lane());
  EXPECT_FALSE(offered(s, kDigIn));
  EXPECT_THROW(apply_action(s, kDigIn), GameError);
}

// Ruling 36: on the lane (at (14, 6), half an inch from its centre line) and on the Far wood's
// edge (at (44, 29.5), half an inch outside its side y 30) it may; deep in the wood (at
// (44, 33), 3 inches from its nearest side) it may not.
TEST(M2mFieldEngineering, ARoadOrAWoodsEdgeIsALinearPosition) {
  State s = blue_turn_1_orders(with_lane());
  Unit& blue3 = s.unit(unit_index(s, "Blue 3"));
  for (const auto& [at, may] : {std::pair{core::Vec2{14, 6}, true}, {core::Vec2{44, 29.5}, true}, {core::Vec2{44, 33}, false}}) {
    blue3.at = at;
    s.commander(testing::commander_index(s, "Blue reserve HQ")).at = {at.x, at.y - 2};
    EXPECT_EQ(offered(s, kDigIn), may) << at.x << ", " << at.y;
  }
}

// 3 Field Engineering ("in 2 turns"): Blue 3 ordered to dig in on the lane in turn 1, not
// moving, has dug in at the end of turn 2: field defences from turn 3.
TEST(M2mFieldEngineering, InfantryOnALinearPositionDigInInTwoTurns) {
  State s = blue_turn_1_orders(with_lane());
  const int blue3 = unit_index(s, "Blue 3");
  s.unit(blue3).at = {14, 6};
  s.commander(testing::commander_index(s, "Blue reserve HQ")).at = {14, 4};
  apply_action(s, kDigIn);
  hurry_to(s, 2, Stage::kOrders);
  EXPECT_EQ(s.unit(blue3).dug_in, 1);
  EXPECT_EQ(target_state(s, s.unit(blue3)), Target::kOpen);
  hurry_to(s, 3, Stage::kOrders);
  EXPECT_EQ(s.unit(blue3).dug_in, 2);
  EXPECT_EQ(target_state(s, s.unit(blue3)), Target::kFieldDefences);
}

// Ruling 36's switch off (`dig_in_needs_line: false`): Blue 3 may dig in in the open.
TEST(M2mFieldEngineering, WithoutTheLinearPositionRulingInfantryDigInAnywhere) {
  const State s = blue_turn_1_orders(with_lane("rulings: {dig_in_needs_line: false}\n"));
  EXPECT_TRUE(offered(s, kDigIn));
}

}  // namespace
}  // namespace sandtable::rules::m2m
