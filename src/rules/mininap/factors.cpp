#include "rules/mininap/factors.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

namespace sandtable::rules::mininap {

namespace {

template <class P>
core::BasicDist<P> hits_dist(int dice, int hit_on) {
  const int faces = std::clamp(hit_on, 0, 6);
  return core::BasicDist<P>::binomial(dice, P(faces) / P(6));
}

}  // namespace

core::Dist hits_on_d6(int dice, int hit_on) { return hits_dist<double>(dice, hit_on); }
core::ExactDist exact_hits_on_d6(int dice, int hit_on) { return hits_dist<core::Rational>(dice, hit_on); }

double mean_hits_on_d6(int dice, int hit_on) {
  constexpr int kMostDiceKept = 48;
  static const auto kMeans = [] {
    std::array<std::array<double, 7>, kMostDiceKept + 1> means{};
    for (int d = 0; d <= kMostDiceKept; ++d) {
      for (int faces = 0; faces <= 6; ++faces) means[static_cast<std::size_t>(d)][static_cast<std::size_t>(faces)] = hits_on_d6(d, faces).mean();
    }
    return means;
  }();
  const int faces = std::clamp(hit_on, 0, 6);
  if (dice < 0 || dice > kMostDiceKept) return hits_on_d6(dice, faces).mean();
  return kMeans[static_cast<std::size_t>(dice)][static_cast<std::size_t>(faces)];
}

std::string hit_on_text(int hit_on) {
  if (hit_on < 1) return "nothing (no face is low enough)";
  if (hit_on >= 6) return "any face (every die hits)";
  if (hit_on == 1) return "a 1";
  if (hit_on == 2) return "a 1 or 2";
  return fmt::format("{} or less", hit_on);
}

}  // namespace sandtable::rules::mininap
