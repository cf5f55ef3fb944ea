// Engine, save file, geometry and simulation benchmarks (figures in docs/architecture.md).
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <filesystem>

#include "core/geometry.hpp"
#include "engine/store.hpp"
#include "sim/run.hpp"
#include "toy_game.hpp"

namespace {

using namespace sandtable;

void BM_BaseOverlap(benchmark::State& state) {
  const core::Base a{4, 2, core::Pose{{0, 0}, 90}};
  const core::Base b{4, 2, core::Pose{{3, 1}, 30}};
  for (auto _ : state) benchmark::DoNotOptimize(core::overlaps(a, b));
}
BENCHMARK(BM_BaseOverlap);

void BM_BaseDistance(benchmark::State& state) {
  const core::Base a{4, 2, core::Pose{{0, 0}, 90}};
  const core::Base b{4, 2, core::Pose{{9, 7}, 30}};
  for (auto _ : state) benchmark::DoNotOptimize(core::distance(a, b));
}
BENCHMARK(BM_BaseDistance);

void BM_ScenarioLoad(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(engine::load_scenario(SANDTABLE_SOURCE_DIR "/data/examples/hill_skirmish.yaml"));
}
BENCHMARK(BM_ScenarioLoad);

// A whole toy game played through a Session (every answer logged), per event.
void BM_SessionToyGame(benchmark::State& state) {
  std::uint64_t events = 0;
  std::uint64_t game = 0;
  for (auto _ : state) {
    engine::Session session(testing_toy::new_toy_race());
    engine::SeededDice dice(core::Rng::stream(1, game++));
    while (!std::holds_alternative<engine::GameOver>(session.next_request())) {
      const engine::Request r = session.next_request();
      if (std::holds_alternative<engine::DiceRequest>(r)) {
        session.roll(dice);
      } else {
        session.apply(std::get<engine::Decision>(r).actions[session.events().size() % 3 == 0 ? 1 : 0]);
      }
    }
    events += session.events().size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(events));
}
BENCHMARK(BM_SessionToyGame);

// One event appended to a save file: one transaction, synced to disk (WAL, synchronous=FULL).
void BM_SaveAppend(benchmark::State& state) {
  const std::string path = (std::filesystem::temp_directory_path() / ("sandtable-bench-" + std::to_string(getpid()) + ".sqlite")).string();
  {
    const engine::Scenario scenario = testing_toy::toy_race_scenario();
    engine::SavedGame::start(path, testing_toy::toy_race_rule_set(), scenario, scenario.rulings);
  }
  auto file = engine::SaveFile::open(path);
  std::uint64_t seq = 0;
  for (auto _ : state) file->appended(engine::Event{++seq, engine::EventKind::kDice, 0, {{"faces", {3}}}, {}});
  state.SetItemsProcessed(state.iterations());
  file.reset();
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
}
BENCHMARK(BM_SaveAppend)->Unit(benchmark::kMicrosecond);

// Battles of 20 opposed d6 rolls, on 1 and 2 threads.
void BM_RunBattles(benchmark::State& state) {
  const auto battle = [](std::uint64_t, core::Rng& rng) {
    int score = 0;
    for (int i = 0; i < 20; ++i) score += rng.d6() > rng.d6() ? 1 : 0;
    return sim::BattleResult{score == 10 ? std::nullopt : std::optional<int>(score > 10 ? 0 : 1), 20, {}};
  };
  for (auto _ : state) {
    benchmark::DoNotOptimize(sim::run_battles(sim::RunOptions{100'000, 1, static_cast<int>(state.range(0)), 2, nullptr}, battle));
  }
  state.SetItemsProcessed(state.iterations() * 100'000);
}
BENCHMARK(BM_RunBattles)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
