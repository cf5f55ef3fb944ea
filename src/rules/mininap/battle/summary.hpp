// A battle as a player at the table reads it: the turn and phase, who has the initiative, and
// every unit with its strength, hits, formation and place; the units lost listed apart.
#pragma once

#include <string>
#include <vector>

#include "engine/game.hpp"
#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

std::string battle_summary(const Battle& b);
// Each unit's line without its place: type, formation, SP, hits, markers, nearest enemy.
std::vector<engine::UnitNote> battle_unit_notes(const Battle& b);

}  // namespace sandtable::rules::mininap
