// Exact discrete distributions over integer outcomes.
//
// BasicDist<P> holds P(X = v) for every integer v in [min, max]. P is `double` for speed
// (Dist) or an arbitrary-precision rational for exact answers (ExactDist); both share one
// implementation, so the exact mode checks the fast one and never drifts from it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/rational.hpp"

namespace sandtable::core {

// A distribution would need more outcomes than the library will hold in memory.
class DistTooLarge : public std::length_error {
 public:
  using std::length_error::length_error;
};

// The widest outcome range a distribution may span (about 80 MB of doubles).
inline constexpr std::int64_t kMaxSupport = 10'000'000;

template <class P>
class BasicDist {
 public:
  using Prob = P;

  // The constant 0.
  BasicDist() : min_(0), p_{P(1)} {}

  static BasicDist constant(std::int64_t value) { return from_probabilities(value, {P(1)}); }

  // Every integer in [lo, hi] equally likely.
  static BasicDist uniform(std::int64_t lo, std::int64_t hi) {
    if (hi < lo) throw std::invalid_argument("uniform distribution needs lo <= hi");
    check_width(hi - lo + 1);
    const P each = P(1) / P(static_cast<long long>(hi - lo + 1));
    return from_probabilities(lo, std::vector<P>(static_cast<std::size_t>(hi - lo + 1), each));
  }

  // One die numbered 1..sides.
  static BasicDist die(int sides) { return uniform(1, sides); }

  // 1 with probability p, else 0.
  static BasicDist bernoulli(const P& p) { return from_probabilities(0, {P(1) - p, p}); }

  // The number of successes in n independent trials that each succeed with probability p.
  static BasicDist binomial(int n, const P& p);

  // Outcomes min_value, min_value+1, ... with the given probabilities (each >= 0).
  static BasicDist from_probabilities(std::int64_t min_value, std::vector<P> probabilities);

  // Outcome v with probability weights[v] / sum of weights.
  static BasicDist from_weights(const std::map<std::int64_t, P>& weights);

  // With probability parts[i].first, a draw from parts[i].second (weights need not sum to 1
  // but are used as given: pass probabilities).
  static BasicDist mixture(const std::vector<std::pair<P, BasicDist>>& parts);

  std::int64_t min() const { return min_; }
  std::int64_t max() const { return min_ + static_cast<std::int64_t>(p_.size()) - 1; }
  std::size_t size() const { return p_.size(); }
  const std::vector<P>& probabilities() const { return p_; }

  P probability(std::int64_t v) const {
    return (v < min() || v > max()) ? P(0) : p_[static_cast<std::size_t>(v - min_)];
  }
  P at_least(std::int64_t v) const;
  P at_most(std::int64_t v) const;
  P total() const;

  double mean() const;
  double variance() const;
  double sd() const { return std::sqrt(variance()); }
  // The smallest outcome v with P(X <= v) >= q, for q in (0, 1].
  std::int64_t quantile(double q) const;

  // The distribution of X + Y for independent X (this) and Y.
  BasicDist operator+(const BasicDist& other) const;
  BasicDist operator-(const BasicDist& other) const { return *this + other.negated(); }
  BasicDist shifted(std::int64_t k) const { return from_probabilities(min_ + k, p_); }
  // The distribution of k * X.
  BasicDist scaled(std::int64_t k) const;
  BasicDist negated() const { return scaled(-1); }
  // X1 + ... + Xn for n independent copies of X (n >= 0).
  BasicDist sum_of(int n) const;
  // Outcome v becomes f(v).
  template <class F>
  BasicDist mapped(F f) const;
  // n independent copies of X; the sum of the `keep` highest (or lowest) of them.
  BasicDist keep_highest(int n, int keep) const { return keep_extreme(n, keep, true); }
  BasicDist keep_lowest(int n, int keep) const { return keep_extreme(n, keep, false); }
  // For N distributed as this, the number of successes in N trials at probability p.
  BasicDist thinned(const P& p) const;

 private:
  BasicDist(std::int64_t min_value, std::vector<P> probabilities)
      : min_(min_value), p_(std::move(probabilities)) {}
  static void check_width(std::int64_t width);
  void trim();
  BasicDist keep_extreme(int n, int keep, bool highest) const;

