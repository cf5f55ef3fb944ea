#include "rules/mininap/forecast.hpp"

#include <fmt/format.h>

#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/melee.hpp"

namespace sandtable::rules::mininap {

namespace {


std::vector<engine::Forecast> fire_forecasts(const Battle& b, int unit, const Order& order, bool reaction) {
  Order asked = order;
  if (reaction) asked.kind = OrderKind::kFire;
  const std::optional<FireOption> fire = fire_option(b, unit, asked, reaction);
  std::vector<engine::Forecast> out;
  if (!fire) return out;
  for (std::size_t i = 0; i < fire->fire.size(); ++i) {
    const FireResult& r = fire->fire[i];
    const int target = fire->targets[i];
    out.push_back({fmt::format("hits on {} ({}d6, {} or less)", b.unit(target).name, r.dice, r.hit_on), r.hits});
    if (!r.bounce_through_hits) continue;
    if (const auto next = bounce_through_target(b, unit, target)) {
      out.push_back({fmt::format("bounce-through hits on {}", b.unit(next->first).name), *r.bounce_through_hits});
    }
  }
  return out;
}

engine::Forecast melee_forecast(const Battle& b, const Battle::Attack& attack, const std::string& when) {
  const MeleeResult m = attack_result(b, attack);
  return {fmt::format("{} hits on {}{} ({}d6, {} or less)", b.unit(attack.attacker).name, b.unit(attack.target).name, when,
                      m.dice, m.hit_on),
          m.hits};
}

}  // namespace

std::vector<engine::Forecast> forecasts(const Battle& b, int unit, const Order& order) {
  switch (order.kind) {
    case OrderKind::kFire:
    case OrderKind::kSplitFire: return fire_forecasts(b, unit, order, false);
    case OrderKind::kReactFire: return fire_forecasts(b, unit, order, true);
    case OrderKind::kAttack: {
      std::vector<engine::Forecast> out;
      for (const auto& [target, sp] : order.attacks) {
        if (sp > 0) out.push_back(melee_forecast(b, {unit, target, sp, outflanks(b, unit, target)}, ""));
      }
      return out;
    }
    case OrderKind::kRethrow: return {melee_forecast(b, b.attacks.front(), ", re-thrown")};
    case OrderKind::kCharge: {
      const int target = order.target;
      const char* when = " if the charge strikes its front";
      std::vector<engine::Forecast> out{melee_forecast(b, {unit, target, b.unit(unit).sp(), false}, when)};
      if (b.unit(target).sp() > 0) out.push_back(melee_forecast(b, {target, unit, b.unit(target).sp(), false}, ", its answer"));
      return out;
    }
    default: return {};
  }
}

}  // namespace sandtable::rules::mininap
