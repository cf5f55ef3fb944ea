// Not a timing: a fingerprint of every order the Hordes in the Trenches AI gives in seeded
// battles of both shipped scenarios (the benchmark's seeds), with the decisions counted and
// the results tallied. A change meant to make the AI faster without changing its play must
// leave every line as it was.
// Usage: hitt_ai_fingerprint [BATTLES]
#include <fmt/format.h>

#include <array>
#include <cstdlib>
#include <string>

#include "engine/hash.hpp"
#include "engine/scenario.hpp"
#include "rules/hitt/battle/setup.hpp"
#include "rules/hitt/rule_set.hpp"
#include "rules/hitt/simulate.hpp"

namespace {

using namespace sandtable;

void fingerprint(const char* file, int battles) {
  const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/hitt/") + file);
  const rules::hitt::Battle first = rules::hitt::battle_from_scenario(s, rules::hitt::rule_set().checked_rulings(s.rulings));
  engine::Hasher f;
  long decisions = 0;
  std::array<int, 3> results{};  // side 0 won, side 1 won, drawn
  for (int i = 0; i < battles; ++i) {
    rules::hitt::Battle b = first;
    core::Rng rng = core::Rng::stream(1, static_cast<std::uint64_t>(i));
    rules::hitt::play_out(b, rng, [&](const rules::hitt::Order& o) {
      ++decisions;
      f << o.kind;
      for (const int n : {o.troop, o.target, o.piece, o.sturm_extra ? 1 : 0}) f << n;
      for (const double d : {o.to.position.x, o.to.position.y, o.to.facing_deg, o.distance}) f << d;
    });
    ++results[static_cast<std::size_t>(b.winner.value_or(2))];
  }
  fmt::print("{}: {} battles, {} decisions, fingerprint {:016x}; {} won {}, {} won {}, drawn {}\n", file, battles, decisions, f.value(),
             first.sides[0], results[0], first.sides[1], results[1], results[2]);
}

}  // namespace

int main(int argc, char** argv) {
  const int battles = argc > 1 ? std::atoi(argv[1]) : 300;
  for (const char* file : {"trench-assault.yaml", "meeting-engagement.yaml"}) fingerprint(file, battles);
}
