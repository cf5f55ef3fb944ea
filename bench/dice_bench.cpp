// Dice engine micro-benchmarks (issue 2 goals; figures in bench/README.md).
#include <benchmark/benchmark.h>

#include <random>

#include "core/dist.hpp"
#include "core/notation.hpp"
#include "core/pool.hpp"
#include "core/random.hpp"

namespace {

using sandtable::core::Dist;
using sandtable::core::PoolSampler;
using sandtable::core::Rng;

void BM_RandomWord_Xoshiro(benchmark::State& state) {
  Rng rng(1);
  for (auto _ : state) benchmark::DoNotOptimize(rng.next_u64());
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RandomWord_Xoshiro);

void BM_RandomWord_Mt19937_64_Baseline(benchmark::State& state) {
  std::mt19937_64 mt(1);
  for (auto _ : state) benchmark::DoNotOptimize(mt());
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RandomWord_Mt19937_64_Baseline);

void BM_D6_Sandtable(benchmark::State& state) {
  Rng rng(1);
  for (auto _ : state) benchmark::DoNotOptimize(rng.d6());
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_D6_Sandtable);

void BM_D6_Mt19937_Baseline(benchmark::State& state) {
  std::mt19937 mt(1);
  std::uniform_int_distribution<int> d6(1, 6);
  for (auto _ : state) benchmark::DoNotOptimize(d6(mt));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_D6_Mt19937_Baseline);

void BM_PoolHits_OneStep(benchmark::State& state) {
  const PoolSampler pool(static_cast<int>(state.range(0)), 2, 6);
  Rng rng(1);
  for (auto _ : state) benchmark::DoNotOptimize(pool.draw(rng));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_PoolHits_OneStep)->Arg(20)->Arg(60);

void BM_PoolHits_Mt19937_PerDie_Baseline(benchmark::State& state) {
  const auto n = static_cast<int>(state.range(0));
  std::mt19937 mt(1);
  std::uniform_int_distribution<int> d6(1, 6);
  for (auto _ : state) {
    int hits = 0;
    for (int i = 0; i < n; ++i) hits += d6(mt) <= 2 ? 1 : 0;
    benchmark::DoNotOptimize(hits);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_PoolHits_Mt19937_PerDie_Baseline)->Arg(20)->Arg(60);

void BM_Exact_Binomial60_HitOn1or2(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(Dist::binomial(60, 1.0 / 3.0));
}
BENCHMARK(BM_Exact_Binomial60_HitOn1or2)->Unit(benchmark::kMicrosecond);

void BM_Exact_Sum60d6(benchmark::State& state) {
  const Dist d6 = Dist::die(6);
  for (auto _ : state) benchmark::DoNotOptimize(d6.sum_of(60));
}
BENCHMARK(BM_Exact_Sum60d6)->Unit(benchmark::kMicrosecond);

void BM_Exact_4d6KeepHighest3(benchmark::State& state) {
  const Dist d6 = Dist::die(6);
  for (auto _ : state) benchmark::DoNotOptimize(d6.keep_highest(4, 3));
}
BENCHMARK(BM_Exact_4d6KeepHighest3)->Unit(benchmark::kMicrosecond);

// 20 figures each hit on 4+, then each hit fails a 5+ save on 1-4: hits then thinned by 4/6.
void BM_Exact_20Figures_Hit4_Save5(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(Dist::binomial(20, 0.5).thinned(4.0 / 6.0));
}
BENCHMARK(BM_Exact_20Figures_Hit4_Save5)->Unit(benchmark::kMicrosecond);

void BM_Notation_ParseAndDistribution(benchmark::State& state) {
  for (auto _ : state) {
    const auto e = sandtable::core::notation::parse("4d6kh3+2d6r1-1");
    benchmark::DoNotOptimize(sandtable::core::notation::distribution(e.left));
  }
}
BENCHMARK(BM_Notation_ParseAndDistribution)->Unit(benchmark::kMicrosecond);

}  // namespace
