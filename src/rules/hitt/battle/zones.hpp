// Zones of control, from Hordes of the Things (RULINGS.md 32): the ground straight ahead of
// an element's front edge, as wide as its base and a base width deep. An enemy that moves
// into it must go on into contact with that front; one that starts in it may only do that or
// fall straight back. Elements in a trench ignore the zones of elements outside it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/box.hpp"
#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt {

// Ground elements that move by tactical moves heed zones: not aircraft, barrages, gas or
// minefields.
bool heeds_zones(const Battle& b, const Troop& t);

// An enemy's zone of control, for the checks along one path.
struct Zone {
  int owner = -1;
  core::Quad area;
  core::Box box;  // around the area, a pace to spare: a base outside it is not in the zone
};
// How far from the base's centre its zones reach at most (a zone's box included): a base
// whose circle grown by this misses an area has no zone there.
double zone_reach(const core::Base& base);
// The same from an element's pose (the middle of its front edge), whatever its base: an
// element whose pose lies further from an area has no zone there, nor any part of its base.
double zone_reach_from_pose();
// The zones of the enemies among `near` (those near a path) that `mover` must heed and that
// reach into `area` (where every base asked about stands).
std::vector<Zone> zones_among(const Battle& b, int mover, const std::vector<int>& near, bool in_trench, const core::Box& area);
// The owner of the first of `zones` that `at` lies in, or -1.
int zone_at(const std::vector<Zone>& zones, const core::Base& at);
// The owners of the zones `at` lies in, each once, in their order (zones_among lists each
// element's zones together).
std::vector<int> zone_owners(const std::vector<Zone>& zones, const core::Base& at);

// Why a move of `mover` from where it stands to `end` breaks a zone of control, if it does:
// `holding` are the enemies in whose zones it starts (zone_owners of the zones near its path),
// `entered` the enemy whose zone its path entered (-1 for none).
std::optional<std::string> zone_refusal(const Battle& b, int mover, const core::Base& end, int entered, const std::vector<int>& holding);

}  // namespace sandtable::rules::hitt
