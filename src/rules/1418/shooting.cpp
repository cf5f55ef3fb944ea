#include "rules/1418/shooting.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace sandtable::rules::gw1418 {

namespace {

// "hits on 4+", or "cannot hit" past a six.
std::string hit_on_text(int resilience, int bonus) {
  const int need = resilience - bonus;
  if (need > 6) return "cannot hit";
  return need <= 1 ? "hits on any face" : fmt::format("hits on {}+", need);
}

}  // namespace

bool rerolls_against_vehicles(Kind attacker, bool cavalry_rerolls) {
  if (attacker == Kind::kGun) return false;
  return attacker != Kind::kCavalry || cavalry_rerolls;
}

Effects effects_of(const core::ExactDist& hits, int hits_to_remove) {
  Effects e;
  e.unharmed = hits.probability(0);
  e.removed = hits.at_least(hits_to_remove);
  e.injured = 1 - e.unharmed - e.removed;
  return e;
}

ShotOdds shoot(const Shot& s) {
  ShotOdds o;
  o.resilience_factors = cover_factors(s.cover);
  o.resilience = resilience_in_cover(s.own_resilience, s.cover);
  o.volley = Volley{s.arming.dice, 1, s.arming.bonus, o.resilience, s.cover.vehicle && s.rerolls_on_vehicles,
                    s.reroll_keeps_bonus};
  o.hits = hits(o.volley);
  o.effects = effects_of(o.hits, s.target_injured ? 1 : 2);

  const int plain = s.arming.dice - (s.arming.bonus > 0 ? 1 : 0);
  o.why.push_back(fmt::format("Arming {}: {} {} against R{}", s.arming.dice, s.arming.dice, s.arming.dice == 1 ? "die" : "dice",
                              o.resilience));
  if (plain > 0) o.why.push_back(fmt::format("{} plain {}: {}", plain, plain == 1 ? "die" : "dice", hit_on_text(o.resilience, 0)));
  if (s.arming.bonus > 0 && s.arming.dice > 0) {
    o.why.push_back(fmt::format("one die +{}: {}", s.arming.bonus, hit_on_text(o.resilience, s.arming.bonus)));
  }
  if (s.cover.vehicle) {
    o.why.push_back(o.volley.rerolled ? "a vehicle: every hit is re-rolled and stands only if it hits again"
                                      : "a vehicle, but guns do not re-roll their hits");
  }
  o.why.push_back(s.target_injured ? "already injured: one hit removes it" : "one hit injures, two remove");
  return o;
}

core::Rational recovery_chance(int resilience) { return core::Rational(std::clamp(resilience, 0, 5), 6); }

}  // namespace sandtable::rules::gw1418
