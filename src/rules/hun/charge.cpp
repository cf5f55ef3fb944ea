#include "rules/hun/charge.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace sandtable::rules::hun {

DefensiveFire defensive_fire_range(Quality defender, double start_distance_inches, double charge_move_inches,
                                   const Tables& t) {
  require_distance(start_distance_inches, "start_distance");
  require_distance(charge_move_inches, "charge_move");
  if (defender == Quality::kElite) {
    return {static_cast<double>(t.elite_defensive_range_inches), "officers and elites hold fire to the shortest range"};
  }
  if (defender == Quality::kVeteran) {
    return {charge_move_inches * t.veteran_fraction_of_charge,
            fmt::format("veterans fire at {} of the distance the chargers move", t.veteran_fraction_of_charge)};
  }
  return {start_distance_inches, "fire at the range where the charge began"};
}

CounterCharge counter_charge(double distance_inches, bool cavalry, bool wavering, bool in_open) {
  require_distance(distance_inches, "distance");
  if (!cavalry) throw engine::BadInput("cavalry", "only cavalry may counter-charge");
  if (wavering) throw engine::BadInput("wavering", "a Wavering unit may not counter-charge");
  if (!in_open) throw engine::BadInput("open", "counter-charges are made in open terrain only");
  // The chargers cover half the gap; the two sides meet in the middle of what is left.
  return {distance_inches * 0.75, distance_inches * 0.25};
}

Cover vehicle_cover(Armour armour, Cover other) {
  const int a = static_cast<int>(armour);  // none, soft, hard, fortification line up with Cover
  const int o = static_cast<int>(other);
  const int combined = (a > 0 && o > 0) ? std::max(a, o) + 1 : std::max(a, o);
  return static_cast<Cover>(std::min(combined, static_cast<int>(Cover::kFortification)));
}

}  // namespace sandtable::rules::hun
