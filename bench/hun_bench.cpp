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

void BM_HunBestShape_Fast(benchmark::State& state) {
  double k = 0.01;
  for (auto _ : state) {
    benchmark::DoNotOptimize(rh::best_shape(k, 1.6 * k));
    k = k > 0.2 ? 0.01 : k + 0.0007;
  }
}
BENCHMARK(BM_HunBestShape_Fast);

void BM_HunBestShape_Exhaustive(benchmark::State& state) {
  double k = 0.01;
  for (auto _ : state) {
    benchmark::DoNotOptimize(rh::best_shape_exhaustive(k, 1.6 * k));
    k = k > 0.2 ? 0.01 : k + 0.0007;
  }
}
BENCHMARK(BM_HunBestShape_Exhaustive);

}  // namespace
