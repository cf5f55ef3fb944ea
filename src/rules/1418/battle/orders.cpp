#include "rules/1418/battle/orders.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "engine/game.hpp"
#include "rules/1418/battle/queries.hpp"
#include "rules/1418/battle/reach.hpp"

namespace sandtable::rules::gw1418 {

using engine::Action;
using engine::IllegalAction;
using engine::Json;

namespace {

Act act_of(LowCommand l) {
  switch (l) {
    case LowCommand::kMove: return Act::kMove;
    case LowCommand::kFindCover: return Act::kFindCover;
    case LowCommand::kAssault: return Act::kAssault;
    case LowCommand::kRetreat: return Act::kRetreat;
    default: return Act::kStayPut;  // stay put, or a battery bombarding where it stands
  }
}

constexpr std::array kActNames{std::pair{Act::kStayPut, "stay-put"}, std::pair{Act::kMove, "move"},
                               std::pair{Act::kFindCover, "find-cover"}, std::pair{Act::kAssault, "assault"},
                               std::pair{Act::kRetreat, "retreat"}, std::pair{Act::kDigIn, "dig-in"}};

std::string act_id(Act a) {
  for (const auto& [act, name] : kActNames) {
    if (act == a) return name;
  }
  return "stay-put";
}

std::string point_words(core::Vec2 p) { return fmt::format("({:.1f}, {:.1f})", p.x, p.y); }

Json point_fields(core::Vec2 p) {
  const core::Vec2 r = rounded(p);
  return {{"x", r.x}, {"y", r.y}};
}

Json map_point(core::Vec2 p) {
  const core::Vec2 r = rounded(p);
  return Json::array({r.x, r.y});
}

// What the map draws for an order (the game reads none of it): an arrow from the centre of
// the platoons ordered to where they move, or to the centre of the company they shoot at.
Json arrow(core::Vec2 from, core::Vec2 to) { return {{"from", map_point(from)}, {"to", map_point(to)}}; }

core::Vec2 read_point(const Battle& b, const Json& json) {
  const auto number = [&](const char* f) {
    if (!json.contains(f) || !json[f].is_number() || !std::isfinite(json[f].get<double>())) {
      throw IllegalAction(fmt::format("'{}' must be a finite number (cm)", f));
    }
    return json[f].get<double>();
  };
  const core::Vec2 p{number("x"), number("y")};
  if (!on_table(b, p)) throw IllegalAction(fmt::format("{} is off the table ({} x {} cm)", point_words(p), b.width_cm, b.depth_cm));
  return p;
}

std::string read_text(const Json& json, const char* field) {
  if (!json.contains(field) || !json[field].is_string()) throw IllegalAction(fmt::format("'{}' must be a name", field));
  return json[field].get<std::string>();
}

int own_battalion(const Battle& b, int side, const Json& json) {
  const std::string name = read_text(json, "battalion");
  const std::optional<int> i = battalion_named(b, name);
  if (!i) throw IllegalAction(fmt::format("no battalion is called '{}'", name));
  if (b.battalion(*i).side != side) throw IllegalAction(fmt::format("{} is not one of {}'s battalions", name, b.sides[static_cast<std::size_t>(side)]));
  return *i;
}

// The battalions an order for `json`'s battalion, or for each of its regiment's battalions
// still on the table, goes to (RULINGS.md 41).
std::vector<int> ordered_battalions(const Battle& b, int side, const Json& json) {
  if (!json.contains("regiment")) return {own_battalion(b, side, json)};
  if (json.contains("battalion")) throw IllegalAction("name a battalion or a regiment, not both");
  const std::string name = read_text(json, "regiment");
  const auto r = std::find_if(b.regiments.begin(), b.regiments.end(), [&](const Regiment& x) { return x.name == name; });
  if (r == b.regiments.end()) throw IllegalAction(fmt::format("no regiment is called '{}'", name));
  if (r->side != side) throw IllegalAction(fmt::format("{} is not one of {}'s regiments", name, b.sides[static_cast<std::size_t>(side)]));
  std::vector<int> out;
  for (const int btn : r->battalions) {
    const auto& companies = b.battalion(btn).companies;
    if (std::any_of(companies.begin(), companies.end(), [&](int c) { return company_alive(b, c); })) out.push_back(btn);
  }
  if (out.empty()) throw IllegalAction(fmt::format("{} has no platoon left", name));
  return out;
}

int own_company(const Battle& b, int side, const Json& json) {
  const std::string name = read_text(json, "company");
  const std::optional<int> i = company_named(b, name);
  if (!i) throw IllegalAction(fmt::format("no company is called '{}'", name));
  if (side_of_company(b, *i) != side) throw IllegalAction(fmt::format("{} is not one of {}'s companies", name, b.sides[static_cast<std::size_t>(side)]));
  if (!company_alive(b, *i)) throw IllegalAction(fmt::format("{} has no platoon left", name));
  return *i;
}

const HighOrder& high_of(const Battle& b, int company) {
  const SideOrders& o = b.orders[static_cast<std::size_t>(side_of_company(b, company))];
  const auto it = o.high.find(b.company(company).battalion);
  if (it == o.high.end()) {
    throw IllegalAction(fmt::format("{} has no High Command yet: give one to {} first", b.company(company).name,
                                    b.battalion(b.company(company).battalion).name));
  }
  return it->second;
}

// The first vehicle among `platoons`, if any: it cannot dig in (RULINGS.md 8).
std::optional<int> vehicle_among(const Battle& b, const std::vector<int>& platoons) {
  for (const int p : platoons) {
    if (is_vehicle(unit_type(b.platoon(p).type))) return p;
  }
  return std::nullopt;
}

// The company's name, with the platoons a "company except" order leaves out.
std::string ordered_words(const Battle& b, int company, const std::vector<int>& except) {
  std::string out = b.company(company).name;
  for (std::size_t k = 0; k < except.size(); ++k) out += (k == 0 ? " except " : ", ") + b.platoon(except[k]).name;
  return out;
}

// Why the company may not leave out `except`, if it may not: every platoon left out must be
// in another situation than the platoons ordered, and one at least must be ordered (RULINGS.md 28).
std::optional<std::string> except_problem(const Battle& b, int company, const std::vector<int>& except) {
  if (except.empty()) return std::nullopt;
  const std::vector<int> ordered = ordered_platoons(b, company, except);
  if (ordered.empty()) return fmt::format("{} would leave out every platoon of {}", ordered_words(b, company, except), b.company(company).name);
  const Situation rest = situation_of(b, ordered);
  for (const int p : except) {
    if (situation_of(b, {p}) == rest) {
      return fmt::format("{} is {}, as the platoons ordered are: only a platoon in another situation may be left out (company except)",
                         b.platoon(p).name, situation_words(rest));
    }
  }
  return std::nullopt;
}

void check_low(const Battle& b, int company, const LowOrder& order) {
  if (const std::optional<std::string> why = except_problem(b, company, order.except)) throw IllegalAction(*why);
  const std::vector<int> ordered = ordered_platoons(b, company, order.except);
  if (const std::optional<int> v = vehicle_among(b, ordered); v && order.act == Act::kDigIn) {
    throw IllegalAction(fmt::format("{} may not dig in: {} is a vehicle ({}), and vehicles never dig in (RULINGS.md 8)",
                                    ordered_words(b, company, order.except), b.platoon(*v).name, b.platoon(*v).type));
  }
  const std::vector<Act> allowed = allowed_acts(b, company, high_of(b, company), order.except);
  if (std::find(allowed.begin(), allowed.end(), order.act) == allowed.end()) {
    std::string list;
    for (const Act a : allowed) list += (list.empty() ? "" : ", ") + act_id(a);
    throw IllegalAction(fmt::format("{} ({}) under {} may not {}: it may {}", ordered_words(b, company, order.except),
                                    situation_words(situation_of(b, ordered)), words(high_of(b, company).command),
                                    words(order.act), list));
  }
  if (!act_moves(order.act)) return;
  if (!order.to) throw IllegalAction(fmt::format("{} needs the point its arrow ends at (x, y)", words(order.act)));
  const core::Vec2 from = centre_of(b, ordered);
  if (order.act == Act::kFindCover && ground_at(b, *order.to) == Ground::kOpen) {
    throw IllegalAction(fmt::format("{} is open ground: finding cover ends in rough ground, defensible ground or a fortification (RULINGS.md 29)",
                                    point_words(*order.to)));
  }
  if (order.act == Act::kRetreat && nearest_enemy_distance(b, *order.to, side_of_company(b, company)) <
                                        nearest_enemy_distance(b, from, side_of_company(b, company))) {
    throw IllegalAction(fmt::format("a retreat to {} goes nearer the enemy (RULINGS.md 29)", point_words(*order.to)));
  }
}

// The platoons a list of the order names (a "company except", a second rank): the
// company's own, left, each once.
std::vector<int> read_platoons(const Battle& b, int company, const Json& json, const char* field) {
  std::vector<int> out;
  if (!json.contains(field)) return out;
  if (!json[field].is_array()) throw IllegalAction(fmt::format("'{}' must be a list of the company's platoons", field));
  for (const Json& name : json[field]) {
    const auto of_company = [&](int p) { return name.is_string() && b.platoon(p).name == name.get<std::string>(); };
    const std::vector<int> alive = alive_platoons(b, company);
    const auto it = std::find_if(alive.begin(), alive.end(), of_company);
    if (it == alive.end()) throw IllegalAction(fmt::format("'{}': {} is not a platoon left in {}", field, name.dump(), b.company(company).name));
    if (std::find(out.begin(), out.end(), *it) != out.end()) throw IllegalAction(fmt::format("'{}' names {} twice", field, name.dump()));
    out.push_back(*it);
  }
  return out;
}

// The names of `platoons`, as an order's JSON lists them.
Json platoon_names(const Battle& b, const std::vector<int>& platoons) {
  Json out = Json::array();
  for (const int p : platoons) out.push_back(b.platoon(p).name);
  return out;
}

// What a Low Command's label adds for its chosen second rank (RULINGS.md 40).
std::string second_rank_words(const Battle& b, const std::optional<std::vector<int>>& second_rank) {
  if (!second_rank) return "";
  if (second_rank->empty()) return ", no second rank";
  std::string out = ", second rank only ";
  for (std::size_t k = 0; k < second_rank->size(); ++k) out += (k == 0 ? "" : ", ") + b.platoon((*second_rank)[k]).name;
  return out;
}

HighOrder read_high(const Battle& b, int battalion, const Json& json) {
  HighOrder order{parse_high_command(read_text(json, "command"), "command"), std::nullopt};
  if (order.command == HighCommand::kBombard) {
    if (!b.battalion(battalion).artillery) throw IllegalAction(fmt::format("{} has no guns to bombard with", b.battalion(battalion).name));
    order.circle = read_point(b, json);
  }
  return order;
}

// A plan's High Commands, this bound's first: each a command's id or, to bombard, an object
// with its circle ({"command": "bombard", "x": .., "y": ..}).
std::vector<HighOrder> read_plan(const Battle& b, int battalion, const Json& json) {
  if (!json.contains("commands") || !json["commands"].is_array() || json["commands"].empty()) {
    throw IllegalAction("'commands' must be a list of High Commands, this bound's first");
  }
  const Json& list = json["commands"];
  const int n = static_cast<int>(list.size());
  if (n > b.rules.sheet_bounds) {
    throw IllegalAction(fmt::format("'commands': a command sheet covers {} bounds, not {} (RULINGS.md 38)", b.rules.sheet_bounds, n));
  }
  if (b.bound + n - 1 > b.rules.bound_limit) {
    throw IllegalAction(fmt::format("'commands': {} bounds from bound {} go past the last bound, {}", n, b.bound, b.rules.bound_limit));
  }
  std::vector<HighOrder> plan;
  for (int k = 0; k < n; ++k) {
    const Json& entry = list[static_cast<std::size_t>(k)];
    try {
      plan.push_back(read_high(b, battalion, entry.is_string() ? Json{{"command", entry}} : entry));
    } catch (const std::exception& e) {
      throw IllegalAction(fmt::format("'commands' {} (bound {}): {}", k + 1, b.bound + k, e.what()));
    }
  }
  return plan;
}

// A new High Command may forbid what its companies were told: they write again.
void set_high(const Battle& b, SideOrders& o, int battalion, const HighOrder& order) {
  o.high[battalion] = order;
  o.from_sheet.erase(battalion);
  for (const int c : b.battalion(battalion).companies) {
    o.low.erase(c);
    o.fire.erase(c);
  }
}

std::string bound_by_sheet(const Battle& b, int battalion) {
  return fmt::format("{} follows its command sheet, which may not be rewritten until it runs out (RULINGS.md 38, sheet_binding)",
                     b.battalion(battalion).name);
}

void add_high_options(const Battle& b, int battalion, engine::Decision& d) {
  const Battalion& btn = b.battalion(battalion);
  // The first of a regiment's battalions asked may take the regiment's High Command instead.
  if (btn.regiment) {
    const SideOrders& o = b.orders[static_cast<std::size_t>(btn.side)];
    const auto& together = b.regiments[static_cast<std::size_t>(*btn.regiment)].battalions;
    if (std::none_of(together.begin(), together.end(), [&](int other) { return o.high.contains(other); })) {
      for (const HighCommand h : {HighCommand::kAdvance, HighCommand::kHold, HighCommand::kAssault, HighCommand::kRetreat}) {
        d.actions.push_back(regiment_high_action(b, *btn.regiment, {h, std::nullopt}));
      }
    }
  }
  for (const HighCommand h : {HighCommand::kAdvance, HighCommand::kHold, HighCommand::kAssault, HighCommand::kRetreat}) {
    d.actions.push_back(high_action(b, battalion, {h, std::nullopt}));
  }
  // A plan of the same command for as many bounds as the sheet covers; any mix may be sent.
  const int n = std::min(b.rules.sheet_bounds, b.rules.bound_limit - b.bound + 1);
  for (const HighCommand h : {HighCommand::kAdvance, HighCommand::kHold, HighCommand::kAssault, HighCommand::kRetreat}) {
    if (n > 1) d.actions.push_back(plan_action(b, battalion, std::vector<HighOrder>(static_cast<std::size_t>(n), {h, std::nullopt})));
  }
  if (!btn.artillery) return;
  // Examples: a circle on each enemy company; any point on the table will do.
  for (std::size_t c = 0; c < b.companies.size(); ++c) {
    const int ci = static_cast<int>(c);
    if (side_of_company(b, ci) != btn.side && company_alive(b, ci)) {
      d.actions.push_back(high_action(b, battalion, {HighCommand::kBombard, company_centre(b, ci)}));
    }
  }
}

void add_low_options(const Battle& b, int company, const std::vector<int>& except, engine::Decision& d) {
  for (const Act a : allowed_acts(b, company, high_of(b, company), except)) {
    if (!act_moves(a)) {
      d.actions.push_back(low_action(b, company, {a, std::nullopt, except, std::nullopt}));
      continue;
    }
    for (const core::Vec2 p : example_destinations(b, company, a, except)) d.actions.push_back(low_action(b, company, {a, p, except, std::nullopt}));
  }
}

// The company's orders, then, when its platoons stand in different situations, the orders
// leaving out those in each situation in turn (company except).
void add_low_options(const Battle& b, int company, engine::Decision& d) {
  add_low_options(b, company, {}, d);
  std::vector<Situation> seen;
  for (const int p : alive_platoons(b, company)) {
    const Situation s = situation_of(b, {p});
    if (std::find(seen.begin(), seen.end(), s) != seen.end()) continue;
    seen.push_back(s);
    std::vector<int> except;
    for (const int q : alive_platoons(b, company)) {
      if (situation_of(b, {q}) == s) except.push_back(q);
    }
    if (!except_problem(b, company, except)) add_low_options(b, company, except, d);
  }
}

void add_fire_options(const Battle& b, int company, engine::Decision& d) {
  for (const int target : targets_by_distance(b, company)) d.actions.push_back(fire_action(b, company, {target, false}));
  d.actions.push_back(fire_action(b, company, {std::nullopt, true}));
  d.actions.push_back(fire_action(b, company, {std::nullopt, false}));
}

}  // namespace

std::vector<Act> allowed_acts(const Battle& b, int company, const HighOrder& order, const std::vector<int>& except) {
  const std::vector<int> ordered = ordered_platoons(b, company, except);
  const Options o = low_commands(order.command, situation_of(b, ordered), b.rules.commands);
  std::vector<Act> acts;
  for (const LowCommand l : o.allowed) {
    if (std::find(acts.begin(), acts.end(), act_of(l)) == acts.end()) acts.push_back(act_of(l));
  }
  if (o.may_dig_in && !vehicle_among(b, ordered)) acts.push_back(Act::kDigIn);
  return acts;
}

bool writes_low(const Battle& b, int company) {
  const SideOrders& o = b.orders[static_cast<std::size_t>(side_of_company(b, company))];
  const auto it = o.high.find(b.company(company).battalion);
  return it == o.high.end() || it->second.command != HighCommand::kBombard || b.rules.commands.bombard_allows_hold;
}

bool writes_fire(const Battle& b, int company) {
  const SideOrders& o = b.orders[static_cast<std::size_t>(side_of_company(b, company))];
  const auto it = o.high.find(b.company(company).battalion);
  if (it != o.high.end() && it->second.command == HighCommand::kBombard) return false;
  for (const int p : alive_platoons(b, company)) {
    if (unit_type(b.platoon(p).type).ranged.dice > 0) return true;
  }
  return false;
}

Step next_step(const Battle& b, int side) {
  const SideOrders& o = b.orders[static_cast<std::size_t>(side)];
  for (std::size_t i = 0; i < b.battalions.size(); ++i) {
    const Battalion& btn = b.battalions[i];
    if (btn.side != side) continue;
    const bool alive = std::any_of(btn.companies.begin(), btn.companies.end(), [&](int c) { return company_alive(b, c); });
    if (alive && !o.high.count(static_cast<int>(i))) return {Step::kHigh, static_cast<int>(i)};
  }
  for (std::size_t c = 0; c < b.companies.size(); ++c) {
    const int ci = static_cast<int>(c);
    if (side_of_company(b, ci) != side || !company_alive(b, ci) || !o.high.count(b.company(ci).battalion)) continue;
    if (writes_low(b, ci) && !o.low.count(ci)) return {Step::kLow, ci};
    if (writes_fire(b, ci) && !o.fire.count(ci) && (o.low.count(ci) || !writes_low(b, ci))) return {Step::kFire, ci};
  }
  return {};
}

std::string high_order_words(const HighOrder& h) {
  return h.circle ? fmt::format("bombard {}", point_words(*h.circle)) : words(h.command);
}

namespace {

// Who an order goes to: {"battalion": name}, or {"regiment": name} with the words for its battalions.
struct Addressee {
  std::string field;
  std::string name;
  std::string words;
};

Addressee battalion_addressee(const Battle& b, int battalion) {
  return {"battalion", b.battalion(battalion).name, b.battalion(battalion).name};
}

Addressee regiment_addressee(const Battle& b, int regiment) {
  const Regiment& r = b.regiments[static_cast<std::size_t>(regiment)];
  return {"regiment", r.name, fmt::format("{} (each of its {} battalions)", r.name, r.battalions.size())};
}

Action high_action_to(const Addressee& to, const HighOrder& order) {
  const std::string& name = to.words;
  Json fields{{to.field, to.name}, {"command", std::string(id(order.command))}};
  if (order.circle) {
    fields.update(point_fields(*order.circle));
    fields["map"] = {{"to", map_point(*order.circle)}, {"radius", kCircleRadiusCm}};
    return Action::make("high", fmt::format("{}: bombard the circle at {}", name, point_words(*order.circle)), fields);
  }
  return Action::make("high", fmt::format("{}: {}", name, words(order.command)), fields);
}

Action plan_action_to(const Battle& b, const Addressee& to, const std::vector<HighOrder>& plan) {
  const std::string& name = to.words;
  Json commands = Json::array();
  std::string list;
  for (const HighOrder& h : plan) {
    if (h.circle) {
      Json entry{{"command", std::string(id(h.command))}};
      entry.update(point_fields(*h.circle));
      commands.push_back(std::move(entry));
    } else {
      commands.push_back(std::string(id(h.command)));
    }
    list += (list.empty() ? "" : ", ") + high_order_words(h);
  }
  const int last = b.bound + static_cast<int>(plan.size()) - 1;
  return Action::make("plan", fmt::format("{}: plan {} (bounds {} to {})", name, list, b.bound, last),
                      {{to.field, to.name}, {"commands", commands}});
}

}  // namespace

Action high_action(const Battle& b, int battalion, const HighOrder& order) {
  return high_action_to(battalion_addressee(b, battalion), order);
}

Action regiment_high_action(const Battle& b, int regiment, const HighOrder& order) {
  return high_action_to(regiment_addressee(b, regiment), order);
}

Action plan_action(const Battle& b, int battalion, const std::vector<HighOrder>& plan) {
  return plan_action_to(b, battalion_addressee(b, battalion), plan);
}

Action regiment_plan_action(const Battle& b, int regiment, const std::vector<HighOrder>& plan) {
  return plan_action_to(b, regiment_addressee(b, regiment), plan);
}

Action low_action(const Battle& b, int company, const LowOrder& order) {
  const std::string name = ordered_words(b, company, order.except);
  Json fields{{"company", b.company(company).name}, {"command", act_id(order.act)}};
  if (!order.except.empty()) fields["except"] = platoon_names(b, order.except);
  if (order.second_rank) fields["second_rank"] = platoon_names(b, *order.second_rank);
  const std::string second = second_rank_words(b, order.second_rank);
  if (order.to) {
    fields.update(point_fields(*order.to));
    fields["map"] = arrow(centre_of(b, ordered_platoons(b, company, order.except)), *order.to);
    return Action::make("low", fmt::format("{}: {} to {}{}", name, words(order.act), point_words(*order.to), second), fields);
  }
  return Action::make("low", fmt::format("{}: {}{}", name, words(order.act), second), fields);
}

Action fire_action(const Battle& b, int company, const FireOrder& order) {
  const std::string& name = b.company(company).name;
  if (order.target) {
    const double d = core::distance(company_centre(b, company), company_centre(b, *order.target));
    return Action::make("fire", fmt::format("{}: shoot at {} ({:.0f} cm)", name, b.company(*order.target).name, d),
                        {{"company", name}, {"target", b.company(*order.target).name}, {"map", arrow(company_centre(b, company), company_centre(b, *order.target))}});
  }
  if (order.prepared) return Action::make("fire", fmt::format("{}: prepared (shoot at whatever comes)", name), {{"company", name}, {"prepared", true}});
  return Action::make("fire", fmt::format("{}: hold fire", name), {{"company", name}});
}

Action seal_action() { return Action::make("seal", "Seal my orders (companies without orders stay put and defend themselves)"); }

engine::Decision side_decision(const Battle& b, int side) {
  const std::string& name = b.sides[static_cast<std::size_t>(side)];
  if (b.orders[static_cast<std::size_t>(side)].sealed) {
    return {side, fmt::format("{}: orders for bound {} sealed", name, b.bound), {Action::make("unseal", "Change my orders")}, true, {}};
  }
  engine::Decision d{side, "", {}, false, {}};
  const Step step = next_step(b, side);
  switch (step.kind) {
    case Step::kHigh:
      d.prompt = fmt::format("{}, bound {}: the High Command of {}", name, b.bound, b.battalion(step.index).name);
      add_high_options(b, step.index, d);
      break;
    case Step::kLow:
      d.prompt = fmt::format("{}, bound {}: the Low Command of {} ({}, under {}); a move may end at any point", name, b.bound,
                             b.company(step.index).name, situation_words(situation(b, step.index)),
                             words(high_of(b, step.index).command));
      add_low_options(b, step.index, d);
      if (alive_platoons(b, step.index).size() > 1) {
        d.options.push_back({"low", "No second rank in melee (ruling 40)", {{"second_rank", Json::array()}}});
      }
      break;
    case Step::kFire:
      d.prompt = fmt::format("{}, bound {}: what {} shoots at", name, b.bound, b.company(step.index).name);
      add_fire_options(b, step.index, d);
      break;
    case Step::kSeal: d.prompt = fmt::format("{}, bound {}: every order is written", name, b.bound); break;
  }
  d.actions.push_back(seal_action());
  return d;
}

void apply_side_action(Battle& b, int side, const Json& json) {
  SideOrders& o = b.orders[static_cast<std::size_t>(side)];
  const std::string type = json.is_object() && json.contains("type") && json["type"].is_string() ? json["type"].get<std::string>() : "";
  if (type == "unseal") {
    if (!o.sealed) throw IllegalAction("your orders are not sealed");
    o.sealed = false;
    return;
  }
  if (o.sealed) throw IllegalAction("your orders are sealed: unseal them to change them");
  if (type == "seal") {
    o.sealed = true;
    return;
  }
  // Each battalion's order is read before any is written, so a refusal leaves every one as it was.
  if (type == "high") {
    const std::vector<int> battalions = ordered_battalions(b, side, json);
    std::vector<HighOrder> orders;
    for (const int btn : battalions) {
      if (b.rules.sheet_binding && o.from_sheet.contains(btn)) throw IllegalAction(bound_by_sheet(b, btn));
      orders.push_back(read_high(b, btn, json));
    }
    for (std::size_t k = 0; k < battalions.size(); ++k) set_high(b, o, battalions[k], orders[k]);
    return;
  }
  if (type == "plan") {
    const std::vector<int> battalions = ordered_battalions(b, side, json);
    std::vector<std::vector<HighOrder>> plans;
    for (const int btn : battalions) {
      if (b.rules.sheet_binding && (o.from_sheet.contains(btn) || o.sheet.contains(btn))) throw IllegalAction(bound_by_sheet(b, btn));
      plans.push_back(read_plan(b, btn, json));
    }
    for (std::size_t k = 0; k < battalions.size(); ++k) {
      const int btn = battalions[k];
      set_high(b, o, btn, plans[k].front());
      o.sheet.erase(btn);
      for (std::size_t n = 1; n < plans[k].size(); ++n) o.sheet[btn][b.bound + static_cast<int>(n)] = plans[k][n];
    }
    return;
  }
  if (type == "low") {
    const int company = own_company(b, side, json);
    if (!writes_low(b, company)) throw IllegalAction(fmt::format("{} bombards: it has no Low Command to write (RULINGS.md 21)", b.company(company).name));
    const std::string command = read_text(json, "command");
    const auto named = std::find_if(kActNames.begin(), kActNames.end(), [&](const auto& e) { return command == e.second; });
    if (named == kActNames.end()) throw IllegalAction(fmt::format("no Low Command '{}' (stay-put, move, find-cover, assault, retreat, dig-in)", command));
    LowOrder order{named->first, std::nullopt, read_platoons(b, company, json, "except"), std::nullopt};
    if (json.contains("second_rank")) order.second_rank = read_platoons(b, company, json, "second_rank");
    if (act_moves(order.act)) order.to = read_point(b, json);
    check_low(b, company, order);
    o.low[company] = order;
    return;
  }
  if (type == "fire") {
    const int company = own_company(b, side, json);
    if (!writes_fire(b, company)) throw IllegalAction(fmt::format("{} has nothing to shoot with, or bombards", b.company(company).name));
    FireOrder order;
    if (json.contains("target")) {
      const std::string name = read_text(json, "target");
      const std::optional<int> t = company_named(b, name);
      if (!t || side_of_company(b, *t) == side) throw IllegalAction(fmt::format("no enemy company is called '{}'", name));
      if (!company_alive(b, *t)) throw IllegalAction(fmt::format("{} has no platoon left", name));
      order.target = t;
    } else {
      if (json.contains("prepared") && !json["prepared"].is_boolean()) throw IllegalAction("'prepared' must be true or false");
      order.prepared = json.contains("prepared") && json["prepared"].get<bool>();
    }
    o.fire[company] = order;
    return;
  }
  throw IllegalAction(fmt::format("no order of type '{}' (high, plan, low, fire, seal, unseal)", type));
}

}  // namespace sandtable::rules::gw1418
