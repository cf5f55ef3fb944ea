// How much the Mini-Nap 2 AI's use of the exact odds is worth: the AI against itself, against
// a bold baseline (charges whenever it can, never forms square) on either side, and how its
// cautious style fares against the standard one.
// Usage: mininap_ai_match [BATTLES] [SEED]
#include <fmt/format.h>

#include <cstdlib>
#include <string>

#include "engine/scenario.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/simulate.hpp"
#include "sim/run.hpp"

namespace {

using namespace sandtable;
using rules::mininap::AiStyle;

const char* style_name(AiStyle s) {
  switch (s) {
    case AiStyle::kBold: return "bold";
    case AiStyle::kCautious: return "cautious";
    case AiStyle::kOdds: break;
  }
  return "AI";
}

void match(const engine::Scenario& scenario, rules::mininap::SideStyles styles, std::uint64_t battles, std::uint64_t seed) {
  const rules::mininap::Battle start = rules::mininap::battle_from_scenario(scenario, scenario.rulings);
  sim::RunOptions options;
  options.battles = battles;
  options.seed = seed;
  options.progress = nullptr;
  const sim::BattleStats stats = sim::run_battles(options, [&](std::uint64_t, core::Rng& rng) {
    return rules::mininap::to_battle_result(rules::mininap::simulate_battle(start, rng, styles));
  });
  std::string line = fmt::format("  {:<8} {} v {:<8} {}:", style_name(styles[0]), start.sides[0], style_name(styles[1]), start.sides[1]);
  for (int side = 0; side < 2; ++side) {
    const sim::Interval ci = stats.win_interval(side);
    line += fmt::format("  {} win {:5.1f}% ({:.1f}-{:.1f})", start.sides[static_cast<std::size_t>(side)],
                        100.0 * static_cast<double>(stats.wins(side)) / static_cast<double>(battles), 100 * ci.low, 100 * ci.high);
  }
  fmt::print("{}  draws {:.1f}%\n", line, 100.0 * static_cast<double>(stats.draws()) / static_cast<double>(battles));
}

}  // namespace

int main(int argc, char** argv) {
  const std::uint64_t battles = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 400;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 2026;
  for (const char* file : {"brigade-action.yaml", "corps-meeting.yaml"}) {
    const engine::Scenario scenario =
        engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/") + file);
    fmt::print("{} ({} battles a pairing, seed {}, 95% Wilson intervals)\n", scenario.name, battles, seed);
    for (const auto styles : {rules::mininap::SideStyles{AiStyle::kOdds, AiStyle::kOdds}, {AiStyle::kOdds, AiStyle::kBold},
                              {AiStyle::kBold, AiStyle::kOdds}, {AiStyle::kBold, AiStyle::kBold},
                              {AiStyle::kCautious, AiStyle::kOdds}, {AiStyle::kOdds, AiStyle::kCautious}}) {
      match(scenario, styles, battles, seed);
    }
  }
}
