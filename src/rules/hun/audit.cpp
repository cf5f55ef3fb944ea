#include "rules/hun/audit.hpp"

#include <cmath>

namespace sandtable::rules::hun {

namespace {

// The ranges worth visiting: up to the limit, or to the last range-table point.
int last_range(const WeaponModel& w) {
  if (w.kind != WeaponKind::kFire && w.kind != WeaponKind::kMg) return 0;
  return w.max_range ? *w.max_range : w.range_hit.back().first;
}

}  // namespace

void for_each_situation(const Model& model, Attack action, const std::function<void(const AttackSituation&)>& visit) {
  const WeaponModel& w = model.weapon(action);
  const bool fire = w.kind == WeaponKind::kFire;
  const bool melee = w.kind == WeaponKind::kMelee;
  const bool blast = w.kind == WeaponKind::kBlast;
  const bool uses_attacker = fire || melee;
  for (const Quality attacker : kQualities) {
    if (!uses_attacker && attacker != Quality::kSoldier) continue;
    for (const Quality victim : kQualities) {
      for (const Cover cover : kCovers) {
        for (int range = 0; range <= last_range(w); ++range) {
          for (const bool attacker_mounted : {false, true}) {
            if (!uses_attacker && attacker_mounted) continue;
            if (w.mounted_only && !attacker_mounted) continue;
            for (const bool victim_mounted : {false, true}) {
              for (const bool special : {false, true}) {  // sharpshooter, charging or transport
                if (!fire && !melee && !blast && special) continue;
                for (const Posture posture : kPostures) {
                  if (melee && posture != Posture::kStanding) continue;
                  AttackSituation s;
                  s.action = action;
                  s.attacker = attacker;
                  s.victim = victim;
                  s.cover = cover;
                  s.range_inches = range;
                  s.attacker_mounted = attacker_mounted;
                  s.victim_mounted = victim_mounted;
                  s.sharpshooter = fire && special;
                  s.charging = melee && special;
                  s.victim_is_transport = blast && special;
                  s.posture = posture;
                  // Equipment has no quality or mount of its own that the app asks for.
                  if (s.victim_is_transport && (victim != Quality::kSoldier || victim_mounted)) continue;
                  for (const AttackSituation& row : chart_cases(s, model)) visit(row);
                }
              }
            }
          }
        }
      }
    }
  }
}

void for_each_situation(const Model& model, const std::function<void(const AttackSituation&)>& visit) {
  for (const Attack a : kAttacks) for_each_situation(model, a, visit);
}

AuditResult audit_charts(const Model& model) {
  AuditResult r;
  double total = 0;
  for_each_situation(model, [&](const AttackSituation& s) {
    const double hit = hit_chance(s, model);
    const WeaponModel& w = model.weapon(s.action);
    const double kill = hit * w.kill;
    const double wound = hit * w.wound;
    const ChartShape shape = best_shape(kill, wound, model.vital_roll_optional);
    const ChartOdds odds = chart_odds(shape);
    const double dk = std::fabs(odds.kill() - kill);
    const double dw = std::fabs(odds.wound() - wound);
    const double e = std::max(dk, dw);
    ++r.cases;
    total += e;
    r.worst_kill_error = std::max(r.worst_kill_error, dk);
    r.worst_wound_error = std::max(r.worst_wound_error, dw);
    if (e > r.worst_error) {
      r.worst_error = e;
      r.worst_case = s;
      r.worst_shape = shape;
    }
  });
  r.mean_error = r.cases ? total / static_cast<double>(r.cases) : 0.0;
  return r;
}

}  // namespace sandtable::rules::hun
