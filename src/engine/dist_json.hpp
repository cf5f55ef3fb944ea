// Distributions as JSON, the one shape every call, calculator and front end uses.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>

#include "core/dist.hpp"
#include "core/outcomes.hpp"

namespace sandtable::engine {

// The most outcomes a distribution lists one by one; a phone or a terminal can show that many.
inline constexpr std::size_t kMostListedOutcomes = 1000;

// {"outcomes": [{"value", "probability", "at_least", "at_most"[, "exact"]}], "mean", "sd", "min", "max"}.
// With `exact`, each outcome also gets "exact": "count/denominator" (in lowest terms when
// the denominator is 0). Past kMostListedOutcomes possible outcomes, "outcomes" is left out
// and replaced by "quantiles" (the same rows at 0.1%, 1%, 5%, ..., 99.9% of "at_most", each
// with its "quantile") and "outcomes_left_out": {"distinct", "most_listed", "why"}.
nlohmann::json distribution_json(const core::Dist& dist, const core::ExactDist* exact = nullptr,
                                 const core::BigInt& denominator = 0);

// {"outcomes": [{"label", "probability", "exact"}]}, in the order the outcomes were added.
nlohmann::json outcomes_json(const core::ExactOutcomes& outcomes, const core::BigInt& denominator = 0);

}  // namespace sandtable::engine
