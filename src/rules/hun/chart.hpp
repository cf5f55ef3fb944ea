// The Hun at the Gates, IV.B and VIII: the d6 chart the app draws for an attack. A d6
// to-hit roll (a 6 then a second 6 is a vital hit that kills with no save), then a d6
// save: 1..kill_up_to kills, up to wound_up_to wounds, higher is a mere scratch. The rules
// have the vital roll "in most cases"; the model's `vital_roll_optional` lets a chart drop it.
#pragma once

#include <vector>

#include "rules/hun/attack.hpp"

namespace sandtable::rules::hun {

struct ChartShape {
  int hit_on = 6;       // to hit on this or more, 2..6
  int kill_up_to = 0;   // save rolls 1..kill_up_to kill (0: none)
  int wound_up_to = 0;  // save rolls kill_up_to+1..wound_up_to wound; above: a scratch
  bool vital = true;    // a 6 to hit brings the vital roll
};

// The chances a chart gives, in 216ths (exact: a to-hit die, a vital die and a save die).
struct ChartOdds {
  int kill_216 = 0;
  int wound_216 = 0;
  double kill() const { return kill_216 / 216.0; }
  double wound() const { return wound_216 / 216.0; }
};

ChartOdds chart_odds(const ChartShape& shape);

// How far a chart is from the model: the larger of the kill and wound gaps (then their sum,
// to break ties).
struct ChartError {
  double worst = 0;
  double sum = 0;
  bool operator<(const ChartError& o) const { return worst < o.worst || (worst == o.worst && sum < o.sum); }
};
ChartError chart_error(const ChartShape& shape, double kill, double wound);

// Every shape a chart can take: 5 to-hit numbers times 28 saves, with the vital roll, and
// as many again without it when it is optional.
const std::vector<ChartShape>& all_shapes(bool vital_optional = false);

// The shape closest to the model's chances, by exhaustive search over all_shapes().
ChartShape best_shape_exhaustive(double kill, double wound, bool vital_optional = false);

// The same optimum found faster: for each to-hit number and kill count the best wound count
// is the nearest that fits, so only 35 candidates are scored. Tests check it against the
// exhaustive search.
ChartShape best_shape(double kill, double wound, bool vital_optional = false);

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
