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

}  // namespace
}  // namespace sandtable::rules::mininap
