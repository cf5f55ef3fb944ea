// What the rules remember rather than ask the table again (issue 19): the firing phase's ranges,
// each unit's contact, each unit's nearest enemy, the advances traced (charges, joining in). It must answer as asking the table afresh would, at every step of whole
// battles the AI plays.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "battle_fixture.hpp"
#include "engine/scenario.hpp"
#include "rules/mininap/ai.hpp"
#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/battle/turn.hpp"
#include "rules/mininap/battle/unit_grid.hpp"
#include "rules/mininap/range.hpp"

namespace sandtable::rules::mininap {
namespace {

// Plays brigade actions with the AI, calling `check` before every order and roll.
void at_every_step(const std::function<void(const Battle&)>& check) {
  const engine::Scenario s = engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/brigade-action.yaml");
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Battle b = battle_from_scenario(s, s.rulings);
    core::Rng dice = core::Rng::stream(seed, 0);
    core::Rng choices = core::Rng::stream(seed, 0, core::Purpose::kDecision);
    for (int step = 0; step < 5000 && !b.over; ++step) {
      check(b);
      const Need n = need(b);
      if (const auto* roll = std::get_if<PendingRoll>(&n)) {
        std::vector<int> faces(static_cast<std::size_t>(roll->dice));
        for (int& f : faces) f = dice.d6();
        apply_roll(b, faces);
      } else {
        const AiChoice c = choose_with_reason(b, choices);
        apply_order(b, c.order, c.checked);
      }
    }
    ASSERT_TRUE(b.over) << "seed " << seed;
  }
}

// Whether an enemy able to fire has the unit in its sights: a musket at any range, guns only
// with canister (R: suppression), asked of the table afresh.
bool suppressed_afresh(const Battle& afresh, int unit) {
  const BattleUnit& u = afresh.unit(unit);
  if (u.removed || u.arm() == Category::kCavalry || u.arm() == Category::kCommand) return false;
  for (int e = 0; e < static_cast<int>(afresh.units.size()); ++e) {
    if (afresh.unit(e).side == u.side || !may_fire(afresh, e)) continue;
    const auto r = eligible_range(afresh, e, unit);
    if (r && (is_infantry(afresh.unit(e).unit.type) || range_band(*r, afresh.rulings.range_boundary) <= RangeBand::kClose)) return true;
  }
  return false;
}

TEST(MiniNapFiringPhase, ItsRangesTellWhoHasATargetWhoIsSuppressedAndHowFarEachFireIsAsTheTableDoes) {
  int firing_steps = 0;
  int phases = 0;
  Phase last = Phase::kVictory;
  at_every_step([&](const Battle& b) {
    const bool phase_begins = b.phase == Phase::kFiring && last != Phase::kFiring;
    last = b.phase;
    if (b.phase != Phase::kFiring || !b.fire_ranges.valid) return;
    Battle afresh = b;
    afresh.fire_ranges.valid = false;
    for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
      ASSERT_EQ(has_fire_target(b, i), has_fire_target(afresh, i)) << b.unit(i).name << ", turn " << b.turn;
      if (phase_begins) ASSERT_EQ(b.unit(i).suppressed, suppressed_afresh(afresh, i)) << b.unit(i).name << ", turn " << b.turn;
    }
    // The fire each order asks for, as the order is carried out.
    const Need n = need(b);
    if (const auto* due = std::get_if<OrderNeeded>(&n)) {
      for (const FireOption& f : fire_options(afresh, due->unit)) {
        const auto kept = fire_option(b, due->unit, f.order);
        ASSERT_TRUE(kept.has_value()) << b.unit(due->unit).name << ", turn " << b.turn;
        ASSERT_EQ(kept->range_cm, fire_option(afresh, due->unit, f.order)->range_cm) << b.unit(due->unit).name << ", turn " << b.turn;
      }
    }
    ++firing_steps;
    phases += phase_begins ? 1 : 0;
  });
  EXPECT_GT(firing_steps, 50);
  EXPECT_GT(phases, 10);
}

