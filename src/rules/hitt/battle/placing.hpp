// Where held-back elements may come onto the table and where wire is crossed: barrages and
// gas (Deploying Barrages, Deploying Gas), aircraft (Deploying Fighters) and an element
// stopped at barbed wire (Barbed Wire).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt {

// Barrages, gas and fighters deploy at least this far from enemies.
inline constexpr double kKeepOff = 200;

// Waiting off the table to be called down or flown on (not lost, not gone).
inline bool held_back(const Troop& t) { return !t.on_table && !t.lost && !t.gone; }

// The base is on the table and overlaps no element but `self`'s.
bool clear_of_all(const Battle& b, const core::Base& base, int self);

// Why a barrage or gas may not come down at `to` (empty when it may): it goes on the enemy's
// half at least 200p from his elements, or in contact with one in a trench, a strongpoint
// or the command bunker.
std::string barrage_place_refused(const Battle& b, int troop, const core::Pose& to);
// The contact places for a barrage or gas: against each entrenched or fortified enemy.
std::vector<core::Pose> barrage_places(const Battle& b, int troop);

// Every held-back aircraft of the active side along its own edge, 200p from any enemy, from
// the middle outwards: each with its place.
std::vector<std::pair<int, core::Pose>> aerial_places(const Battle& b);

// Deploying Snipers and Minefields (RULINGS.md 33): why the lurker may not be placed at `to`
// (empty when it may): clear of every element, a sniper touching bad going, a minefield bad
// going or within 200p of barbed wire.
std::string lurker_place_refused(const Battle& b, int troop, const core::Pose& to);
// Places for a held-back sniper or minefield: the middle of each piece of bad going (and, for
// a minefield, of each section of wire), faced towards the enemy.
std::vector<core::Pose> lurker_places(const Battle& b, int troop);

// Where an element stopped at the wire is placed on its far side, if there is room.
std::optional<core::Pose> wire_crossing(const Battle& b, int troop);
// The far side of the wire the element touches, room or not (none where it touches none): it
// asks of the element and the terrain alone.
std::optional<core::Pose> beyond_wire(const Battle& b, int troop);
// wire_crossing, given the far side beyond_wire finds.
std::optional<core::Pose> wire_crossing(const Battle& b, int troop, const std::optional<core::Pose>& beyond);

}  // namespace sandtable::rules::hitt
