#include "rules/1418/battle/reach.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "rules/1418/battle/queries.hpp"
#include "rules/1418/movement.hpp"

namespace sandtable::rules::gw1418 {

namespace {

core::Vec2 clamp_to_table(const Battle& b, core::Vec2 p) {
  return {std::clamp(p.x, 0.0, b.width_cm), std::clamp(p.y, 0.0, b.depth_cm)};
}

core::Vec2 outline_centre(const std::vector<core::Vec2>& points) {
  core::Vec2 sum;
  for (const core::Vec2 p : points) sum = sum + p;
  return points.empty() ? sum : sum * (1.0 / static_cast<double>(points.size()));
}

// The point of a line nearest to `p`.
core::Vec2 nearest_on_line(const std::vector<core::Vec2>& line, core::Vec2 p) {
  core::Vec2 best = line.front();
  for (std::size_t k = 1; k < line.size(); ++k) {
    const core::Vec2 d = line[k] - line[k - 1];
    const double t = d.dot(d) > 0 ? std::clamp((p - line[k - 1]).dot(d) / d.dot(d), 0.0, 1.0) : 0.0;
    const core::Vec2 q = line[k - 1] + d * t;
    if (core::distance(q, p) < core::distance(best, p)) best = q;
  }
  return best;
}

// The first t in [0, 1] where the segment from `a` to `b` comes within `r` of `c`, if any.
std::optional<double> first_within(core::Vec2 a, core::Vec2 b, core::Vec2 c, double r) {
  const core::Vec2 d = b - a;
  const core::Vec2 f = a - c;
  if (f.dot(f) <= r * r) return 0.0;
  const double qa = d.dot(d);
  if (qa == 0) return std::nullopt;
  const double qb = 2 * f.dot(d);
  const double qc = f.dot(f) - r * r;
  const double disc = qb * qb - 4 * qa * qc;
  if (disc < 0) return std::nullopt;
  const double t = (-qb - std::sqrt(disc)) / (2 * qa);
  if (t < 0 || t > 1) return std::nullopt;
  return t;
}

}  // namespace

core::Vec2 rounded(core::Vec2 p) { return {std::round(p.x * 10) / 10, std::round(p.y * 10) / 10}; }

double move_cm(const Battle& b, int platoon, core::Vec2 from, core::Vec2 to, Act act) {
  const Platoon& p = b.platoon(platoon);
  Move m;
  m.speed = unit_type(p.type).speed;
  m.assault = act == Act::kAssault;
  m.injured = p.half_speed;
  m.transport = riding(b, p);
  m.cap = b.rules.transport_cap_on_total ? TransportCap::kOnTotal : TransportCap::kOnSpeed;
  // The going is read along the stretch the move could cover in the open (RULINGS.md 24).
  const double open_cm = core::to_double(move_distance(m).cm);
  const double length = core::distance(from, to);
  const core::Vec2 stretch_end = length <= open_cm ? to : from + (to - from) * (open_cm / length);
  m.going = going_along(b, from, stretch_end);
  m.road = on_road_along(b, from, stretch_end);
  return core::to_double(move_distance(m).cm);
}

core::Vec2 stop_point(const Battle& b, int side, core::Vec2 from, core::Vec2 to, double cm) {
  const double length = core::distance(from, to);
  core::Vec2 end = length <= cm ? to : from + (to - from) * (cm / length);
  double t_stop = 1;
  for (const Platoon& e : b.platoons) {
    if (e.removed || e.side == side) continue;
    if (const std::optional<double> t = first_within(from, end, e.at, kContactCm)) t_stop = std::min(t_stop, *t);
  }
  return from + (end - from) * t_stop;
}

double nearest_enemy_distance(const Battle& b, core::Vec2 p, int side) {
  double best = std::numeric_limits<double>::infinity();
  for (const Platoon& e : b.platoons) {
    if (!e.removed && e.side != side) best = std::min(best, core::distance(p, e.at));
  }
  return best;
}

std::vector<core::Vec2> example_destinations(const Battle& b, int company, Act act, const std::vector<int>& except) {
  const int side = side_of_company(b, company);
  const core::Vec2 centre = centre_of(b, ordered_platoons(b, company, except));
  std::vector<core::Vec2> out;
  if (act == Act::kRetreat) {
    // Straight away from the nearest enemy, 20 cm (further than any move).
    core::Vec2 enemy = centre;
    double best = std::numeric_limits<double>::infinity();
    for (const Platoon& e : b.platoons) {
      if (!e.removed && e.side != side && core::distance(centre, e.at) < best) {
        best = core::distance(centre, e.at);
        enemy = e.at;
      }
    }
    const core::Vec2 away = centre - enemy;
    const double len = away.length();
    const core::Vec2 dir = len > 0 ? away * (1 / len) : core::Vec2{0, side == 0 ? -1.0 : 1.0};
    const core::Vec2 p = rounded(clamp_to_table(b, centre + dir * 20));
    if (nearest_enemy_distance(b, p, side) >= nearest_enemy_distance(b, centre, side)) out.push_back(p);
    return out;
  }
  if (act == Act::kFindCover) {
    for (const Feature& f : b.features) {
      if (f.kind == Terrain::kOpen || f.kind == Terrain::kObjective || f.kind == Terrain::kImpractical || f.kind == Terrain::kRoad) continue;
      const core::Vec2 p = rounded(f.area.empty() ? nearest_on_line(f.line, centre) : outline_centre(f.area));
      if (core::distance(p, centre) <= 30 && ground_at(b, p) != Ground::kOpen) out.push_back(p);
    }
    return out;
  }
  for (const Feature* f : objectives(b)) out.push_back(outline_centre(f->area));
  const std::vector<int> targets = targets_by_distance(b, company);
  for (std::size_t k = 0; k < std::min<std::size_t>(2, targets.size()); ++k) out.push_back(company_centre(b, targets[k]));
  return out;
}

std::vector<int> targets_by_distance(const Battle& b, int company) {
  const core::Vec2 centre = company_centre(b, company);
  std::vector<int> out;
  for (std::size_t c = 0; c < b.companies.size(); ++c) {
    const int ci = static_cast<int>(c);
    if (side_of_company(b, ci) != side_of_company(b, company) && company_alive(b, ci)) out.push_back(ci);
  }
  std::stable_sort(out.begin(), out.end(), [&](int x, int y) {
    return core::distance(centre, company_centre(b, x)) < core::distance(centre, company_centre(b, y));
  });
  return out;
}

}  // namespace sandtable::rules::gw1418
