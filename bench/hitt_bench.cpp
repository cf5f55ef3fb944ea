// Hordes in the Trenches: whole AI-against-AI battles of each shipped scenario (the goal is a
// 36 AP battle in under 1 ms of CPU), and one listing of the orders a bound offers.
#include <benchmark/benchmark.h>

#include "engine/scenario.hpp"
#include "rules/hitt/battle/orders.hpp"
#include "rules/hitt/battle/setup.hpp"
#include "rules/hitt/rule_set.hpp"
#include "rules/hitt/simulate.hpp"

namespace sandtable {
namespace {

rules::hitt::Battle start(const char* file) {
  const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/") + file);
  return rules::hitt::battle_from_scenario(s, rules::hitt::rule_set().checked_rulings(s.rulings));
}

void WholeBattle(benchmark::State& state, const char* file) {
  const rules::hitt::Battle first = start(file);
  std::uint64_t index = 0;
  for (auto _ : state) {
    rules::hitt::Battle b = first;
    core::Rng rng = core::Rng::stream(1, index++);
    rules::hitt::play_out(b, rng);
    benchmark::DoNotOptimize(b.winner);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK_CAPTURE(WholeBattle, trench_assault, "trench-assault.yaml")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(WholeBattle, meeting_engagement, "meeting-engagement.yaml")->Unit(benchmark::kMillisecond);

void ListOrdersAtTheStart(benchmark::State& state) {
  rules::hitt::Battle b = start("meeting-engagement.yaml");
  b.defender = 0;
  b.active = 0;
  b.stage = rules::hitt::Stage::kMoves;
  b.pips = 6;
  for (auto _ : state) {
    bool complete = false;
    benchmark::DoNotOptimize(rules::hitt::listed_orders(b, complete));
  }
}
BENCHMARK(ListOrdersAtTheStart)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace sandtable
