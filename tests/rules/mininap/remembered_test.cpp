// What the rules remember rather than ask the table again (issue 19): the firing phase's ranges,
// each unit's contact, each unit's nearest enemy. It must answer as asking the table afresh would, at every step of whole
// battles the AI plays.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <string>

#include "battle_fixture.hpp"
#include "engine/scenario.hpp"
#include "rules/mininap/ai.hpp"
#include "rules/mininap/battle/fire.hpp"
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

}  // namespace
}  // namespace sandtable::rules::mininap
