// The errors the Mini-Nap 2 rules raise for requests they cannot carry out: the engine's one
// refusal, engine::BadInput, in the two kinds Mini-Nap's callers tell apart.
#pragma once

#include <string>

#include "engine/spec.hpp"

namespace sandtable::rules::mininap {

// Every Mini-Nap 2 error; the message says what was wrong, for a person to read.
class RuleError : public engine::BadInput {
 public:
  explicit RuleError(const std::string& message) : engine::BadInput("", message) {}
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
