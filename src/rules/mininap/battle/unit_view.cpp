#include "rules/mininap/battle/unit_view.hpp"

#include "rules/mininap/battle/fire.hpp"
#include "rules/mininap/battle/stands.hpp"
#include "rules/mininap/errors.hpp"
#include "rules/mininap/movement.hpp"

namespace sandtable::rules::mininap {

namespace {

using Json = nlohmann::json;

template <typename Corners>
Json corners_json(const Corners& corners) {
  Json out = Json::array();
  for (const core::Vec2& corner : corners) out.push_back({corner.x, corner.y});
  return out;
}

Json stands_json(const BattleUnit& u) {
  Json out = Json::array();
  for (const core::Base& base : stands(u.unit.type, u.unit.formation, u.pose)) out.push_back(corners_json(base.corners()));
  return out;
}

Json fire_zones_json(const Battle& b, int unit) {
  Json out = Json::array();
  for (const core::Quad& zone : fire_zones(b, unit)) out.push_back(corners_json(zone));
  return out;
}

// Move and charge distances in good going; null for a unit that may not move as it stands
// (a bent line must first change formation).
Json reach_json(const BattleUnit& u) {
  if (u.removed) return nullptr;
  try {
    const MovementRow& row = movement_row_for(u.unit, u.limbered);
    return {{"move", row.move_cm}, {"charge", row.charge_cm ? Json(*row.charge_cm) : Json()}};
  } catch (const ImpossibleSituation&) {
    return nullptr;
  }
}

}  // namespace

Json unit_view(const Battle& b, int unit) {
  const BattleUnit& u = b.units[static_cast<std::size_t>(unit)];
  return {{"name", u.name}, {"stands", stands_json(u)}, {"side", u.side}, {"type", id(u.unit.type)}, {"formation", id(u.unit.formation)},
          {"start_sp", u.start_sp}, {"hits", u.hits}, {"x", u.pose.position.x}, {"y", u.pose.position.y},
          {"facing", u.pose.facing_deg}, {"limbered", u.limbered}, {"veteran", u.veteran}, {"command", u.command},
          {"removed", u.removed}, {"fired", u.fired}, {"acted", u.acted}, {"held", u.held}, {"rethrow_used", u.rethrow_used},
          {"phase_sp", u.phase_sp}, {"suppressed", u.suppressed}, {"fire_zones", fire_zones_json(b, unit)},
          {"reach_cm", reach_json(u)}};
}

}  // namespace sandtable::rules::mininap
