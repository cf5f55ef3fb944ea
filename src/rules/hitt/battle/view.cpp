#include "rules/hitt/battle/view.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

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
    case Stage::kTerrain: return "terrain";
    case Stage::kTerrainDice: return "terrain-dice";
    case Stage::kPips: return "pips";
    case Stage::kMoves: return "moves";
    case Stage::kGasDice: return "gas";
    case Stage::kShooting: return "shooting";
    case Stage::kCombat: return "close-combat";
    case Stage::kOver: return "over";
  }
  return "?";
}

std::vector<engine::TerrainFeature> terrain_features(const Battle& b) {
  const double cm_per_pace = 1 / (10 * kPacesPerMm);
  const auto feature = [&](const Piece& p, bool to_place) {
    engine::TerrainFeature f;
    f.kind = std::string(id(p.shape.kind));
    f.name = p.shape.name;
    f.to_place = to_place;
    if (const auto* area = std::get_if<core::Polygon>(&p.shape.shape)) {
      for (const core::Vec2 v : area->outline()) f.area.push_back(v * cm_per_pace);
    } else {
      const auto& line = std::get<core::Polyline>(p.shape.shape);
      for (const core::Vec2 v : line.points()) f.line.push_back(v * cm_per_pace);
      f.width_cm = line.width() * cm_per_pace;
    }
    return f;
  };
  std::vector<engine::TerrainFeature> out;
  for (const Piece& p : b.terrain) out.push_back(feature(p, false));
  for (const BoxedPiece& p : b.terrain_box) {
    if (!p.placed) out.push_back(feature(p.piece, true));
  }
  return out;
}

Json battle_json(const Battle& b) {
  Json units = Json::array();
  for (const Troop& t : b.troops) units.push_back(troop_json(t));
  Json cut = Json::array();
  for (const Piece& p : b.terrain) {
    if (p.cut) cut.push_back(p.shape.name);
  }
  Json to_place = Json::array();
  for (const BoxedPiece& p : b.terrain_box) {
    if (!p.placed) to_place.push_back({{"name", p.piece.shape.name}, {"kind", id(p.piece.shape.kind)}});
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
          {"terrain_to_place", to_place},
          {"army_ap", b.army_ap},
          {"lost_ap", {lost_ap(b, 0), lost_ap(b, 1)}},
          {"log", b.log}};
}

std::vector<engine::UnitNote> troop_notes(const Battle& b) {
  std::vector<engine::UnitNote> out;
  for (const Troop& t : b.troops) {
    std::string text(id(t.element));
    if (t.general) text += ", the general";
    if (const std::string st = status(t); !st.empty()) text += ", " + st;
    out.push_back({t.name, text});
  }
  return out;
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
  std::vector<std::string> waiting;
  for (const BoxedPiece& p : b.terrain_box) {
    if (!p.placed) waiting.push_back(p.piece.shape.name);
  }
  if (b.terrain_step >= 0 && !waiting.empty()) out += fmt::format("Terrain still to place: {}\n", fmt::join(waiting, ", "));
  for (const std::string& line : b.log) out += line + "\n";
  return out;
}

}  // namespace sandtable::rules::hitt
