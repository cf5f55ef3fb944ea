#include "rules/hun/chart.hpp"

#include <algorithm>
#include <cmath>

namespace sandtable::rules::hun {

namespace {

// Hits out of 36 (to-hit die x vital die) that go on to the save: (7 - hit_on) faces of 6,
// less the 6-6 when a 6 brings the vital roll.
int saved_hits_36(int hit_on, bool vital) { return 6 * (7 - hit_on) - (vital ? 1 : 0); }

// A vital hit, 1/36, in 1296ths.
int vital_1296(bool vital) { return vital ? ChartOdds::kWays / 36 : 0; }

// The chance to kill (or to kill or wound) a cut gives with a to-hit number, in 1296ths.
int cut_chance_1296(int hit_on, bool vital, int cut) { return vital_1296(vital) + saved_hits_36(hit_on, vital) * cut; }

// The largest chance to hit that a to-hit number stands for: halfway to the next easier one.
double top_of(int hit_on) { return (7.5 - hit_on) / 6.0; }

}  // namespace

ChartOdds chart_odds(const ChartShape& s) {
  const int saved = saved_hits_36(s.hit_on, s.vital);
  return {cut_chance_1296(s.hit_on, s.vital, s.kill_cut), saved * (s.wound_cut - s.kill_cut)};
}

bool needs_second_die(const ChartShape& s, int face) {
  const auto splits = [&](int cut) { return cut > (face - 1) * 6 && cut < face * 6; };
  return splits(s.kill_cut) || splits(s.wound_cut);
}

double chart_hit_chance(int hit_on) { return (7 - hit_on) / 6.0; }

int hit_on_for(double hit) {
  const int faces = std::clamp(static_cast<int>(std::ceil(6 * hit - 0.5)), 1, 5);
  return 7 - faces;
}

ChartFitter::ChartFitter(const WeaponModel& weapon, const Model& model)
    : vital_(!model.vital_roll_optional), step_(model.save_second_die ? 1 : 6) {
  kill_ = make_cut(weapon.kill);
  harm_ = make_cut(weapon.kill + weapon.wound);
}

// From the easiest number down: each may give no more than the next easier one gives at
// the top of this number's range (its lowest), so the chart's chance never rises as the
// chance to hit falls.
ChartFitter::Cut ChartFitter::make_cut(double share) const {
  Cut cut{share, {}};
  cut.most[2] = kSaveResults;
  for (int hit_on = 3; hit_on <= 6; ++hit_on) {
    const int easier_lowest = cut_chance_1296(hit_on - 1, vital_, cut_for(cut, hit_on - 1, top_of(hit_on)));
    cut.most[hit_on] = (easier_lowest - vital_1296(vital_)) / saved_hits_36(hit_on, vital_) / step_ * step_;
  }
  return cut;
}

// The nearest cut the save can make, held to the most this to-hit number may give.
int ChartFitter::cut_for(const Cut& cut, int hit_on, double hit) const {
  const double ideal = (cut.share * hit * ChartOdds::kWays - vital_1296(vital_)) / saved_hits_36(hit_on, vital_);
  const int nearest = std::clamp(static_cast<int>(std::lround(ideal / step_)) * step_, 0, kSaveResults);
  return std::min(nearest, cut.most[hit_on]);
}

ChartShape ChartFitter::fit(double hit) const {
  const int hit_on = hit_on_for(hit);
  return {hit_on, cut_for(kill_, hit_on, hit), cut_for(harm_, hit_on, hit), vital_};
}

ChartShape fit_chart(double hit, const WeaponModel& weapon, const Model& model) {
  return ChartFitter(weapon, model).fit(hit);
}

ChartError chart_error(const ChartShape& shape, const AttackOdds& model) {
  const ChartOdds o = chart_odds(shape);
  return {std::fabs(chart_hit_chance(shape.hit_on) - model.hit), std::fabs(o.kill_chance() - model.kill),
          std::fabs(o.wound_chance() - model.wound)};
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
  row.shape = fit_chart(row.model.hit, model.weapon(s.action), model);
  row.chart = chart_odds(row.shape);
  row.error = chart_error(row.shape, row.model);
  return row;
}

std::vector<ChartRow> make_chart(const AttackSituation& base, const Model& model) {
  validate(base, model);
  std::vector<ChartRow> rows;
  for (const AttackSituation& s : chart_cases(base, model)) rows.push_back(chart_row(s, model));
  return rows;
}

}  // namespace sandtable::rules::hun
