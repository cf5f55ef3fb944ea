// Messages in Mukden to Megiddo (2 Command & Control, 4 Turn Sequence stage 8, Appendix 1):
// the umpire rolls once a turn for each message, which arrives next turn on its number or
// more; a message for a commander several levels away is passed on one level at a time.
#pragma once

#include <vector>

#include "core/rational.hpp"
#include "rules/m2m/parts.hpp"

namespace sandtable::rules::m2m {

struct MessageSituation {
  int arrive_on = 5;  // 5+ as a rule, 4+ for some armies, 6 in trench warfare
  int levels = 1;     // levels of the chain of command it must pass
  int turns = 6;      // turns to look ahead
};

struct MessageOdds {
  core::Rational each_roll;             // the chance one roll passes it on
  std::vector<core::Rational> by_turn;  // [k]: the chance it has arrived after k + 1 turns' rolls
  std::vector<Factor> factors;
};
MessageOdds message_odds(const MessageSituation& s);

}  // namespace sandtable::rules::m2m
