#include "rules/hitt/battle/view.hpp"

#include <fmt/format.h>

#include "rules/hitt/battle/moves.hpp"
#include "rules/hitt/battle/queries.hpp"

namespace sandtable::rules::hitt {

namespace {

using Json = nlohmann::json;

constexpr double kCmPerPace = 2.54 / 100;

std::string status(const Troop& t) {
  if (t.lost) return "lost";
  if (t.gone) return "out of the battle";
  if (!t.on_table) return "held back";
  if (t.suppressed) return "suppressed";
  if (t.at_wire) return "at the wire";
  return "";
}

Json troop_json(const Troop& t) {
  Json corners = Json::array();
  const core::Base base = t.base();
  for (const core::Vec2 c : base.corners()) corners.push_back({c.x * kCmPerPace, c.y * kCmPerPace});
  const std::optional<double> move = move_distance(t, Going::kGood);
  return {{"name", t.name},
          {"side", t.side},
          {"type", id(t.element)},
          {"formation", ""},
          {"general", t.general},
          {"stands", Json::array({corners})},
          {"x", t.pose.position.x * kCmPerPace},
          {"y", t.pose.position.y * kCmPerPace},
          {"x_paces", t.pose.position.x},
          {"y_paces", t.pose.position.y},
          {"facing", t.pose.facing_deg},
          {"ap", t.ap()},
          {"start_sp", 1},
          {"hits", 0},
          {"status", status(t)},
          {"removed", !t.present()},
          {"reach_cm", move && t.on_table ? Json{{"move", *move * kCmPerPace}, {"charge", nullptr}} : Json()},
          {"reach_text", move ? fmt::format("{:.0f}p", *move) : ""}};
}

}  // namespace

std::string_view id(Stage stage) {
  switch (stage) {
    case Stage::kDefenderDice: return "who-defends";
    case Stage::kPips: return "pips";
    case Stage::kMoves: return "moves";
    case Stage::kGasDice: return "gas";
    case Stage::kShooting: return "shooting";
    case Stage::kCombat: return "close-combat";
    case Stage::kOver: return "over";
  }
  return "?";
}

Json battle_json(const Battle& b) {
  Json units = Json::array();
  for (const Troop& t : b.troops) units.push_back(troop_json(t));
  Json cut = Json::array();
  for (const Piece& p : b.terrain) {
    if (p.cut) cut.push_back(p.shape.name);
  }
  return {{"sides", b.sides},
          {"bound", b.bound},
          {"turn", (b.bound + 1) / 2},
          {"phase", id(b.stage)},
          {"active", b.active},
          {"defender", b.defender},
          {"pips", b.pips},
          {"units", units},
          {"wire_cut", cut},
          {"army_ap", b.army_ap},
          {"lost_ap", {lost_ap(b, 0), lost_ap(b, 1)}},
          {"log", b.log}};
}

std::string battle_summary(const Battle& b) {
  std::string out = fmt::format("Bound {}, {} ({}), {} PIPs\n", b.bound, b.sides[static_cast<std::size_t>(b.active)], id(b.stage), b.pips);
  for (int s = 0; s < 2; ++s) {
    out += fmt::format("{}: lost {} of {} AP{}\n", b.sides[static_cast<std::size_t>(s)], lost_ap(b, s), b.army_ap[static_cast<std::size_t>(s)],
                       s == b.defender ? " (defending)" : "");
    for (const Troop& t : b.troops) {
      if (t.side != s) continue;
      const std::string st = status(t);
      if (t.present()) {
        out += fmt::format("  {} ({}) at {:.0f},{:.0f}p facing {:.0f}{}\n", t.name, id(t.element), t.pose.position.x, t.pose.position.y,
                           t.pose.facing_deg, st.empty() ? "" : ", " + st);
      } else {
        out += fmt::format("  {} ({}): {}\n", t.name, id(t.element), st);
      }
    }
  }
  for (const std::string& line : b.log) out += line + "\n";
  return out;
}

}  // namespace sandtable::rules::hitt
