// The search outward from a unit for the enemy that scores least on some measure (nearest,
// soonest able to hurt it), looking at neighbours first and at the whole army only when it must.
#pragma once

#include <limits>
#include <optional>

#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/unit_grid.hpp"

namespace sandtable::rules::mininap {

inline constexpr double kFirstEnemySearchCm = 36;

// The enemy of `me` on the table whose `cost` is least (the first in scenario order on a tie),
// if any counts. `cost(enemy, best)` gives the enemy's cost, or nullopt when it does not count
// or certainly cannot beat `best`. No enemy's cost is below its pose's distance from me less
// `slack_cm`, so the circles searched double until nothing beyond could do better.
template <class Cost>
std::optional<NearestEnemy> least_cost_enemy(const Battle& b, const BattleUnit& me, double slack_cm, Cost cost) {
  for (double radius = kFirstEnemySearchCm;; radius *= 2) {
    const table::UnitGrid<2>::Items near = enemies_near(b, me.side, me.pose.position, radius);
    std::optional<NearestEnemy> best;
    for (const int i : near) {
      const std::optional<double> c = cost(i, best ? best->cm : std::numeric_limits<double>::infinity());
      if (c && (!best || *c < best->cm)) best = NearestEnemy{i, *c};
    }
    if (best && best->cm + slack_cm <= radius) return best;
    if (static_cast<int>(near.size()) == enemies_on_table(b, me.side)) return best;  // every enemy was searched
  }
}

}  // namespace sandtable::rules::mininap
