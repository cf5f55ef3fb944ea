// The exact odds of each fight situation the Hordes in the Trenches AI meets, worked out once:
// the fights it values repeat a few dozen situations (the elements, their ground and support)
// many times over. The odds also depend on the battle's rulings, which never change in it.
#pragma once

#include <map>
#include <vector>

#include "rules/hitt/combat.hpp"

namespace sandtable::rules::hitt {

class OddsMemory {
 public:
  const std::vector<OutcomeOdds>& odds(const Situation& s, const Rulings& rulings) {
    const auto [at, added] = known_.try_emplace(s);
    if (added) at->second = combat_odds(s, rulings);
    return at->second;
  }

 private:
  std::map<Situation, std::vector<OutcomeOdds>> known_;
};

}  // namespace sandtable::rules::hitt
