// The explanation every Mini-Nap 2 resolver gives: the steps that made its numbers.
#pragma once

#include <fmt/format.h>

#include <string>
#include <utility>
#include <vector>

#include "core/dist.hpp"

namespace sandtable::rules::mininap {

// Human-readable steps in the order they were applied ("4 SP: 4 dice").
using Factors = std::vector<std::string>;

// Adds a step's wording when `explain` asks for it: battles read only the numbers, and the
// wording would cost them more than the arithmetic.
template <class... Args>
void note(bool explain, Factors& factors, fmt::format_string<Args...> text, Args&&... args) {
  if (explain) factors.push_back(fmt::format(text, std::forward<Args>(args)...));
}

// Mini-Nap 2 counts hits as dice showing `hit_on` or less on a D6. Below 1 nothing hits, at 6
// or above every die hits.
core::Dist hits_on_d6(int dice, int hit_on);
core::ExactDist exact_hits_on_d6(int dice, int hit_on);
// The mean of hits_on_d6(dice, hit_on), the same to the last bit, looked up for the commoner
// throws: what an AI weighing many attacks needs.
double mean_hits_on_d6(int dice, int hit_on);

// "1 or 2", "3 or less", "6 or less (every die)", "nothing (no face is low enough)".
std::string hit_on_text(int hit_on);

// The most strength points, and so the most dice, any resolver accepts.
inline constexpr int kMaxStrengthPoints = 99;

}  // namespace sandtable::rules::mininap
