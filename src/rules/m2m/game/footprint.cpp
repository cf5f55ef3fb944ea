#include "rules/m2m/game/footprint.hpp"

#include <algorithm>

namespace sandtable::rules::m2m {

namespace {

using engine::Json;

// The side's facing: towards the enemy's edge.
double facing_of(const State& s, int side) {
  const double own = s.home_y[static_cast<std::size_t>(side)];
  const double enemy = s.home_y[static_cast<std::size_t>(1 - side)];
  return enemy >= own ? 90 : -90;
}

// Frontage and depth in inches (RULINGS.md 37): figures in a loose line, `f` apart.
std::pair<double, double> frontage_and_depth(const Unit& u, double f) {
  const double line = std::max(1.0, f * u.figures);
  switch (u.arm) {
    case Arm::kArtillery: return {1.5, 1.5};
    case Arm::kMg:
    case Arm::kSpotter: return {1.0, 1.0};
    case Arm::kTank: return {1.0, 1.5};
    case Arm::kCavalry: return {line, 1.0};
    case Arm::kInfantry: break;
  }
  switch (u.formation) {
    case Formation::kLine: return {line, 0.5};
    case Formation::kSkirmish: return {line, 1.0};
    case Formation::kColumn: return {1.5, std::max(1.0, f * u.figures / 2)};
  }
  return {line, 0.5};
}

// A base of `width` x `depth` inches centred at `at`, its front towards `facing`.
core::Base centred(core::Vec2 at, double width, double depth, double facing) {
  return core::Base(width, depth, core::Pose{at + core::direction(facing) * (depth / 2), facing});
}

Json stand_cm(const core::Base& base) {
  Json corners = Json::array();
  for (const core::Vec2 c : base.corners()) corners.push_back({c.x * kCmPerInch, c.y * kCmPerInch});
  return Json::array({corners});
}

}  // namespace

core::Base unit_footprint(const State& s, const Unit& u) {
  const auto [width, depth] = frontage_and_depth(u, s.setup.figure_frontage);
  return centred(u.at, width, depth, facing_of(s, u.side));
}

core::Base hq_footprint(const State& s, const Commander& c) { return centred(c.at, 1, 1, facing_of(s, c.side)); }

engine::Json unit_map_fields(const State& s, const Unit& u) {
  Json j{{"side", u.side}, {"side_name", s.sides[static_cast<std::size_t>(u.side)]}, {"facing", facing_of(s, u.side)},
         {"start_sp", 1}, {"hits", 0}, {"removed", u.gone()}};
  if (u.off_table) {
    j["stands"] = Json::array();
    return j;
  }
  j["stands"] = stand_cm(unit_footprint(s, u));
  j["x"] = u.at.x * kCmPerInch;
  j["y"] = u.at.y * kCmPerInch;
  j["x_in"] = u.at.x;
  j["y_in"] = u.at.y;
  return j;
}

engine::Json hq_map_json(const State& s, const Commander& c) {
  return {{"name", c.name}, {"side", c.side}, {"side_name", s.sides[static_cast<std::size_t>(c.side)]},
          {"type", "hq"}, {"formation", ""}, {"stands", stand_cm(hq_footprint(s, c))},
          {"x", c.at.x * kCmPerInch}, {"y", c.at.y * kCmPerInch}, {"x_in", c.at.x}, {"y_in", c.at.y},
          {"facing", facing_of(s, c.side)}, {"start_sp", 1}, {"hits", 0}, {"removed", false}};
}

}  // namespace sandtable::rules::m2m

namespace sandtable::rules::m2m {

namespace {

std::vector<core::Vec2> cm(const std::vector<core::Vec2>& inches) {
  std::vector<core::Vec2> out;
  for (const core::Vec2 p : inches) out.push_back(p * kCmPerInch);
  return out;
}

}  // namespace

std::vector<engine::TerrainFeature> terrain_now(const State& s) {
  std::vector<engine::TerrainFeature> out;
  for (const Feature& f : s.terrain) {
    engine::TerrainFeature t;
    t.kind = id(f.ground);
    t.name = f.name;
    if (f.area) t.area = cm(f.area->outline());
    if (f.line) {
      t.line = cm(f.line->points());
      t.width_cm = f.line->width() * kCmPerInch;
    }
    out.push_back(std::move(t));
  }
  for (const WireGap& g : s.gaps) {  // drawn over the wire (ruling 46)
    const Feature& wire = s.terrain[static_cast<std::size_t>(g.wire)];
    engine::TerrainFeature t;
    t.kind = "wire-gap";
    t.name = "gap in " + wire.name;
    t.line = cm({g.from, g.to});
    t.width_cm = wire.line->width() * kCmPerInch;
    out.push_back(std::move(t));
  }
  for (const Cloud& c : s.clouds) {
    engine::TerrainFeature t;
    t.kind = c.gas ? "gas" : "smoke";
    t.name = c.name;
    t.area = cm(c.area.outline());
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace sandtable::rules::m2m
