// Mini-Nap 2 weapon ranges and the artillery range bands.
#pragma once

#include <optional>
#include <string_view>

#include "rules/mininap/rulings.hpp"
#include "rules/mininap/types.hpp"

namespace sandtable::rules::mininap {

enum class RangeBand { kPointBlank, kClose, kMedium, kLong };

inline constexpr double kMusketRangeCm = 7;

// "point blank canister", "close range canister", "medium range roundshot", ...
std::string_view describe(RangeBand band);

// The band a range falls in (0 < range_cm <= 80); throws ImpossibleSituation outside that.
RangeBand range_band(double range_cm, RangeBoundary boundary);

// The farthest range, in cm, that the band covers.
double band_outer_edge_cm(RangeBand band);

// How far a battery of this type reaches under the given rulings.
double artillery_range_cm(UnitType type, const Rulings& rulings);

// The dice a battery adds (or takes away) at this band; empty where the guns cannot shoot.
std::optional<int> artillery_band_dice(Calibre calibre, RangeBand band);

// Throws ImpossibleSituation unless 0 < range_cm (0 is base contact: no firing then).
void check_positive_range(double range_cm);

}  // namespace sandtable::rules::mininap
