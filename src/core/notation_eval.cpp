// Exact distributions of parsed dice expressions, with a cost check before any work.
#include "core/notation.hpp"

namespace sandtable::core::notation {

namespace {

// One roll of one die, counting a reroll: a matching face is rolled again and the new face stands.
template <class P>
BasicDist<P> single_roll(const DiceTerm& d) {
  const BasicDist<P> die = BasicDist<P>::die(d.sides);
  if (!d.reroll) return die;
  const P each = P(1) / P(d.sides);
  P rerolled(0);
  for (int face = 1; face <= d.sides; ++face) {
    if (d.reroll->matches(face)) rerolled += each;
  }
  std::vector<P> p(static_cast<std::size_t>(d.sides), P(0));
  for (int face = 1; face <= d.sides; ++face) {
    p[static_cast<std::size_t>(face - 1)] = (d.reroll->matches(face) ? P(0) : each) + rerolled * each;
  }
  return BasicDist<P>::from_probabilities(1, std::move(p));
}

// One die with its rerolls and explosions: the top face adds another roll, up to the cap.
template <class P>
BasicDist<P> one_die(const DiceTerm& d) {
  const BasicDist<P> single = single_roll<P>(d);
  if (d.explosions == 0) return single;
  const P top = single.probability(d.sides);
  std::vector<P> below_top = single.probabilities();
  below_top.back() = P(0);
  const BasicDist<P> stops = BasicDist<P>::from_probabilities(single.min(), std::move(below_top));
  BasicDist<P> exploding = single;
  for (int i = 0; i < d.explosions; ++i) {
    exploding = BasicDist<P>::mixture({{P(1), stops}, {top, exploding.shifted(d.sides)}});
  }
  return exploding;
}

template <class P>
BasicDist<P> dice_distribution(const DiceTerm& d) {
  const BasicDist<P> die = one_die<P>(d);
  if (d.success) {
    // Sum both sides and divide: rounding in the sum of many faces can pass 1 (d363>0 did),
    // while hit / (hit + miss) is always in [0, 1] and exactly 1 when nothing misses.
    P hit(0);
    P miss(0);
    for (std::int64_t v = die.min(); v <= die.max(); ++v) {
      (d.success->matches(v) ? hit : miss) += die.probability(v);
    }
    return BasicDist<P>::binomial(d.count, hit / (hit + miss));
  }
  if (d.keep == Keep::kHighest) return die.keep_highest(d.count, d.keep_count);
  if (d.keep == Keep::kLowest) return die.keep_lowest(d.count, d.keep_count);
  return die.sum_of(d.count);
}

template <class P>
BasicDist<P> evaluate(const Node& node) {
  switch (node.kind) {
    case Node::Kind::kConstant: return BasicDist<P>::constant(node.constant);
    case Node::Kind::kDice: return dice_distribution<P>(node.dice);
    case Node::Kind::kSum: {
      BasicDist<P> sum = evaluate<P>(node.children[0]);
      for (std::size_t i = 1; i < node.children.size(); ++i) sum = sum + evaluate<P>(node.children[i]);
      return sum;
    }
    case Node::Kind::kMultiply: return evaluate<P>(node.children[0]).scaled(node.constant);
    case Node::Kind::kNegate: return evaluate<P>(node.children[0]).negated();
  }
  throw std::logic_error("unknown dice expression node");
}

}  // namespace

Dist distribution(const Node& node) {
  check_cost(estimate_cost(node), node.text, false);
  return evaluate<double>(node);
}

ExactDist exact_distribution(const Node& node) {
  check_cost(estimate_cost(node), node.text, true);
  return evaluate<Rational>(node);
}

BigInt natural_denominator(const Node& node) {
  if (node.kind == Node::Kind::kConstant) return 1;
  if (node.kind == Node::Kind::kDice) {
    const DiceTerm& d = node.dice;
    const unsigned rolls_per_die = (d.reroll ? 2U : 1U) * static_cast<unsigned>(d.explosions + 1);
    return boost::multiprecision::pow(BigInt(d.sides), rolls_per_die * static_cast<unsigned>(d.count));
  }
  BigInt product = 1;
  for (const Node& child : node.children) product *= natural_denominator(child);
  return product;
}

}  // namespace sandtable::core::notation
