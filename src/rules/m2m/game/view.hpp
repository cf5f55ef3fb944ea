// Fog of war (ruling 24): what one side may know of a battle, and the battle as text.
// A side sees all of its own units, commanders and messages (it wrote them, or they reached
// it), and of the enemy only the units its units or HQs have sight of: never the enemy's
// commanders, orders or messages. An observer (kNoSide) sees what both sides know: the
// ground, the objectives and the clock. The umpire sees state_json.
#pragma once

#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/request.hpp"
#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

engine::Json view_for(const State& s, engine::SideIndex viewer);
// The summary as the umpire reads it: every unit and every message.
inline constexpr engine::SideIndex kUmpire = -3;
std::string summary_for(const State& s, engine::SideIndex viewer);
// Each unit's and HQ's condition and order as `viewer` may know it; enemies it sees as seen.
std::vector<engine::UnitNote> unit_notes_for(const State& s, engine::SideIndex viewer);
// Whether answer `seq` (1, 2, ...) told what `viewer` may not know: another side's decision
// or roll, or the umpire's secret dice.
bool hidden_from(const State& s, std::uint64_t seq, engine::SideIndex viewer);
// Whether the roll due now is one `viewer` may not see (its reason names units or messages).
bool pending_roll_hidden_from(const State& s, engine::SideIndex viewer);

}  // namespace sandtable::rules::m2m
