#include "rules/m2m/game/state.hpp"

#include <array>

#include "engine/hash.hpp"
#include "rules/m2m/game/footprint.hpp"

namespace sandtable::rules::m2m {

namespace {

constexpr std::array<std::string_view, 6> kArmIds{"infantry", "cavalry", "artillery", "mg", "tank", "spotter"};
constexpr std::array<std::string_view, 3> kFormationIds{"line", "column", "skirmish"};
constexpr std::array<std::string_view, 13> kOrderIds{"reserve", "attack",    "defend", "march", "bombard",  "dig-in",
                                                     "form-column", "form-line", "report", "smoke", "dismount", "mount", "gas"};
constexpr std::array<std::string_view, 5> kInitialOrderIds{"reserve", "attack", "defend", "march", "bombard"};
constexpr std::array<std::string_view, 3> kLevelIds{"chateau", "sector", "front-line"};
constexpr std::array<std::string_view, 10> kGroundIds{"woods",     "town",      "trenches", "no-mans-land", "wire",
                                                     "road",      "objective", "smoke",    "gas",          "concrete"};
constexpr std::array<std::string_view, 10> kStageIds{"pre-battle bombardment", "1 messages and orders", "2 artillery fire",
                                                     "3 infantry and MG fire", "4 morale",  "5 movement",
                                                     "6 hand to hand",        "7 routs and retreats", "8 messages arrive",
                                                     "over"};

template <std::size_t N>
std::string_view at(const std::array<std::string_view, N>& ids, auto value) {
  return ids[static_cast<std::size_t>(value)];
}

// Who may see each answer, hashed: the state's fingerprint covers it without a long array.
std::uint64_t audience_hash(const std::vector<int>& audience) {
  std::uint64_t h = engine::kFnvOffset;
  for (const int a : audience) {
    const char byte = static_cast<char>(a);
    h = engine::fnv1a(std::string_view(&byte, 1), h);
  }
  return h;
}

}  // namespace

std::string_view id(Arm a) { return at(kArmIds, a); }
std::string_view id(Formation f) { return at(kFormationIds, f); }
std::string_view id(OrderKind k) { return at(kOrderIds, k); }
std::string_view id(Level l) { return at(kLevelIds, l); }
std::string_view id(Ground g) { return at(kGroundIds, g); }
std::string_view id(Stage s) { return at(kStageIds, s); }
std::vector<std::string> arm_ids() { return choices_of(kArmIds); }
std::vector<std::string> formation_ids() { return choices_of(kFormationIds); }
std::vector<std::string> initial_order_ids() { return choices_of(kInitialOrderIds); }
std::vector<std::string> ground_ids() { return choices_of(kGroundIds); }
Arm parse_arm(std::string_view text) { return static_cast<Arm>(index_of(kArmIds, text, "type")); }
Formation parse_formation(std::string_view text) { return static_cast<Formation>(index_of(kFormationIds, text, "formation")); }
OrderKind parse_order(std::string_view text) { return static_cast<OrderKind>(index_of(kOrderIds, text, "order")); }
Level parse_level(std::string_view text) { return static_cast<Level>(index_of(kLevelIds, text, "level")); }
Ground parse_ground(std::string_view text) { return static_cast<Ground>(index_of(kGroundIds, text, "terrain kind")); }

std::vector<int> State::order_of_play(Stage s) const {
  if (s == Stage::kMovement) return {setup.attacker, defender()};
  return {defender(), setup.attacker};
}

engine::Json order_json(const State& s, const Order& o) {
  engine::Json j{{"kind", id(o.kind)}};
  if (o.objective >= 0) j["objective"] = s.objectives[static_cast<std::size_t>(o.objective)].name;
  return j;
}

std::string order_words(const State& s, const Order& o) {
  if (o.objective < 0) return std::string(id(o.kind));
  const std::string& where = s.objectives[static_cast<std::size_t>(o.objective)].name;
  switch (o.kind) {
    case OrderKind::kMarch: return "march to " + where;
    case OrderKind::kReport: return "report on " + where;
    case OrderKind::kSmoke: return "fire smoke on " + where;
    case OrderKind::kGas: return "fire gas on " + where;
    default: return std::string(id(o.kind)) + " " + where;
  }
}

engine::Json unit_json(const State& s, const Unit& u) {
  engine::Json j{{"name", u.name},
                 {"type", id(u.arm)},
                 {"rating", id(u.rating)},
                 {"formation", id(u.formation)},
                 {"figures", u.figures},
                 {"losses", u.losses()},
                 {"order", order_json(s, u.order)}};
  if (u.off_table) j["off_table"] = true;
  if (u.commander >= 0) j["commander"] = s.commander(u.commander).name;
  if (u.arm == Arm::kArtillery) j["deployed"] = u.deployed;
  if (u.bombard_turns > 0) j["bombard_turns"] = u.bombard_turns;
  if (u.sub_unit) j["sub_unit"] = true;
  if (u.dismounted) j["dismounted"] = true;
  if (u.start_mg_crew > 0) j["attached_mg_crew"] = u.mg_crew;
  if (u.lmg) j["lmg"] = true;
  if (u.dug_in > 0) j["dug_in"] = u.dug_in;
  if (u.pinned) j["pinned"] = true;
  if (u.retreating) j["retreating"] = true;
  if (u.routed) j["routed"] = true;
  if (u.at_wire) j["at_wire"] = true;
  if (u.melee_with >= 0) j["in_melee_with"] = s.unit(u.melee_with).name;
  if (u.prisoners_taken > 0) j["prisoners_taken"] = u.prisoners_taken;
  if (u.guards > 0) j["guards_escorting_prisoners"] = u.guards;
  if (u.rally_turn > 0) j["to_rally_in_turn"] = u.rally_turn;
  if (u.pursuing >= 0) j["pursuing"] = s.unit(u.pursuing).name;
  if (u.through_turn >= s.turn) j["passing_through"] = s.unit(u.through_friends).name;
  j.update(unit_map_fields(s, u));
  return j;
}

engine::Json commander_json(const State& s, const Commander& c) {
  engine::Json j{{"name", c.name},
                 {"side", s.sides[static_cast<std::size_t>(c.side)]},
                 {"level", id(c.level)},
                 {"holding", order_json(s, c.holding)},
                 {"actions_used", c.actions_used}};
  if (c.off_table) {
    j["off_table"] = true;
  } else {
    j["x"] = c.at.x;
    j["y"] = c.at.y;
  }
  if (c.superior >= 0) j["superior"] = s.commander(c.superior).name;
  return j;
}

engine::Json message_json(const State& s, int index) {
  const Message& m = s.messages[static_cast<std::size_t>(index)];
  engine::Json j{{"number", index + 1},
                 {"side", s.sides[static_cast<std::size_t>(m.side)]},
                 {"from", s.commander(m.from).name},
                 {"to", s.commander(m.to).name},
                 {"order", order_json(s, m.order)},
                 {"written", m.written},
                 {"status", m.status == MessageStatus::kArrived ? "arrived" : "in transit"}};
  if (m.status == MessageStatus::kArrived) j["arrived"] = m.arrived;
  return j;
}

engine::Json clouds_json(const State& s) {
  engine::Json out = engine::Json::array();
  for (const Cloud& c : s.clouds) {
    engine::Json corners = engine::Json::array();
    for (const core::Vec2 p : c.area.outline()) corners.push_back({p.x, p.y});
    out.push_back({{"kind", c.gas ? "gas" : "smoke"}, {"name", c.name}, {"area", corners}});
  }
  return out;
}

engine::Json gaps_json(const State& s) {
  engine::Json out = engine::Json::array();
  for (const WireGap& g : s.gaps) {
    out.push_back({{"wire", s.terrain[static_cast<std::size_t>(g.wire)].name}, {"from", {g.from.x, g.from.y}}, {"to", {g.to.x, g.to.y}}});
  }
  return out;
}

engine::Json state_json(const State& s) {
  engine::Json units = engine::Json::array();
  for (const Unit& u : s.units) units.push_back(unit_json(s, u));
  engine::Json commanders = engine::Json::array();
  for (const Commander& c : s.commanders) {
    commanders.push_back(commander_json(s, c));
    if (!c.off_table) units.push_back(hq_map_json(s, c));
  }
  engine::Json messages = engine::Json::array();
  for (std::size_t i = 0; i < s.messages.size(); ++i) messages.push_back(message_json(s, static_cast<int>(i)));
  engine::Json objectives = engine::Json::array();
  for (const Objective& o : s.objectives) objectives.push_back({{"name", o.name}, {"x", o.at.x}, {"y", o.at.y}});
  engine::Json rolls = engine::Json::array();
  for (const Roll& r : s.rolls) rolls.push_back({{"reason", r.reason}, {"dice", r.count}, {"faces_so_far", r.faces}});
  engine::Json j{{"turn", s.turn},
                 {"turn_limit", s.setup.turn_limit},
                 {"clock_minutes", s.clock_minutes},
                 {"stage", id(s.stage)},
                 {"acting", s.sides[static_cast<std::size_t>(s.acting)]},
                 {"attacker", s.sides[static_cast<std::size_t>(s.setup.attacker)]},
                 {"units", units},
                 {"commanders", commanders},
                 {"messages", messages},
                 {"objectives", objectives},
                 {"rolls_pending", rolls},
                 {"answers", s.audience.size()},
                 {"audience_hash", audience_hash(s.audience)},
                 {"log", s.log}};
  if (!s.clouds.empty()) j["smoke_and_gas"] = clouds_json(s);
  if (!s.gaps.empty()) j["wire_gaps"] = gaps_json(s);
  if (s.cavalry_choice >= 0) j["cavalry_choice"] = s.unit(s.cavalry_choice).name;
  if (s.winner) j["winner"] = s.sides[static_cast<std::size_t>(*s.winner)];
  if (!s.result.empty()) j["result"] = s.result;
  return j;
}

}  // namespace sandtable::rules::m2m
