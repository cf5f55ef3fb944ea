// The Hun at the Gates: what its games share in reading a scenario's units.
#pragma once

#include <string>
#include <vector>

#include "engine/scenario.hpp"

namespace sandtable::rules::hun {

// The units of a command and all below it, commanders first.
std::vector<const engine::UnitSpec*> units_of(const engine::Command& c);

// Refuses a unit's member: engine::BadInput on `member`, the message saying file:line:column,
// the unit's path and `detail`.
[[noreturn]] void refuse(const engine::UnitSpec& u, const std::string& member, const std::string& detail);

// Whether a game's flag ruling is switched on (off when the rulings do not name it).
bool ruling_on(const engine::Rulings& rulings, const char* name);

}  // namespace sandtable::rules::hun
