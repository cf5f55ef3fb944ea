// The Hun at the Gates: the whole chart audit (goal: a few seconds) and its parts.
#include <benchmark/benchmark.h>

#include "rules/hun/audit.hpp"

namespace {

namespace rh = sandtable::rules::hun;

void BM_HunChartAudit_Whole(benchmark::State& state) {
  for (auto _ : state) {
    const rh::AuditResult r = rh::audit_charts();
    benchmark::DoNotOptimize(r.worst_error);
    state.counters["cases"] = static_cast<double>(r.cases);
  }
  state.SetLabel("every reachable attack input and every one-step worsening of it");
}
BENCHMARK(BM_HunChartAudit_Whole)->Unit(benchmark::kMillisecond);

// One chart cell's fit, over a sweep of chances to hit.
void BM_HunFitChart(benchmark::State& state) {
  const rh::Model& model = rh::builtin_model();
  const rh::WeaponModel& rifle = model.weapon(rh::Attack::kRifle);
  double hit = 0.001;
  for (auto _ : state) {
    benchmark::DoNotOptimize(rh::fit_chart(hit, rifle, model));
    hit = hit > 0.8 ? 0.001 : hit + 0.0007;
  }
}
BENCHMARK(BM_HunFitChart);

}  // namespace
