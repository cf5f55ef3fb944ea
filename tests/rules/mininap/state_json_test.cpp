// The game state as JSON gives a map what it needs to draw every unit.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/scenario.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/game.hpp"

namespace sandtable::rules::mininap {
namespace {

double length(const engine::Json& a, const engine::Json& b) {
  return std::hypot(a[0].get<double>() - b[0].get<double>(), a[1].get<double>() - b[1].get<double>());
}

// Basing (text p.1): infantry stands 2.5 cm wide and 2 deep; a line has its two stands side
// by side, the unit's position the middle of their joint front edge.
TEST(MiniNapStateJson, EachUnitGivesItsStandsCornersOnTheTable) {
  const engine::Scenario s = engine::parse_scenario(
      "ruleset: mininap\nname: Map\ntable: {width: 60, depth: 40}\nsides:\n"
      "  - name: Blue\n    army:\n      name: Blue\n      level: brigade\n      units:\n"
      "        - {name: Blue line, type: line-infantry, formation: line, strength: 4, x: 30, y: 10, facing: 90}\n"
      "  - name: Red\n    army:\n      name: Red\n      level: brigade\n      units:\n"
      "        - {name: Red battery, type: heavy-foot-artillery, strength: 4, x: 30, y: 30, facing: -90}\n",
      "map.yaml");
  const engine::Json state = MiniNapGame(battle_from_scenario(s, s.rulings)).to_json();
  const engine::Json& line = state["units"][0]["stands"];
  ASSERT_EQ(line.size(), 2U);
  for (const engine::Json& stand : line) {
    ASSERT_EQ(stand.size(), 4U);
    EXPECT_NEAR(length(stand[0], stand[1]), 2.5, 1e-9) << "front edge";
    EXPECT_NEAR(length(stand[1], stand[2]), 2.0, 1e-9) << "side edge";
  }
  // The line's front runs from the left stand's front left to the right stand's front right,
  // 5 cm long, centred on the unit's position.
  EXPECT_NEAR(length(line[0][0], line[1][1]), 5.0, 1e-9);
  EXPECT_NEAR((line[0][0][0].get<double>() + line[1][1][0].get<double>()) / 2, 30, 1e-9);
  EXPECT_NEAR((line[0][0][1].get<double>() + line[1][1][1].get<double>()) / 2, 10, 1e-9);
  // A battery is one stand, 3 cm square (text p.1).
  const engine::Json& battery = state["units"][1]["stands"];
  ASSERT_EQ(battery.size(), 1U);
  EXPECT_NEAR(length(battery[0][0], battery[0][1]), 3.0, 1e-9);
}

// Musket range is 7 cm straight ahead of each stand; heavy guns reach 80 cm (text, firing).
// The movement table: a line moves 4 cm and charges 5; a battery unlimbered only prolongs 1 cm.
TEST(MiniNapStateJson, EachUnitGivesItsZonesOfFireAndItsReach) {
  const engine::Scenario s = engine::parse_scenario(
      "ruleset: mininap\nname: Map\ntable: {width: 60, depth: 120}\nsides:\n"
      "  - name: Blue\n    army:\n      name: Blue\n      level: brigade\n      units:\n"
      "        - {name: Blue line, type: line-infantry, formation: line, strength: 4, x: 30, y: 10, facing: 90}\n"
      "        - {name: Blue hussars, type: light-cavalry, formation: line, strength: 4, x: 10, y: 10, facing: 90}\n"
      "  - name: Red\n    army:\n      name: Red\n      level: brigade\n      units:\n"
      "        - {name: Red battery, type: heavy-foot-artillery, strength: 4, x: 30, y: 110, facing: -90}\n",
      "map.yaml");
  const engine::Json units = MiniNapGame(battle_from_scenario(s, s.rulings)).to_json()["units"];

  const engine::Json& line = units[0];
  ASSERT_EQ(line["fire_zones"].size(), 2U) << "one zone ahead of each of the line's two stands";
  for (const engine::Json& zone : line["fire_zones"]) {
    ASSERT_EQ(zone.size(), 4U);
    EXPECT_NEAR(length(zone[0], zone[1]), 2.5, 1e-9) << "as wide as the stand";
    EXPECT_NEAR(length(zone[1], zone[2]), 7.0, 1e-9) << "musket range";
    for (const engine::Json& corner : zone) EXPECT_GE(corner[1].get<double>(), 10 - 1e-9) << "ahead of the front edge";
  }
  EXPECT_EQ(line["reach_cm"], (engine::Json{{"move", 4}, {"charge", 5}}));

  const engine::Json& hussars = units[1];
  EXPECT_TRUE(hussars["fire_zones"].empty()) << "cavalry does not fire";
  EXPECT_EQ(hussars["reach_cm"], (engine::Json{{"move", 18}, {"charge", 14}}));

  const engine::Json& battery = units[2];
  ASSERT_EQ(battery["fire_zones"].size(), 1U);
  EXPECT_NEAR(length(battery["fire_zones"][0][1], battery["fire_zones"][0][2]), 80.0, 1e-9) << "heavy guns' range";
  EXPECT_EQ(battery["reach_cm"], (engine::Json{{"move", 1}, {"charge", nullptr}})) << "unlimbered guns only prolong";
}

}  // namespace
}  // namespace sandtable::rules::mininap
