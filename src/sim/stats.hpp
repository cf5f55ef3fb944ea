// The outcome of one simulated battle and the running tally of many: wins, draws and losses
// per side with 95% Wilson score intervals, game length, and losses by category.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sandtable::sim {

// What one side lost in one battle under one heading ("infantry units", "strength points").
struct Loss {
  int side = 0;
  std::string category;
  double amount = 0;
};

struct BattleResult {
  std::optional<int> winner;  // none: a draw
  int length = 0;             // game turns played
  std::vector<Loss> losses;
};

struct Interval {
  double low = 0;
  double high = 1;
};

// z for a two-sided 95% interval.
inline constexpr double kZ95 = 1.959963984540054;

// The Wilson score interval for `successes` out of `trials` (0..1 when trials is 0).
Interval wilson_interval(std::uint64_t successes, std::uint64_t trials, double z = kZ95);

// The interval for the difference of two proportions, a/n_a - b/n_b, from their Wilson
// intervals (Newcombe's hybrid score method). For two runs on the same seeds it is wider than
// it need be: those runs agree more than independent ones would.
Interval difference_interval(std::uint64_t a, std::uint64_t n_a, std::uint64_t b, std::uint64_t n_b, double z = kZ95);

class BattleStats {
 public:
  explicit BattleStats(int sides = 2);

  // Adds one battle. Throws std::out_of_range if the winner or a loss names no side.
  void add(const BattleResult& result);
  // Adds another tally (the order of merging fixes the rounding of the sums).
  void merge(const BattleStats& other);

  int sides() const { return static_cast<int>(wins_.size()); }
  std::uint64_t battles() const { return battles_; }
  std::uint64_t wins(int side) const { return wins_.at(static_cast<std::size_t>(side)); }
  std::uint64_t draws() const { return draws_; }
  std::uint64_t losses(int side) const { return battles_ - draws_ - wins(side); }
  Interval win_interval(int side) const { return wilson_interval(wins(side), battles_); }
  Interval draw_interval() const { return wilson_interval(draws_, battles_); }
  Interval loss_interval(int side) const { return wilson_interval(losses(side), battles_); }

  int shortest() const { return shortest_; }
  int longest() const { return longest_; }
  double mean_length() const;
  // The sample standard deviation of the length (0 for fewer than two battles).
  double sd_length() const;

  // Total and mean per battle of one side's losses under one heading (0 if none).
  double total_loss(int side, const std::string& category) const;
  double mean_loss(int side, const std::string& category) const;
  const std::map<std::pair<int, std::string>, double>& loss_totals() const { return loss_totals_; }

  friend bool operator==(const BattleStats&, const BattleStats&) = default;

  // The tally as text and back, exactly (the sums in hexadecimal floating point), for
  // processes that share a run to send each other. decode throws std::invalid_argument on
  // text encode did not write.
  std::string encode() const;
  static BattleStats decode(const std::string& text);

 private:
  std::uint64_t battles_ = 0;
  std::uint64_t draws_ = 0;
  std::vector<std::uint64_t> wins_;
  double length_sum_ = 0;
  double length_sum_sq_ = 0;
  int shortest_ = 0;
  int longest_ = 0;
  std::map<std::pair<int, std::string>, double> loss_totals_;
};

}  // namespace sandtable::sim
