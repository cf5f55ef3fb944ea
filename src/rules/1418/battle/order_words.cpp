#include "rules/1418/battle/order_words.hpp"

#include <algorithm>

#include "engine/game.hpp"
#include "rules/1418/battle/orders.hpp"

namespace sandtable::rules::gw1418 {

namespace {

// The index of the regiment, battalion or company `action[field]` names, or -1.
template <class Formations>
int named(const Formations& all, const engine::Json& action, const char* field) {
  const auto it = action.find(field);
  if (it == action.end() || !it->is_string()) return -1;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (all[i].name == it->template get<std::string>()) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace

// Worked out on a copy with the order written, so the words are those of the order as read.
std::string written_order_words(const Battle& b, int side, const engine::Json& action) {
  Battle after = b;
  try {
    apply_side_action(after, side, action);
  } catch (const engine::IllegalAction&) {
    return {};
  }
  const SideOrders& written = after.orders[static_cast<std::size_t>(side)];
  const std::string type = action.value("type", std::string{});
  if (type == "high" || type == "plan") {
    // A regiment's battalions on the table were all given the same orders: the first one's say
    // what they are.
    const int regiment = named(after.regiments, action, "regiment");
    int battalion = named(after.battalions, action, "battalion");
    if (regiment >= 0) {
      const std::vector<int>& together = after.regiments[static_cast<std::size_t>(regiment)].battalions;
      const auto given = std::find_if(together.begin(), together.end(), [&](int btn) { return written.high.contains(btn); });
      battalion = given == together.end() ? -1 : *given;
    }
    if (!written.high.count(battalion)) return {};
    if (type == "high") {
      const HighOrder& order = written.high.at(battalion);
      return (regiment >= 0 ? regiment_high_action(after, regiment, order) : high_action(after, battalion, order)).label;
    }
    std::vector<HighOrder> plan{written.high.at(battalion)};
    if (written.sheet.count(battalion)) {
      for (const auto& [bound, order] : written.sheet.at(battalion)) plan.push_back(order);
    }
    return (regiment >= 0 ? regiment_plan_action(after, regiment, plan) : plan_action(after, battalion, plan)).label;
  } else if (type == "low" || type == "fire") {
    const int company = named(after.companies, action, "company");
    if (type == "low" && written.low.count(company)) return low_action(after, company, written.low.at(company)).label;
    if (type == "fire" && written.fire.count(company)) return fire_action(after, company, written.fire.at(company)).label;
  }
  return {};
}

}  // namespace sandtable::rules::gw1418
