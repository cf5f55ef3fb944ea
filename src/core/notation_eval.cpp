// Exact distributions of parsed dice expressions, with a cost check before any work.
#include <cmath>
#include <fmt/format.h>

#include "core/notation.hpp"

namespace sandtable::core::notation {

namespace {

// How many outcomes a node's distribution has and how many multiply-adds building it costs.
struct Shape {
  double width = 1;
  double work = 0;
};

double die_width(const DiceTerm& d) { return static_cast<double>(d.sides) * (d.explosions + 1); }

Shape shape_of(const Node& node) {
  switch (node.kind) {
    case Node::Kind::kConstant: return {};
    case Node::Kind::kDice: {
      const DiceTerm& d = node.dice;
      const double n = d.count;
      const double w = die_width(d);
      const double per_die_work = w * (d.explosions + 1) + (d.reroll ? w : 0);
      if (d.success) return {n + 1, per_die_work + n};
      if (d.keep != Keep::kAll) {
        const double width = d.keep_count * (w - 1) + 1;
        return {width, per_die_work + w * n * n * width};
      }
      return {n * (w - 1) + 1, per_die_work + n * n * w * w / 2 + n * w};
    }
    case Node::Kind::kSum: {
      Shape sum = shape_of(node.children[0]);
      for (std::size_t i = 1; i < node.children.size(); ++i) {
        const Shape b = shape_of(node.children[i]);
        sum = {sum.width + b.width - 1, sum.work + b.work + sum.width * b.width};
      }
      return sum;
    }
    case Node::Kind::kMultiply: {
      const Shape a = shape_of(node.children[0]);
      const double k = std::fabs(static_cast<double>(node.constant));
      return {std::max(1.0, (a.width - 1) * k + 1), a.work + a.width * 20};
    }
    case Node::Kind::kNegate: {
      const Shape a = shape_of(node.children[0]);
      return {a.width, a.work + a.width};
    }
  }
  return {};
}

void check_cost(const Node& node, double work_scale, double max_work, const char* mode) {
  Shape s = shape_of(node);
  s.work *= work_scale;
  if (s.width > static_cast<double>(kMaxSupport)) {
    throw LimitError(fmt::format("'{}' has about {:.3g} possible totals; the limit is {}", node.text, s.width,
                                 kMaxSupport));
  }
  if (s.work > max_work) {
    throw LimitError(fmt::format("'{}' needs about {:.3g} operations for an {} distribution; the limit is {:.3g}",
                                 node.text, s.work, mode, max_work));
  }
}

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

TotalRange total_range(const Node& node) {
  switch (node.kind) {
    case Node::Kind::kConstant: return {static_cast<double>(node.constant), static_cast<double>(node.constant)};
    case Node::Kind::kDice: {
      const DiceTerm& d = node.dice;
      if (d.success) return {0, static_cast<double>(d.count)};
      const double dice = d.keep == Keep::kAll ? d.count : d.keep_count;
      return {dice, dice * die_width(d)};
    }
    case Node::Kind::kSum: {
      TotalRange sum;
      for (const Node& term : node.children) {
        const TotalRange t = total_range(term);
        sum = {sum.min + t.min, sum.max + t.max};
      }
      return sum;
    }
    case Node::Kind::kMultiply: {
      const TotalRange a = total_range(node.children[0]);
      const auto k = static_cast<double>(node.constant);
      return {std::min(a.min * k, a.max * k), std::max(a.min * k, a.max * k)};
    }
    case Node::Kind::kNegate: {
      const TotalRange a = total_range(node.children[0]);
      return {-a.max, -a.min};
    }
  }
  return {};
}

double largest_total(const Node& node) {
  const TotalRange r = total_range(node);
  return std::max(std::fabs(r.min), std::fabs(r.max));
}

int dice_in(const Node& node) {
  int n = node.kind == Node::Kind::kDice ? node.dice.count : 0;
  for (const Node& child : node.children) n += dice_in(child);
  return n;
}

Dist distribution(const Node& node) {
  check_cost(node, 1, kMaxWork, "exact");
  return evaluate<double>(node);
}

ExactDist exact_distribution(const Node& node) {
  // Rationals grow with every die rolled, and each operation with them.
  check_cost(node, std::max(1, dice_in(node)), kMaxExactWork, "exact rational");
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
