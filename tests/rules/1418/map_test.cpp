// The map (RULINGS.md 34): each platoon's base as the web app draws it, and the geometry the
// orders carry for their arrows and circles. Corners worked by hand from the 2" x 1" base
// (5.08 x 2.54 cm), the platoon's centre and its side's facing.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"
#include "rules/1418/battle/map_units.hpp"
#include "rules/1418/battle/orders.hpp"
#include "rules/1418/battle/queries.hpp"

namespace sandtable::rules::gw1418 {
namespace {

using engine::Json;
using testing::battle_of;
using testing::start;
using testing::two_companies;

void expect_corners(const Json& stand, const std::vector<std::pair<double, double>>& expected) {
  ASSERT_EQ(stand.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_NEAR(stand[i][0].get<double>(), expected[i].first, 1e-9) << "corner " << i;
    EXPECT_NEAR(stand[i][1].get<double>(), expected[i].second, 1e-9) << "corner " << i;
  }
}

// Blue stands at (50, 20), low on the table: it faces up (90). Its front edge is half a base
// deep ahead, y 20 + 1.27 = 21.27, and 2.54 either side of x 50: front left (47.46, 21.27),
// front right (52.54, 21.27), rear right (52.54, 18.73), rear left (47.46, 18.73). Red at
// (50, 40) faces down (-90): its front is y 38.73 and its left hand is +x, so front left
// (52.54, 38.73), front right (47.46, 38.73), rear right (47.46, 41.27), rear left (52.54, 41.27).
TEST(Gw1418Ruling34, EachPlatoonsBaseIsTwoInchesByOneFacingTheEnemysEdge) {
  const auto g = start(two_companies("[{name: B1, type: line-infantry, x: 50, y: 20}]", "[{name: R1, type: line-infantry, x: 50, y: 40}]"));
  const Json units = g->to_json_for(0)["units"];
  ASSERT_EQ(units.size(), 2u);
  EXPECT_EQ(units[0]["name"], "B1");
  EXPECT_EQ(units[0]["side"], 0);
  EXPECT_EQ(units[0]["facing"], 90.0);
  EXPECT_EQ(units[0]["groups"], Json({"Blue Coy", "Blue Btn"}));
  expect_corners(units[0]["stands"][0], {{47.46, 21.27}, {52.54, 21.27}, {52.54, 18.73}, {47.46, 18.73}});
  EXPECT_EQ(units[1]["side"], 1);
  EXPECT_EQ(units[1]["facing"], -90.0);
  expect_corners(units[1]["stands"][0], {{52.54, 38.73}, {47.46, 38.73}, {47.46, 41.27}, {52.54, 41.27}});
  EXPECT_EQ(units[1]["removed"], false);
}

// The side standing higher on the table faces down it, whichever side it is; the base size is
// the ruling's switch: a 4 x 2 cm base at (30, 70) facing down has its front at y 69 and its
// left hand at +x: front left (32, 69), front right (28, 69), rear right (28, 71), rear left (32, 71).
TEST(Gw1418Ruling34, TheBaseSizeIsASwitchAndTheHigherSideFacesDown) {
  std::string yaml = two_companies("[{name: B1, type: line-infantry, x: 30, y: 70}]", "[{name: R1, type: line-infantry, x: 30, y: 10}]");
  yaml += "rulings: {base_width_cm: 4, base_depth_cm: 2}\n";
  const auto g = start(yaml);
  const Json units = g->to_json()["units"];
  EXPECT_EQ(units[0]["facing"], -90.0);
  EXPECT_EQ(units[1]["facing"], 90.0);
  expect_corners(units[0]["stands"][0], {{32, 69}, {28, 69}, {28, 71}, {32, 71}});
}

// A removed platoon stays in the list, flagged, so the map and the told changes know it is gone.
TEST(Gw1418Ruling34, ARemovedPlatoonIsFlagged) {
  const auto g = start(two_companies("[{name: B1, type: line-infantry, x: 50, y: 20}]", "[{name: R1, type: line-infantry, x: 50, y: 40}]"));
  Battle b = battle_of(*g);
  b.platoons[1].removed = true;
  const Json units = map_units_json(b);
  EXPECT_EQ(units[0]["removed"], false);
  EXPECT_EQ(units[1]["removed"], true);
}

// Ruling 29: a move's arrow runs from the company's centre (the middle of B1 at (40, 20) and
// B2 at (50, 20): (45, 20)) to its end; a shot's from that centre to the target company's
// centre (R1 alone: (45, 40)); a bombardment's circle is 6" across: radius 3" = 7.62 cm
// (ruling 26). The game reads none of it back.
TEST(Gw1418Ruling29, OrdersCarryTheirArrowsAndCircles) {
  const auto g = start(two_companies("[{name: B1, type: line-infantry, x: 40, y: 20}, {name: B2, type: line-infantry, x: 50, y: 20}]",
                                     "[{name: R1, type: line-infantry, x: 45, y: 40}]"));
  const Battle& b = battle_of(*g);
  const Json move = low_action(b, 0, {Act::kMove, core::Vec2{45, 30}, {}, std::nullopt}).json;
  EXPECT_EQ(move["map"], Json({{"from", {45.0, 20.0}}, {"to", {45.0, 30.0}}}));
  const Json shot = fire_action(b, 0, {1, false}).json;
  EXPECT_EQ(shot["map"], Json({{"from", {45.0, 20.0}}, {"to", {45.0, 40.0}}}));
  const Json bombard = high_action(b, 0, {HighCommand::kBombard, core::Vec2{45, 40}}).json;
  EXPECT_EQ(bombard["map"]["to"], Json({45.0, 40.0}));
  EXPECT_DOUBLE_EQ(bombard["map"]["radius"].get<double>(), 7.62);
  EXPECT_FALSE(low_action(b, 0, {Act::kStayPut, std::nullopt, {}, std::nullopt}).json.contains("map"));
}

}  // namespace
}  // namespace sandtable::rules::gw1418
