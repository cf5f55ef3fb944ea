// The Hun at the Gates: what the app shows for a roll that is not an attack: the dice to
// roll, the exact distribution of the result and the factors behind it.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/dist.hpp"
#include "rules/hun/dice.hpp"

namespace sandtable::rules::hun {

struct RollResult {
  std::string dice;              // what to roll, e.g. "4 + 1d3 inches" or "2D6, pass on 7+"
  core::Dist dist;               // the exact result: inches, or 1 = pass / 0 = fail
  std::vector<std::string> why;  // the steps and factors, in order
  // The roll made: asks for its dice and gives a value of `dist` (tests check the two agree).
  std::function<int(engine::DiceSource&)> read_dice;
};

// A d6 test passed on `need` or more: a 1 always fails and a 6 always passes.
RollResult d6_test(int need, std::vector<std::string> why);

// A 2D6 test passed on `need` or more (after modifiers), with natural results that always
// fail or always pass.
RollResult two_d6_test(int need, int always_fails, int always_passes, std::vector<std::string> why);

}  // namespace sandtable::rules::hun
