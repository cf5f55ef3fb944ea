// The errors the Mini-Nap 2 rules raise for requests they cannot carry out.
#pragma once

#include <stdexcept>

namespace sandtable::rules::mininap {

// Every Mini-Nap 2 error; the message says what was wrong, for a person to read.
class RuleError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// A name (unit type, formation, rank) the rules do not know.
class UnknownName : public RuleError {
 public:
  using RuleError::RuleError;
};

// A situation the rules forbid: cavalry firing, artillery out of range, a square outflanked...
class ImpossibleSituation : public RuleError {
 public:
  using RuleError::RuleError;
};

}  // namespace sandtable::rules::mininap
