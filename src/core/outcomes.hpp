// A distribution over labelled outcomes ("destroyed", "flee", "recoil", "no-effect"), for
// results that are categories rather than numbers, in exact and floating forms.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/rational.hpp"

namespace sandtable::core {

template <class P>
class BasicOutcomes {
 public:
  struct Entry {
    std::string label;
    P probability;
  };

  // Adds `p` to the outcome `label` (a new outcome goes last, so the order is the caller's).
  BasicOutcomes& add(const std::string& label, const P& p) {
    if (p < P(0)) throw std::invalid_argument("an outcome's probability cannot be negative");
    for (Entry& e : entries_) {
      if (e.label == label) {
        e.probability += p;
        return *this;
      }
    }
    entries_.push_back({label, p});
    return *this;
  }

  const std::vector<Entry>& entries() const { return entries_; }
  bool empty() const { return entries_.empty(); }

  // The probability of `label`, zero when it is not an outcome.
  P probability(const std::string& label) const {
    for (const Entry& e : entries_) {
      if (e.label == label) return e.probability;
    }
    return P(0);
  }

  P total() const {
    P sum(0);
    for (const Entry& e : entries_) sum += e.probability;
    return sum;
  }

 private:
  std::vector<Entry> entries_;
};

using Outcomes = BasicOutcomes<double>;
using ExactOutcomes = BasicOutcomes<Rational>;

inline Outcomes to_double(const ExactOutcomes& exact) {
  Outcomes out;
  for (const auto& e : exact.entries()) out.add(e.label, to_double(e.probability));
  return out;
}

}  // namespace sandtable::core
