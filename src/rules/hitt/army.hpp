// Army lists: what an army costs in AP, and whether it has its core (the general's rifles
// element and an infantry battalion or a cavalry regiment) within the points agreed.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "rules/hitt/elements.hpp"

namespace sandtable::rules::hitt {

inline constexpr int kStandardPoints = 36;
inline constexpr int kCorePoints = 13;

struct ArmyCheck {
  int total_ap = 0;
  int points = kStandardPoints;
  // "infantry battalion" or "cavalry regiment", empty without a core.
  std::string core;
  // What makes the list illegal, each a sentence: over the points, the core missing.
  std::vector<std::string> errors;
  bool legal() const { return errors.empty(); }
};

// `counts`: how many of each element, the general's rifles element among the rifles.
ArmyCheck check_army(const std::map<Element, int>& counts, int points = kStandardPoints);

}  // namespace sandtable::rules::hitt
