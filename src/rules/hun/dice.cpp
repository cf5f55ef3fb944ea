#include "rules/hun/dice.hpp"

namespace sandtable::rules::hun {

int roll_die(engine::DiceSource& dice, int sides, std::string what) {
  engine::DiceRequest request;
  request.sides = sides;
  request.reason = std::move(what);
  return dice.roll(request).at(0);
}

}  // namespace sandtable::rules::hun
