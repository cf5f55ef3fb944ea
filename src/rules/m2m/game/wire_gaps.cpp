#include "rules/m2m/game/wire_gaps.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "rules/m2m/game/footprint.hpp"

namespace sandtable::rules::m2m {

namespace {

// How close to a gap a crossing counts as inside it: rounding, not a rule.
constexpr double kOnGap = 1e-6;

struct Crossing {
  double ahead = 0;  // how far along the move, as a fraction of from..to
  core::Vec2 at;     // on the centre line
  core::Vec2 along;  // the centre line's direction there, of length 1
};

// Where the ray from `from` through `to` first crosses the belt's centre line.
std::optional<Crossing> crossing(const Feature& wire, core::Vec2 from, core::Vec2 to) {
  if (wire.ground != Ground::kWire || !wire.line) return std::nullopt;
  const core::Vec2 d = to - from;
  std::optional<Crossing> best;
  const std::vector<core::Vec2>& pts = wire.line->points();
  for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
    const core::Vec2 e = pts[i + 1] - pts[i];
    const double denom = d.cross(e);
    if (std::abs(denom) < 1e-12) continue;  // running along the wire, never across it
    const core::Vec2 w = pts[i] - from;
    const double t = w.cross(e) / denom;  // along the move
    const double u = w.cross(d) / denom;  // along the wire's segment
    if (t < 0 || u < 0 || u > 1 || (best && t >= best->ahead)) continue;
    best = Crossing{t, from + d * t, e * (1 / e.length())};
  }
  return best;
}

bool inside(const WireGap& g, core::Vec2 p) { return core::distance(p, core::nearest_on_segment(p, g.from, g.to)) <= kOnGap; }

}  // namespace

int wire_ahead(const State& s, core::Vec2 from, core::Vec2 to) {
  int best = -1;
  double nearest = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < s.terrain.size(); ++i) {
    const std::optional<Crossing> c = crossing(s.terrain[i], from, to);
    if (c && c->ahead < nearest) best = static_cast<int>(i), nearest = c->ahead;
  }
  return best;
}

bool through_gap(const State& s, int wire, core::Vec2 from, core::Vec2 to) {
  const std::optional<Crossing> c = crossing(s.terrain[static_cast<std::size_t>(wire)], from, to);
  return c && std::any_of(s.gaps.begin(), s.gaps.end(), [&](const WireGap& g) { return g.wire == wire && inside(g, c->at); });
}

void crush_gap(State& s, int tank, int wire, core::Vec2 to) {
  const Unit& u = s.unit(tank);
  const std::optional<Crossing> c = crossing(s.terrain[static_cast<std::size_t>(wire)], u.at, to);
  if (!c || through_gap(s, wire, u.at, to)) return;
  const double frontage = unit_footprint(s, u).width();
  const core::Vec2 half = c->along * (frontage / 2);
  s.gaps.push_back({wire, c->at - half, c->at + half});
  s.log.push_back(fmt::format("{} crushes a gap {:.1f} inches wide in {}", u.name, frontage, s.terrain[static_cast<std::size_t>(wire)].name));
}

}  // namespace sandtable::rules::m2m
