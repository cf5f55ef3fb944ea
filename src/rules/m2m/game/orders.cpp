#include "rules/m2m/game/orders.hpp"

#include <fmt/format.h>

#include "rules/m2m/game/queries.hpp"
#include "rules/m2m/game/reorganise.hpp"

namespace sandtable::rules::m2m {

namespace {

using engine::Action;
using engine::Json;

constexpr int kOrderedBombardTurns = 3;  // ruling 29
constexpr int kCloudTurns = 2;           // rulings 50, 55: ranging shots, then the smoke or gas

const std::string& objective_name(const State& s, int o) { return s.objectives[static_cast<std::size_t>(o)].name; }

Json order_fields(const State& s, const Order& o) {
  Json j{{"order", id(o.kind)}};
  if (o.objective >= 0) j["objective"] = objective_name(s, o.objective);
  return j;
}

void add_messages(const State& s, int c, std::vector<Action>& out) {
  const Commander& from = s.commander(c);
  for (std::size_t d = 0; d < s.commanders.size(); ++d) {
    if (s.commanders[d].superior != c) continue;
    const auto add = [&](Order o) {
      Json fields = order_fields(s, o);
      fields["from"] = from.name;
      fields["to"] = s.commanders[d].name;
      out.push_back(Action::make("message", fmt::format("{}: message to {}: {}", from.name, s.commanders[d].name, order_words(s, o)), fields));
    };
    for (int o = 0; o < static_cast<int>(s.objectives.size()); ++o) {
      for (OrderKind k : {OrderKind::kAttack, OrderKind::kDefend, OrderKind::kMarch}) add({k, o});
    }
    add({OrderKind::kReserve, -1});
  }
  if (from.superior < 0) return;
  for (int o = 0; o < static_cast<int>(s.objectives.size()); ++o) {
    Json fields = order_fields(s, {OrderKind::kReport, o});
    fields["from"] = from.name;
    fields["to"] = s.commander(from.superior).name;
    out.push_back(Action::make("message", fmt::format("{}: report to {} on {}", from.name, s.commander(from.superior).name, objective_name(s, o)), fields));
  }
}

// Sector and chateau: indirect fire by the guns under their own command (1 action a gun).
void add_bombardments(const State& s, int c, std::vector<Action>& out) {
  const Commander& from = s.commander(c);
  for (const Unit& u : s.units) {
    if (u.commander != c || u.arm != Arm::kArtillery || u.gone()) continue;
    for (int o = 0; o < static_cast<int>(s.objectives.size()); ++o) {
      if (u.bombard_turns > 0 && u.order.objective == o) continue;
      if (!spotted(s, u, o)) continue;
      for (const OrderKind k : {OrderKind::kBombard, OrderKind::kSmoke, OrderKind::kGas}) {
        if (k == OrderKind::kGas && !s.setup.gas_shells) continue;
        out.push_back(Action::make("bombard", fmt::format("{}: {} to {}", from.name, u.name, order_words(s, {k, o})),
                                   {{"commander", from.name}, {"unit", u.name}, {"order", id(k)}, {"objective", objective_name(s, o)}}));
      }
    }
    if (u.bombard_turns > 0) {
      out.push_back(Action::make("bombard", fmt::format("{}: {} to cease its bombardment", from.name, u.name),
                                 {{"commander", from.name}, {"unit", u.name}, {"order", "reserve"}}));
    }
  }
}

// Front line: the orders a unit may be given (ruling 25: attack and march only where the
// order the commander holds sends him, unless the switch is off).
std::vector<Order> tactical_orders(const State& s, const Commander& c, const Unit& u) {
  std::vector<Order> out;
  const bool free = !s.setup.orders_follow_received;
  for (int o = 0; o < static_cast<int>(s.objectives.size()); ++o) {
    const bool held = c.holding.objective == o;
    // Skirmishers cannot make an attack (7 Melee), but the appendix's sub-units can.
    const bool may_attack = u.arm != Arm::kArtillery && u.arm != Arm::kSpotter && (u.formation != Formation::kSkirmish || u.sub_unit);
    if (may_attack && (free || (held && c.holding.kind == OrderKind::kAttack))) out.push_back({OrderKind::kAttack, o});
    if (free || (held && (c.holding.kind == OrderKind::kAttack || c.holding.kind == OrderKind::kMarch))) out.push_back({OrderKind::kMarch, o});
  }
  out.push_back({OrderKind::kDefend, -1});
  out.push_back({OrderKind::kReserve, -1});
  if (may_dig_in(s, u)) out.push_back({OrderKind::kDigIn, -1});
  if (u.arm == Arm::kInfantry && !u.sub_unit) {
    out.push_back({u.formation == Formation::kColumn ? OrderKind::kFormLine : OrderKind::kFormColumn, -1});
  }
  if (u.arm == Arm::kCavalry) out.push_back({u.dismounted ? OrderKind::kMount : OrderKind::kDismount, -1});  // ruling 51
  std::erase(out, u.order);
  return out;
}

void add_tactical(const State& s, int c, std::vector<Action>& out) {
  const Commander& from = s.commander(c);
  if (from.off_table) return;
  for (const Unit& u : s.units) {
    if (u.commander != c || u.gone() || u.routed || u.off_table || core::distance(u.at, from.at) > kCommandRadius) continue;
    for (const Order& o : tactical_orders(s, from, u)) {
      Json fields = order_fields(s, o);
      fields["commander"] = from.name;
      fields["unit"] = u.name;
      out.push_back(Action::make("tactical", fmt::format("{}: {} to {}", from.name, u.name, order_words(s, o)), fields));
    }
  }
}

Order order_of(const State& s, const Json& action) {
  Order o;
  try {
    o.kind = parse_order(action.at("order").get<std::string>());
  } catch (const std::exception&) {
    throw GameError("'order' must name an order");
  }
  if (action.contains("objective")) o.objective = objective_named(s, action, "objective");
  return o;
}

}  // namespace

void spend_action(State& s, int c) {
  if (!may_act(s, c)) throw GameError(fmt::format("{} has no action left this turn", s.commander(c).name));
  ++s.commander(c).actions_used;
  ++s.commander(c).orders_sent;
}

int unit_named(const State& s, const Json& action, const char* field) {
  if (action.contains(field) && action[field].is_string()) {
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      if (s.units[i].name == action[field].get<std::string>()) return static_cast<int>(i);
    }
  }
  throw GameError(fmt::format("'{}' must name a unit", field));
}

