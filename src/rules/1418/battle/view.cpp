#include "rules/1418/battle/view.hpp"

#include <fmt/format.h>

#include "rules/1418/battle/command_sheet.hpp"
#include "rules/1418/battle/execution.hpp"
#include "rules/1418/battle/map_units.hpp"
#include "rules/1418/battle/orders.hpp"
#include "rules/1418/battle/queries.hpp"

namespace sandtable::rules::gw1418 {

using engine::Json;

namespace {

bool shown(std::optional<int> viewer, int side) { return !viewer || *viewer == side; }

Json orders_json(const Battle& b, int side) {
  const SideOrders& o = b.orders[static_cast<std::size_t>(side)];
  Json list = Json::array();
  for (const auto& [btn, h] : o.high) list.push_back(high_action(b, btn, h).json);
  for (const auto& [c, l] : o.low) list.push_back(low_action(b, c, l).json);
  for (const auto& [c, f] : o.fire) list.push_back(fire_action(b, c, f).json);
  return list;
}

std::string orders_text(const Battle& b, int side) {
  const SideOrders& o = b.orders[static_cast<std::size_t>(side)];
  std::string out;
  for (const auto& [btn, h] : o.high) out += "    " + high_action(b, btn, h).label + "\n";
  for (const auto& [c, l] : o.low) out += "    " + low_action(b, c, l).label + "\n";
  for (const auto& [c, f] : o.fire) out += "    " + fire_action(b, c, f).label + "\n";
  return out;
}

// Its ground and its injury, as the summary lists it beside the platoon's place.
std::string ground_and_injury(const Battle& b, const Platoon& p) {
  const Ground ground = cover_ground(b, p);
  return fmt::format("{}{}{}", ground == Ground::kOpen ? "open" : std::string(id(ground)), p.injured ? ", injured" : "",
                     p.half_speed ? " (half speed)" : "");
}

// A vehicle's kind and the row of the table it is.
std::string vehicle_words(const UnitType& t) {
  return is_vehicle(t) ? fmt::format(" (a vehicle: {}, \"{}\")", id(t.kind), t.printed) : "";
}

// The transport it rides, if any.
std::string riding_words(const Battle& b, const Platoon& p) {
  const Transport ride = riding(b, p);
  return ride == Transport::kMotorised || ride == Transport::kMechanised ? fmt::format(", {}", id(ride)) : "";
}

}  // namespace

std::vector<engine::UnitNote> platoon_notes(const Battle& b) {
  std::vector<engine::UnitNote> out;
  for (const Platoon& p : b.platoons) {
    if (p.removed) {
      out.push_back({p.name, "gone"});
      continue;
    }
    std::string text = fmt::format("{}{} of {}{}, {}", p.type, vehicle_words(unit_type(p.type)), b.company(p.company).name,
                                   riding_words(b, p), ground_and_injury(b, p));
    if (p.half_speed && p.injured_by) text += ", hit by " + name_of(b, *p.injured_by);
    if (p.dug_in) text += ", dug in";
    if (p.under_fire) text += ", under fire";
    out.push_back({p.name, text});
  }
  return out;
}

Json battle_json(const Battle& b, std::optional<int> viewer, std::optional<int> sheet_viewer) {
  Json platoons = Json::array();
  for (const Platoon& p : b.platoons) {
    Json platoon{{"name", p.name}, {"type", p.type}, {"side", p.side}, {"company", b.company(p.company).name},
                 {"x", p.at.x}, {"y", p.at.y}, {"dug_in", p.dug_in}, {"injured", p.injured}, {"removed", p.removed},
                 {"under_fire", p.under_fire}, {"ground", std::string(id(cover_ground(b, p)))}};
    // Only while it lasts: the state of a game saved before half speed existed is unchanged,
    // so its save's fingerprints still match.
    if (p.half_speed) {
      platoon["half_speed"] = true;
      if (p.injured_by) platoon["injured_by"] = name_of(b, *p.injured_by);
    }
    platoons.push_back(std::move(platoon));
  }
  Json companies = Json::array();
  for (const Company& c : b.companies) {
    companies.push_back({{"name", c.name}, {"side", c.side}, {"battalion", b.battalion(c.battalion).name}});
  }
  Json orders = Json::array();
  for (int side = 0; side < 2; ++side) {
    const bool sealed = b.orders[static_cast<std::size_t>(side)].sealed;
    orders.push_back({{"side", b.sides[static_cast<std::size_t>(side)]}, {"sealed", sealed},
                      {"written", shown(viewer, side) ? orders_json(b, side) : Json("hidden")}});
    // Only when there is one to show: the state of a game without sheets is unchanged, so
    // its save's fingerprints still match.
    if (shown(sheet_viewer, side) && !b.orders[static_cast<std::size_t>(side)].sheet.empty()) {
      orders.back()["sheet"] = sheet_json(b, side);
    }
  }
  Json objectives_held = Json::object();
  for (const Feature* f : objectives(b)) {
    const std::optional<int> h = holder(b, *f);
    objectives_held[f->name] = h ? Json(b.sides[static_cast<std::size_t>(*h)]) : Json(nullptr);
  }
  Json out{{"sides", b.sides}, {"bound", b.bound}, {"bound_limit", b.rules.bound_limit}, {"platoons", platoons},
          {"units", map_units_json(b)},
          {"companies", companies}, {"orders", orders}, {"objectives", objectives_held}, {"last_bound", b.last_bound},
          {"over", b.over}, {"result", b.result}};
  // Only until it is rolled: the state of a game with fixed sides is unchanged.
  if (b.sides_by_dice) out["sides_by_dice"] = "to roll";
  return out;
}

std::string battle_summary(const Battle& b, std::optional<int> viewer, std::optional<int> sheet_viewer) {
  std::string out = fmt::format("Bound {} of {}\n", b.bound, b.rules.bound_limit);
  if (b.sides_by_dice) out += "A die decides which half of the table each side takes (sides by dice)\n";
  for (int side = 0; side < 2; ++side) {
    out += fmt::format("{}:\n", b.sides[static_cast<std::size_t>(side)]);
    for (std::size_t c = 0; c < b.companies.size(); ++c) {
      if (b.companies[c].side != side) continue;
      std::string platoons;
      for (const int i : b.companies[c].platoons) {
        const Platoon& p = b.platoon(i);
        if (p.removed) continue;
        platoons += fmt::format("{}{} ({:.1f}, {:.1f}) {}", platoons.empty() ? "" : "; ", p.name, p.at.x, p.at.y,
                                ground_and_injury(b, p));
      }
      out += fmt::format("  {}: {}\n", b.companies[c].name, platoons.empty() ? "gone" : platoons);
    }
    const SideOrders& o = b.orders[static_cast<std::size_t>(side)];
    if (shown(viewer, side) && !(o.high.empty() && o.low.empty() && o.fire.empty())) out += "  orders:\n" + orders_text(b, side);
    if (shown(sheet_viewer, side) && !o.sheet.empty()) out += "  command sheet:\n" + sheet_text(b, side);
    if (o.sealed) out += "  orders sealed\n";
  }
  for (const Feature* f : objectives(b)) {
    const std::optional<int> h = holder(b, *f);
    out += fmt::format("Objective {}: {}\n", f->name, h ? "held by " + b.sides[static_cast<std::size_t>(*h)] : "held by no one");
  }
  if (!b.last_bound.empty()) {
    out += "Last bound:\n";
    for (const std::string& line : b.last_bound) out += line + "\n";
  }
  if (b.over) out += b.result + "\n";
  return out;
}

}  // namespace sandtable::rules::gw1418
