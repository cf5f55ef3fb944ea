// Distributions as text for people at the table, drawn from their JSON (dist_json.hpp), so
// every front end shows what the API returned and nothing else.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace sandtable::engine {

// A table of value, chance, at least, at most and a bar (and the exact fraction when the
// JSON has one), after a line with mean, sd, min and max; for a distribution too long to
// list, a line saying so and the table at its quantiles.
std::string distribution_text(const nlohmann::json& dist);

// One line: "0 13.17%, 1 32.92%, ...; mean 1.67" (outcomes under 0.005% left out), or for
// labelled outcomes "destroyed 8.33%, recoil 25.00%", or for one too long to list
// "5000 distinct totals from 1 to 5000; mean 2500.50".
std::string distribution_line(const nlohmann::json& dist);

// "12.34%" with enough digits to tell small chances apart.
std::string percent(double p);

}  // namespace sandtable::engine
