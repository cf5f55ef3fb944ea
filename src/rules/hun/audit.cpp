#include "rules/hun/audit.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <utility>

#include "rules/hun/worsen.hpp"

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

std::string describe(const AttackSituation& s) {
  std::string text = fmt::format("{} attacker {} target {} cover {} range {} posture {}", name(s.action), name(s.attacker),
                                 name(s.victim), name(s.cover), s.range_inches, name(s.posture));
  const std::pair<bool, const char*> flags[] = {
      {s.attacker_mounted, "attacker-mounted"}, {s.victim_mounted, "target-mounted"}, {s.sharpshooter, "sharpshooter"},
      {s.charging, "charging"},   {s.victim_is_transport, "transport"},     {s.moving, "moving"},
      {s.attacker_wounded, "firer-wounded"},     {s.victim_wounded, "target-wounded"}};
  for (const auto& [set, word] : flags) {
    if (set) text += fmt::format(" {}", word);
  }
  return text;
}

namespace {

// Sums a chart's gaps to the model and checks every one-step worsening, case by case.
class Auditor {
 public:
  explicit Auditor(const Model& model) : model_(model) {
    for (const Attack a : kAttacks) fitters_.emplace_back(model.weapon(a), model);
    r_.applied.assign(worsenings().size(), 0);
  }

  void visit(const AttackSituation& s) {
    const WeaponModel& w = model_.weapon(s.action);
    AttackOdds odds;
    odds.hit = hit_chance(s, model_);
    odds.kill = odds.hit * w.kill;
    odds.wound = odds.hit * w.wound;
    const ChartShape shape = fitter(s).fit(odds.hit);
    add_gaps(s, shape, chart_error(shape, odds));
    const ChartOdds chart = chart_odds(shape);
    for (std::size_t i = 0; i < worsenings().size(); ++i) {
      AttackSituation worse = s;
      if (!worsenings()[i].apply(worse, model_)) continue;
      ++r_.applied[i];
      const double worse_hit = hit_chance(worse, model_);
      if (worse_hit > odds.hit && r_.model_breaches++ == 0) r_.first_model_breach = breach_text(i, s);
      const ChartShape worse_shape = fitter(s).fit(worse_hit);
      const ChartOdds worse_chart = chart_odds(worse_shape);
      const bool in_order = worse_shape.hit_on >= shape.hit_on && worse_chart.kill <= chart.kill &&
                            worse_chart.kill + worse_chart.wound <= chart.kill + chart.wound;
      if (!in_order && r_.breaches++ == 0) r_.first_breach = breach_text(i, s);
    }
  }

  AuditResult finish() {
    const auto mean = [&](double sum) { return r_.cases ? sum / static_cast<double>(r_.cases) : 0.0; };
    r_.mean_error = mean(total_);
    r_.mean_kill_error = mean(total_kill_);
    r_.mean_wound_error = mean(total_wound_);
    r_.mean_hit_error = mean(total_hit_);
    for (const std::int64_t n : r_.applied) r_.worsenings += n;
    return r_;
  }

 private:
  const ChartFitter& fitter(const AttackSituation& s) const { return fitters_[static_cast<std::size_t>(s.action)]; }

  static std::string breach_text(std::size_t worsening, const AttackSituation& s) {
    return fmt::format("{} helps: {}", worsenings()[worsening].name, describe(s));
  }

  void add_gaps(const AttackSituation& s, const ChartShape& shape, const ChartError& e) {
    ++r_.cases;
    total_ += e.worst();
    total_kill_ += e.kill;
    total_wound_ += e.wound;
    total_hit_ += e.hit;
    r_.worst_kill_error = std::max(r_.worst_kill_error, e.kill);
    r_.worst_wound_error = std::max(r_.worst_wound_error, e.wound);
    r_.worst_hit_error = std::max(r_.worst_hit_error, e.hit);
    if (e.worst() > r_.worst_error) {
      r_.worst_error = e.worst();
      r_.worst_case = s;
      r_.worst_shape = shape;
    }
  }

  const Model& model_;
  std::vector<ChartFitter> fitters_;
  AuditResult r_;
  double total_ = 0, total_kill_ = 0, total_wound_ = 0, total_hit_ = 0;
};

AuditResult audit(const Model& model, std::optional<Attack> only) {
  Auditor auditor(model);
  const auto visit = [&](const AttackSituation& s) { auditor.visit(s); };
  if (only) {
    for_each_situation(model, *only, visit);
  } else {
    for_each_situation(model, visit);
  }
  return auditor.finish();
}

}  // namespace

AuditResult audit_charts(const Model& model) { return audit(model, std::nullopt); }

AuditResult audit_charts(const Model& model, Attack action) { return audit(model, action); }

}  // namespace sandtable::rules::hun
