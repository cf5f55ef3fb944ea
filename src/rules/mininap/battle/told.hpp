// The results a battle tells (Told, battle.hpp) as the sentences players read.
#pragma once

#include <string>

#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

// "IR 44 takes 2 hits, 2 SP left"; "Dragoner 3 is removed: 0 SP".
std::string told_text(const Battle& b, const Told& t);

}  // namespace sandtable::rules::mininap
