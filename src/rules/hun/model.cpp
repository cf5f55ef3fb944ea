#include "rules/hun/model.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "rules/hun/embedded_data.hpp"

namespace sandtable::rules::hun {

namespace {

using nlohmann::json;

double probability(const json& j, std::string_view what) {
  const double p = j.get<double>();
  if (!(p >= 0.0 && p <= 1.0)) throw std::invalid_argument(fmt::format("model: {} must be a chance in [0, 1], not {}", what, p));
  return p;
}

double multiplier(const json& j, std::string_view what) {
  const double m = j.get<double>();
  if (!(m > 0.0 && m < 10.0)) throw std::invalid_argument(fmt::format("model: {} must be a multiplier in (0, 10), not {}", what, m));
  return m;
}

template <std::size_t N, class Enum>
std::array<double, N> table(const json& j, const std::array<Enum, N>& keys, std::string_view what) {
  std::array<double, N> out{};
  for (std::size_t i = 0; i < N; ++i) out[i] = multiplier(j.at(std::string(name(keys[i]))), what);
  return out;
}

// Checks that a table never rises (or never falls) along its keys' order.
template <std::size_t N>
void require_ordered(const std::array<double, N>& t, bool rising, std::string_view what) {
  for (std::size_t i = 1; i < N; ++i) {
    if (rising ? t[i] < t[i - 1] : t[i] > t[i - 1]) {
      throw std::invalid_argument(fmt::format("model: {} must {} along its order", what, rising ? "never fall" : "never rise"));
    }
  }
}

WeaponKind weapon_kind(const std::string& s) {
  if (s == "fire") return WeaponKind::kFire;
  if (s == "mg") return WeaponKind::kMg;
  if (s == "blast") return WeaponKind::kBlast;
  if (s == "melee") return WeaponKind::kMelee;
  throw std::invalid_argument("model: unknown weapon kind '" + s + "'");
}

WeaponModel parse_weapon(const json& j, std::string_view id) {
  WeaponModel w;
  w.kind = weapon_kind(j.at("kind").get<std::string>());
  if (j.contains("max_range")) w.max_range = j.at("max_range").get<int>();
  w.kill = probability(j.at("kill"), fmt::format("{} kill", id));
  w.wound = probability(j.at("wound"), fmt::format("{} wound", id));
  if (w.kill + w.wound > 1.0) throw std::invalid_argument(fmt::format("model: {} kill plus wound is over 1", id));
  if (w.kind == WeaponKind::kFire || w.kind == WeaponKind::kMg) {
    for (const auto& point : j.at("range_hit")) {
      w.range_hit.emplace_back(point.at(0).get<int>(), probability(point.at(1), fmt::format("{} range_hit", id)));
    }
    if (w.range_hit.empty() || w.range_hit.front().first != 0) {
      throw std::invalid_argument(fmt::format("model: {} range_hit must start at 0 inches", id));
    }
    for (std::size_t i = 1; i < w.range_hit.size(); ++i) {
      if (w.range_hit[i].first <= w.range_hit[i - 1].first || w.range_hit[i].second > w.range_hit[i - 1].second) {
        throw std::invalid_argument(fmt::format("model: {} range_hit must go outwards and never rise", id));
      }
    }
  } else {
    w.hit = probability(j.at("hit"), fmt::format("{} hit", id));
  }
  if (j.contains("charging")) w.charging = multiplier(j.at("charging"), fmt::format("{} charging", id));
  if (w.charging < 1.0) throw std::invalid_argument(fmt::format("model: {} charging must not lower the chance", id));
  w.mounted_only = j.value("mounted_only", false);
  return w;
}

// Multipliers that make things harder for the attacker must be at most 1, and the reverse.
double at_most_one(const json& j, std::string_view what) {
  const double m = multiplier(j, what);
  if (m > 1.0) throw std::invalid_argument(fmt::format("model: {} must not raise the chance to hit", what));
  return m;
}
double at_least_one(const json& j, std::string_view what) {
  const double m = multiplier(j, what);
  if (m < 1.0) throw std::invalid_argument(fmt::format("model: {} must not lower the chance to hit", what));
  return m;
}

}  // namespace

Model parse_model(std::string_view json_text) {
  const json j = json::parse(json_text);
  Model m;
  m.hit_cap = probability(j.at("hit_cap"), "hit_cap");
  m.vital_roll_optional = j.at("vital_roll_optional").get<bool>();
  m.save_second_die = j.at("save_second_die").get<bool>();
  m.actor_quality = table(j.at("actor_quality"), kQualities, "actor_quality");
  m.target_quality = table(j.at("target_quality"), kQualities, "target_quality");
  m.fire_cover = table(j.at("fire_cover"), kCovers, "fire_cover");
  m.melee_cover = table(j.at("melee_cover"), kCovers, "melee_cover");
  m.blast_cover = table(j.at("blast_cover"), kCovers, "blast_cover");
  m.posture = table(j.at("posture"), kPostures, "posture");
  require_ordered(m.actor_quality, true, "actor_quality");
  require_ordered(m.target_quality, false, "target_quality");
  require_ordered(m.fire_cover, false, "fire_cover");
  require_ordered(m.melee_cover, false, "melee_cover");
  require_ordered(m.blast_cover, false, "blast_cover");
  require_ordered(m.posture, false, "posture");
  if (m.posture[0] > 1.0 || m.fire_cover[0] > 1.0 || m.melee_cover[0] > 1.0 || m.blast_cover[0] > 1.0) {
    throw std::invalid_argument("model: standing in the open is the baseline and must not be above 1");
  }
  m.sharpshooter = at_least_one(j.at("sharpshooter"), "sharpshooter");
  m.firer_moving = at_most_one(j.at("firer_moving"), "firer_moving");
  m.firer_wounded = at_most_one(j.at("firer_wounded"), "firer_wounded");
  m.target_wounded = at_least_one(j.at("target_wounded"), "target_wounded");
  m.target_mounted = at_least_one(j.at("target_mounted"), "target_mounted");
  m.actor_mounted_fire = at_most_one(j.at("actor_mounted_fire"), "actor_mounted_fire");
  m.melee_mounted_vs_foot = at_least_one(j.at("melee_mounted_vs_foot"), "melee_mounted_vs_foot");
  m.melee_foot_vs_mounted = at_most_one(j.at("melee_foot_vs_mounted"), "melee_foot_vs_mounted");
  m.transport_target = at_least_one(j.at("transport_target"), "transport_target");
  const json& weapons = j.at("weapons");
  for (const Attack a : kAttacks) {
    const std::string id(name(a));
    if (!weapons.contains(id)) throw std::invalid_argument("model: no figures for " + id);
    m.weapons[static_cast<std::size_t>(a)] = parse_weapon(weapons.at(id), id);
  }
  return m;
}

const Model& builtin_model() {
  static const Model model = parse_model(embedded::kModelJson);
  return model;
}

double range_hit(const WeaponModel& weapon, int inches) {
  const auto& pts = weapon.range_hit;
  if (inches <= pts.front().first) return pts.front().second;
  for (std::size_t i = 1; i < pts.size(); ++i) {
    if (inches <= pts[i].first) {
      const auto [x0, y0] = pts[i - 1];
      const auto [x1, y1] = pts[i];
      return y0 + (y1 - y0) * static_cast<double>(inches - x0) / static_cast<double>(x1 - x0);
    }
  }
  return pts.back().second;  // beyond the last point the chance stays flat
}

}  // namespace sandtable::rules::hun
