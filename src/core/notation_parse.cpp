// The recursive-descent parser for dice notation (grammar: docs/dice-notation.md).
#include <cctype>
#include <cmath>
#include <string>

#include "core/notation.hpp"

namespace sandtable::core::notation {

SyntaxError::SyntaxError(int column, const std::string& message)
    : std::runtime_error("column " + std::to_string(column) + ": " + message), column_(column) {}

bool Condition::matches(std::int64_t v) const {
  switch (op) {
    case Compare::kEqual: return v == value;
    case Compare::kLess: return v < value;
    case Compare::kLessEqual: return v <= value;
    case Compare::kGreater: return v > value;
    case Compare::kGreaterEqual: return v >= value;
  }
  return false;
}

std::string Condition::text() const {
  static const char* const kOps[] = {"=", "<", "<=", ">", ">="};
  return kOps[static_cast<int>(op)] + std::to_string(value);
}

std::string in_quotes(std::string_view text) {
  constexpr std::size_t kShown = 40;
  if (text.size() <= kShown) return "'" + std::string(text) + "'";
  return "'" + std::string(text.substr(0, kShown)) + "…'";
}

namespace {

constexpr int kMaxNesting = 64;

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  Expression parse_expression() {
    Expression e;
    e.text = std::string(text_);
    skip_space();
    if (at_end()) fail("expected a dice expression such as 2d6+1");
    e.left = parse_sum();
    skip_space();
    if (accept_word("vs")) {
      skip_space();
      if (at_end()) fail("expected the opposing roll after 'vs'");
      e.right = parse_sum();
      skip_space();
    }
    if (!at_end()) fail(std::string("unexpected '") + peek() + "'; expected +, -, * or the end");
    for (const Node* side : {&e.left, e.right ? &*e.right : nullptr}) {
      if (side && largest_total(*side) > kMaxTotal) {
        throw LimitError(in_quotes(side->text) + " can total more than 10^15, the limit");
      }
    }
    if (dice_ > kMaxDice) {
      throw LimitError("the expression rolls " + std::to_string(dice_) + " dice; the limit is " +
                       std::to_string(kMaxDice));
    }
    return e;
  }

 private:
  // A chain of "+" and "-" becomes one node whatever its length (a subtracted term is negated).
  Node parse_sum() {
    const std::size_t start = pos_;
    Node first = parse_product();
    skip_space();
    if (peek() != '+' && peek() != '-') return first;
    Node sum;
    sum.kind = Node::Kind::kSum;
    sum.children.push_back(std::move(first));
    while (peek() == '+' || peek() == '-') {
      const std::size_t term_start = pos_;
      const bool subtract = peek() == '-';
      ++pos_;
      skip_space();
      Node term = parse_product();
      sum.children.push_back(subtract ? negated(std::move(term), term_start) : std::move(term));
      skip_space();
    }
    sum.text = slice(start);
    return sum;
  }

  // A chain of "*" becomes one node: constants are multiplied together, so "d6*2*3" is d6 times 6.
  Node parse_product() {
    const std::size_t start = pos_;
    const int column = this->column();
    Node product = parse_unary();
    for (;;) {
      skip_space();
      if (peek() != '*') break;
      ++pos_;
      skip_space();
      Node right = parse_unary();
      if (right.kind != Node::Kind::kConstant && product.kind != Node::Kind::kConstant) {
        throw SyntaxError(column, "'*' multiplies by a whole number; one side must be a constant");
      }
      if (right.kind == Node::Kind::kConstant &&
          (product.kind == Node::Kind::kConstant || product.kind == Node::Kind::kMultiply)) {
        product.constant = times(product.constant, right.constant, column);
      } else {
        Node scaled;
        scaled.kind = Node::Kind::kMultiply;
        const bool constant_on_right = right.kind == Node::Kind::kConstant;
        scaled.constant = constant_on_right ? right.constant : product.constant;
        scaled.children.push_back(constant_on_right ? std::move(product) : std::move(right));
        product = std::move(scaled);
      }
      product.text = slice(start);
    }
    return product;
  }

  Node parse_unary() {
    const std::size_t start = pos_;
    if (peek() == '-') {
      ++pos_;
      skip_space();
      const DepthGuard guard(*this);
      return negated(parse_unary(), start);
    }
    return parse_primary();
  }

