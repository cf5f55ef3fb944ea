// Rolling parsed dice expressions with a seeded generator, keeping every die for display.
#include <algorithm>
#include <numeric>

#include "core/notation.hpp"

namespace sandtable::core::notation {

namespace {

RolledDie roll_die(const DiceTerm& d, Rng& rng) {
  RolledDie die;
  auto roll_once = [&]() {
    int face = rng.die(static_cast<std::uint32_t>(d.sides));
    die.faces.push_back(face);
    if (d.reroll && d.reroll->matches(face)) {
      face = rng.die(static_cast<std::uint32_t>(d.sides));
      die.faces.push_back(face);
    }
    return face;
  };
  int face = roll_once();
  die.value = face;
  for (int extra = 0; extra < d.explosions && face == d.sides; ++extra) {
    face = roll_once();
    die.value += face;
  }
  return die;
}

void apply_keep(const DiceTerm& d, std::vector<RolledDie>& dice) {
  if (d.keep == Keep::kAll) return;
  std::vector<std::size_t> order(dice.size());
  std::iota(order.begin(), order.end(), 0);
  // Best first; among equal dice the earlier one is kept.
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return d.keep == Keep::kHighest ? dice[a].value > dice[b].value : dice[a].value < dice[b].value;
  });
  for (std::size_t rank = static_cast<std::size_t>(d.keep_count); rank < order.size(); ++rank) {
    dice[order[rank]].kept = false;
  }
}

std::int64_t evaluate(const Node& node, Rng& rng, Roll& out) {
  switch (node.kind) {
    case Node::Kind::kConstant: return node.constant;
    case Node::Kind::kDice: {
      RolledTerm term;
      term.text = node.text;
      for (int i = 0; i < node.dice.count; ++i) term.dice.push_back(roll_die(node.dice, rng));
      apply_keep(node.dice, term.dice);
      for (const RolledDie& die : term.dice) {
        if (!die.kept) continue;
        term.total += node.dice.success ? (node.dice.success->matches(die.value) ? 1 : 0) : die.value;
      }
      const std::int64_t total = term.total;
      out.terms.push_back(std::move(term));
      return total;
    }
    case Node::Kind::kSum: {
      std::int64_t sum = 0;
      for (const Node& term : node.children) sum += evaluate(term, rng, out);
      return sum;
    }
    case Node::Kind::kMultiply: return node.constant * evaluate(node.children[0], rng, out);
    case Node::Kind::kNegate: return -evaluate(node.children[0], rng, out);
  }
  throw std::logic_error("unknown dice expression node");
}

}  // namespace

Roll roll(const Node& node, Rng& rng) {
  Roll result;
  result.total = evaluate(node, rng, result);
  return result;
}

}  // namespace sandtable::core::notation
