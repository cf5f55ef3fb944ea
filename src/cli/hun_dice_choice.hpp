// `--dice`, `--seed` and `--roll` of the `hun` roll commands: with none of them a command
// reports the odds; with one of them it makes the roll, with physical dice typed in or with
// seeded digital dice, and says how.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>

#include "core/random.hpp"
#include "rules/hun/dice.hpp"

namespace sandtable::cli::hun {

class DiceChoice {
 public:
  void add_to(CLI::App& command);

  // Whether any of the three options was given; throws RuleError if both kinds were.
  bool resolving() const;
  bool typed() const { return typed_.has_value(); }

  // The seed for digital dice: --seed, or a fresh one for --roll (the same on every call).
  std::uint64_t seed();

  // Makes the roll `read` with the typed faces (all of them must be used) or digital dice.
  template <class Read>
  auto roll(Read read) {
    check_exclusive();
    if (typed_) {
      rules::hun::TypedDiceRoller dice(rules::hun::parse_faces(*typed_));
      const auto result = read(dice);
      dice.finish();
      rolled_ = dice.rolled();
      return result;
    }
    core::Rng rng(seed());
    rules::hun::SeededDiceRoller dice(rng);
    const auto result = read(dice);
    rolled_ = dice.rolled();
    return result;
  }

  // "method" ("chart": typed dice read as the rules print them; "digital"), "seed", "dice"
  // (the faces) and "dice_for" (what each decided), plus `outcome`.
  nlohmann::json record(const std::string& outcome) const;
  // The same for people: the dice and what each was for (or `drawn`, a digital draw made
  // without dice), then the outcome in words.
  void print(const std::string& outcome_words, std::ostream& out, const std::string& drawn = "") const;

 private:
  void check_exclusive() const;  // throws RuleError if typed and digital dice were both asked for

  std::optional<std::string> typed_;
  std::optional<std::uint64_t> seed_;
  bool fresh_seed_ = false;
  std::vector<rules::hun::RolledDie> rolled_;
};

}  // namespace sandtable::cli::hun