  // -operand; "-3" stays a constant, so "-3*d6" parses.
  Node negated(Node operand, std::size_t start) const {
    Node n;
    if (operand.kind == Node::Kind::kConstant) {
      n.constant = -operand.constant;
    } else {
      n.kind = Node::Kind::kNegate;
      n.children.push_back(std::move(operand));
    }
    n.text = slice(start);
    return n;
  }

  // a * b for constant factors, refused past the largest total (so it cannot overflow).
  static std::int64_t times(std::int64_t a, std::int64_t b, int column) {
    if (std::fabs(static_cast<double>(a) * static_cast<double>(b)) > kMaxTotal) {
      throw LimitError("column " + std::to_string(column) + ": constants multiply to more than 10^15, the limit");
    }
    return a * b;
  }

  Node parse_primary() {
    const std::size_t start = pos_;
    if (peek() == '(') {
      ++pos_;
      skip_space();
      const DepthGuard guard(*this);
      Node inner = parse_sum();
      skip_space();
      expect(')', "expected ')' to close the '(' at column " + std::to_string(start + 1));
      inner.text = slice(start);
      return inner;
    }
    std::optional<std::int64_t> count;
    if (std::isdigit(static_cast<unsigned char>(peek()))) count = parse_integer("a number");
    if (peek() == 'd' || peek() == 'D') {
      ++pos_;
      Node node;
      node.kind = Node::Kind::kDice;
      node.dice = parse_dice(count.value_or(1), start);
      node.text = slice(start);
      return node;
    }
    if (!count) {
      if (at_end()) fail("expected a number, a die such as d6, or '('");
      fail(std::string("unexpected '") + peek() + "'; expected a number, a die such as d6, or '('");
    }
    Node node;
    node.kind = Node::Kind::kConstant;
    node.constant = *count;
    node.text = slice(start);
    return node;
  }

  DiceTerm parse_dice(std::int64_t count, std::size_t start) {
    DiceTerm d;
    if (count < 1) throw SyntaxError(static_cast<int>(start) + 1, "a dice count must be at least 1");
    if (count > kMaxDice) {
      throw LimitError("column " + std::to_string(start + 1) + ": " + std::to_string(count) +
                       " dice is over the limit of " + std::to_string(kMaxDice));
    }
    d.count = static_cast<int>(count);
    dice_ += d.count;
    const int sides_column = column();
    if (peek() == '%') {
      ++pos_;
      d.sides = 100;
    } else {
      if (!std::isdigit(static_cast<unsigned char>(peek()))) fail("expected the number of sides or '%' after 'd'");
      const std::int64_t sides = parse_integer("the number of sides");
      if (sides < 1) throw SyntaxError(sides_column, "a die needs at least 1 side");
      if (sides > kMaxSides) {
        throw LimitError("column " + std::to_string(sides_column) + ": a d" + std::to_string(sides) +
                         " is over the limit of " + std::to_string(kMaxSides) + " sides");
      }
      d.sides = static_cast<int>(sides);
    }
    parse_modifiers(d);
    return d;
  }

  void parse_modifiers(DiceTerm& d) {
    for (;;) {
      const int column = this->column();
      const char c = peek();
      if (c == 'k' || (c == 'd' && (peek(1) == 'h' || peek(1) == 'l'))) {
        if (d.keep != Keep::kAll) throw SyntaxError(column, "only one keep or drop per dice term");
        if (d.success) throw SyntaxError(column, "keep or drop must come before a success count");
        parse_keep(d);
      } else if (c == 'r') {
        ++pos_;
        if (d.reroll) throw SyntaxError(column, "only one reroll per dice term");
        Condition cond;
        cond.op = parse_compare().value_or(Compare::kEqual);
        cond.value = parse_integer("the face to reroll, as in r1");
        d.reroll = cond;
        if (!any_face_survives(d.sides, cond)) {
          throw SyntaxError(column, "reroll " + cond.text() + " would reroll every face of a d" + std::to_string(d.sides));
        }
      } else if (c == '!') {
        ++pos_;
        if (d.explosions) throw SyntaxError(column, "only one '!' per dice term");
        if (d.sides < 2) throw SyntaxError(column, "a die with one side cannot explode");
        d.explosions = kDefaultExplosions;
        if (std::isdigit(static_cast<unsigned char>(peek()))) {
          const std::int64_t cap = parse_integer("the explosion cap");
          if (cap < 1 || cap > kMaxExplosions) {
            throw SyntaxError(column, "an explosion cap must be 1 to " + std::to_string(kMaxExplosions));
          }
          d.explosions = static_cast<int>(cap);
        }
      } else if (c == '<' || c == '>' || c == '=') {
        if (d.success) throw SyntaxError(column, "only one success count per dice term");
        if (d.keep != Keep::kAll) {
          throw SyntaxError(column, "a success count cannot be combined with keep or drop");
        }
        Condition cond;
        cond.op = *parse_compare();
        cond.value = parse_integer("the target number of the success count, as in >=5");
        d.success = cond;
      } else {
        return;
      }
    }
  }

