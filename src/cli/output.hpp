// Shared output helpers for the `sandtable` command: distributions as text tables and JSON.
#pragma once

#include <nlohmann/json.hpp>
#include <cstdint>
#include <optional>
#include <string>

#include "core/dist.hpp"

namespace sandtable::cli {

// The JSON shape every command uses for a distribution:
// {"outcomes": [{"value", "probability", "at_least", "at_most"[, "exact"]}], "mean", "sd", "min", "max"}.
// With `exact`, each outcome also gets "exact": "count/denominator".
nlohmann::json distribution_json(const core::Dist& dist, const core::ExactDist* exact = nullptr,
                                 const core::BigInt& denominator = 0);

// A table of value, probability, at least, at most and a bar, with mean and sd, for people.
std::string distribution_text(const core::Dist& dist, const core::ExactDist* exact = nullptr,
                              const core::BigInt& denominator = 0);

// One line for people: "0 13.17%, 1 32.92%, ...; mean 1.67" (outcomes under 0.005% left out).
std::string distribution_line(const core::Dist& dist);

// A seed from the system's entropy, for commands run without --seed (they print it).
std::uint64_t random_seed();

// "12.34%" with enough digits to tell small chances apart.
std::string percent(double p);

}  // namespace sandtable::cli