// Blue's line turns 41.6 degrees to fire at Red's column off its right front (R24): Red's line
// straight ahead of it is measured afresh, as the turn brings Blue's right stand nearer; a pair
// of lines 46 cm off keep the ranges worked out as the phase began.
TEST(MiniNapFiringPhase, AUnitTurningToFireIsMeasuredAfreshByTheFirersNearItAlone) {
  using testing::add_unit;
  Battle b = testing::duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, 90},
                           {"Red column", UnitType::kLineInfantry, Formation::kColumn, 4, 54, 52.5, -90});
  const int ahead = add_unit(b, "Red ahead", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 56, -90);
  const int blue_far = add_unit(b, "Blue far", 0, UnitType::kLineInfantry, Formation::kLine, 4, 96, 50, 90);
  const int red_far = add_unit(b, "Red far", 1, UnitType::kLineInfantry, Formation::kLine, 4, 96, 56, -90);
  b.phase = Phase::kFiring;
  work_out_fire_ranges(b);
  b.queue = {0};
  const std::optional<double> ahead_before = eligible_range(b, ahead, 0);
  std::optional<Order> turn;
  for (const FireOption& f : fire_options(b, 0)) {
    if (f.order.pivot_deg && f.order.target == 1) turn = f.order;
  }
  ASSERT_TRUE(turn.has_value());
  apply_order(b, *turn);
  ASSERT_TRUE(b.fire_ranges.valid);
  EXPECT_GE(b.fire_ranges.of[static_cast<std::size_t>(blue_far)].first, 0) << "the far line keeps its ranges";
  EXPECT_LT(b.fire_ranges.of[static_cast<std::size_t>(ahead)].first, 0) << "the line ahead is measured afresh";
  Battle afresh = b;
  afresh.fire_ranges.valid = false;
  EXPECT_NE(eligible_range(afresh, ahead, 0), ahead_before) << "the turn changed the range from the line ahead to Blue";
  for (const auto& [firer, target] : {std::pair{ahead, 0}, std::pair{blue_far, red_far}, std::pair{red_far, blue_far}}) {
    EXPECT_EQ(eligible_range(b, firer, target), eligible_range(afresh, firer, target)) << firer << " at " << target;
    EXPECT_EQ(has_fire_target(b, firer), has_fire_target(afresh, firer)) << firer;
  }
}

TEST(MiniNapContact, AUnitsRememberedContactIsItsContactOnTheTableNow) {
  int in_contact_seen = 0;
  at_every_step([&](const Battle& b) {
    Battle afresh = b;
    index_units(afresh);  // a new count of table changes: nothing remembered holds
    for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
      if (b.unit(i).removed) continue;
      const bool remembered = b.unit(i).contact_known_at == b.table_changes[static_cast<std::size_t>(1 - b.unit(i).side)];
      ASSERT_EQ(in_contact(b, i), in_contact(afresh, i)) << b.unit(i).name << ", turn " << b.turn << (remembered ? ", remembered" : "");
      in_contact_seen += in_contact(b, i) ? 1 : 0;
    }
  });
  EXPECT_GT(in_contact_seen, 100);
}

// What nearest_enemy_of remembers and what a search of the table finds: the same unit and distance.
void expect_as_searched(const Battle& b, int unit, const std::string& when) {
  const auto searched = nearest_enemy(b, b.unit(unit));
  const auto kept = nearest_enemy_of(b, unit);
  ASSERT_EQ(kept.has_value(), searched.has_value()) << b.unit(unit).name << ", " << when;
  if (!searched) return;
  EXPECT_EQ(kept->unit, searched->unit) << b.unit(unit).name << ", " << when;
  EXPECT_EQ(kept->cm, searched->cm) << b.unit(unit).name << ", " << when;
}

// Blue's line and Red's column; each kind of change on the table (Blue moving, Red moving, a
// nearer Red line placed, that line leaving, Blue reforming, the last enemy leaving) is seen.
TEST(MiniNapNearestEnemy, TheRememberedNearestEnemyIsTheOneASearchFindsAfterEachKindOfChange) {
  using testing::add_unit;
  Battle b = testing::duel({"Blue", UnitType::kLineInfantry, Formation::kLine, 4, 50, 20, 90},
                           {"Red column", UnitType::kLineInfantry, Formation::kColumn, 4, 50, 70, -90});
  const auto asked_twice = [&](const std::string& when) {
    expect_as_searched(b, 0, when);
    expect_as_searched(b, 0, when + ", remembered");
  };
  asked_twice("at first");
  place_unit(b, 0, {{50, 30}, 90});
  asked_twice("Blue moved");
  place_unit(b, 1, {{50, 55}, -90});
  asked_twice("Red moved");
  const int nearer = add_unit(b, "Red line", 1, UnitType::kLineInfantry, Formation::kLine, 4, 50, 40, -90);
  asked_twice("a nearer Red line placed");
  EXPECT_EQ(nearest_enemy_of(b, 0)->unit, nearer);
  remove_unit(b, nearer);
  asked_twice("the nearer line left");
  EXPECT_EQ(nearest_enemy_of(b, 0)->unit, 1);
  b.unit(0).unit.formation = Formation::kColumn;
  place_unit(b, 0, b.unit(0).pose);
  asked_twice("Blue reformed");
  remove_unit(b, 1);
  asked_twice("no enemy left");
  EXPECT_FALSE(nearest_enemy_of(b, 0).has_value());
}

