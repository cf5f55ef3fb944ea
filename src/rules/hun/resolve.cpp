#include "rules/hun/resolve.hpp"

#include <fmt/format.h>

#include <cmath>

namespace sandtable::rules::hun {

namespace {

constexpr double kTwoTo64 = 18446744073709551616.0;

// floor(p * 2^64) for 0 <= p < 1: scaling by a power of two is exact, so only the floor rounds.
std::uint64_t fixed64(double p) {
  if (!(p > 0)) return 0;
  if (p >= 1) return UINT64_MAX;
  return static_cast<std::uint64_t>(std::floor(p * kTwoTo64));
}

}  // namespace

std::string_view outcome_name(Outcome o) {
  switch (o) {
    case kMiss: return "miss";
    case kScratch: return "scratch";
    case kWounded: return "wounded";
    case kKilled: return "killed";
  }
  return "?";
}

Outcome read_chart(const ChartShape& shape, engine::DiceSource& dice) {
  const int hit = roll_die(dice, 6, "to hit");
  if (hit < shape.hit_on) return kMiss;
  if (hit == 6 && shape.vital && roll_die(dice, 6, "vital hit?") == 6) return kKilled;
  const int save = roll_die(dice, 6, "save");
  // A face no cut splits reads as a whole, as its last result.
  const int result = (save - 1) * 6 + (needs_second_die(shape, save) ? roll_die(dice, 6, "save's second die") : 6);
  if (result <= shape.kill_cut) return kKilled;
  return result <= shape.wound_cut ? kWounded : kScratch;
}

ExactOdds ExactOdds::of(const AttackOdds& odds) {
  const std::uint64_t hit = fixed64(odds.hit);
  const std::uint64_t killed = std::min(fixed64(odds.kill), hit);
  const std::uint64_t wounded = std::min(fixed64(odds.wound), hit - killed);
  return {{killed, wounded, hit - killed - wounded}};
}

Outcome ExactOdds::outcome(std::uint64_t u) const {
  const auto& [killed, wounded, scratch] = killed_wounded_scratch;
  if (u < killed) return kKilled;
  if (u - killed < wounded) return kWounded;
  return u - killed - wounded < scratch ? kScratch : kMiss;
}

std::uint64_t draw_u64(engine::DiceSource& dice) {
  constexpr int kBits = 16;
  std::uint64_t u = 0;
  for (int i = 0; i < 64 / kBits; ++i) {
    const int face = roll_die(dice, 1 << kBits, fmt::format("digital draw, bits {}-{} of 64", kBits * i + 1, kBits * (i + 1)));
    u = (u << kBits) | static_cast<std::uint64_t>(face - 1);
  }
  return u;
}

DigitalDraw draw_attack(const AttackSituation& s, engine::DiceSource& dice, const Model& model) {
  DigitalDraw d;
  d.odds = resolve_attack(s, model);
  d.u = draw_u64(dice);
  d.outcome = ExactOdds::of(d.odds).outcome(d.u);
  return d;
}

}  // namespace sandtable::rules::hun
