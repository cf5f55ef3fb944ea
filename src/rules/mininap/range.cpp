#include "rules/mininap/range.hpp"

#include <fmt/format.h>

#include <array>
#include <cmath>

#include "rules/mininap/names.hpp"

namespace sandtable::rules::mininap {

namespace {

// The band edges in cm: point blank up to 10, close to 20, medium to 40, long to 80.
constexpr std::array<double, 4> kBandEdgesCm{10, 20, 40, 80};

constexpr int kCannotFire = 99;  // marks a band the calibre cannot reach
constexpr std::array<std::array<int, 4>, 3> kBandDice{{
    {1, 0, -1, kCannotFire},  // light
    {2, 1, 0, -1},            // medium
    {3, 2, 1, 0},             // heavy
}};

constexpr IdTable<RangeBand, 4> kBandWords{{
    {RangeBand::kPointBlank, "point blank canister"},
    {RangeBand::kClose, "close range canister"},
    {RangeBand::kMedium, "medium range roundshot"},
    {RangeBand::kLong, "long range roundshot"},
}};

}  // namespace

std::string_view describe(RangeBand band) { return id_of(kBandWords, band); }

void check_positive_range(double range_cm) {
  if (!std::isfinite(range_cm)) throw ImpossibleSituation("the range must be a number of cm");
  if (range_cm < 0) throw ImpossibleSituation(fmt::format("a range cannot be negative ({} cm)", range_cm));
  if (range_cm == 0) {
    throw ImpossibleSituation("a range of 0 cm is base contact: units in contact fight hand-to-hand instead of firing");
  }
}

RangeBand range_band(double range_cm, RangeBoundary boundary) {
  check_positive_range(range_cm);
  for (std::size_t i = 0; i < kBandEdgesCm.size(); ++i) {
    const double edge = kBandEdgesCm[i];
    const bool inside = boundary == RangeBoundary::kShorterBand ? range_cm <= edge : range_cm < edge;
    const bool last_edge = i + 1 == kBandEdgesCm.size();
    if (inside || (last_edge && range_cm == edge)) return static_cast<RangeBand>(i);
  }
  throw ImpossibleSituation(fmt::format("{} cm is beyond the longest artillery range of {} cm", range_cm,
                                        kBandEdgesCm.back()));
}

double band_outer_edge_cm(RangeBand band) { return kBandEdgesCm[static_cast<std::size_t>(band)]; }

double artillery_range_cm(UnitType type, const Rulings& rulings) {
  switch (calibre(type)) {
    case Calibre::kLight:
      return 40;
    case Calibre::kMedium:
      return rulings.weapon_range_limits_bands ? 60 : 80;
    case Calibre::kHeavy:
      return 80;
  }
  throw std::logic_error("a calibre without a range");
}

std::optional<int> artillery_band_dice(Calibre value, RangeBand band) {
  const int dice = kBandDice[static_cast<std::size_t>(value)][static_cast<std::size_t>(band)];
  if (dice == kCannotFire) return std::nullopt;
  return dice;
}

}  // namespace sandtable::rules::mininap