TEST(MiniNapNearestEnemy, AUnitsRememberedNearestEnemyIsTheNearestOnTheTableNowThroughWholeBattles) {
  int remembered = 0;
  at_every_step([&](const Battle& b) {
    for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
      if (b.unit(i).removed) continue;
      const bool known = i < static_cast<int>(b.nearest_enemies.size()) && b.nearest_enemies[static_cast<std::size_t>(i)].at == b.table_changes;
      remembered += known ? 1 : 0;
      expect_as_searched(b, i, "turn " + std::to_string(b.turn) + (known ? ", remembered" : ""));
    }
  });
  EXPECT_GT(remembered, 100);
}

// The advance as the battle remembers it (asked twice, the second time remembered), and as a
// copy that remembers none traces it afresh.
void expect_advance_as_traced(const Battle& b, int unit, int target, double most_cm, const std::string& when) {
  Battle afresh = b;
  afresh.advances.clear();
  const core::Pose from = b.unit(unit).pose;
  for (const bool first_touch : {false, true, true}) {
    const Advance remembered = advance_until(b, unit, from, target, most_cm, first_touch);
    const Advance traced = advance_until(afresh, unit, from, target, most_cm, first_touch);
    afresh.advances.clear();
    const std::string where = when + (first_touch ? ", to the first touch" : ", to a touch seen");
    EXPECT_EQ(remembered.pose, traced.pose) << where;
    EXPECT_EQ(remembered.contact, traced.contact) << where;
    EXPECT_EQ(remembered.blocker, traced.blocker) << where;
    EXPECT_EQ(remembered.off_table, traced.off_table) << where;
    EXPECT_EQ(remembered.closed, traced.closed) << where;
    EXPECT_EQ(remembered.distance_cm, traced.distance_cm) << where;
  }
}

TEST(MiniNapAdvance, TheRememberedAdvanceIsTheOneAFreshTraceFindsAfterEachKindOfChange) {
  using testing::add_unit;
  Battle b = testing::duel({"Blue", UnitType::kLineInfantry, Formation::kColumn, 4, 50, 20, 90},
                           {"Red", UnitType::kLineInfantry, Formation::kLine, 4, 50, 32, -90});
  expect_advance_as_traced(b, 0, 1, 20, "at first");
  EXPECT_TRUE(advance_until(b, 0, b.unit(0).pose, 1, 20).contact);
  place_unit(b, 1, {{50, 45}, -90});
  expect_advance_as_traced(b, 0, 1, 20, "Red stepped back out of reach");
  EXPECT_FALSE(advance_until(b, 0, b.unit(0).pose, 1, 20).contact);
  place_unit(b, 1, {{50, 30}, -90});
  expect_advance_as_traced(b, 0, 1, 20, "Red came nearer");
  const int friend_in_the_way = add_unit(b, "Blue line", 0, UnitType::kLineInfantry, Formation::kLine, 4, 50, 26, 90);
  expect_advance_as_traced(b, 0, 1, 20, "a friend placed in the way");
  EXPECT_EQ(advance_until(b, 0, b.unit(0).pose, 1, 20).blocker, friend_in_the_way);
  remove_unit(b, friend_in_the_way);
  expect_advance_as_traced(b, 0, 1, 20, "the friend left");
  b.unit(0).unit.formation = Formation::kLine;
  place_unit(b, 0, b.unit(0).pose);
  expect_advance_as_traced(b, 0, 1, 20, "Blue reformed in line");
  expect_advance_as_traced(b, 0, 1, 6, "a shorter advance");
  EXPECT_LE(b.advances.size(), 2U) << "only the advances traced since the last change are kept";
}

TEST(MiniNapAdvance, ARememberedAdvanceIsForgottenWhenTheTerrainOrItsRulingsChange) {
  Battle b = testing::duel({"Hussars", UnitType::kLightCavalry, Formation::kLine, 4, 50, 40, 90},
                           {"Red", UnitType::kLineInfantry, Formation::kLine, 4, 50, 50, -90});
  EXPECT_TRUE(advance_until(b, 0, b.unit(0).pose, 1, 20).contact) << "in the open";
  auto terrain = std::make_shared<Terrain>(*b.terrain);
  terrain->push_back({TerrainKind::kVillage, "Hausen", core::Polygon{{{40, 45}, {60, 45}, {60, 60}, {40, 60}}}});
  b.terrain = terrain;
  expect_advance_as_traced(b, 0, 1, 20, "a village placed in the way");
  EXPECT_TRUE(advance_until(b, 0, b.unit(0).pose, 1, 20).closed.has_value()) << "cavalry keep out of villages";
  b.rulings.arms_keep_to_open_ground = false;
  expect_advance_as_traced(b, 0, 1, 20, "every arm may go anywhere");
  EXPECT_TRUE(advance_until(b, 0, b.unit(0).pose, 1, 20).contact);
}

}  // namespace
}  // namespace sandtable::rules::mininap
