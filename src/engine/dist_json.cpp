#include "engine/dist_json.hpp"

#include "engine/dist_tail.hpp"

namespace sandtable::engine {

nlohmann::json distribution_json(const core::Dist& dist, const core::ExactDist* exact,
                                 const core::BigInt& denominator) {
  nlohmann::json outcomes = nlohmann::json::array();
  const std::vector<double> tail = at_least_table(dist);
  double at_most = 0;
  for (std::int64_t v = dist.min(); v <= dist.max(); ++v) {
    const double p = dist.probability(v);
    if (p == 0.0 && !(exact && exact->probability(v) != 0)) continue;
    const double at_least = tail[static_cast<std::size_t>(v - dist.min())];
    at_most += p;
    nlohmann::json row = {{"value", v}, {"probability", p}, {"at_least", at_least}, {"at_most", std::min(1.0, at_most)}};
    if (exact) row["exact"] = core::rational_text(exact->probability(v), denominator);
    outcomes.push_back(std::move(row));
  }
  return {{"outcomes", std::move(outcomes)}, {"mean", dist.mean()}, {"sd", dist.sd()},
          {"min", dist.min()}, {"max", dist.max()}};
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
