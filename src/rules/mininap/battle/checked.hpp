// The answer to "may this be done?" as a value: what it comes to, or why the rules refuse.
// The AI tries many orders that the rules refuse; an exception for each would cost more
// than the checking, so refusals are plain values until a player's order needs throwing.
#pragma once

#include <string>
#include <utility>
#include <variant>

#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

struct Refusal {
  std::string why;
};

template <class T>
class Checked {
 public:
  Checked(T value) : answer_(std::move(value)) {}  // NOLINT: implicit, like std::optional
  Checked(Refusal refusal) : answer_(std::move(refusal)) {}  // NOLINT
  explicit operator bool() const { return answer_.index() == 0; }
  const T& operator*() const { return std::get<T>(answer_); }
  const T* operator->() const { return &std::get<T>(answer_); }
  const Refusal& refusal() const { return std::get<Refusal>(answer_); }
  // The value, or IllegalOrder saying why not.
  T value_or_throw() const {
    if (!*this) throw IllegalOrder(refusal().why);
    return **this;
  }

 private:
  std::variant<T, Refusal> answer_;
};

}  // namespace sandtable::rules::mininap
