// The rolls of a Mukden to Megiddo turn: what each stage asks the dice (the pre-battle
// bombardment, fire, morale, moves, wire, melee, messages) and what their faces do; and the
// end of the turn, when the clock moves on and victory is judged.
#pragma once

#include <vector>

#include "core/dist.hpp"
#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

core::Dist approximate(const core::ExactDist& exact);

void enqueue_pre_battle_bombardment(State& s);  // Appendix 1: the umpire's secret dice
void enqueue_bombardments(State& s);            // stage 2: ordered indirect fire
void enqueue_fire(State& s, int firer, int target, bool indirect);
// Ruling 57 (6 Firing): the enemy units elite or good infantry may make a half move and then
// fire at, in stage 3 (none for other units); and that move, its fire to follow.
std::vector<int> move_then_fire_targets(const State& s, int unit);
void enqueue_move_then_fire(State& s, int unit, int target);
void enqueue_morale(State& s);                  // stage 4
void enqueue_moves(State& s);                   // stage 5: the attacker first
void enqueue_melees(State& s);                  // stage 6
void enqueue_enforced_moves(State& s);          // stage 7
void enqueue_message_rolls(State& s);           // stage 8
void enqueue_dispersal(State& s);               // stage 8: the smoke and gas areas' dice (ruling 43)

// What the faces of `roll` (taken off the queue) do.
void resolve(State& s, const Roll& roll, const std::vector<int>& faces);
// Cavalry whose score equals its losses: advance losing a figure, or halt (8 Morale).
void choose_for_cavalry(State& s, bool advance);
// Stage 8's end: digging in, unlimbering, HQs following their units, the clock, victory.
void end_turn(State& s);

}  // namespace sandtable::rules::m2m
