// Where the units stand, kept in a grid so the questions asked of each unit (who is near,
// who touches it, who is nearest) look at its neighbours, not at the whole army. Every change
// of a unit's position or removal goes through place_unit and remove_unit, so the grid is
// never stale; debug builds check that on every search.
#pragma once

#include "core/grid.hpp"
#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

void place_unit(Battle& b, int unit, const core::Pose& pose);
void remove_unit(Battle& b, int unit);
// Builds the grid afresh from the units: after a battle is set up, or edited by hand.
void index_units(Battle& b);

// The units still on the table whose poses lie within `radius` cm of `centre` (and perhaps
// some a little beyond: the caller measures), in index order.
core::Grid::Items units_near(const Battle& b, core::Vec2 centre, double radius);
// The same, of the side opposing `side` only.
core::Grid::Items enemies_near(const Battle& b, int side, core::Vec2 centre, double radius);
// How many units of the side opposing `side` are on the table.
int enemies_on_table(const Battle& b, int side);

}  // namespace sandtable::rules::mininap
