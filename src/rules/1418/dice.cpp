#include "rules/1418/dice.hpp"

#include <algorithm>

namespace sandtable::rules::gw1418 {

core::Rational hit_chance(int resilience, int bonus) {
  const int faces = std::clamp(7 - (resilience - bonus), 0, 6);
  return core::Rational(faces, 6);
}

core::Rational die_chance(const Volley& v, int bonus) {
  const core::Rational first = hit_chance(v.resilience, bonus);
  if (!v.rerolled) return first;
  return first * hit_chance(v.resilience, v.reroll_keeps_bonus ? bonus : 0);
}

core::ExactDist hits(const Volley& v) {
  const int bonus_dice = std::min(v.bonus > 0 ? v.bonus_dice : 0, v.dice);
  return core::ExactDist::binomial(v.dice - bonus_dice, die_chance(v, 0)) +
         core::ExactDist::binomial(bonus_dice, die_chance(v, v.bonus));
}

core::BigInt rolls_counted(const Volley& v) {
  core::BigInt n = 1;
  for (int i = 0; i < v.dice; ++i) n *= v.rerolled ? 36 : 6;
  return n;
}

core::Dist approximate(const core::ExactDist& exact) {
  std::vector<double> p;
  for (const core::Rational& x : exact.probabilities()) p.push_back(core::to_double(x));
  return core::Dist::from_probabilities(exact.min(), std::move(p));
}

}  // namespace sandtable::rules::gw1418
