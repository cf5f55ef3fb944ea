// What a call through the one JSON API costs over calling the library directly: the request
// parsed, checked against its specification, dispatched, and the answer built as JSON.
#include <benchmark/benchmark.h>

#include "api/api.hpp"
#include "core/notation.hpp"
#include "engine/dist_json.hpp"
#include "rules/registry.hpp"

namespace {

using sandtable::api::Api;

// The library alone: the distribution of 4d6kh3 and its JSON.
void BM_Odds_Direct(benchmark::State& state) {
  for (auto _ : state) {
    const auto e = sandtable::core::notation::parse("4d6kh3");
    benchmark::DoNotOptimize(sandtable::engine::distribution_json(sandtable::core::notation::distribution(e.left)));
  }
}
BENCHMARK(BM_Odds_Direct);

// The same through a request line, as `sandtable api` and the web app send it.
void BM_Odds_ThroughApiLine(benchmark::State& state) {
  Api api(sandtable::rules::rule_sets());
  for (auto _ : state) {
    benchmark::DoNotOptimize(api.handle_line(R"({"id": 1, "call": "odds", "args": {"expression": "4d6kh3"}})").dump());
  }
}
BENCHMARK(BM_Odds_ThroughApiLine);

// A bad request: checked and refused with its field named.
void BM_BadInput_ThroughApiLine(benchmark::State& state) {
  Api api(sandtable::rules::rule_sets());
  for (auto _ : state) {
    benchmark::DoNotOptimize(api.handle_line(R"({"id": 1, "call": "odds", "args": {"expresion": "4d6"}})").dump());
  }
}
BENCHMARK(BM_BadInput_ThroughApiLine);

// The whole list of calls with their specifications, as a front end asks for it once.
void BM_List(benchmark::State& state) {
  Api api(sandtable::rules::rule_sets());
  for (auto _ : state) benchmark::DoNotOptimize(api.handle_line(R"({"call": "list"})").dump());
}
BENCHMARK(BM_List);

// A rule set's calculator called directly: Mini-Nap 2's worked fire example (text p.13).
void BM_MiniNapFire_Direct(benchmark::State& state) {
  const auto& fire = sandtable::rules::rule_sets().find("mininap").calculator("fire");
  const nlohmann::json input = fire.input.validate(fire.examples.front());
  for (auto _ : state) benchmark::DoNotOptimize(fire.compute(input).dump());
}
BENCHMARK(BM_MiniNapFire_Direct);

// The same through a request line: the cost of checking the input and answering as a line.
void BM_MiniNapFire_ThroughApiLine(benchmark::State& state) {
  Api api(sandtable::rules::rule_sets());
  const auto& fire = sandtable::rules::rule_sets().find("mininap").calculator("fire");
  const std::string line = nlohmann::json{{"id", 1}, {"call", "mininap.fire"}, {"args", fire.examples.front()}}.dump();
  for (auto _ : state) benchmark::DoNotOptimize(api.handle_line(line).dump());
}
BENCHMARK(BM_MiniNapFire_ThroughApiLine);

}  // namespace
