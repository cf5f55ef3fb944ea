#include "rules/1418/battle/queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/polygon.hpp"

namespace sandtable::rules::gw1418 {

namespace {

bool feature_contains(const Feature& f, core::Vec2 p) {
  if (!f.area.empty()) return core::Polygon(f.area).contains(p);
  for (std::size_t k = 1; k < f.line.size(); ++k) {
    if (core::segment_distance(f.line[k - 1], f.line[k], p, p) <= f.width_cm / 2) return true;
  }
  return false;
}

// Cover from best to worst; the index orders them.
int cover_rank(Terrain t) {
  switch (t) {
    case Terrain::kFortification: return 4;
    case Terrain::kDefensible: return 3;
    case Terrain::kRough:
    case Terrain::kImpractical: return 2;
    default: return 1;
  }
}

int going_rank(Terrain t) {
  switch (t) {
    case Terrain::kImpractical: return 3;
    case Terrain::kRough:
    case Terrain::kDefensible:
    case Terrain::kFortification: return 2;
    default: return 1;
  }
}

}  // namespace

Ground ground_at(const Battle& b, core::Vec2 p) {
  Terrain best = Terrain::kOpen;
  for (const Feature& f : b.features) {
    if (f.kind != Terrain::kObjective && cover_rank(f.kind) > cover_rank(best) && feature_contains(f, p)) best = f.kind;
  }
  switch (best) {
    case Terrain::kFortification: return Ground::kFortification;
    case Terrain::kDefensible: return Ground::kDefensible;
    case Terrain::kRough:
    case Terrain::kImpractical: return Ground::kRough;
    default: return Ground::kOpen;
  }
}

Going going_along(const Battle& b, core::Vec2 from, core::Vec2 to) {
  // Sampled every half centimetre: finer than any feature a scenario draws.
  const int steps = std::max(1, static_cast<int>(std::ceil(core::distance(from, to) / 0.5)));
  int worst = 1;
  for (int k = 0; k <= steps; ++k) {
    const core::Vec2 p = from + (to - from) * (static_cast<double>(k) / steps);
    for (const Feature& f : b.features) {
      if (f.kind != Terrain::kObjective && going_rank(f.kind) > worst && feature_contains(f, p)) worst = going_rank(f.kind);
    }
  }
  return worst == 3 ? Going::kImpractical : worst == 2 ? Going::kRough : Going::kOpen;
}

bool on_road_along(const Battle& b, core::Vec2 from, core::Vec2 to) {
  const int steps = std::max(1, static_cast<int>(std::ceil(core::distance(from, to) / 0.5)));
  for (int k = 0; k <= steps; ++k) {
    const core::Vec2 p = from + (to - from) * (static_cast<double>(k) / steps);
    if (std::none_of(b.features.begin(), b.features.end(), [&](const Feature& f) { return f.kind == Terrain::kRoad && feature_contains(f, p); })) {
      return false;
    }
  }
  return true;
}

bool on_table(const Battle& b, core::Vec2 p) { return p.x >= 0 && p.y >= 0 && p.x <= b.width_cm && p.y <= b.depth_cm; }

std::vector<int> alive_platoons(const Battle& b, int company) {
  std::vector<int> out;
  for (const int i : b.company(company).platoons) {
    if (!b.platoon(i).removed) out.push_back(i);
  }
  return out;
}

std::vector<int> ordered_platoons(const Battle& b, int company, const std::vector<int>& except) {
  std::vector<int> out = alive_platoons(b, company);
  std::erase_if(out, [&](int p) { return std::find(except.begin(), except.end(), p) != except.end(); });
  return out;
}

bool company_alive(const Battle& b, int company) { return !alive_platoons(b, company).empty(); }

core::Vec2 centre_of(const Battle& b, const std::vector<int>& platoons) {
  core::Vec2 sum;
  for (const int i : platoons) sum = sum + b.platoon(i).at;
  return platoons.empty() ? sum : sum * (1.0 / static_cast<double>(platoons.size()));
}

core::Vec2 company_centre(const Battle& b, int company) { return centre_of(b, alive_platoons(b, company)); }

std::optional<int> company_named(const Battle& b, const std::string& name) {
  for (std::size_t i = 0; i < b.companies.size(); ++i) {
    if (b.companies[i].name == name) return static_cast<int>(i);
  }
  return std::nullopt;
}

std::optional<int> battalion_named(const Battle& b, const std::string& name) {
  for (std::size_t i = 0; i < b.battalions.size(); ++i) {
    if (b.battalions[i].name == name) return static_cast<int>(i);
  }
  return std::nullopt;
}

int side_of_company(const Battle& b, int company) { return b.company(company).side; }

Situation situation_of(const Battle& b, const std::vector<int>& platoons) {
  Situation s{true, false};
  for (const int i : platoons) {
    s.dug_in = s.dug_in && b.platoon(i).dug_in;
    s.under_fire = s.under_fire || b.platoon(i).under_fire;
  }
  return s;
}

Situation situation(const Battle& b, int company) { return situation_of(b, alive_platoons(b, company)); }

Transport riding(const Battle& b, const Platoon& p) {
  const Battalion& btn = b.battalion(b.company(p.company).battalion);
  if (!btn.command_platoon || b.platoon(*btn.command_platoon).removed) return Transport::kNone;
  return btn.transport;
}

std::optional<double> range_cm(const Battle& b, const Platoon& p) {
  const UnitType& t = unit_type(p.type);
  if (t.range.unlimited) return std::nullopt;
  return t.range.value * b.rules.range_cm_per_unit;
}

bool in_range(const Battle& b, const Platoon& shooter, const Platoon& target) {
  const std::optional<double> reach = range_cm(b, shooter);
  return !reach || core::distance(shooter.at, target.at) <= *reach;
}

std::optional<int> nearest_in_range(const Battle& b, const Platoon& shooter, int company) {
  std::optional<int> best;
  double best_d = std::numeric_limits<double>::infinity();
  for (const int i : alive_platoons(b, company)) {
    const double d = core::distance(shooter.at, b.platoon(i).at);
    if (in_range(b, shooter, b.platoon(i)) && d < best_d) {
      best = i;
      best_d = d;
    }
  }
  return best;
}

int own_resilience(const Battle& b, const Platoon& p) {
  if (const std::optional<int> r = unit_type(p.type).resilience) return *r;
  int best = 0;
  for (const int i : b.company(p.company).platoons) {
    if (const std::optional<int> r = unit_type(b.platoon(i).type).resilience) best = std::max(best, *r);
  }
  return best > 0 ? best : 4;
}

Ground cover_ground(const Battle& b, const Platoon& p) {
  const Ground g = ground_at(b, p.at);
  if (!p.dug_in) return g;
  if (g == Ground::kOpen) return Ground::kDugInOpen;
  if (g == Ground::kRough) return Ground::kDugInRough;
  return g;
}

Cover standing_cover(const Battle& b, int platoon) {
  const Platoon& p = b.platoon(platoon);
  Cover c;
  c.vehicle = is_vehicle(unit_type(p.type));
  c.ground = cover_ground(b, p);
  c.not_dug_in = !p.dug_in;
  return c;
}

ShotOdds shot_odds(const Battle& b, int shooter, int target, const Cover& cover) {
  const UnitType& t = unit_type(b.platoon(shooter).type);
  Shot s;
  s.arming = t.ranged;
  s.rerolls_on_vehicles = rerolls_against_vehicles(t.kind, b.rules.cavalry_rerolls_vehicles);
  s.own_resilience = own_resilience(b, b.platoon(target));
  s.cover = cover;
  s.target_injured = b.platoon(target).injured;
  s.reroll_keeps_bonus = b.rules.reroll_keeps_bonus;
  return shoot(s);
}

std::optional<int> holder(const Battle& b, const Feature& objective) {
  std::array<bool, 2> present{false, false};
  for (const Platoon& p : b.platoons) {
    if (!p.removed && core::Polygon(objective.area).contains(p.at)) present[static_cast<std::size_t>(p.side)] = true;
  }
  if (present[0] == present[1]) return std::nullopt;
  return present[0] ? 0 : 1;
}

std::vector<const Feature*> objectives(const Battle& b) {
  std::vector<const Feature*> out;
  for (const Feature& f : b.features) {
    if (f.kind == Terrain::kObjective) out.push_back(&f);
  }
  return out;
}

std::string words(Act a) {
  switch (a) {
    case Act::kStayPut: return "stay put";
    case Act::kMove: return "move";
    case Act::kFindCover: return "find cover";
    case Act::kAssault: return "assault";
    case Act::kRetreat: return "retreat";
    case Act::kDigIn: return "dig in";
  }
  return "stay put";
}

std::string words(HighCommand h) { return std::string(id(h)); }

}  // namespace sandtable::rules::gw1418
