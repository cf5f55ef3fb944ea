#include "rules/hun/roll.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace sandtable::rules::hun {

RollResult d6_test(int need, std::vector<std::string> why) {
  const int clamped = std::clamp(need, 2, 6);
  if (clamped != need) why.push_back(fmt::format("{}+ becomes {}+: a 1 always fails, a 6 always passes", need, clamped));
  const double pass = (7 - clamped) / 6.0;
  return {fmt::format("1D6, pass on {}+", clamped), core::Dist::bernoulli(pass), std::move(why),
          [clamped](engine::DiceSource& dice) { return roll_die(dice, 6, "test die") >= clamped ? 1 : 0; }};
}

RollResult two_d6_test(int need, int always_fails, int always_passes, std::vector<std::string> why) {
  const auto passed = [=](int total) { return total >= always_passes || (total > always_fails && total >= need); };
  double pass = 0;
  for (int a = 1; a <= 6; ++a) {
    for (int b = 1; b <= 6; ++b) pass += passed(a + b) ? 1.0 / 36.0 : 0.0;
  }
  why.push_back(fmt::format("a natural {} always fails, a natural {} always passes", always_fails, always_passes));
  return {fmt::format("2D6, pass on {}+", need), core::Dist::bernoulli(pass), std::move(why),
          [passed](engine::DiceSource& dice) { return passed(roll_die(dice, 6, "first die") + roll_die(dice, 6, "second die")) ? 1 : 0; }};
}

}  // namespace sandtable::rules::hun
