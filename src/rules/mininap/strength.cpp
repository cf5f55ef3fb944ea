#include "rules/mininap/strength.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace sandtable::rules::mininap {

namespace {

constexpr int kMinUnitStrength = 2;
constexpr int kMaxBatteryStrength = 4;
constexpr int kCommandStrength = 2;

}  // namespace

StrengthResult strength_from_men(UnitType type, int men) {
  if (!is_infantry(type) && !is_cavalry(type)) {
    throw ImpossibleSituation(fmt::format("{} strength is not counted in men: {}", id(type),
                                          is_artillery(type) ? "count the guns" : "every commander has 2 SP"));
  }
  if (men < 1) throw ImpossibleSituation(fmt::format("a unit needs at least 1 man, not {}", men));
  StrengthResult r;
  const int rounded = (men + 50) / 100;
  r.factors.push_back(fmt::format("{} men: {} SP (1 SP per 100 men, 50 or more left over rounds up)", men, rounded));
  r.strength_points = std::max(rounded, kMinUnitStrength);
  if (rounded < kMinUnitStrength) r.factors.push_back(fmt::format("raised to the minimum of {} SP", kMinUnitStrength));
  if (r.strength_points > kMaxStrengthPoints) {
    throw ImpossibleSituation(fmt::format("{} men would give {} SP, over the limit of {} SP", men,
                                          r.strength_points, kMaxStrengthPoints));
  }
  return r;
}

StrengthResult strength_from_guns(UnitType type, int guns) {
  if (!is_artillery(type)) {
    throw ImpossibleSituation(fmt::format("{} strength is not counted in guns: {}", id(type),
                                          type == UnitType::kCommand ? "every commander has 2 SP" : "count the men"));
  }
  if (guns < 1) throw ImpossibleSituation(fmt::format("a battery needs at least 1 gun, not {}", guns));
  StrengthResult r;
  const int halved = guns / 2;
  r.factors.push_back(fmt::format("{} guns: {} SP (1 SP per 2 guns, round down)", guns, halved));
  r.strength_points = std::clamp(halved, kMinUnitStrength, kMaxBatteryStrength);
  if (halved < kMinUnitStrength) r.factors.push_back(fmt::format("raised to the minimum of {} SP", kMinUnitStrength));
  if (halved > kMaxBatteryStrength) {
    r.factors.push_back(fmt::format("cut to the battery maximum of {} SP", kMaxBatteryStrength));
  }
  return r;
}

StrengthResult command_strength() {
  return {kCommandStrength, {fmt::format("command stand: {} SP", kCommandStrength)}};
}

}  // namespace sandtable::rules::mininap