  std::int64_t min_;
  std::vector<P> p_;
};

using Dist = BasicDist<double>;
using ExactDist = BasicDist<Rational>;

// The chances of an opposed roll A against B.
template <class P>
struct Opposed {
  P win;      // P(A > B)
  P tie;      // P(A = B)
  P lose;     // P(A < B)
  P doubled;  // P(A >= 2B): the "double the opponent" result of DBA-family rules
};

template <class P>
Opposed<P> opposed(const BasicDist<P>& a, const BasicDist<P>& b);

// ---------------------------------------------------------------------------------------
// Implementation (instantiated for double and Rational in dist.cpp).

template <class P>
void BasicDist<P>::check_width(std::int64_t width) {
  if (width > kMaxSupport) {
    throw DistTooLarge("a distribution over " + std::to_string(width) +
                       " outcomes is over the limit of " + std::to_string(kMaxSupport));
  }
}

template <class P>
BasicDist<P> BasicDist<P>::from_probabilities(std::int64_t min_value, std::vector<P> probabilities) {
  if (probabilities.empty()) throw std::invalid_argument("a distribution needs at least one outcome");
  check_width(static_cast<std::int64_t>(probabilities.size()));
  for (const P& p : probabilities) {
    if (p < P(0)) throw std::invalid_argument("a probability cannot be negative");
  }
  BasicDist d(min_value, std::move(probabilities));
  d.trim();
  return d;
}

template <class P>
void BasicDist<P>::trim() {
  std::size_t first = 0;
  while (first + 1 < p_.size() && p_[first] == P(0)) ++first;
  std::size_t last = p_.size();
  while (last > first + 1 && p_[last - 1] == P(0)) --last;
  if (first == 0 && last == p_.size()) return;
  min_ += static_cast<std::int64_t>(first);
  p_ = std::vector<P>(p_.begin() + static_cast<std::ptrdiff_t>(first),
                      p_.begin() + static_cast<std::ptrdiff_t>(last));
}

template <class P>
BasicDist<P> BasicDist<P>::from_weights(const std::map<std::int64_t, P>& weights) {
  if (weights.empty()) throw std::invalid_argument("a distribution needs at least one outcome");
  const std::int64_t lo = weights.begin()->first;
  const std::int64_t hi = weights.rbegin()->first;
  check_width(hi - lo + 1);
  std::vector<P> p(static_cast<std::size_t>(hi - lo + 1), P(0));
  P sum(0);
  for (const auto& [v, w] : weights) sum += w;
  if (!(sum > P(0))) throw std::invalid_argument("distribution weights must not all be zero");
  for (const auto& [v, w] : weights) p[static_cast<std::size_t>(v - lo)] = w / sum;
  return from_probabilities(lo, std::move(p));
}

template <class P>
BasicDist<P> BasicDist<P>::binomial(int n, const P& p) {
  if (n < 0) throw std::invalid_argument("a binomial needs n >= 0");
  if (p < P(0) || p > P(1)) throw std::invalid_argument("a binomial needs 0 <= p <= 1");
  check_width(static_cast<std::int64_t>(n) + 1);
  const auto size = static_cast<std::size_t>(n) + 1;
  if (p == P(0)) return constant(0);
  if (p == P(1)) return constant(n);
  const P q = P(1) - p;
  std::vector<P> pmf(size, P(0));
  if constexpr (std::is_floating_point_v<P>) {
    // Start at the mode with weight 1 and walk outwards by the ratio of successive terms,
    // then normalise: no underflow of q^n for large n, relative error about n * epsilon.
    const auto mode = static_cast<std::size_t>(std::floor((n + 1) * p));
    const std::size_t m = std::min(mode, static_cast<std::size_t>(n));
    const P odds = p / q;
    pmf[m] = 1;
    for (std::size_t k = m; k < static_cast<std::size_t>(n); ++k) {
      pmf[k + 1] = pmf[k] * (static_cast<P>(n - static_cast<int>(k)) / static_cast<P>(k + 1)) * odds;
    }
    for (std::size_t k = m; k > 0; --k) {
      pmf[k - 1] = pmf[k] * (static_cast<P>(k) / static_cast<P>(n - static_cast<int>(k) + 1)) / odds;
    }
    P sum = 0;
    for (const P& x : pmf) sum += x;
    for (P& x : pmf) x /= sum;
  } else {
    P term = P(1);
    for (int i = 0; i < n; ++i) term *= q;
    pmf[0] = term;
    for (int k = 0; k < n; ++k) {
      term = term * P(n - k) / P(k + 1) * p / q;
      pmf[static_cast<std::size_t>(k) + 1] = term;
    }
  }
  return from_probabilities(0, std::move(pmf));
}

template <class P>
BasicDist<P> BasicDist<P>::mixture(const std::vector<std::pair<P, BasicDist>>& parts) {
  if (parts.empty()) throw std::invalid_argument("a mixture needs at least one part");
  std::int64_t lo = parts.front().second.min();
  std::int64_t hi = parts.front().second.max();
  for (const auto& [w, d] : parts) {
    lo = std::min(lo, d.min());
    hi = std::max(hi, d.max());
  }
  check_width(hi - lo + 1);
  std::vector<P> p(static_cast<std::size_t>(hi - lo + 1), P(0));
  for (const auto& [w, d] : parts) {
    if (w < P(0)) throw std::invalid_argument("a mixture weight cannot be negative");
    for (std::size_t i = 0; i < d.p_.size(); ++i) {
      p[static_cast<std::size_t>(d.min_ - lo) + i] += w * d.p_[i];
    }
  }
  return from_probabilities(lo, std::move(p));
}

template <class P>
P BasicDist<P>::at_least(std::int64_t v) const {
  P sum(0);
  for (std::int64_t x = std::max(v, min()); x <= max(); ++x) sum += p_[static_cast<std::size_t>(x - min_)];
  return sum;
}

template <class P>
P BasicDist<P>::at_most(std::int64_t v) const {
  P sum(0);
  for (std::int64_t x = min(); x <= std::min(v, max()); ++x) sum += p_[static_cast<std::size_t>(x - min_)];
  return sum;
}

template <class P>
P BasicDist<P>::total() const {
  P sum(0);
  for (const P& x : p_) sum += x;
  return sum;
}

template <class P>
double BasicDist<P>::mean() const {
  double sum = 0;
  for (std::size_t i = 0; i < p_.size(); ++i) {
    sum += to_double(p_[i]) * static_cast<double>(min_ + static_cast<std::int64_t>(i));
  }
  return sum;
}

template <class P>
double BasicDist<P>::variance() const {
  const double mu = mean();
  double sum = 0;
  for (std::size_t i = 0; i < p_.size(); ++i) {
    const double dev = static_cast<double>(min_ + static_cast<std::int64_t>(i)) - mu;
    sum += to_double(p_[i]) * dev * dev;
  }
  return sum;
}

template <class P>
std::int64_t BasicDist<P>::quantile(double q) const {
  if (!(q > 0.0 && q <= 1.0)) throw std::invalid_argument("a quantile needs 0 < q <= 1");
  double cumulative = 0;
  for (std::size_t i = 0; i < p_.size(); ++i) {
    cumulative += to_double(p_[i]);
    if (cumulative >= q - 1e-12) return min_ + static_cast<std::int64_t>(i);
  }
  return max();
}

template <class P>
BasicDist<P> BasicDist<P>::operator+(const BasicDist& other) const {
  // The shorter distribution drives the outer loop so the inner loop is long and simple.
  const BasicDist& a = p_.size() >= other.p_.size() ? *this : other;
  const BasicDist& b = p_.size() >= other.p_.size() ? other : *this;
  check_width(static_cast<std::int64_t>(a.p_.size() + b.p_.size()) - 1);
  std::vector<P> out(a.p_.size() + b.p_.size() - 1, P(0));
  for (std::size_t j = 0; j < b.p_.size(); ++j) {
    const P w = b.p_[j];
    if (w == P(0)) continue;
    P* dst = out.data() + j;
    for (std::size_t i = 0; i < a.p_.size(); ++i) dst[i] += a.p_[i] * w;
  }
  return BasicDist(a.min_ + b.min_, std::move(out));
}

template <class P>
BasicDist<P> BasicDist<P>::scaled(std::int64_t k) const {
  if (k == 0) return constant(0);
  if (k == 1) return *this;
  check_width((static_cast<std::int64_t>(p_.size()) - 1) * (k < 0 ? -k : k) + 1);
  return mapped([k](std::int64_t v) { return k * v; });
}

template <class P>
BasicDist<P> BasicDist<P>::sum_of(int n) const {
  if (n < 0) throw std::invalid_argument("a sum needs n >= 0 terms");
  check_width((static_cast<std::int64_t>(p_.size()) - 1) * n + 1);
  if (n == 0) return constant(0);
  // Few outcomes: add one copy at a time (cheapest for dice). Many: square and multiply.
  if (p_.size() <= 32) {
    BasicDist result = *this;
    for (int i = 1; i < n; ++i) result = result + *this;
    return result;
  }
  BasicDist result = constant(0);
  BasicDist power = *this;
  for (int bits = n;;) {
    if (bits & 1) result = result + power;
    bits >>= 1;
    if (bits == 0) break;
    power = power + power;
  }
  return result;
}

template <class P>
template <class F>
BasicDist<P> BasicDist<P>::mapped(F f) const {
  std::map<std::int64_t, P> mass;
  for (std::size_t i = 0; i < p_.size(); ++i) {
    if (p_[i] == P(0)) continue;
    mass[f(min_ + static_cast<std::int64_t>(i))] += p_[i];
  }
  const std::int64_t lo = mass.begin()->first;
  const std::int64_t hi = mass.rbegin()->first;
  check_width(hi - lo + 1);
  std::vector<P> out(static_cast<std::size_t>(hi - lo + 1), P(0));
  for (auto& [v, p] : mass) out[static_cast<std::size_t>(v - lo)] = std::move(p);
  return from_probabilities(lo, std::move(out));
}

template <class P>
BasicDist<P> BasicDist<P>::keep_extreme(int n, int keep, bool highest) const {
  if (n < 0 || keep < 0 || keep > n) throw std::invalid_argument("keep needs 0 <= keep <= n");
  if (keep == 0) return constant(0);
  // Assign dice to faces one face value at a time, best first. State: how many dice have
  // faces so far, and the sum of those kept. c dice on face v has weight C(n-m, c) q_v^c,
  // which multiplied over faces is the multinomial probability of the face counts.
  const std::int64_t lo = static_cast<std::int64_t>(keep) * min_;
  const std::int64_t width = static_cast<std::int64_t>(keep) * (static_cast<std::int64_t>(p_.size()) - 1) + 1;
  check_width(width * (n + 1));
  const auto w = static_cast<std::size_t>(width);
  const auto dice = static_cast<std::size_t>(n);
  std::vector<std::vector<P>> binom(dice + 1, std::vector<P>(dice + 1, P(0)));
  for (std::size_t i = 0; i <= dice; ++i) {
    binom[i][0] = P(1);
    for (std::size_t j = 1; j <= i; ++j) binom[i][j] = binom[i - 1][j - 1] + (j < i ? binom[i - 1][j] : P(0));
  }
  std::vector<std::vector<P>> dp(dice + 1, std::vector<P>(w, P(0)));
  dp[0][0] = P(1);
  for (std::size_t step = 0; step < p_.size(); ++step) {
    const std::size_t face = highest ? p_.size() - 1 - step : step;
    const P q = p_[face];
    if (q == P(0)) continue;
    const std::int64_t value = min_ + static_cast<std::int64_t>(face);
    std::vector<std::vector<P>> next(dice + 1, std::vector<P>(w, P(0)));
    for (std::size_t m = 0; m <= dice; ++m) {
      P q_power(1);
      for (std::size_t c = 0; m + c <= dice; ++c) {
        const std::size_t kept = std::min(c, static_cast<std::size_t>(keep) - std::min(m, static_cast<std::size_t>(keep)));
        // Sums are stored relative to keep * min; a kept die on this face adds value - min.
        const auto shift = static_cast<std::size_t>(static_cast<std::int64_t>(kept) * (value - min_));
        const P weight = binom[dice - m][c] * q_power;
        for (std::size_t s = 0; s + shift < w; ++s) {
          if (dp[m][s] == P(0)) continue;
          next[m + c][s + shift] += dp[m][s] * weight;
        }
        q_power *= q;
      }
    }
    dp = std::move(next);
  }
  return from_probabilities(lo, std::move(dp[dice]));
}

template <class P>
BasicDist<P> BasicDist<P>::thinned(const P& p) const {
  if (min_ < 0) throw std::invalid_argument("thinning needs a count that is never negative");
  std::vector<std::pair<P, BasicDist>> parts;
  for (std::size_t i = 0; i < p_.size(); ++i) {
    if (p_[i] == P(0)) continue;
    parts.emplace_back(p_[i], binomial(static_cast<int>(min_ + static_cast<std::int64_t>(i)), p));
  }
  return mixture(parts);
}

template <class P>
Opposed<P> opposed(const BasicDist<P>& a, const BasicDist<P>& b) {
  Opposed<P> r{P(0), P(0), P(0), P(0)};
  for (std::int64_t v = b.min(); v <= b.max(); ++v) {
    const P pb = b.probability(v);
    if (pb == P(0)) continue;
    r.win += pb * a.at_least(v + 1);
    r.tie += pb * a.probability(v);
    r.lose += pb * a.at_most(v - 1);
    r.doubled += pb * a.at_least(2 * v);
  }
  return r;
}

extern template class BasicDist<double>;
extern template class BasicDist<Rational>;
extern template Opposed<double> opposed(const BasicDist<double>&, const BasicDist<double>&);
extern template Opposed<Rational> opposed(const BasicDist<Rational>&, const BasicDist<Rational>&);

}  // namespace sandtable::core
