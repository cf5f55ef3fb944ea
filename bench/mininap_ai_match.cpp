// How well the Mini-Nap 2 AI plays: the standard AI against the previous one in every seat,
// each of them against a bold baseline (charges whenever it can, never forms square) on
// either side, and how the cautious style fares; with how many battles end before the turn limit and the
// units each side loses by arm.
// Usage: mininap_ai_match [BATTLES] [SEED]
#include <fmt/format.h>

#include <atomic>
#include <cstdlib>
#include <string>

#include "engine/scenario.hpp"
#include "rules/mininap/battle/queries.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/simulate.hpp"
#include "sim/run.hpp"

namespace {

using namespace sandtable;
using rules::mininap::AiStyle;
using rules::mininap::style_name;

std::string losses_by_arm(const sim::BattleStats& stats, int side) {
  std::string out;
  for (const auto arm : {rules::mininap::Category::kInfantry, rules::mininap::Category::kCavalry, rules::mininap::Category::kArtillery}) {
    const std::string arm_name(rules::mininap::arm_id(arm));
    out += fmt::format(" {} {:.2f}", arm_name, stats.mean_loss(side, arm_name + " units"));
  }
  return out;
}

void match(const engine::Scenario& scenario, rules::mininap::SideStyles styles, std::uint64_t battles, std::uint64_t seed) {
  const rules::mininap::Battle start = rules::mininap::battle_from_scenario(scenario, scenario.rulings);
  sim::RunOptions options;
  options.battles = battles;
  options.seed = seed;
  options.progress = nullptr;
  std::atomic<std::uint64_t> ended_early = 0;
  const sim::BattleStats stats = sim::run_battles(options, [&](std::uint64_t, core::Rng& rng) {
    const rules::mininap::SimulatedBattle played = rules::mininap::simulate_battle(start, rng, styles);
    if (played.turns < start.turn_limit) ++ended_early;
    return rules::mininap::to_battle_result(played);
  });
  const auto share = [&](std::uint64_t n) { return 100.0 * static_cast<double>(n) / static_cast<double>(battles); };
  std::string line = fmt::format("  {:<8} {} v {:<8} {}:", style_name(styles[0]), start.sides[0], style_name(styles[1]), start.sides[1]);
  for (int side = 0; side < 2; ++side) {
    const sim::Interval ci = stats.win_interval(side);
    line += fmt::format("  {} win {:5.1f}% ({:.1f}-{:.1f})", start.sides[static_cast<std::size_t>(side)], share(stats.wins(side)),
                        100 * ci.low, 100 * ci.high);
  }
  fmt::print("{}  draws {:.1f}%\n", line, share(stats.draws()));
  fmt::print("      ended before turn {}: {:.1f}%; units lost a battle, {}:{}; {}:{}\n", start.turn_limit,
             share(ended_early.load()), start.sides[0], losses_by_arm(stats, 0), start.sides[1], losses_by_arm(stats, 1));
}

}  // namespace

int main(int argc, char** argv) {
  const std::uint64_t battles = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 300;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 2026;
  for (const char* file : {"brigade-action.yaml", "corps-meeting.yaml"}) {
    const engine::Scenario scenario =
        engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/") + file);
    fmt::print("{} ({} battles a pairing, seed {}, 95% Wilson intervals)\n", scenario.name, battles, seed);
    for (const auto styles : {rules::mininap::SideStyles{AiStyle::kStandard, AiStyle::kStandard},
                              {AiStyle::kStandard, AiStyle::kPrevious}, {AiStyle::kPrevious, AiStyle::kStandard},
                              {AiStyle::kPrevious, AiStyle::kPrevious}, {AiStyle::kStandard, AiStyle::kBold},
                              {AiStyle::kBold, AiStyle::kStandard}, {AiStyle::kPrevious, AiStyle::kBold},
                              {AiStyle::kBold, AiStyle::kPrevious}, {AiStyle::kCautious, AiStyle::kStandard},
                              {AiStyle::kStandard, AiStyle::kCautious}}) {
      match(scenario, styles, battles, seed);
    }
  }
}
