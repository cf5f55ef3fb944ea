// The map (RULINGS.md 37): the ground each unit and HQ stand covers as the web app draws it,
// in cm, worked by hand from the figures, the formation, the position in inches and the side's
// facing (towards the enemy's edge). 1 inch = 2.54 cm.
#include <gtest/gtest.h>

#include "game_support.hpp"
#include "rules/m2m/game/view.hpp"

namespace sandtable::rules::m2m {
namespace {

using engine::Json;

void expect_corners(const Json& unit, const std::vector<std::pair<double, double>>& expected) {
  const Json& stand = unit["stands"][0];
  ASSERT_EQ(stand.size(), expected.size()) << unit["name"];
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_NEAR(stand[i][0].get<double>(), expected[i].first, 1e-9) << unit["name"] << " corner " << i;
    EXPECT_NEAR(stand[i][1].get<double>(), expected[i].second, 1e-9) << unit["name"] << " corner " << i;
  }
}

const Json& named(const Json& units, const std::string& name) {
  for (const Json& u : units) {
    if (u["name"] == name) return u;
  }
  ADD_FAILURE() << "no unit " << name;
  return units[0];
}

// Blue stands low on the table and faces up it (90). Blue 1, 16 figures in line at (20, 6):
// 16 x 0.25 = 4" wide, 0.5" deep, front edge at y 6.25: front left (18, 6.25), front right
// (22, 6.25), rear right (22, 5.75), rear left (18, 5.75) inches. Blue 2, 16 in two columns
// at (28, 6): 1.5" wide, 16 x 0.25 / 2 = 2" deep: (27.25, 7), (28.75, 7), (28.75, 5), (27.25, 5).
// Red 1 at (24, 30) faces down (-90), its left hand +x: (26, 29.75), (22, 29.75), (22, 30.25),
// (26, 30.25). Blue HQ, a 1" stand at (24, 4): (23.5, 4.5), (24.5, 4.5), (24.5, 3.5), (23.5, 3.5).
TEST(M2mRuling37, UnitsAndHqStandsCoverTheirFiguresFrontageFacingTheEnemy) {
  const State s = testing::battle_of(testing::small_battle());
  const Json units = view_for(s, 0)["units"];
  const double k = 2.54;
  const Json& blue1 = named(units, "Blue 1");
  EXPECT_EQ(blue1["side"], 0);
  EXPECT_EQ(blue1["facing"], 90.0);
  // The scenario's inches went to cm and back: equal to within rounding.
  EXPECT_NEAR(blue1["x"].get<double>(), 20 * k, 1e-9);
  EXPECT_NEAR(blue1["x_in"].get<double>(), 20, 1e-9);
  expect_corners(blue1, {{18 * k, 6.25 * k}, {22 * k, 6.25 * k}, {22 * k, 5.75 * k}, {18 * k, 5.75 * k}});
  expect_corners(named(units, "Blue 2"), {{27.25 * k, 7 * k}, {28.75 * k, 7 * k}, {28.75 * k, 5 * k}, {27.25 * k, 5 * k}});
  const Json& red1 = named(units, "Red 1");
  EXPECT_EQ(red1["side"], 1);
  EXPECT_EQ(red1["facing"], -90.0);
  expect_corners(red1, {{26 * k, 29.75 * k}, {22 * k, 29.75 * k}, {22 * k, 30.25 * k}, {26 * k, 30.25 * k}});
  const Json& hq = named(units, "Blue HQ");
  EXPECT_EQ(hq["type"], "hq");
  expect_corners(hq, {{23.5 * k, 4.5 * k}, {24.5 * k, 4.5 * k}, {24.5 * k, 3.5 * k}, {23.5 * k, 3.5 * k}});
}

// The switch: at 0.5" a figure, Blue 1's 16 figures take 8": front left (16, 6.25), front
// right (24, 6.25). A unit with no figures left stays listed, removed.
TEST(M2mRuling37, TheFigureFrontageIsASwitchAndAUnitGoneIsRemoved) {
  engine::Scenario sc = testing::scenario_of(testing::small_battle());
  sc.rulings["figure_frontage_inches"] = 0.5;
  State s = battle_from_scenario(sc, rule_set().checked_rulings(sc.rulings));
  const double k = 2.54;
  expect_corners(named(state_json(s)["units"], "Blue 1"), {{16 * k, 6.25 * k}, {24 * k, 6.25 * k}, {24 * k, 5.75 * k}, {16 * k, 5.75 * k}});
  s.unit(testing::unit_index(s, "Blue 3")).figures = 0;
  EXPECT_EQ(named(state_json(s)["units"], "Blue 3")["removed"], true);
  EXPECT_EQ(named(state_json(s)["units"], "Blue 1")["removed"], false);
}

}  // namespace
}  // namespace sandtable::rules::m2m
