// A zone of fire must be clear of every other unit's stands (text p11): fire asks the battle's
// grid only for the units near the zone (issue 19), and must find in it every unit a search of
// the whole table would.
#include <gtest/gtest.h>

#include "battle_fixture.hpp"
#include "core/random.hpp"
#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/unit_grid.hpp"

namespace sandtable::rules::mininap {
namespace {

using testing::add_unit;

// The same battle with one grid cell over the whole table: every search finds every unit.
Battle searched_whole(Battle b) {
  b.grid = table::UnitGrid<2>{1000};
  index_units(b);
  return b;
}

// A Blue line and a battery, each with a Red target ahead (6 and 30 cm), and a Blue cavalry
// column 8 cm deep (its pose at its front edge) placed and faced at random around them.
TEST(MiniNapFiring, AZoneOfFireFindsEveryStandInItAsASearchOfTheWholeTableWould) {
  core::Rng rng = core::Rng::stream(19, 0);
  const auto uniform = [&](double lo, double hi) { return lo + (hi - lo) * rng.below(100000) / 100000.0; };
  int blocked = 0;
  int clear = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    Battle b = testing::empty_battle();
    add_unit(b, "Blue line", 0, UnitType::kLineInfantry, Formation::kLine, 4, 30, 50, 90);
    add_unit(b, "Red line", 1, UnitType::kLineInfantry, Formation::kLine, 4, 30, 56, -90);
    add_unit(b, "Battery", 0, UnitType::kHeavyFootArtillery, Formation::kSkirmish, 4, 70, 30, 90);
    add_unit(b, "Red column", 1, UnitType::kLineInfantry, Formation::kColumn, 4, 70, 60, -90);
    const bool near_line = trial % 2 == 0;
    const double x = near_line ? uniform(20, 40) : uniform(58, 82);
    const double y = near_line ? uniform(46, 60) : uniform(28, 62);
    add_unit(b, "Blue cavalry", 0, UnitType::kLightCavalry, Formation::kColumn, 4, x, y, uniform(-180, 180));
    const Battle whole = searched_whole(b);
    for (const auto& [firer, target] : {std::pair{0, 1}, std::pair{2, 3}}) {
      const std::optional<double> r = eligible_range(b, firer, target);
      ASSERT_EQ(r, eligible_range(whole, firer, target)) << "trial " << trial << ": cavalry at (" << x << ", " << y << ")";
      (r ? clear : blocked) += 1;
    }
  }
  EXPECT_GT(blocked, 200);
  EXPECT_GT(clear, 200);
}

}  // namespace
}  // namespace sandtable::rules::mininap
