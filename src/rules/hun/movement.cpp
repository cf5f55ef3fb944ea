#include "rules/hun/movement.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace sandtable::rules::hun {

namespace {

int base_for(const MovementTables& m, const MoveSituation& s, std::vector<std::string>& why) {
  const bool mounted = s.mounted && s.action != "crawl";
  if (s.mounted && s.action == "crawl") why.push_back("mounted figures dismount to crawl");
  if (s.vehicle_speed) {
    const auto it = m.vehicle_speeds.find(*s.vehicle_speed);
    if (it == m.vehicle_speeds.end()) {
      throw engine::BadInput("vehicle_speed", fmt::format("unknown vehicle speed '{}' (slow, fast, very-fast, extremely-fast)", *s.vehicle_speed));
    }
    const int x = m.transport_base_inches.at("advance")[it->second.mounted ? 1 : 0];
    why.push_back(fmt::format("{} vehicle: as transport advancing {}: {} inches", *s.vehicle_speed,
                              it->second.mounted ? "mounted" : "on foot", x));
    return x;
  }
  const auto& table = s.transport ? m.transport_base_inches : m.base_inches;
  const auto it = table.find(s.action);
  if (it == table.end()) {
    throw engine::BadInput("action", s.transport ? fmt::format("transport cannot {}: it may advance or run", s.action)
                                : fmt::format("unknown movement '{}' (crawl, advance, run, charge)", s.action));
  }
  const int x = it->second[mounted ? 1 : 0];
  why.push_back(fmt::format("{} {}{}: {} inches", s.transport ? "transport" : "figure", mounted ? "mounted " : "on foot ",
                            s.action, x));
  return x;
}

}  // namespace

MoveResult resolve_move(const MoveSituation& s, const Tables& t) {
  const MovementTables& m = t.movement;
  std::vector<std::string> why;
  int x = base_for(m, s, why);
  if (!s.transport && !s.vehicle_speed) {
    const int bonus = at(m.quality_bonus, s.quality);
    if (bonus != 0) why.push_back(fmt::format("{} quality {:+}", name(s.quality), bonus));
    x = std::max(0, x + bonus);
  }
  if (s.wounded) {
    x /= m.wounded_divisor;
    why.push_back(fmt::format("wounded: divided by {}, rounded down", m.wounded_divisor));
  }
  if (s.linear_obstacle) {
    x = std::max(0, x - m.linear_obstacle_inches);
    why.push_back(fmt::format("linear obstacle: -{} inch", m.linear_obstacle_inches));
  }
  MoveResult r;
  r.base_inches = x;
  if (s.vehicle_speed) r.multiplier = m.vehicle_speeds.at(*s.vehicle_speed).times;
  if (r.multiplier > 1) why.push_back(fmt::format("vehicle speed: x{}", r.multiplier));
  if (s.road && (s.transport || s.vehicle_speed)) {
    r.multiplier *= m.road_multiplier;
    why.push_back(fmt::format("transport on a road: x{}", m.road_multiplier));
  }
  if (s.rough && s.road) why.push_back("the road cancels the rough terrain");
  if (s.rough && !s.road) {
    if (s.vehicle_speed) {
      r.rough_divisor = s.tracked ? m.rough_divisor_foot : 2 * m.rough_divisor_foot;
    } else {
      r.rough_divisor = s.transport ? m.rough_divisor_transport : s.mounted && s.action != "crawl" ? m.rough_divisor_mounted
                                                                                               : m.rough_divisor_foot;
    }
    why.push_back(fmt::format("rough terrain: each inch there costs {}", r.rough_divisor));
  }
  const core::Dist open = core::Dist::die(3).shifted(x).scaled(r.multiplier);
  const std::string dice = r.multiplier == 1 ? fmt::format("{} + 1d3 inches", x)
                                             : fmt::format("({} + 1d3) x {} inches", x, r.multiplier);
  r.roll = {dice, open, std::move(why),
            [x, times = r.multiplier](engine::DiceSource& roller) { return (x + roll_d3(roller, "1d3 inches")) * times; }};
  return r;
}

TrainRange train_speed_range(int last_move_inches, const Tables& t) {
  if (last_move_inches < 0 || last_move_inches > kMostTrainMoveInches) {
    throw engine::BadInput("last_move", fmt::format("must be from 0 to {} inches, not {}", kMostTrainMoveInches,
                                                    last_move_inches));
  }
  const MovementTables& m = t.movement;
  const int change = std::max(static_cast<int>(std::floor(last_move_inches * m.train_change_fraction)),
                              m.train_change_min_inches);
  return {std::max(0, last_move_inches - change), last_move_inches + change};
}

}  // namespace sandtable::rules::hun
