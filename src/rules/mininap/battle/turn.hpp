// The seven-phase game turn as a step machine over a Battle: what it needs next, and the
// orders and rolls that move it on. Every order is checked fully before anything changes.
#pragma once

#include <optional>
#include <vector>

#include "rules/mininap/battle/battle.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"

namespace sandtable::rules::mininap {

// Begins turn 1 (the initiative throws are due).
void start_battle(Battle& b);

Need need(const Battle& b);

// The orders open to the unit asked now. `complete` is false in the manoeuvre phases and for
// hand-to-hand attacks, where the list gives examples of an open choice.
std::vector<Order> listed_orders(const Battle& b, bool& complete);

// Throws IllegalOrder (leaving the battle unchanged) when no order is due or this one is not allowed.
void apply_order(Battle& b, const Order& order);
// The same for a manoeuvre just checked in this very battle (the AI's choice, with what its
// trials found), carried out without checking it again. Debug builds check it all the same
// and throw std::logic_error when the two disagree.
void apply_order(Battle& b, const Order& order, const CheckedManoeuvre& checked);
// Throws IllegalOrder when no roll is due or the faces do not fit it.
void apply_roll(Battle& b, const std::vector<int>& faces);

// The remove-losses phase: recovery, removal, then brigade, division (and by R9 corps)
// commanders whose commands have lost more than half their units.
void remove_losses_phase(Battle& b);
// The victory phase's verdict (R10, R14 and the turn limit); empty while the battle goes on.
std::optional<Outcome> victory_check(const Battle& b);

// Dice at or below `hit_on`.
int hits_scored(const std::vector<int>& faces, int hit_on);

}  // namespace sandtable::rules::mininap
