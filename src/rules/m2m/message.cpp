#include "rules/m2m/message.hpp"

#include <fmt/format.h>

namespace sandtable::rules::m2m {

MessageOdds message_odds(const MessageSituation& s) {
  MessageOdds odds;
  odds.each_roll = core::Rational(7 - s.arrive_on, 6);
  odds.factors.push_back({"the umpire's roll, each turn", fmt::format("arrives next turn on {}+", s.arrive_on)});
  if (s.levels > 1) {
    odds.factors.push_back({fmt::format("{} levels of command", s.levels),
                            "one level at a time, passed on in the turn it arrives (ruling 18)"});
  }
  // reached[i]: the chance the message has passed i levels so far.
  std::vector<core::Rational> reached(static_cast<std::size_t>(s.levels) + 1, core::Rational(0));
  reached[0] = 1;
  for (int turn = 1; turn <= s.turns; ++turn) {
    for (std::size_t i = reached.size() - 1; i-- > 0;) {
      const core::Rational moving = reached[i] * odds.each_roll;
      reached[i] -= moving;
      reached[i + 1] += moving;
    }
    odds.by_turn.push_back(reached.back());
  }
  return odds;
}

}  // namespace sandtable::rules::m2m
