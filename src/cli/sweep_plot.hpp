// A sweep's win rates as an SVG plot: a line per side over the ruling's values, each point
// with its 95% interval.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace sandtable::cli {

// `sweep` is the API's sweep answer.
std::string sweep_plot_svg(const nlohmann::json& sweep);

}  // namespace sandtable::cli
