// Distributions as JSON, the one shape every call, calculator and front end uses.
#pragma once

#include <nlohmann/json.hpp>

#include "core/dist.hpp"
#include "core/outcomes.hpp"

namespace sandtable::engine {

// {"outcomes": [{"value", "probability", "at_least", "at_most"[, "exact"]}], "mean", "sd", "min", "max"}.
// With `exact`, each outcome also gets "exact": "count/denominator" (in lowest terms when
// the denominator is 0).
nlohmann::json distribution_json(const core::Dist& dist, const core::ExactDist* exact = nullptr,
                                 const core::BigInt& denominator = 0);

// {"outcomes": [{"label", "probability", "exact"}]}, in the order the outcomes were added.
nlohmann::json outcomes_json(const core::ExactOutcomes& outcomes, const core::BigInt& denominator = 0);

}  // namespace sandtable::engine
