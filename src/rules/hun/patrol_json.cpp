#include "rules/hun/patrol_json.hpp"

#include <fmt/format.h>

namespace sandtable::rules::hun {

using nlohmann::json;

json enemy_json(const EnemyUnit& e) {
  json j = {{"id", e.id}, {"type", e.type}, {"quality", std::string(name(e.quality))}, {"acted", e.acted}};
  if (e.attendants > 0) j["attendants"] = e.attendants;
  return j;
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
  }
  return j;
}

std::string session_text(const Session& s) {
  std::string out = fmt::format("{} mode, turn {}\n", name(s.mode), s.turn);
  out += fmt::format("player units: {} ({} acted this turn)\n", s.player_units, s.player_acted);
  out += fmt::format("enemy units: {}\n", s.enemy.size());
  for (const auto& e : s.enemy) {
    out += fmt::format("  #{} {} {}{}{}\n", e.id, name(e.quality), e.type,
                       e.attendants ? fmt::format(" ({} attendants)", e.attendants) : "", e.acted ? ", acted" : "");
  }
  return out;
}

}  // namespace sandtable::rules::hun
