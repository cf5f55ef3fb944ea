#include "engine/dist_json.hpp"

#include <algorithm>
#include <iterator>

#include "engine/dist_tail.hpp"

namespace sandtable::engine {

namespace {

// The points of "at most" a long distribution is summarised at.
constexpr double kQuantiles[] = {0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999};
// A running sum of doubles falls short by rounding: d50000's 500 is "at most 1%" though the sum
// of its first 500 chances comes to 0.00999999999.
constexpr double kReached = 1 - 1e-9;

nlohmann::json outcome_row(std::int64_t v, double probability, double at_least, double at_most, const core::ExactDist* exact,
                           const core::BigInt& denominator) {
  nlohmann::json row = {{"value", v}, {"probability", probability}, {"at_least", at_least}, {"at_most", std::min(1.0, at_most)}};
  if (exact) row["exact"] = core::rational_text(exact->probability(v), denominator);
  return row;
}

}  // namespace

nlohmann::json distribution_json(const core::Dist& dist, const core::ExactDist* exact,
                                 const core::BigInt& denominator) {
  const auto possible = [&](std::int64_t v) { return dist.probability(v) != 0.0 || (exact && exact->probability(v) != 0); };
  std::size_t distinct = 0;
  for (std::int64_t v = dist.min(); v <= dist.max(); ++v) distinct += possible(v) ? 1 : 0;
  const bool listed = distinct <= kMostListedOutcomes;

  const std::vector<double> tail = at_least_table(dist);
  nlohmann::json rows = nlohmann::json::array();
  std::size_t next_quantile = 0;
  double at_most = 0;
  for (std::int64_t v = dist.min(); v <= dist.max(); ++v) {
    if (!possible(v)) continue;
    const double p = dist.probability(v);
    at_most += p;
    const double at_least = tail[static_cast<std::size_t>(v - dist.min())];
    if (listed) rows.push_back(outcome_row(v, p, at_least, at_most, exact, denominator));
    for (; !listed && next_quantile < std::size(kQuantiles) && at_most >= kQuantiles[next_quantile] * kReached;
         ++next_quantile) {
      nlohmann::json row = outcome_row(v, p, at_least, at_most, exact, denominator);
      row["quantile"] = kQuantiles[next_quantile];
      rows.push_back(std::move(row));
    }
  }
  nlohmann::json j = {{"mean", dist.mean()}, {"sd", dist.sd()}, {"min", dist.min()}, {"max", dist.max()}};
  if (listed) {
    j["outcomes"] = std::move(rows);
  } else {
    j["quantiles"] = std::move(rows);
    j["outcomes_left_out"] = {{"distinct", distinct},
                              {"most_listed", kMostListedOutcomes},
                              {"why", "too many outcomes to list one by one; the quantiles summarise them"}};
  }
  return j;
}

nlohmann::json outcomes_json(const core::ExactOutcomes& outcomes, const core::BigInt& denominator) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& e : outcomes.entries()) {
    rows.push_back({{"label", e.label}, {"probability", core::to_double(e.probability)},
                    {"exact", core::rational_text(e.probability, denominator)}});
  }
  return {{"outcomes", std::move(rows)}};
}

}  // namespace sandtable::engine
