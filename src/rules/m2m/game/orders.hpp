// Stage 1 (2 Command & Control): what a side's commanders may do with their actions: write a
// message one level up or down, order a bombardment (sector and chateau), give a unit within
// 18" a new tactical order (front line); and the arrival of messages in stage 8.
#pragma once

#include <vector>

#include "engine/request.hpp"
#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

// Every action `side`'s commanders may take now, "done" not included.
std::vector<engine::Action> order_actions(const State& s, int side);
// Applies one of them (type message, tactical or bombard).
void apply_order_action(State& s, const engine::Json& action);
// Whether the commander may act: actions left, and not with a pinned-down unit (8 Morale).
bool may_act(const State& s, int commander);
// Uses one of the commander's actions (throws GameError when he has none).
void spend_action(State& s, int commander);
// A message that has arrived: the commander now holds its order.
void deliver(State& s, int message);

int unit_named(const State& s, const engine::Json& action, const char* field);
int commander_named(const State& s, const engine::Json& action, const char* field);
int objective_named(const State& s, const engine::Json& action, const char* field);

}  // namespace sandtable::rules::m2m
