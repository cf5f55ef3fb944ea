// Mini-Nap 2 simulation benchmarks: whole AI-against-AI battles on the typed state.
#include <benchmark/benchmark.h>

#include "engine/scenario.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/simulate.hpp"

namespace {

using namespace sandtable;

rules::mininap::Battle battle(const char* file) {
  const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/") + file);
  return rules::mininap::battle_from_scenario(s, s.rulings);
}

void simulate(benchmark::State& state, const char* file) {
  const rules::mininap::Battle start = battle(file);
  std::uint64_t i = 0;
  for (auto _ : state) {
    core::Rng rng = core::Rng::stream(1, i++);
    benchmark::DoNotOptimize(rules::mininap::simulate_battle(start, rng));
  }
}

void BM_SimulateBrigadeAction(benchmark::State& state) { simulate(state, "brigade-action.yaml"); }
BENCHMARK(BM_SimulateBrigadeAction)->Unit(benchmark::kMillisecond);

void BM_SimulateCorpsMeeting(benchmark::State& state) { simulate(state, "corps-meeting.yaml"); }
BENCHMARK(BM_SimulateCorpsMeeting)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
