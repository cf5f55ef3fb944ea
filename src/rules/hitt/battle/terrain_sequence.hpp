// The terrain sequence before the battle (Deployment of Terrain & Armies, RULINGS.md 36):
// the attacker, the defender, the attacker and the defender each may place a piece; then
// both roll, and the higher chooses to place another or to end it. No high terrain within
// 400p of a trench; at the end, terrain in three quarters of the table, bad going in one.
#pragma once

#include <string>
#include <vector>

#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt {

// High terrain keeps this far from the forward face of a trench.
inline constexpr double kHighTerrainOffTrench = 400;
// Attacker, defender, attacker, defender: then the dice decide who places.
inline constexpr int kOpeningTerrainPlacings = 4;

// The side that places (or passes) now.
int terrain_side(const Battle& b);

// The piece of the box placed with the middle of its bounding box at `middle`.
Piece placed_piece(const BoxedPiece& boxed, core::Vec2 middle);

// Why the piece may not go there (empty when it may): it must be in the box, wholly on the
// table, clear of other terrain and of every element, and high terrain 400p from a trench.
std::string terrain_place_refused(const Battle& b, int piece, core::Vec2 middle);

// The quarters of the table some terrain touches (trenches and wire aside), or only bad going.
int quarters_with_terrain(const Battle& b, bool bad_going_only);
// Why the terrain on the table does not yet meet the limits (empty when it does): pieces in
// at least three quarters of the table, at least one of them bad going.
std::string quarters_unmet(const Battle& b);

// A piece's candidate places for the listing, where it may go: the table's middle, the middle
// of each quarter, and the points halfway between them along the edges of the quarters.
std::vector<core::Vec2> terrain_places(const Battle& b, int piece);

// The orders: place a piece, or pass (in the first four) and end the sequence (after them,
// once the quarters are met or no piece has room). Each throws RuleError saying why not.
void place_terrain(Battle& b, int piece, core::Vec2 middle);
void end_terrain(Battle& b);
// Whether end_terrain may be given now.
bool terrain_may_end(const Battle& b);

// The dice after the first four placings: the higher places or ends; a tie rolls again.
void apply_terrain_dice(Battle& b, const std::vector<int>& faces);

// Whether the sequence is still to play (pieces wait in the box); begins it (or goes on with it).
bool terrain_waiting(const Battle& b);
void begin_terrain(Battle& b);

}  // namespace sandtable::rules::hitt
