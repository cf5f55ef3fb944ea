#include "rules/1418/battle/command_sheet.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "rules/1418/battle/orders.hpp"
#include "rules/1418/battle/queries.hpp"

namespace sandtable::rules::gw1418 {

namespace {

bool battalion_alive(const Battle& b, int battalion) {
  const std::vector<int>& companies = b.battalion(battalion).companies;
  return std::any_of(companies.begin(), companies.end(), [&](int c) { return company_alive(b, c); });
}

}  // namespace

void open_bound_from_sheets(Battle& b) {
  for (SideOrders& o : b.orders) {
    for (auto it = o.sheet.begin(); it != o.sheet.end();) {
      auto& [battalion, planned] = *it;
      if (!battalion_alive(b, battalion)) {
        it = o.sheet.erase(it);
        continue;
      }
      if (const auto now = planned.find(b.bound); now != planned.end()) {
        o.high[battalion] = now->second;
        o.from_sheet.insert(battalion);
      }
      planned.erase(planned.begin(), planned.upper_bound(b.bound));
      it = planned.empty() ? o.sheet.erase(it) : std::next(it);
    }
  }
}

engine::Json sheet_json(const Battle& b, int side) {
  engine::Json out = engine::Json::array();
  for (const auto& [battalion, planned] : b.orders[static_cast<std::size_t>(side)].sheet) {
    for (const auto& [bound, h] : planned) {
      engine::Json line{{"battalion", b.battalion(battalion).name}, {"bound", bound}, {"command", std::string(id(h.command))}};
      if (h.circle) {
        line["x"] = h.circle->x;
        line["y"] = h.circle->y;
      }
      out.push_back(std::move(line));
    }
  }
  return out;
}

std::string sheet_text(const Battle& b, int side) {
  std::string out;
  for (const auto& [battalion, planned] : b.orders[static_cast<std::size_t>(side)].sheet) {
    std::string line;
    for (const auto& [bound, h] : planned) line += fmt::format("{}bound {} {}", line.empty() ? "" : ", ", bound, high_order_words(h));
    out += fmt::format("    {}: {}\n", b.battalion(battalion).name, line);
  }
  return out;
}

}  // namespace sandtable::rules::gw1418
