#include "cli/output.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <random>
#include <vector>

namespace sandtable::cli {

std::uint64_t random_seed() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

std::string percent(double p) {
  const double pct = p * 100.0;
  if (pct != 0.0 && pct < 0.01) return fmt::format("{:.2e}%", pct);
  return fmt::format("{:.2f}%", pct);
}

std::string distribution_line(const core::Dist& dist) {
  std::string text;
  for (std::int64_t v = dist.min(); v <= dist.max(); ++v) {
    if (dist.probability(v) < 5e-5) continue;
    text += fmt::format("{}{} {}", text.empty() ? "" : ", ", v, percent(dist.probability(v)));
  }
  return fmt::format("{}; mean {:.2f}", text, dist.mean());
}

namespace {

// P(X >= v) for each outcome, summed from the top so small tails keep their precision
// (1 - P(X < v) would cancel to zero or below).
std::vector<double> at_least_table(const core::Dist& dist) {
  const auto& p = dist.probabilities();
  std::vector<double> tail(p.size());
  double sum = 0;
  for (std::size_t i = p.size(); i-- > 0;) {
    sum += p[i];
    tail[i] = std::min(1.0, sum);
  }
  return tail;
}

}  // namespace

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

std::string distribution_text(const core::Dist& dist, const core::ExactDist* exact,
                              const core::BigInt& denominator) {
  std::string out = fmt::format("mean {:.4f}, sd {:.4f}, min {}, max {}\n", dist.mean(), dist.sd(), dist.min(),
                                dist.max());
  double peak = 0;
  for (double p : dist.probabilities()) peak = std::max(peak, p);
  out += fmt::format("{:>8}  {:>10}  {:>10}  {:>10}{}\n", "outcome", "chance", "at least", "at most",
                     exact ? "  exact" : "");
  const std::vector<double> tail = at_least_table(dist);
  double at_most = 0;
  for (std::int64_t v = dist.min(); v <= dist.max(); ++v) {
    const double p = dist.probability(v);
    if (p == 0.0) continue;
    const double at_least = tail[static_cast<std::size_t>(v - dist.min())];
    at_most += p;
    const auto bar = static_cast<std::size_t>(peak > 0 ? p / peak * 40.0 + 0.5 : 0);
    out += fmt::format("{:>8}  {:>10}  {:>10}  {:>10}  {}", v, percent(p), percent(at_least),
                       percent(std::min(1.0, at_most)), std::string(bar, '#'));
    if (exact) out += "  " + core::rational_text(exact->probability(v), denominator);
    out += "\n";
  }
  return out;
}

}  // namespace sandtable::cli
