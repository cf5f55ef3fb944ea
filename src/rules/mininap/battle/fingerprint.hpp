// A stable hash of a battle's whole state, without building JSON: equal battles, equal hashes,
// on any machine (integers and IEEE double bits are fed byte by byte, low byte first).
#pragma once

#include <cstdint>

#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

std::uint64_t fingerprint(const Battle& b);

}  // namespace sandtable::rules::mininap
