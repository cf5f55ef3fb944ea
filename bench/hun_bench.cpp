// The Hun at the Gates: the whole chart audit (goal: under one second) and its parts.
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
  state.SetLabel("every reachable attack input, 140 chart shapes each");
}
BENCHMARK(BM_HunChartAudit_Whole)->Unit(benchmark::kMillisecond);

// One chart cell's search, over a sweep of kill chances with wounds 1.6 times as likely.
void BM_HunBestShape(benchmark::State& state, rh::ChartShape (*search)(double, double, bool)) {
  double k = 0.01;
  for (auto _ : state) {
    benchmark::DoNotOptimize(search(k, 1.6 * k, false));
    k = k > 0.2 ? 0.01 : k + 0.0007;
  }
}
BENCHMARK_CAPTURE(BM_HunBestShape, Fast, rh::best_shape);
BENCHMARK_CAPTURE(BM_HunBestShape, Exhaustive, rh::best_shape_exhaustive);

}  // namespace
