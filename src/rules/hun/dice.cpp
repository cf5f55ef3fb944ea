#include "rules/hun/dice.hpp"

namespace sandtable::rules::hun {

int roll_die(engine::DiceSource& dice, int sides, std::string what) {
  engine::DiceRequest request;
  request.sides = sides;
  request.reason = std::move(what);
  return dice.roll(request).at(0);
}

int roll_d3(engine::DiceSource& dice, std::string what) {
  return (roll_die(dice, 6, std::move(what) + " (a d6 halved, rounded up)") + 1) / 2;
}

}  // namespace sandtable::rules::hun
