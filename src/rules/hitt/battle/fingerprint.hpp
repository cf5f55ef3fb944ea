// A stable hash of a Hordes in the Trenches battle, field by field: equal battles hash alike
// on any machine. (Hashing the state's JSON at every step was most of a random playout's time.)
#pragma once

#include <cstdint>

#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt {

std::uint64_t fingerprint(const Battle& b);

}  // namespace sandtable::rules::hitt
