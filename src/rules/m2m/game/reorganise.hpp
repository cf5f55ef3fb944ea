// Appendix 1, re-organising (ruling 44): a front-line commander joins two damaged sub-units of
// his that no enemy has under fire; the bigger takes in half the smaller's figures, up to 9,
// and the rest are gone. One of his actions in stage 1, and the unit halts that turn.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/request.hpp"
#include "rules/m2m/game/state.hpp"

namespace sandtable::rules::m2m {

inline constexpr int kReorganisedMost = 9;          // figures, Appendix 1
inline constexpr double kReorganiseReach = 4.0;     // inches between the two (ruling 44)

// The figures the bigger unit has after taking in the smaller.
int reorganised_figures(const Unit& bigger, const Unit& smaller);
// Why commander `c` may not re-organise `bigger` with `smaller` now, or nothing.
std::optional<std::string> reorganise_refusal(const State& s, int c, int bigger, int smaller);
// The same for an action's fields (commander, unit, with), naming what is wrong with them.
std::optional<std::string> reorganise_refusal(const State& s, const engine::Json& action);
// Every re-organising commander `c` may order now.
std::vector<engine::Action> reorganise_actions(const State& s, int c);
// Applies a "reorganise" action. Throws GameError with the refusal.
void apply_reorganise(State& s, const engine::Json& action);

}  // namespace sandtable::rules::m2m
