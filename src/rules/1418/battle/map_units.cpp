#include "rules/1418/battle/map_units.hpp"

namespace sandtable::rules::gw1418 {

using engine::Json;

core::Base platoon_base(const Battle& b, const Platoon& p) {
  const double facing = b.facing_deg[static_cast<std::size_t>(p.side)];
  const double depth = b.rules.base_depth_cm;
  // A base's pose is the middle of its front edge; a platoon stands at its base's centre.
  const core::Vec2 front = p.at + core::direction(facing) * (depth / 2);
  return core::Base(b.rules.base_width_cm, depth, core::Pose{front, facing});
}

engine::Json map_units_json(const Battle& b) {
  Json units = Json::array();
  for (const Platoon& p : b.platoons) {
    const core::Base base = platoon_base(b, p);
    Json corners = Json::array();
    for (const core::Vec2 c : base.corners()) corners.push_back({c.x, c.y});
    const Company& company = b.company(p.company);
    units.push_back({{"name", p.name},
                     {"side", p.side},
                     {"type", p.type},
                     {"formation", ""},
                     {"groups", {company.name, b.battalion(company.battalion).name}},
                     {"stands", Json::array({corners})},
                     {"x", p.at.x},
                     {"y", p.at.y},
                     {"facing", b.facing_deg[static_cast<std::size_t>(p.side)]},
                     {"start_sp", 1},
                     {"hits", 0},
                     {"injured", p.injured},
                     {"removed", p.removed}});
  }
  return units;
}

}  // namespace sandtable::rules::gw1418
