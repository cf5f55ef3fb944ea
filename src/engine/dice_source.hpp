// Where dice come from: a seeded generator, a player typing what the real dice show, or a
// fixed script (tests).
#pragma once

#include <deque>
#include <istream>
#include <ostream>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "core/random.hpp"
#include "engine/request.hpp"

namespace sandtable::engine {

// No dice could be had: typed input ended, or a script ran out.
class DiceUnavailable : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Typed faces that do not answer the request; the message says what is wrong and where.
class BadDiceInput : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class DiceSource {
 public:
  virtual ~DiceSource() = default;
  // The faces for `request`: request.count values in 1..request.sides.
  virtual std::vector<int> roll(const DiceRequest& request) = 0;
};

// Dice drawn from a seeded generator.
class SeededDice : public DiceSource {
 public:
  explicit SeededDice(core::Rng rng) : rng_(rng) {}
  std::vector<int> roll(const DiceRequest& request) override;

 private:
  core::Rng rng_;
};

// Faces typed by a player, one line per request, e.g. "3 5 6" (spaces or commas).
class TypedDice : public DiceSource {
 public:
  // Prompts on `out` with the request's reason and reads lines from `in`; a bad line is
  // explained on `out` and asked again. Throws DiceUnavailable when `in` ends.
  TypedDice(std::istream& in, std::ostream& out) : in_(in), out_(out) {}
  std::vector<int> roll(const DiceRequest& request) override;

  // The faces in `text` for `request`; throws BadDiceInput saying what is wrong.
  static std::vector<int> parse(std::string_view text, const DiceRequest& request);

 private:
  std::istream& in_;
  std::ostream& out_;
};

// Faces from a fixed queue, taken in order (tests; replaying a physical game's dice).
class ScriptedDice : public DiceSource {
 public:
  explicit ScriptedDice(std::vector<int> faces) : faces_(faces.begin(), faces.end()) {}
  // Throws DiceUnavailable when fewer faces are left than the request needs.
  std::vector<int> roll(const DiceRequest& request) override;
  std::size_t remaining() const { return faces_.size(); }

 private:
  std::deque<int> faces_;
};

}  // namespace sandtable::engine
