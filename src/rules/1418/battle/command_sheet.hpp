// The command sheet (Executing All Commands): High Commands a side wrote ahead for its
// battalions, kept with its sealed orders and shown to that side only (RULINGS.md 38).
#pragma once

#include <string>

#include "engine/request.hpp"
#include "rules/1418/battle/battle.hpp"

namespace sandtable::rules::gw1418 {

// At the opening of b.bound: each living battalion's planned High Command for it becomes its
// High Command; what the sheet held for this bound and before is struck off, and so is the
// whole plan of a battalion with no platoon left.
void open_bound_from_sheets(Battle& b);

// What remains on `side`'s sheet after this bound: [{battalion, bound, command[, x, y]}].
engine::Json sheet_json(const Battle& b, int side);
// The same in words, a line a battalion, or "" for an empty sheet.
std::string sheet_text(const Battle& b, int side);

}  // namespace sandtable::rules::gw1418
