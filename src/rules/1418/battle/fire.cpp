#include "rules/1418/battle/fire.hpp"

#include <fmt/format.h>

#include <limits>

#include "rules/1418/battle/queries.hpp"
#include "rules/1418/bombard.hpp"

namespace sandtable::rules::gw1418 {

namespace {

void shoot_at(Execution& x, int shooter, int target) {
  const Platoon& s = x.b.platoon(shooter);
  const ShotOdds odds = shot_odds(x.b, shooter, target, cover_of(x, target));
  x.shot[static_cast<std::size_t>(shooter)] = true;
  const std::string what = fmt::format("{} at {} (R{})", s.name, x.b.platoon(target).name, odds.resilience);
  take_hits(x, target, roll_hits(x, s.side, odds.volley, what), Shooter{.platoon = shooter});
}

// The nearest enemy platoon in range that has moved this bound, for a prepared shooter.
std::optional<int> nearest_mover(const Execution& x, const Platoon& s) {
  std::optional<int> best;
  double best_d = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < x.b.platoons.size(); ++i) {
    const Platoon& t = x.b.platoons[i];
    if (t.removed || t.side == s.side || !x.moving[i] || !in_range(x.b, s, t)) continue;
    const double d = core::distance(s.at, t.at);
    if (d < best_d) {
      best = static_cast<int>(i);
      best_d = d;
    }
  }
  return best;
}

}  // namespace

void fire_platoon(Execution& x, int shooter, bool after_movement) {
  const auto k = static_cast<std::size_t>(shooter);
  const Platoon& s = x.b.platoon(shooter);
  const FireOrder& order = x.plan_of(shooter).fire;
  if (s.removed || x.shot[k] || unit_type(s.type).ranged.dice == 0) return;
  if (order.prepared) {
    if (!after_movement) return;
    if (const std::optional<int> t = nearest_mover(x, s)) shoot_at(x, shooter, *t);
    return;
  }
  if (!order.target) return;
  const std::optional<int> t = nearest_in_range(x.b, s, *order.target);
  x.shot[k] = true;
  if (!t) {
    x.say(fmt::format("  {}: no platoon of {} in range", s.name, x.b.company(*order.target).name));
    return;
  }
  shoot_at(x, shooter, *t);
}

void bombard(Execution& x, int battalion) {
  const Battalion& btn = x.b.battalion(battalion);
  const core::Vec2 centre = *x.plans[static_cast<std::size_t>(btn.companies.front())].high->circle;
  std::vector<int> batteries;
  for (const int c : btn.companies) {
    for (const int p : x.b.company(c).platoons) {
      if (!x.b.platoon(p).removed && !x.moving[static_cast<std::size_t>(p)]) batteries.push_back(p);
    }
  }
  if (batteries.empty()) return;
  Bombardment bombardment;
  // A mixed battalion fires with its first battery's Arming (RULINGS.md 26).
  bombardment.battery = unit_type(x.b.platoon(batteries.front()).type).ranged;
  bombardment.batteries = static_cast<int>(batteries.size());
  bombardment.bonus_dice = parse_bonus_dice(x.b.rules.bombard_bonus_dice, "bombard_bonus_dice");
  bombardment.reroll_keeps_bonus = x.b.rules.reroll_keeps_bonus;
  std::vector<int> under;
  for (std::size_t i = 0; i < x.b.platoons.size(); ++i) {
    const Platoon& t = x.b.platoons[i];
    const double d = core::distance(t.at, centre);
    if (t.removed || t.side == btn.side || d > kCircleRadiusCm) continue;
    under.push_back(static_cast<int>(i));
    const int resilience = resilience_in_cover(own_resilience(x.b, t), cover_of(x, static_cast<int>(i)));
    bombardment.targets.push_back({resilience, d > kInnerRadiusCm, t.injured});
  }
  x.say(fmt::format("{} bombards the circle at ({:.1f}, {:.1f}) with {} shots: {} enemy platoon{} under it", btn.name, centre.x,
                    centre.y, shots(bombardment), under.size(), under.size() == 1 ? "" : "s"));
  if (under.empty()) return;
  const BombardResult laid = best_bombardment(bombardment);
  for (std::size_t k = 0; k < under.size(); ++k) {
    const Volley& v = laid.targets[k].volley;
    if (v.dice == 0) continue;
    const std::string what = fmt::format("{} on {}{} (R{})", btn.name, x.b.platoon(under[k]).name, v.rerolled ? ", outer ring" : "", v.resilience);
    take_hits(x, under[k], roll_hits(x, btn.side, v, what), Shooter{.battalion = battalion});
  }
}

}  // namespace sandtable::rules::gw1418
