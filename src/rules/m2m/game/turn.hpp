// The Mukden to Megiddo turn (4 Turn Sequence): the eight stages in order, the defender first
// in each but movement; the decisions each side makes (messages and orders, artillery fire,
// infantry and MG fire) and the rolls that resolve them; the end of a turn and of the battle.
#pragma once

#include <vector>

#include "engine/request.hpp"
#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

// Starts the battle: the pre-battle bombardment if the scenario has one, else turn 1.
void begin_battle(State& s);

// What the battle waits for: a decision (with every legal action listed), a roll, or its end.
engine::Request battle_request(const State& s);
// The legal actions of the pending decision.
std::vector<engine::Action> legal_actions(const State& s);

// Applies a listed action, then plays on to the next decision or roll. Throws GameError.
void apply_action(State& s, const engine::Json& action);
// Applies the faces of the pending roll (count and range already checked), and plays on.
void apply_roll(State& s, const std::vector<int>& faces);

}  // namespace sandtable::rules::m2m
