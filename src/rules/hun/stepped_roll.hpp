// The Hun at the Gates: a roll made inside an engine game, one die a request. The calculators'
// own reading functions (read_chart, a RollResult's read_dice) take their dice from a
// DiceSource; a game instead answers one DiceRequest at a time. A SteppedRoll runs the same
// reading function over the faces answered so far: it either ends with the roll's value or
// stops at the die it asks for next, so the game reads typed and digital dice exactly as the
// calculators do.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/outcomes.hpp"
#include "engine/dice_source.hpp"

namespace sandtable::rules::hun {

struct SteppedRoll {
  std::string what;                                   // "Defensive fire: Picket 1 at 2nd Section 3"
  std::function<int(engine::DiceSource&)> read;       // the calculators' reading of the dice
  std::function<std::string(int value)> label = {};  // a value in words, for the odds

  // What the faces so far lead to: the next die asked for, or else the roll's value.
  struct Progress {
    std::optional<engine::DiceRequest> next;
    int value = 0;
  };
  Progress progress(const std::vector<int>& faces) const;

  // The exact chances of each value (labelled, in the order of the values), the faces so far
  // given: every way the dice still to come can fall, each face of a die equally likely.
  core::ExactOutcomes chances(const std::vector<int>& faces = {}) const;
};

}  // namespace sandtable::rules::hun
