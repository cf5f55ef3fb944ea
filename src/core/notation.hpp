// Dice notation: "5d6<=2", "4d6kh3", "2d6r1", "d6!", "d6+3 vs d6+2" -> an exact
// distribution, or a roll with every die shown. The grammar is in docs/dice-notation.md.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/dist.hpp"
#include "core/random.hpp"

namespace sandtable::core::notation {

// The text does not follow the grammar. `column` is 1-based.
class SyntaxError : public std::runtime_error {
 public:
  SyntaxError(int column, const std::string& message);
  int column() const { return column_; }

 private:
  int column_;
};

// The expression is valid but over a stated limit (dice, sides, or the work to compute it).
class LimitError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The limits, stated once so the documentation and the errors agree.
inline constexpr int kMaxDice = 10'000;          // dice in one expression
inline constexpr int kMaxSides = 1'000'000;      // faces on one die
inline constexpr int kMaxKeepDice = 200;         // dice in a keep/drop pool
inline constexpr int kMaxExplosions = 20;        // extra rolls one exploding die may add
inline constexpr int kDefaultExplosions = 5;     // the cap of a bare "!"
inline constexpr std::int64_t kMaxConstant = 1'000'000'000;
inline constexpr double kMaxWork = 2e9;          // multiply-adds for a double distribution
inline constexpr double kMaxExactWork = 2e7;     // machine-word operations on exact fractions (Cost)
inline constexpr double kMaxTotal = 1e15;        // the largest |total| an expression may reach

enum class Compare { kEqual, kLess, kLessEqual, kGreater, kGreaterEqual };

struct Condition {
  Compare op = Compare::kEqual;
  std::int64_t value = 0;
  bool matches(std::int64_t v) const;
  std::string text() const;
};

enum class Keep { kAll, kHighest, kLowest };

struct DiceTerm {
  int count = 1;
  int sides = 6;
  std::optional<Condition> reroll;   // reroll once a die that matches
  int explosions = 0;                // extra rolls allowed on a top face; 0 = no exploding
  Keep keep = Keep::kAll;
  int keep_count = 0;                // how many dice are kept when keep != kAll
  std::optional<Condition> success;  // count dice that match instead of summing them
};

struct Node {
  // A chain "a+b-c" is one kSum with the terms a, b and -c, and "d6*2*3" one kMultiply by 6,
  // so no chain of operators, however long, makes the tree deeper (brackets and signs do).
  enum class Kind { kConstant, kDice, kSum, kMultiply, kNegate };
  Kind kind = Kind::kConstant;
  std::int64_t constant = 0;  // kConstant's value, or kMultiply's constant factor
  DiceTerm dice;              // kDice
  std::vector<Node> children; // kSum: the terms added (a subtracted one is a kNegate); kMultiply/kNegate: one
  std::string text;           // the source text of this node, for display
};

struct Expression {
  std::string text;
  Node left;
  std::optional<Node> right;  // set for "A vs B"
  bool is_opposed() const { return right.has_value(); }
};

// Parses an expression; throws SyntaxError or LimitError.
Expression parse(std::string_view text);

// What computing a distribution takes, estimated from the parsed tree before any work.
struct Cost {
  double totals = 1;  // outcomes in the distribution
  double widest = 1;  // outcomes in the largest table built on the way (at least `totals`)
  double work = 0;    // multiply-adds with doubles
  double bits = 0;    // the length of the exact fractions: log2 of natural_denominator
  // The same work with exact fractions, in machine-word operations.
  double exact_work() const;
};
Cost estimate_cost(const Node& node);
// What `odds` computes for the whole expression: each side, and for "A vs B" the margin and
// the chances of win, tie, lose and double.
Cost estimate_cost(const Expression& e);

// Throws LimitError, with the estimate and the limit, when a cost is over a limit (the exact
// one only when `exact`); `text` names what is refused.
void check_cost(const Cost& cost, const std::string& text, bool exact);
void check_cost(const Expression& e, bool exact);

// `text` in quotes for an error message, cut to 40 characters with an ellipsis.
std::string in_quotes(std::string_view text);

// The smallest and largest totals a node can produce (as doubles: checked against kMaxTotal).
struct TotalRange {
  double min = 0;
  double max = 0;
};
TotalRange total_range(const Node& node);

// The largest absolute total a node can produce.
double largest_total(const Node& node);

// How many dice a node rolls.
int dice_in(const Node& node);

// The exact distribution of a node's total; throws LimitError (check_cost) before any work
// if it would take too long.
Dist distribution(const Node& node);
ExactDist exact_distribution(const Node& node);

// The number of equally likely ways the dice can fall (sides^rolls over every die), so
// exact answers read as counts: 5d6 outcomes over 7776.
BigInt natural_denominator(const Node& node);

// One die as rolled: its faces in order (a reroll or an explosion adds faces).
struct RolledDie {
  std::vector<int> faces;
  std::int64_t value = 0;  // the face that counts (after a reroll) or the exploded sum
  bool kept = true;        // false when dropped by keep/drop
};

// The dice of one dice term as rolled.
struct RolledTerm {
  std::string text;
  std::vector<RolledDie> dice;
  std::int64_t total = 0;
};

struct Roll {
  std::vector<RolledTerm> terms;  // in the order they appear
  std::int64_t total = 0;
};

Roll roll(const Node& node, Rng& rng);

}  // namespace sandtable::core::notation
