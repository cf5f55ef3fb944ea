// Mini-Nap 2 simulation benchmarks: whole AI-against-AI battles on the typed state, one turn
// of two lines of N units a side, and the memory one running battle holds.
#include <benchmark/benchmark.h>

#include "engine/scenario.hpp"
#include "heap_counter.hpp"
#include "mininap_lines.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/simulate.hpp"

namespace {

using namespace sandtable;

rules::mininap::Battle battle(const char* file) {
  const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/") + file);
  return rules::mininap::battle_from_scenario(s, s.rulings);
}

void simulate(benchmark::State& state, const char* file, rules::mininap::AiStyle style = rules::mininap::AiStyle::kStandard) {
  const rules::mininap::Battle start = battle(file);
  std::uint64_t i = 0;
  for (auto _ : state) {
    core::Rng rng = core::Rng::stream(1, i++);
    benchmark::DoNotOptimize(rules::mininap::simulate_battle(start, rng, {style, style}));
  }
}

void BM_SimulateBrigadeAction(benchmark::State& state) { simulate(state, "brigade-action.yaml"); }
BENCHMARK(BM_SimulateBrigadeAction)->Unit(benchmark::kMillisecond);

// 20 battles a run (the mean of 3 swung with the play of those 3), still under a second.
void BM_SimulateCorpsMeeting(benchmark::State& state) { simulate(state, "corps-meeting.yaml"); }
BENCHMARK(BM_SimulateCorpsMeeting)->Unit(benchmark::kMillisecond)->Iterations(20);

// The same battles with the previous AI on both sides, for the cost of the standard one's choices.
void BM_SimulateBrigadeActionPreviousAi(benchmark::State& state) {
  simulate(state, "brigade-action.yaml", rules::mininap::AiStyle::kPrevious);
}
BENCHMARK(BM_SimulateBrigadeActionPreviousAi)->Unit(benchmark::kMillisecond);

void BM_SimulateCorpsMeetingPreviousAi(benchmark::State& state) {
  simulate(state, "corps-meeting.yaml", rules::mininap::AiStyle::kPrevious);
}
BENCHMARK(BM_SimulateCorpsMeetingPreviousAi)->Unit(benchmark::kMillisecond)->Iterations(3);

// The turn timed: by then the lines have closed and fire, charge and melee.
constexpr int kTimedTurn = 3;

// One game turn (all seven phases, the AI ordering both sides, seeded dice) of two lines of
// N units a side, from the same prepared start every iteration.
void BM_TurnOfLines(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const engine::Scenario s = bench::lines_scenario(n);
  rules::mininap::Battle start = rules::mininap::battle_from_scenario(s, s.rulings);
  core::Rng dice = core::Rng::stream(7, 0);
  core::Rng decisions = core::Rng::stream(7, 0, core::Purpose::kDecision);
  rules::mininap::play(start, dice, decisions, kTimedTurn);
  for (auto _ : state) {
    state.PauseTiming();
    rules::mininap::Battle b = start;
    core::Rng turn_dice = dice;
    core::Rng turn_decisions = decisions;
    state.ResumeTiming();
    rules::mininap::play(b, turn_dice, turn_decisions, kTimedTurn + 1);
  }
  state.SetComplexityN(n);
  state.counters["per_unit"] = benchmark::Counter(n, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_TurnOfLines)->Arg(10)->Arg(30)->Arg(100)->Arg(300)->Arg(1000)->Unit(benchmark::kMillisecond)
    ->Complexity(benchmark::oNLogN);

// The most heap one corps battle holds while it runs, and the battle's own size.
void BM_CorpsBattleMemory(benchmark::State& state) {
  const rules::mininap::Battle start = battle("corps-meeting.yaml");
  std::int64_t peak = 0;
  std::uint64_t i = 0;
  for (auto _ : state) {
    core::Rng rng = core::Rng::stream(1, i++);
    bench::reset_heap_peak();
    const std::int64_t before = bench::heap_in_use();
    benchmark::DoNotOptimize(rules::mininap::simulate_battle(start, rng));
    peak = std::max(peak, bench::heap_peak() - before);
  }
  state.counters["peak_heap_bytes"] = static_cast<double>(peak);
  state.counters["battle_bytes"] = sizeof(rules::mininap::Battle);
}
BENCHMARK(BM_CorpsBattleMemory)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
