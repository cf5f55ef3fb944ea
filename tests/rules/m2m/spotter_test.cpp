// Spotters for indirect fire in the tracked game (6 Firing; rulings 23, 29 and 49): an ordered
// bombardment at a new target needs a spotter of the gun's side within 18 inches of the gun who
// sees the target; its first round is ranging shots with no effect; spotters are no target.
// Each expectation is worked by hand in its comment.
#include <gtest/gtest.h>

#include <algorithm>

#include "game_support.hpp"
#include "rules/m2m/game/queries.hpp"

namespace sandtable::rules::m2m {
namespace {

using namespace testing;

bool bombard_offered(const State& s, const std::string& objective) {
  const std::vector<engine::Action> actions = legal_actions(s);
  return std::any_of(actions.begin(), actions.end(), [&](const engine::Action& a) {
    return a.type() == "bombard" && a.json.value("unit", "") == "Blue battery" && a.json.value("objective", "") == objective;
  });
}

const engine::Json kBombardHill = battery_order("bombard", "Hill");

// 6 Firing: the spotter 12 inches from the gun sees Red 1 at 16 (36 in the open): the Hill may
// be bombarded. The Farm has no enemy within 4 inches (ruling 29): nothing there to spot.
TEST(M2mFiringSpotters, ABombardmentIsOrderedWhereASpotterSeesTheTarget) {
  const State s = blue_turn_1_orders(with_battery());
  EXPECT_TRUE(bombard_offered(s, "Hill"));
  EXPECT_FALSE(bombard_offered(s, "Farm"));
}

// 6 Firing: the spotter must be within 18 inches of the gun. At (24, 20) he is 18 from it: the
// order stands; at (24, 20.5), 18.5: it is not offered, and asked for anyway it is refused.
TEST(M2mFiringSpotters, TheSpotterMustBeWithinEighteenInchesOfTheGun) {
  State s = blue_turn_1_orders(with_battery());
  const int spotter = unit_index(s, "Blue spotter");
  s.unit(spotter).at = {24, 20};
  EXPECT_TRUE(bombard_offered(s, "Hill"));
  s.unit(spotter).at = {24, 20.5};
  EXPECT_FALSE(bombard_offered(s, "Hill"));
  try {
    apply_action(s, kBombardHill);
    ADD_FAILURE() << "a bombardment with no spotter was ordered";
  } catch (const GameError& e) {
    EXPECT_NE(std::string(e.what()).find("no spotter of Blue within 18 inches of Blue battery sees a target at Hill"), std::string::npos) << e.what();
  }
}

// Ruling 24 for the spotter's sight: Red 1 in woods is seen only from 12 inches; the spotter is
// 16 away, so the Hill may not be bombarded.
TEST(M2mFiringSpotters, TheSpotterMustSeeTheTarget) {
  std::string yaml = with_battery();
  yaml.insert(yaml.find("sides:\n"), "  - {kind: woods, name: Hill wood, area: [[20, 27], [28, 27], [28, 33], [20, 33]]}\n");
  EXPECT_FALSE(bombard_offered(blue_turn_1_orders(yaml), "Hill"));
}

// 6 Firing, ruling 23: the first round at the new target is ranging shots, no dice and no
// hits; the next turn the battery's 4 crew roll 4 dice at Red 1 in the open, 4+ to hit.
TEST(M2mFiringSpotters, TheFirstRoundAtANewTargetIsRangingShots) {
  State s = blue_turn_1_orders(with_battery());
  apply_action(s, kBombardHill);
  done(s);  // Blue's orders: the artillery stage begins
  const int battery = unit_index(s, "Blue battery");
  EXPECT_NE(std::find(s.log.begin(), s.log.end(), "Blue battery fires ranging shots on Hill"), s.log.end());
  EXPECT_TRUE(s.unit(battery).ranged);
  EXPECT_TRUE(std::none_of(s.rolls.begin(), s.rolls.end(), [&](const Roll& r) { return r.unit == battery; }));
  EXPECT_EQ(s.unit(unit_index(s, "Red 1")).figures, 16);
  hurry_to(s, 2, Stage::kArtillery);
  const engine::DiceRequest fire = pending_roll(s);
  EXPECT_EQ(fire.count, 4);
  EXPECT_NE(fire.reason.find("Blue battery fires at Red 1: 4+ to hit"), std::string::npos) << fire.reason;
}

// 6 Firing: spotters cannot be targeted. Red 1 (average, 20 inches) has the spotter 16 inches
// away in sight, and may not fire at him.
TEST(M2mFiringSpotters, ASpotterCannotBeTargeted) {
  const State s = battle_of(with_battery());
  const std::vector<int> targets = fire_targets(s, unit_index(s, "Red 1"));
  EXPECT_EQ(std::count(targets.begin(), targets.end(), unit_index(s, "Blue spotter")), 0);
  Unit aimed = s.unit(unit_index(s, "Blue battery"));
  aimed.order = {OrderKind::kBombard, 0};
  EXPECT_EQ(bombardment_target(s, aimed), unit_index(s, "Red 1"));
}

// Ruling 49's switch: with `spotters: false` any objective may be bombarded, as before it.
TEST(M2mFiringSpotters, WithTheSwitchOffNoSpotterIsNeeded) {
  State s = blue_turn_1_orders(with_battery("rulings: {spotters: false}\n"));
  s.unit(unit_index(s, "Blue spotter")).figures = 0;
  EXPECT_TRUE(bombard_offered(s, "Hill"));
  EXPECT_TRUE(bombard_offered(s, "Farm"));
}

// Ruling 49: a spotter is one figure.
TEST(M2mFiringSpotters, ASpotterIsOneFigure) {
  std::string yaml = with_battery();
  const std::string spotter = "type: spotter,";
  yaml.replace(yaml.find(spotter), spotter.size(), "type: spotter, figures: 2,");
  try {
    battle_of(yaml);
    ADD_FAILURE() << "a spotter of 2 figures accepted";
  } catch (const engine::BadInput& e) {
    EXPECT_NE(std::string(e.what()).find("a spotter is one figure"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace sandtable::rules::m2m
