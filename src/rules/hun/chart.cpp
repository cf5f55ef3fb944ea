#include "rules/hun/chart.hpp"

#include <algorithm>
#include <cmath>

namespace sandtable::rules::hun {

namespace {

// Hits out of 36 that go on to the save: (7 - hit_on) faces of 6, less the 6-6 when a 6
// brings the vital roll.
int saved_hits_36(int hit_on, bool vital) { return 6 * (7 - hit_on) - (vital ? 1 : 0); }

std::vector<ChartShape> make_shapes(bool vital_optional) {
  std::vector<ChartShape> v;
  for (const bool vital : {true, false}) {
    if (!vital && !vital_optional) continue;
    for (int h = 2; h <= 6; ++h) {
      for (int k = 0; k <= 6; ++k) {
        for (int w = k; w <= 6; ++w) v.push_back({h, k, w, vital});
      }
    }
  }
  return v;
}

}  // namespace

ChartOdds chart_odds(const ChartShape& s) {
  // 216 = 36 (hit roll and vital roll) x 6 (save): a vital hit is 6 of them.
  const int saved = saved_hits_36(s.hit_on, s.vital);
  return {(s.vital ? 6 : 0) + saved * s.kill_up_to, saved * (s.wound_up_to - s.kill_up_to)};
}

ChartError chart_error(const ChartShape& shape, double kill, double wound) {
  const ChartOdds o = chart_odds(shape);
  const double dk = std::fabs(o.kill() - kill);
  const double dw = std::fabs(o.wound() - wound);
  return {std::max(dk, dw), dk + dw};
}

const std::vector<ChartShape>& all_shapes(bool vital_optional) {
  static const std::vector<ChartShape> with_vital = make_shapes(false);
  static const std::vector<ChartShape> either = make_shapes(true);
  return vital_optional ? either : with_vital;
}

ChartShape best_shape_exhaustive(double kill, double wound, bool vital_optional) {
  const auto& shapes = all_shapes(vital_optional);
  ChartShape best = shapes.front();
  ChartError best_error = chart_error(best, kill, wound);
  for (const ChartShape& s : shapes) {
    const ChartError e = chart_error(s, kill, wound);
    if (e < best_error) {
      best = s;
      best_error = e;
    }
  }
  return best;
}

ChartShape best_shape(double kill, double wound, bool vital_optional) {
  ChartShape best{6, 0, 0, true};
  ChartError best_error = chart_error(best, kill, wound);
  for (const bool vital : {true, false}) {
    if (!vital && !vital_optional) continue;
    const double vital_kill = vital ? 6 / 216.0 : 0.0;
    for (int h = 2; h <= 6; ++h) {
      const double step = saved_hits_36(h, vital) / 216.0;
      // The wound gap depends only on how many faces wound: take the nearest count that fits.
      const double ideal_wounds = wound / step;
      // Fewer kill faces only leave more room for wounds, so walk down from the count just
      // above the ideal and stop once the kill gap alone is worse than the best so far.
      const int top = std::clamp(static_cast<int>(std::ceil((kill - vital_kill) / step)), 0, 6);
      for (int k = top; k >= 0; --k) {
        if (kill - chart_odds({h, k, k, vital}).kill() > best_error.worst) break;  // below the ideal, too far
        const int room = 6 - k;
        const int below = std::clamp(static_cast<int>(std::floor(ideal_wounds)), 0, room);
        const int above = std::clamp(below + 1, 0, room);
        for (const int w : {below, above}) {
          const ChartShape s{h, k, k + w, vital};
          const ChartError e = chart_error(s, kill, wound);
          if (e < best_error) {
            best = s;
            best_error = e;
          }
        }
      }
    }
  }
  return best;
}

std::vector<AttackSituation> chart_cases(const AttackSituation& base, const Model& model) {
  const WeaponKind kind = model.weapon(base.action).kind;
  std::vector<AttackSituation> cases;
  const bool has_moving = kind == WeaponKind::kFire || kind == WeaponKind::kMg;
  const bool has_attacker = kind != WeaponKind::kBlast;
  for (const bool moving : {false, true}) {
    if (moving && !has_moving) continue;
    for (const bool attacker_wounded : {false, true}) {
      if (attacker_wounded && !has_attacker) continue;
      for (const bool victim_wounded : {false, true}) {
        AttackSituation s = base;
        s.moving = moving;
        s.attacker_wounded = attacker_wounded;
        s.victim_wounded = victim_wounded;
        cases.push_back(s);
      }
    }
  }
  return cases;
}

ChartRow chart_row(const AttackSituation& s, const Model& model) {
  ChartRow row;
  row.moving = s.moving;
  row.attacker_wounded = s.attacker_wounded;
  row.victim_wounded = s.victim_wounded;
  row.model = resolve_attack(s, model);
  row.shape = best_shape(row.model.kill, row.model.wound, model.vital_roll_optional);
  row.chart = chart_odds(row.shape);
  row.error = chart_error(row.shape, row.model.kill, row.model.wound);
  return row;
}

std::vector<ChartRow> make_chart(const AttackSituation& base, const Model& model) {
  validate(base, model);
  std::vector<ChartRow> rows;
  for (const AttackSituation& s : chart_cases(base, model)) rows.push_back(chart_row(s, model));
  return rows;
}

}  // namespace sandtable::rules::hun
