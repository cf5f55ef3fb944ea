// What a parsed expression can total and what computing its distribution costs, read from the
// tree alone, so every limit is checked before any work (docs/dice-notation.md, Limits).
#include <algorithm>
#include <cmath>
#include <fmt/format.h>

#include "core/notation.hpp"

namespace sandtable::core::notation {

namespace {

double die_width(const DiceTerm& d) { return static_cast<double>(d.sides) * (d.explosions + 1); }

// a + b for independent a and b: a convolution.
Cost added(const Cost& a, const Cost& b) {
  const double totals = a.totals + b.totals - 1;
  return {totals, std::max({a.widest, b.widest, totals}), a.work + b.work + a.totals * b.totals, a.bits + b.bits};
}

// Every outcome of `a` mapped to a new value (through an ordered map, hence the factor), into
// a distribution `totals` wide whose every total is written, chance or none.
Cost remapped(const Cost& a, double totals) {
  return {totals, std::max(a.widest, totals), a.work + a.totals * 20 + totals, a.bits};
}

Cost dice_cost(const DiceTerm& d) {
  const double n = d.count;
  const double w = die_width(d);
  // One die: each explosion mixes in a copy as wide as the die so far.
  const double die_work = w * (d.explosions + 1) + (d.reroll ? d.sides : 0);
  const double rolls = (d.reroll ? 2.0 : 1.0) * (d.explosions + 1);
  const double bits = n * rolls * std::log2(static_cast<double>(d.sides));
  if (d.success) return {n + 1, std::max(w, n + 1), die_work + n, bits};
  if (d.keep != Keep::kAll) {
    // A table of kept totals for each number of dice placed so far, updated once per face.
    const double totals = d.keep_count * (w - 1) + 1;
    return {totals, std::max(w, totals * (n + 1)), die_work + w * n * n * totals, bits};
  }
  // Adding one die at a time: the k-th addition costs k * w * w; a lone die is only copied.
  const double totals = n * (w - 1) + 1;
  const double adding = n > 1 ? n * n * w * w / 2 : 0;
  return {totals, std::max(w, totals), die_work + adding + n * w, bits};
}

}  // namespace

double Cost::exact_work() const {
  // A multiply-add of rationals costs about the square of their length in machine words
  // (each result is reduced by a gcd); the rationals here have about `bits` bits.
  const double words = 1 + bits / 64;
  return work * words * words;
}

Cost estimate_cost(const Node& node) {
  switch (node.kind) {
    case Node::Kind::kConstant: return {};
    case Node::Kind::kDice: return dice_cost(node.dice);
    case Node::Kind::kSum: {
      Cost sum = estimate_cost(node.children[0]);
      for (std::size_t i = 1; i < node.children.size(); ++i) sum = added(sum, estimate_cost(node.children[i]));
      return sum;
    }
    case Node::Kind::kMultiply: {
      // Counted whatever the factor: "0*X" still works out X before scaling it.
      const Cost a = estimate_cost(node.children[0]);
      const double k = std::fabs(static_cast<double>(node.constant));
      return remapped(a, std::max(1.0, (a.totals - 1) * k + 1));
    }
    case Node::Kind::kNegate: {
      const Cost a = estimate_cost(node.children[0]);
      return remapped(a, a.totals);
    }
  }
  return {};
}

Cost estimate_cost(const Expression& e) {
  const Cost left = estimate_cost(e.left);
  if (!e.right) return left;
  const Cost right = estimate_cost(*e.right);
  // The margin left - right, then win, tie, lose and double: three sums over the left side
  // for each outcome of the right.
  Cost margin = added(left, remapped(right, right.totals));
  margin.work += 3 * left.totals * right.totals;
  return margin;
}

void check_cost(const Cost& cost, const std::string& text, bool exact) {
  if (cost.widest > static_cast<double>(kMaxSupport)) {
    throw LimitError(fmt::format("{} needs a distribution of about {:.3g} totals; the limit is {}", in_quotes(text),
                                 cost.widest, kMaxSupport));
  }
  if (cost.work > kMaxWork) {
    throw LimitError(fmt::format("{} needs about {:.3g} multiply-adds; the limit is {:.3g}", in_quotes(text), cost.work,
                                 kMaxWork));
  }
  if (exact && cost.exact_work() > kMaxExactWork) {
    throw LimitError(fmt::format("{} needs about {:.3g} word operations for exact fractions; the limit is {:.3g}",
                                 in_quotes(text), cost.exact_work(), kMaxExactWork));
  }
}

void check_cost(const Expression& e, bool exact) { check_cost(estimate_cost(e), e.text, exact); }

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

}  // namespace sandtable::core::notation
