// A Mukden to Megiddo battle's fingerprint, hashed field by field: far cheaper than hashing
// its JSON, which random playouts and replays ask for after every answer.
#pragma once

#include <cstdint>

#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

std::uint64_t fingerprint(const State& s);

}  // namespace sandtable::rules::m2m
