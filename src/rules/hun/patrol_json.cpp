#include "rules/hun/patrol_json.hpp"

#include <fmt/format.h>

namespace sandtable::rules::hun {

using nlohmann::json;

json enemy_json(const EnemyUnit& e) {
  json j = {{"id", e.id}, {"type", e.type}, {"quality", std::string(name(e.quality))}, {"acted", e.acted}};
  if (e.attendants > 0) j["attendants"] = e.attendants;
  if (e.at) j["at"] = point_json(*e.at);
  return j;
}

json point_json(const Point& p) { return json::array({p.x, p.y}); }

json placement_json(const Placement& p) {
  json j = {{"result", std::string(name(p.kind))}, {"from", point_json(p.from)}};
  if (p.kind != Placement::Kind::kBehindLine) j["at"] = point_json(p.at);
  if (p.acted) j["acted"] = true;
  return j;
}

json map_json(const TableMap& m) {
  json line = json::array();
  for (const Point& p : m.line) line.push_back(point_json(p));
  return {{"width", m.table.width}, {"depth", m.table.depth}, {"forward", m.forward}, {"line", std::move(line)}};
}

json initiative_json(const InitiativeResult& r) {
  using Kind = InitiativeResult::Kind;
  json j = {{"turn", r.turn},
            {"result", r.kind == Kind::kPlayer ? "player" : r.kind == Kind::kEnemy ? "enemy" : "spotted"},
            {"new_turn", r.new_turn}};
  if (r.enemy) j["enemy"] = enemy_json(*r.enemy);
  if (r.spotted) {
    const Spotted& sp = *r.spotted;
    j["spotted"] = {{"id", sp.unit.id},
                    {"type", sp.unit.type},
                    {"quality", std::string(name(sp.unit.quality))},
                    {"distance", {{"dice", sp.distance.dice}, {"plus_inches", sp.distance.plus_inches}}},
                    {"direction", sp.direction},
                    {"general", sp.general.has_value()}};
    if (sp.unit.attendants > 0) j["spotted"]["attendants"] = sp.unit.attendants;
    if (sp.general) j["spotted"]["general_id"] = sp.general->id;
    if (sp.distance_inches) j["spotted"]["distance"]["inches"] = *sp.distance_inches;
    if (sp.placement) j["spotted"]["placement"] = placement_json(*sp.placement);
    if (!sp.appeared) j["spotted"].erase("id");
  }
  return j;
}

std::string session_text(const Session& s) {
  std::string out = fmt::format("{} mode, turn {}\n", name(s.mode), s.turn);
  out += fmt::format("player units: {} ({} acted this turn)\n", s.player_units, s.player_acted);
  out += fmt::format("enemy units: {}\n", s.enemy.size());
  for (const auto& e : s.enemy) {
    out += fmt::format("  #{} {} {}{}{}{}\n", e.id, name(e.quality), e.type,
                       e.attendants ? fmt::format(" ({} attendants)", e.attendants) : "",
                       e.at ? fmt::format(" at ({:.1f}, {:.1f})", e.at->x, e.at->y) : "", e.acted ? ", acted" : "");
  }
  if (s.map) {
    out += fmt::format("table {} x {} inches, {} facing the enemy; line {}\n", s.map->table.width, s.map->table.depth,
                       s.map->forward, line_text(s.map->line));
  }
  return out;
}

}  // namespace sandtable::rules::hun
