// Not a timing: a fingerprint of seeded Mini-Nap 2 AI-against-AI battles of both shipped
// scenarios in every style, the whole battle state hashed at the start of every turn and at
// the end. A change meant to make the AI faster without changing its play must leave every
// line as it was.
// Usage: mininap_ai_fingerprint [BATTLES]
#include <fmt/format.h>

#include <array>
#include <cstdlib>
#include <limits>
#include <string>

#include "engine/hash.hpp"
#include "engine/scenario.hpp"
#include "rules/mininap/battle/fingerprint.hpp"
#include "rules/mininap/battle/setup.hpp"
#include "rules/mininap/simulate.hpp"

namespace {

using namespace sandtable;
using rules::mininap::AiStyle;
using rules::mininap::style_name;

void fingerprint(const char* file, rules::mininap::SideStyles styles, int battles) {
  const engine::Scenario s = engine::load_scenario(std::string(SANDTABLE_SOURCE_DIR "/data/scenarios/mininap/") + file);
  const rules::mininap::Battle start = rules::mininap::battle_from_scenario(s, s.rulings);
  engine::Hasher f;
  long turns = 0;
  std::array<int, 3> results{};  // side 0 won, side 1 won, drawn
  for (int i = 0; i < battles; ++i) {
    rules::mininap::Battle b = start;
    core::Rng dice = core::Rng::stream(1, static_cast<std::uint64_t>(i));
    core::Rng decisions = core::Rng::stream(2, static_cast<std::uint64_t>(i), core::Purpose::kDecision);
    while (!b.over) {
      rules::mininap::play(b, dice, decisions, b.turn + 1, styles);
      f << rules::mininap::fingerprint(b);
      ++turns;
    }
    ++results[static_cast<std::size_t>(b.over->winner.value_or(2))];
  }
  fmt::print("{} {} v {}: {} battles, {} turns, fingerprint {:016x}; {} won {}, {} won {}, drawn {}\n", file,
             style_name(styles[0]), style_name(styles[1]), battles, turns, f.value(), start.sides[0], results[0],
             start.sides[1], results[1], results[2]);
}

}  // namespace

int main(int argc, char** argv) {
  const int battles = argc > 1 ? std::atoi(argv[1]) : 20;
  for (const char* file : {"brigade-action.yaml", "corps-meeting.yaml"}) {
    for (const auto styles : {rules::mininap::SideStyles{AiStyle::kStandard, AiStyle::kStandard},
                              {AiStyle::kPrevious, AiStyle::kPrevious}, {AiStyle::kBold, AiStyle::kCautious},
                              {AiStyle::kCautious, AiStyle::kBold}}) {
      fingerprint(file, styles, battles);
    }
  }
}
