// Deployment of Terrain & Armies: the terrain sequence before the battle and its limits, on
// small battles built by hand (a 2400p square table, Red defending) and through a scenario.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"
#include <algorithm>

#include "engine/scenario.hpp"
#include "rules/hitt/battle/bound.hpp"
#include "rules/hitt/battle/orders.hpp"
#include "rules/hitt/battle/terrain_sequence.hpp"
#include "rules/hitt/game.hpp"
#include "rules/hitt/rule_set.hpp"

namespace sandtable::rules::hitt {
namespace {

using namespace testing;
using enum Element;

// A 400p square piece of `kind` in the box, drawn at the table's corner.
void box_piece(Battle& b, Ground kind, std::string name) {
  b.terrain_box.push_back({{{kind, std::move(name), core::Polygon{{{0, 0}, {400, 0}, {400, 400}, {0, 400}}}}}, false, {}});
}

// The table of empty_table() waiting for its terrain: Blue attacks, so Blue places first.
Battle waiting_for_terrain() {
  Battle b = empty_table();
  add(b, "Blue general", 0, kRifles, {{1200, 200}, kUp}, true);
  add(b, "Red general", 1, kRifles, {{1200, 2200}, kDown}, true);
  box_piece(b, Ground::kWoods, "Wood");
  box_piece(b, Ground::kHill, "Hill");
  box_piece(b, Ground::kRough, "Marsh");
  box_piece(b, Ground::kBuiltUp, "Farm");
  box_piece(b, Ground::kWoods, "Copse");
  b.terrain_step = 0;
  start(b);
  return b;
}

TEST(HittDeployment, AttackerAndDefenderPlaceTwiceEachThenTheHigherDieChooses) {
  Battle b = waiting_for_terrain();
  ASSERT_EQ(b.stage, Stage::kTerrain);
  for (const int side : {0, 1, 0, 1}) {  // attacker, defender, attacker, defender
    EXPECT_EQ(terrain_side(b), side);
    EXPECT_EQ(std::get<OrdersNeeded>(need(b)).side, side);
    end_terrain(b);  // each may pass
  }
  ASSERT_EQ(b.stage, Stage::kTerrainDice);
  apply_roll(b, {4, 4});
  EXPECT_EQ(b.stage, Stage::kTerrainDice) << "a tie rolls again";
  apply_roll(b, {2, 5});
  ASSERT_EQ(b.stage, Stage::kTerrain);
  EXPECT_EQ(terrain_side(b), 1) << "Red's die was higher";
  place_terrain(b, 0, {600, 600});
  EXPECT_EQ(b.stage, Stage::kTerrainDice) << "each piece after the first four is diced for";
  apply_roll(b, {6, 1});
  EXPECT_EQ(terrain_side(b), 0);
}

TEST(HittDeployment, TheTerrainEndsOnlyWithThreeQuartersHeldAndOneInBadGoing) {
  Battle b = waiting_for_terrain();
  place_terrain(b, 1, {600, 600});    // Blue: the hill, in Blue's left quarter
  place_terrain(b, 0, {1800, 600});   // Red: the wood, Blue's right
  place_terrain(b, 2, {600, 1800});   // Blue: the marsh, Red's right as Blue looks
  end_terrain(b);                     // Red passes
  apply_roll(b, {5, 3});
  EXPECT_EQ(quarters_unmet(b), "") << "three quarters, the wood and the marsh bad going";
  end_terrain(b);
  EXPECT_EQ(b.stage, Stage::kPips) << "the battle begins";
  EXPECT_EQ(b.active, b.defender) << "the defender takes the first bound";

  Battle c = waiting_for_terrain();
  place_terrain(c, 1, {600, 600});  // the hill alone: one quarter, no bad going
  for (int k = 0; k < 3; ++k) end_terrain(c);
  apply_roll(c, {5, 3});
  EXPECT_EQ(quarters_unmet(c), "terrain lies in 1 quarter of the table; it must lie in 3");
  EXPECT_THROW(end_terrain(c), RuleError);
  bool complete = true;
  for (const Order& o : listed_orders(c, complete)) EXPECT_NE(o.kind, OrderKind::kEndTerrain);
  EXPECT_FALSE(complete) << "a piece may go to any point where it fits";
}

TEST(HittDeployment, APieceInTheMiddleCountsForOneQuarterOnly) {
  Battle b = waiting_for_terrain();
  place_terrain(b, 0, {1200, 1200});
  EXPECT_EQ(quarters_with_terrain(b, false), 1);
}

TEST(HittDeployment, HighTerrainKeeps400pFromTheFaceOfATrench) {
  Battle b = waiting_for_terrain();
  add_line(b, Ground::kTrench, "Trench", {200, 1600}, {2200, 1600}, 140);
  // The wood's near edge 300p from the trench's middle, 230p from its face: refused.
  EXPECT_NE(terrain_place_refused(b, 0, {1200, 1100}).find("400p from the face of Trench"), std::string::npos);
  EXPECT_EQ(terrain_place_refused(b, 2, {1200, 1100}), "") << "a marsh is not high terrain";
  EXPECT_EQ(terrain_place_refused(b, 0, {1200, 800}), "") << "its edge 600p from the trench";
}

TEST(HittDeployment, APieceLiesWhollyOnTheTableClearOfTerrainAndElements) {
  Battle b = waiting_for_terrain();
  EXPECT_EQ(terrain_place_refused(b, 0, {100, 1200}), "Wood would not lie wholly on the table");
  EXPECT_EQ(terrain_place_refused(b, 0, {1200, 300}), "Wood would lie under Blue general");
  place_terrain(b, 0, {1200, 1200});
  EXPECT_EQ(terrain_place_refused(b, 1, {1300, 1300}), "Hill would lie on Wood");
  EXPECT_EQ(terrain_place_refused(b, 0, {600, 600}), "that piece is not waiting to be placed");
  EXPECT_THROW(place_terrain(b, 1, {1300, 1300}), RuleError);
}

TEST(HittDeployment, TheShippedMeetingEngagementPlaysItsTerrainSequenceToTheFirstBound) {
  const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR) + "/data/scenarios/hitt/meeting-engagement.yaml");
  const std::unique_ptr<engine::Game> game = rule_set().start(s, s.rulings);
  auto& hitt = dynamic_cast<HittGame&>(*game);
  ASSERT_EQ(hitt.battle().terrain_box.size(), 4U);
  EXPECT_EQ(hitt.terrain_now()->size(), s.terrain.size()) << "four to place, the road where it lies";
  game->apply_dice({2, 5});  // the French roll lower and defend; the Germans place first
  const engine::Decision d = std::get<engine::Decision>(game->next_request());
  EXPECT_EQ(d.side, 1);
  const engine::Action place = engine::Action::make("place-terrain", "", {{"piece", "Haelen"}, {"at", {{"x", 1600}, {"y", 1200}}}});
  game->apply(place);
  const std::vector<engine::TerrainFeature> now = *hitt.terrain_now();
  const auto haelen = std::find_if(now.begin(), now.end(), [](const engine::TerrainFeature& f) { return f.name == "Haelen"; });
  ASSERT_NE(haelen, now.end());
  EXPECT_FALSE(haelen->to_place);
  // Drawn 4 by 3.5 inches: its middle now at 16 by 12 inches, 40.64 by 30.48 cm.
  EXPECT_NEAR((haelen->area[0].x + haelen->area[2].x) / 2, 40.64, 1e-9);
  EXPECT_NEAR((haelen->area[0].y + haelen->area[2].y) / 2, 30.48, 1e-9);
  EXPECT_THROW(game->apply(engine::Action::make("place-terrain", "", {{"piece", "Haelen"}, {"at", {{"x", 800}, {"y", 1200}}}})),
               engine::IllegalAction)
      << "placed once";
}

}  // namespace
}  // namespace sandtable::rules::hitt