  void parse_keep(DiceTerm& d) {
    const int column = this->column();
    const bool keep = peek() == 'k';
    ++pos_;
    bool highest = true;
    if (peek() == 'h' || peek() == 'l') {
      highest = peek() == 'h';
      ++pos_;
    } else if (!keep) {
      fail("expected 'h' or 'l' after 'd' (dh/dl drop highest/lowest)");
    }
    std::int64_t n = 1;
    if (std::isdigit(static_cast<unsigned char>(peek()))) n = parse_integer("how many dice to keep or drop");
    if (d.count > kMaxKeepDice) {
      throw LimitError("column " + std::to_string(column) + ": keep and drop work on at most " +
                       std::to_string(kMaxKeepDice) + " dice");
    }
    if (n > d.count || (!keep && n == d.count)) {
      throw SyntaxError(column, std::string(keep ? "cannot keep " : "cannot drop ") + std::to_string(n) +
                                    " of " + std::to_string(d.count) + " dice");
    }
    const int kept = keep ? static_cast<int>(n) : d.count - static_cast<int>(n);
    // Dropping the lowest keeps the highest, and vice versa.
    d.keep = (keep == highest) ? Keep::kHighest : Keep::kLowest;
    d.keep_count = kept;
  }

  static bool any_face_survives(int sides, const Condition& cond) {
    for (int face = 1; face <= sides; ++face) {
      if (!cond.matches(face)) return true;
    }
    return false;
  }

  std::optional<Compare> parse_compare() {
    const char c = peek();
    if (c == '=') {
      ++pos_;
      return Compare::kEqual;
    }
    if (c != '<' && c != '>') return std::nullopt;
    ++pos_;
    const bool or_equal = peek() == '=';
    if (or_equal) ++pos_;
    if (c == '<') return or_equal ? Compare::kLessEqual : Compare::kLess;
    return or_equal ? Compare::kGreaterEqual : Compare::kGreater;
  }

  std::int64_t parse_integer(const std::string& what) {
    if (!std::isdigit(static_cast<unsigned char>(peek()))) fail("expected " + what);
    const int column = this->column();
    std::int64_t value = 0;
    while (std::isdigit(static_cast<unsigned char>(peek()))) {
      value = value * 10 + (peek() - '0');
      if (value > kMaxConstant) {
        throw LimitError("column " + std::to_string(column) + ": numbers are limited to " +
                         std::to_string(kMaxConstant));
      }
      ++pos_;
    }
    return value;
  }

  bool accept_word(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return false;
    const std::size_t after = pos_ + word.size();
    if (after < text_.size() && std::isalnum(static_cast<unsigned char>(text_[after]))) return false;
    pos_ = after;
    return true;
  }

  void expect(char c, const std::string& message) {
    if (peek() != c) fail(message);
    ++pos_;
  }

  [[noreturn]] void fail(const std::string& message) const { throw SyntaxError(column(), message); }

  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool at_end() const { return pos_ >= text_.size(); }
  char peek(std::size_t ahead = 0) const { return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0'; }
  int column() const { return static_cast<int>(pos_) + 1; }
  std::string slice(std::size_t start) const {
    std::string s(text_.substr(start, pos_ - start));
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
    return s;
  }

  // Bounds the recursion of nested brackets and signs, so no input can exhaust the stack.
  struct DepthGuard {
    explicit DepthGuard(Parser& p) : parser(p) {
      if (++parser.depth_ > kMaxNesting) {
        parser.fail("brackets and signs nest more than " + std::to_string(kMaxNesting) + " deep");
      }
    }
    ~DepthGuard() { --parser.depth_; }
    DepthGuard(const DepthGuard&) = delete;
    DepthGuard& operator=(const DepthGuard&) = delete;
    Parser& parser;
  };

  std::string_view text_;
  std::size_t pos_ = 0;
  int dice_ = 0;
  int depth_ = 0;
};

}  // namespace

Expression parse(std::string_view text) {
  if (text.size() > 4096) throw LimitError("a dice expression may be at most 4096 characters long");
  return Parser(text).parse_expression();
}

}  // namespace sandtable::core::notation
