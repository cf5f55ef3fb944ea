#include "sim/stats.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <stdexcept>

namespace sandtable::sim {

Interval wilson_interval(std::uint64_t successes, std::uint64_t trials, double z) {
  if (trials == 0) return {0, 1};
  const double n = static_cast<double>(trials);
  const double p = static_cast<double>(successes) / n;
  const double z2 = z * z;
  const double denominator = 1 + z2 / n;
  const double centre = (p + z2 / (2 * n)) / denominator;
  const double half = z / denominator * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Interval difference_interval(std::uint64_t a, std::uint64_t n_a, std::uint64_t b, std::uint64_t n_b, double z) {
  const auto share = [](std::uint64_t k, std::uint64_t n) { return n == 0 ? 0.0 : static_cast<double>(k) / static_cast<double>(n); };
  const double p_a = share(a, n_a);
  const double p_b = share(b, n_b);
  const Interval w_a = wilson_interval(a, n_a, z);
  const Interval w_b = wilson_interval(b, n_b, z);
  const double d = p_a - p_b;
  return {d - std::hypot(p_a - w_a.low, w_b.high - p_b), d + std::hypot(w_a.high - p_a, p_b - w_b.low)};
}

BattleStats::BattleStats(int sides) : wins_(static_cast<std::size_t>(sides), 0) {
  if (sides < 1) throw std::invalid_argument("a battle needs at least one side");
}

void BattleStats::add(const BattleResult& result) {
  if (result.winner && (*result.winner < 0 || *result.winner >= sides())) {
    throw std::out_of_range(fmt::format("winner {} is not one of the {} sides", *result.winner, sides()));
  }
  for (const Loss& loss : result.losses) {
    if (loss.side < 0 || loss.side >= sides()) {
      throw std::out_of_range(fmt::format("a loss of '{}' names side {}, not one of the {} sides", loss.category,
                                          loss.side, sides()));
    }
  }
  BattleStats one(sides());
  one.battles_ = 1;
  if (result.winner) {
    one.wins_[static_cast<std::size_t>(*result.winner)] = 1;
  } else {
    one.draws_ = 1;
  }
  one.length_sum_ = result.length;
  one.length_sum_sq_ = static_cast<double>(result.length) * result.length;
  one.shortest_ = one.longest_ = result.length;
  for (const Loss& loss : result.losses) one.loss_totals_[{loss.side, loss.category}] += loss.amount;
  merge(one);
}

void BattleStats::merge(const BattleStats& other) {
  if (other.sides() != sides()) throw std::invalid_argument("cannot merge tallies of different numbers of sides");
  if (other.battles_ == 0) return;
  shortest_ = battles_ == 0 ? other.shortest_ : std::min(shortest_, other.shortest_);
  longest_ = battles_ == 0 ? other.longest_ : std::max(longest_, other.longest_);
  battles_ += other.battles_;
  draws_ += other.draws_;
  for (std::size_t i = 0; i < wins_.size(); ++i) wins_[i] += other.wins_[i];
  length_sum_ += other.length_sum_;
  length_sum_sq_ += other.length_sum_sq_;
  for (const auto& [key, amount] : other.loss_totals_) loss_totals_[key] += amount;
}

double BattleStats::mean_length() const { return battles_ == 0 ? 0 : length_sum_ / static_cast<double>(battles_); }

double BattleStats::sd_length() const {
  if (battles_ < 2) return 0;
  const double n = static_cast<double>(battles_);
  const double variance = (length_sum_sq_ - length_sum_ * length_sum_ / n) / (n - 1);
  return std::sqrt(std::max(0.0, variance));
}

double BattleStats::total_loss(int side, const std::string& category) const {
  const auto it = loss_totals_.find({side, category});
  return it == loss_totals_.end() ? 0 : it->second;
}

double BattleStats::mean_loss(int side, const std::string& category) const {
  return battles_ == 0 ? 0 : total_loss(side, category) / static_cast<double>(battles_);
}

}  // namespace sandtable::sim
