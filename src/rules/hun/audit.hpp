// The Hun at the Gates, IV.B: every input the app can be given for an attack, and how far
// the charts are from the model over all of them, and whether a worse case gets a better chart.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

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
  double worst_error = 0;  // the larger of the kill and wound gaps, worst case
  double mean_error = 0;
  double worst_kill_error = 0;
  double worst_wound_error = 0;
  double mean_kill_error = 0;
  double mean_wound_error = 0;
  double worst_hit_error = 0;  // the to-hit number's chance against the model's chance to hit
  double mean_hit_error = 0;
  AttackSituation worst_case;
  ChartShape worst_shape;
  // Pairs of a case and a one-step worsening of it (worsen.hpp): how many, and how many of
  // each worsening, in the order of worsenings().
  std::int64_t worsenings = 0;
  std::vector<std::int64_t> applied;
  // Pairs whose chart has an easier to-hit number, a higher chance to kill or a higher
  // chance to kill or wound: goal 0. The first found in words (empty if none).
  std::int64_t breaches = 0;
  std::string first_breach;
  // Pairs where the model's own chance to hit rises: 0 by parse_model's checks.
  std::int64_t model_breaches = 0;
  std::string first_model_breach;
};

// A case in words: "fire-rifle attacker veteran target soldier cover none range 12 ...".
std::string describe(const AttackSituation& s);

// Visits every reachable case once: its gaps, and every one-step worsening of it.
AuditResult audit_charts(const Model& model = builtin_model());

// The same for one action's cases only.
AuditResult audit_charts(const Model& model, Attack action);

}  // namespace sandtable::rules::hun
