// The Hun at the Gates, IV.B and VIII: an attack resolved, in one of two ways.
// - By the chart, with dice typed in or rolled: the d6 to hit on the chart's number (a 6 then
//   a second 6 is a vital hit, killed with no save), then the save: a d6, and a second d6
//   when the first lands on a face that a cut splits (chart.hpp).
// - Digitally: one draw from the model's exact chances, with none of the chart's rounding.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "rules/hun/chart.hpp"
#include "rules/hun/dice.hpp"

namespace sandtable::rules::hun {

std::string_view outcome_name(Outcome o);  // "miss", "scratch", "wounded", "killed"

// The chart read with dice, exactly as printed.
Outcome read_chart(const ChartShape& shape, engine::DiceSource& dice);

// The model's chances as fixed-point fractions of 2^64, in the order killed, wounded,
// scratch, miss: each is floor(p * 2^64) of the model's value, so it is exact to 2^-64, and
// miss takes what is left so that the four sum to 2^64.
struct ExactOdds {
  std::array<std::uint64_t, 3> killed_wounded_scratch{};

  static ExactOdds of(const AttackOdds& odds);
  // The outcome of a uniform 64-bit draw `u`.
  Outcome outcome(std::uint64_t u) const;
};

struct DigitalDraw {
  Outcome outcome = kMiss;
  std::uint64_t u = 0;  // the 64-bit draw
  AttackOdds odds;      // the model's chances it was drawn from
};

// One uniform draw of 64 bits from `dice`: four dice of 2^16 faces, the first the highest bits.
std::uint64_t draw_u64(engine::DiceSource& dice);

DigitalDraw draw_attack(const AttackSituation& s, engine::DiceSource& dice, const Model& model = builtin_model());

}  // namespace sandtable::rules::hun
