// The Hun at the Gates, IV.B and VIII: the chart the app draws for an attack. A d6 to-hit
// roll (a 6 then a second 6 is a vital hit that kills with no save), then the save, read as a
// d66: the first die is the tens, and the second die (the units) is rolled only when the
// first falls on the face where a cut lies. Of the save's 36 results, 1..kill_cut kill, up
// to wound_cut wound, the rest are mere scratches. The rules have the vital roll "in most
// cases": the model's `vital_roll_optional` leaves it out (RULINGS.md 4); its
// `save_second_die` off makes every cut a whole face, a plain d6 save (RULINGS.md 55).
#pragma once

#include <array>
#include <vector>

#include "rules/hun/attack.hpp"

namespace sandtable::rules::hun {

inline constexpr int kSaveResults = 36;  // the save's results: first die x second die

struct ChartShape {
  int hit_on = 6;     // to hit on this or more, 2..6
  int kill_cut = 0;   // save results 1..kill_cut kill (0: none)
  int wound_cut = 0;  // save results kill_cut+1..wound_cut wound; above: a scratch
  bool vital = true;  // a 6 to hit brings the vital roll
};

// The chances a chart gives, in 1296ths (exact: a to-hit die, a vital die and the save's 36).
struct ChartOdds {
  static constexpr int kWays = 1296;
  int kill = 0;
  int wound = 0;
  double kill_chance() const { return kill / static_cast<double>(kWays); }
  double wound_chance() const { return wound / static_cast<double>(kWays); }
};

ChartOdds chart_odds(const ChartShape& shape);

// Whether the save's first die showing `face` leaves the result open (a cut splits the
// face's results (face - 1) * 6 + 1 .. face * 6), so that the second die must be rolled.
bool needs_second_die(const ChartShape& shape, int face);

// The chance a to-hit number gives: (7 - hit_on) / 6.
double chart_hit_chance(int hit_on);

// The to-hit number that stands for a chance to hit: the nearest d6 threshold (on a tie,
// the harder number), so never easier for a smaller chance.
int hit_on_for(double hit);

// Draws one weapon's charts. The cuts are the nearest to the model's kill and kill-or-wound
// chances, lowered where needed so that neither ever rises when the chance to hit falls
// (docs/hun/probability-model.md). The most each to-hit number may give depends only on the
// weapon, so it is worked out once here.
class ChartFitter {
 public:
  ChartFitter(const WeaponModel& weapon, const Model& model);
  ChartShape fit(double hit) const;

 private:
  struct Cut {
    double share = 0;           // of a hit: the kill share, or kill plus wound
    std::array<int, 7> most{};  // by to-hit number: the most results the cut may take
  };
  Cut make_cut(double share) const;
  int cut_for(const Cut& cut, int hit_on, double hit) const;
  bool vital_;
  int step_;  // the results a cut moves by: 1 with the second save die, 6 (a face) without
  Cut kill_, harm_;
};

// The chart for a chance to hit with a weapon: ChartFitter(weapon, model).fit(hit).
ChartShape fit_chart(double hit, const WeaponModel& weapon, const Model& model);

// How far a chart is from the model, in chance (0..1).
struct ChartError {
  double hit = 0;
  double kill = 0;
  double wound = 0;
  double worst() const { return kill > wound ? kill : wound; }  // the larger of kill and wound
};
ChartError chart_error(const ChartShape& shape, const AttackOdds& model);

// One row of a chart: which case it is, the model's chances and the chart that stands for them.
struct ChartRow {
  bool moving = false;
  bool attacker_wounded = false;
  bool victim_wounded = false;
  AttackOdds model;
  ChartShape shape;
  ChartOdds chart;
  ChartError error;
};

// The rows an action's chart shows: fire and MG tests have static and moving fire, each with
// firer and target wounded or not (8 rows); melee has 4; a blast test 2 (testing figure
// wounded or not).
std::vector<AttackSituation> chart_cases(const AttackSituation& base, const Model& model = builtin_model());

// The row of one situation (its moving and wounded flags pick the row). Validates first.
ChartRow chart_row(const AttackSituation& s, const Model& model = builtin_model());

// The whole chart for a situation (its row flags are ignored). Validates first.
std::vector<ChartRow> make_chart(const AttackSituation& base, const Model& model = builtin_model());

}  // namespace sandtable::rules::hun