int commander_named(const State& s, const Json& action, const char* field) {
  if (action.contains(field) && action[field].is_string()) {
    for (std::size_t i = 0; i < s.commanders.size(); ++i) {
      if (s.commanders[i].name == action[field].get<std::string>()) return static_cast<int>(i);
    }
  }
  throw GameError(fmt::format("'{}' must name a commander", field));
}

int objective_named(const State& s, const Json& action, const char* field) {
  if (action.contains(field) && action[field].is_string()) {
    for (std::size_t i = 0; i < s.objectives.size(); ++i) {
      if (s.objectives[i].name == action[field].get<std::string>()) return static_cast<int>(i);
    }
  }
  throw GameError(fmt::format("'{}' must name an objective", field));
}

bool may_act(const State& s, int c) {
  const Commander& from = s.commander(c);
  if (from.actions_used >= s.setup.actions) return false;
  if (from.level != Level::kFrontLine) return true;
  for (const Unit& u : s.units) {
    if (u.side == from.side && u.arm == Arm::kInfantry && u.pinned && core::distance(u.at, from.at) <= kContact) return false;
  }
  return true;
}

std::vector<engine::Action> order_actions(const State& s, int side) {
  std::vector<Action> out;
  for (int c = 0; c < static_cast<int>(s.commanders.size()); ++c) {
    if (s.commander(c).side != side || !may_act(s, c)) continue;
    add_messages(s, c, out);
    if (s.commander(c).level != Level::kFrontLine) add_bombardments(s, c, out);
    if (s.commander(c).level == Level::kFrontLine) {
      add_tactical(s, c, out);
      std::vector<Action> joins = reorganise_actions(s, c);
      out.insert(out.end(), joins.begin(), joins.end());
    }
  }
  return out;
}

void apply_order_action(State& s, const Json& action) {
  const std::string type = action.at("type").get<std::string>();
  const Order o = order_of(s, action);
  if (type == "message") {
    const int from = commander_named(s, action, "from");
    const int to = commander_named(s, action, "to");
    spend_action(s, from);
    s.messages.push_back({s.commander(from).side, from, to, o, s.turn, MessageStatus::kInTransit, 0});
    s.log.push_back(fmt::format("{} writes to {}: {}", s.commander(from).name, s.commander(to).name, order_words(s, o)));
    return;
  }
  const int c = commander_named(s, action, "commander");
  const int u = unit_named(s, action, "unit");
  spend_action(s, c);
  Unit& unit = s.unit(u);
  if (type == "bombard") {
    const bool gas = o.kind == OrderKind::kGas && s.setup.gas_shells;
    if (o.kind != OrderKind::kBombard && o.kind != OrderKind::kSmoke && !gas && o.kind != OrderKind::kReserve) {
      throw GameError(fmt::format("a gun's order is bombard, smoke{} or reserve", s.setup.gas_shells ? ", gas" : ""));
    }
    if (o.kind != OrderKind::kReserve && !spotted(s, unit, o.objective)) {
      throw GameError(fmt::format("no spotter of {} within 18 inches of {} sees a target at {} (ruling 49)", s.sides[static_cast<std::size_t>(unit.side)],
                                  unit.name, objective_name(s, o.objective)));
    }
    unit.order = o;
    unit.bombard_turns = o.kind == OrderKind::kBombard ? kOrderedBombardTurns : o.kind == OrderKind::kSmoke || gas ? kCloudTurns : 0;
    unit.ranged = false;
  } else if (o.kind == OrderKind::kDismount || o.kind == OrderKind::kMount) {
    if (unit.arm != Arm::kCavalry) throw GameError(fmt::format("{} is no cavalry: only cavalry mount and dismount", unit.name));
    unit.dismounted = o.kind == OrderKind::kDismount;
    unit.halted = true;  // ruling 51: a turn stationary, as a change of formation
  } else if (o.kind == OrderKind::kFormColumn || o.kind == OrderKind::kFormLine) {
    unit.formation = o.kind == OrderKind::kFormColumn ? Formation::kColumn : Formation::kLine;
    unit.halted = true;  // a turn stationary to change formation (5 Movement)
  } else {
    if (o.kind == OrderKind::kDigIn && !may_dig_in(s, unit)) {
      throw GameError(fmt::format("{} cannot dig in where it stands: infantry outside trenches, on a road or a wood's edge (ruling 36)", unit.name));
    }
    unit.order = o;
    if (o.kind == OrderKind::kAttack || o.kind == OrderKind::kMarch) unit.dug_in = 0;  // it leaves its defences
  }
  s.log.push_back(fmt::format("{} orders {}: {}", s.commander(c).name, unit.name, order_words(s, o)));
}

void deliver(State& s, int message) {
  Message& m = s.messages[static_cast<std::size_t>(message)];
  m.status = MessageStatus::kArrived;
  m.arrived = s.turn + 1;
  if (m.order.kind != OrderKind::kReport) s.commander(m.to).holding = m.order;
}

}  // namespace sandtable::rules::m2m
