#include "engine/dist_text.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace sandtable::engine {

std::string percent(double p) {
  const double pct = p * 100.0;
  if (pct != 0.0 && pct < 0.01) return fmt::format("{:.2e}%", pct);
  return fmt::format("{:.2f}%", pct);
}

std::string distribution_line(const nlohmann::json& dist) {
  if (dist.contains("outcomes_left_out")) {
    return fmt::format("{} distinct totals from {} to {}; mean {:.2f}", dist.at("outcomes_left_out").at("distinct").dump(),
                       dist.at("min").dump(), dist.at("max").dump(), dist.at("mean").get<double>());
  }
  std::string text;
  const bool labelled = !dist.contains("mean");
  for (const nlohmann::json& o : dist.at("outcomes")) {
    const double p = o.at("probability").get<double>();
    if (!labelled && p < 5e-5) continue;
    const std::string what = labelled ? o.at("label").get<std::string>() : o.at("value").dump();
    text += fmt::format("{}{} {}", text.empty() ? "" : ", ", what, percent(p));
  }
  if (labelled) return text;
  return fmt::format("{}; mean {:.2f}", text, dist.at("mean").get<double>());
}

std::string distribution_text(const nlohmann::json& dist) {
  std::string out = fmt::format("mean {:.4f}, sd {:.4f}, min {}, max {}\n", dist.at("mean").get<double>(),
                                dist.at("sd").get<double>(), dist.at("min").dump(), dist.at("max").dump());
  const bool summarised = dist.contains("outcomes_left_out");
  if (summarised) {
    const nlohmann::json& left_out = dist.at("outcomes_left_out");
    out += fmt::format("{} distinct totals, more than the {} listed one by one; the totals at these quantiles:\n",
                       left_out.at("distinct").dump(), left_out.at("most_listed").dump());
  }
  const nlohmann::json& rows = dist.at(summarised ? "quantiles" : "outcomes");
  const bool exact = !rows.empty() && rows.front().contains("exact");
  double peak = 0;
  for (const nlohmann::json& o : rows) peak = std::max(peak, o.at("probability").get<double>());
  out += fmt::format("{}{:>8}  {:>10}  {:>10}  {:>10}{}\n", summarised ? "quantile  " : "", "outcome", "chance", "at least",
                     "at most", exact ? "  exact" : "");
  for (const nlohmann::json& o : rows) {
    const double p = o.at("probability").get<double>();
    if (p == 0.0) continue;
    // Bars show a distribution's shape, which a few quantiles do not.
    const auto bar = static_cast<std::size_t>(peak > 0 && !summarised ? p / peak * 40.0 + 0.5 : 0);
    if (summarised) out += fmt::format("{:>8}  ", percent(o.at("quantile").get<double>()));
    out += fmt::format("{:>8}  {:>10}  {:>10}  {:>10}  {}", o.at("value").dump(), percent(p),
                       percent(o.at("at_least").get<double>()), percent(o.at("at_most").get<double>()),
                       std::string(bar, '#'));
    if (exact) out += "  " + o.at("exact").get<std::string>();
    out += "\n";
  }
  return out;
}

}  // namespace sandtable::engine
