#include "rules/hun/attack.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace sandtable::rules::hun {

namespace {

std::size_t index(Quality q) { return static_cast<std::size_t>(q); }
std::size_t index(Cover c) { return static_cast<std::size_t>(c); }
std::size_t index(Posture p) { return static_cast<std::size_t>(p); }

// Multiplies `p` by `m`, noting the factor when asked and when it changes anything.
void apply(double& p, double m, std::vector<Factor>* why, const char* what) {
  p *= m;
  if (why && m != 1.0) why->push_back({what, m});
}

}  // namespace

core::Dist AttackOdds::outcomes() const {
  return core::Dist::from_probabilities(kMiss, {miss, scratch, wound, kill});
}

int whole_inches(double inches) {
  if (!std::isfinite(inches) || inches < 0) throw engine::BadInput("range", fmt::format("a range of {} inches is not a distance", inches));
  if (inches > kMostInches) throw engine::BadInput("range", fmt::format("a range of {} inches is off any table", inches));
  return static_cast<int>(std::ceil(inches));
}

void validate(const AttackSituation& s, const Model& model) {
  const WeaponModel& w = model.weapon(s.action);
  if (s.range_inches < 0) throw engine::BadInput("range", "a range cannot be negative");
  if (w.max_range && s.range_inches > *w.max_range) {
    throw engine::BadInput("range", fmt::format("{} reaches {} inches at most; the target is {} inches away", name(s.action),
                                *w.max_range, s.range_inches));
  }
  if (w.mounted_only && !s.attacker_mounted) {
    throw engine::BadInput("actor_mounted", fmt::format("{} is made from horseback: set --actor-mounted", name(s.action)));
  }
}

double hit_chance(const AttackSituation& s, const Model& m, std::vector<Factor>* why) {
  const WeaponModel& w = m.weapon(s.action);
  const bool ranged = w.kind == WeaponKind::kFire || w.kind == WeaponKind::kMg;
  double p = ranged ? range_hit(w, s.range_inches) : w.hit;
  if (why) {
    why->push_back({ranged ? fmt::format("base chance to hit at {} inches", s.range_inches) : "base chance to hit", p});
  }
  // The attacker's skill: MGs and blasts are area fire, so only the victim's side counts.
  if (w.kind == WeaponKind::kFire || w.kind == WeaponKind::kMelee) {
    apply(p, m.actor_quality[index(s.attacker)], why, "attacker quality");
  }
  if (w.kind == WeaponKind::kFire && s.sharpshooter) apply(p, m.sharpshooter, why, "sharpshooter");
  if (!(w.kind == WeaponKind::kBlast && s.victim_is_transport)) {
    apply(p, m.target_quality[index(s.victim)], why, "target quality");
  }
  const auto& cover = w.kind == WeaponKind::kMelee   ? m.melee_cover
                      : w.kind == WeaponKind::kBlast ? m.blast_cover
                                                     : m.fire_cover;
  apply(p, cover[index(s.cover)], why, "cover");
  if (w.kind != WeaponKind::kMelee) apply(p, m.posture[index(s.posture)], why, "target posture");
  if (w.kind == WeaponKind::kBlast && s.victim_is_transport) {
    apply(p, m.transport_target, why, "equipment or transport");
  } else if (w.kind == WeaponKind::kMelee) {
    if (s.attacker_mounted && !s.victim_mounted) apply(p, m.melee_mounted_vs_foot, why, "mounted against foot");
    if (!s.attacker_mounted && s.victim_mounted) apply(p, m.melee_foot_vs_mounted, why, "on foot against mounted");
    if (s.charging) apply(p, w.charging, why, "attacker charging");
  } else if (s.victim_mounted) {
    apply(p, m.target_mounted, why, "target mounted");
  }
  if (w.kind == WeaponKind::kFire && s.attacker_mounted) apply(p, m.actor_mounted_fire, why, "firing from horseback");
  if (ranged && s.moving) apply(p, m.firer_moving, why, "moving fire");
  if (w.kind != WeaponKind::kBlast && s.attacker_wounded) apply(p, m.firer_wounded, why, "attacker wounded");
  if (s.victim_wounded && !s.victim_is_transport) apply(p, m.target_wounded, why, "target wounded");
  if (p > m.hit_cap) {
    if (why) why->push_back({fmt::format("capped at {}", m.hit_cap), m.hit_cap / p});
    p = m.hit_cap;
  }
  return p;
}

AttackOdds resolve_attack(const AttackSituation& s, const Model& model) {
  validate(s, model);
  AttackOdds odds;
  odds.hit = hit_chance(s, model, &odds.factors);
  const WeaponModel& w = model.weapon(s.action);
  odds.kill = odds.hit * w.kill;
  odds.wound = odds.hit * w.wound;
  odds.scratch = odds.hit - odds.kill - odds.wound;
  odds.miss = 1.0 - odds.hit;
  return odds;
}

}  // namespace sandtable::rules::hun
