// What the notation fuzzer checks for one input, shared with the unit test that replays the
// committed corpus (tests/core/fuzz_corpus_test.cpp), so a crash input saved there stays a
// regression test. Returns an empty string when the input passes, else what went wrong.
#pragma once

#include <cmath>
#include <string>
#include <string_view>

#include "core/notation.hpp"

namespace sandtable::fuzz {

// Keeps each input cheap so the fuzzer explores widely. By the estimated work, not the size of
// the total: "0*5224d10" totals 0 and still adds up 5,224 dice.
inline bool cheap_to_check(const core::notation::Node& node) {
  return core::notation::estimate_cost(node).work <= 1e7;
}

inline std::string check_notation_input(std::string_view text) {
  namespace notation = core::notation;
  notation::Expression e;
  try {
    e = notation::parse(text);
  } catch (const notation::SyntaxError&) {
    return "";
  } catch (const notation::LimitError&) {
    return "";
  }
  core::Rng rng(text.size());
  (void)notation::roll(e.left, rng);
  try {
    if (!cheap_to_check(e.left)) return "";
    const auto d = notation::distribution(e.left);
    if (std::fabs(d.total() - 1.0) > 1e-9) return "distribution does not sum to 1";
    const auto r = notation::roll(e.left, rng);
    if (r.total < d.min() || r.total > d.max()) return "a roll fell outside its distribution";
  } catch (const notation::LimitError&) {
  } catch (const core::DistTooLarge&) {
  }
  return "";
}

}  // namespace sandtable::fuzz
