// The Hun at the Gates, IV.B: every input the app can be given for an attack, and how far
// the d6 charts are from the model over all of them.
#pragma once

#include <cstdint>
#include <functional>

#include "rules/hun/chart.hpp"

namespace sandtable::rules::hun {

// Calls `visit` once for every reachable attack situation, chart rows included: every
// action, every value of each field that action uses (fields it ignores stay at their
// defaults), and every whole-inch range up to the weapon's limit or the last point of its
// range table, beyond which nothing changes.
void for_each_situation(const Model& model, const std::function<void(const AttackSituation&)>& visit);

// The situations of one action only.
void for_each_situation(const Model& model, Attack action, const std::function<void(const AttackSituation&)>& visit);

struct AuditResult {
  std::int64_t cases = 0;
  double worst_error = 0;        // the larger of the kill and wound gaps, worst case
  double mean_error = 0;
  double worst_kill_error = 0;
  double worst_wound_error = 0;
  AttackSituation worst_case;
  ChartShape worst_shape;
};

AuditResult audit_charts(const Model& model = builtin_model());

}  // namespace sandtable::rules::hun
