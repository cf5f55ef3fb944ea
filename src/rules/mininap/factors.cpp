#include "rules/mininap/factors.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <vector>

namespace sandtable::rules::mininap {

namespace {

template <class P>
core::BasicDist<P> hits_dist(int dice, int hit_on) {
  const int faces = std::clamp(hit_on, 0, 6);
  return core::BasicDist<P>::binomial(dice, P(faces) / P(6));
}

// Battles ask for the same few pools over and over, and exact arithmetic is slow, so every
// pool of up to this many dice is worked out once, when first asked for (thread-safe).
constexpr int kCachedDice = 40;

const std::vector<std::array<core::ExactDist, 7>>& cached_exact_hits() {
  static const auto table = [] {
    std::vector<std::array<core::ExactDist, 7>> t(kCachedDice + 1);
    for (int dice = 0; dice <= kCachedDice; ++dice) {
      for (int faces = 0; faces <= 6; ++faces) t[static_cast<std::size_t>(dice)][static_cast<std::size_t>(faces)] = hits_dist<core::Rational>(dice, faces);
    }
    return t;
  }();
  return table;
}

}  // namespace

core::Dist hits_on_d6(int dice, int hit_on) { return hits_dist<double>(dice, hit_on); }

core::ExactDist exact_hits_on_d6(int dice, int hit_on) {
  if (dice < 0 || dice > kCachedDice) return hits_dist<core::Rational>(dice, hit_on);
  return cached_exact_hits()[static_cast<std::size_t>(dice)][static_cast<std::size_t>(std::clamp(hit_on, 0, 6))];
}

std::string hit_on_text(int hit_on) {
  if (hit_on < 1) return "nothing (no face is low enough)";
  if (hit_on >= 6) return "any face (every die hits)";
  if (hit_on == 1) return "a 1";
  if (hit_on == 2) return "a 1 or 2";
  return fmt::format("{} or less", hit_on);
}

}  // namespace sandtable::rules::mininap
