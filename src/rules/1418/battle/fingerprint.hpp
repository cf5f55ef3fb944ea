// A stable hash of a 1418 battle, field by field: equal battles hash alike on any machine.
// (Hashing the state's JSON, with its map and each platoon's ground, was most of a random
// playout's time.)
#pragma once

#include <cstdint>
#include <vector>

#include "rules/1418/battle/battle.hpp"

namespace sandtable::rules::gw1418 {

// The battle as the sealed orders left it and the faces rolled so far in its bound, which
// together decide everything the bound's execution has shown.
std::uint64_t fingerprint(const Battle& b, const std::vector<std::vector<int>>& faces);

}  // namespace sandtable::rules::gw1418
