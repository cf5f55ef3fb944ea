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
// if any counts and costs at most `most`: table::UnitGrid::least_cost over the enemy side.
template <class Cost>
std::optional<NearestEnemy> least_cost_enemy(const Battle& b, const BattleUnit& me, double slack_cm, Cost cost,
                                             double most = std::numeric_limits<double>::infinity()) {
  const auto least = checked_grid(b).least_cost(1 - me.side, me.pose.position, kFirstEnemySearchCm, slack_cm, cost, most);
  if (!least) return std::nullopt;
  return NearestEnemy{least->unit, least->cost};
}

}  // namespace sandtable::rules::mininap
