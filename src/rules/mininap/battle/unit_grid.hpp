// Where a battle's units stand, kept in the battle's table::UnitGrid. Every change of a
// unit's position or removal goes through place_unit and remove_unit, so the grid is never
// stale; debug builds check that on every search.
#pragma once

#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

void place_unit(Battle& b, int unit, const core::Pose& pose);
void remove_unit(Battle& b, int unit);
// Builds the grid afresh from the units: after a battle is set up, or edited by hand.
void index_units(Battle& b);

// The battle's grid; debug builds first check it against the units (no unit moved or
// removed without place_unit or remove_unit).
const table::UnitGrid<2>& checked_grid(const Battle& b);

// The units still on the table whose poses lie within `radius` cm of `centre` (and perhaps
// some a little beyond: the caller measures), in index order.
table::UnitGrid<2>::Items units_near(const Battle& b, core::Vec2 centre, double radius);
// The same, of the side opposing `side` only.
table::UnitGrid<2>::Items enemies_near(const Battle& b, int side, core::Vec2 centre, double radius);

}  // namespace sandtable::rules::mininap
