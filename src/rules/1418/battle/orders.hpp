// Writing a side's sealed orders for a bound, step by step: a High Command for each battalion
// (or a plan: its High Commands for this and later bounds, the command sheet), then for each
// company a Low Command the High Command allows in its situation, then its shooting; then
// "seal". Every order is an action's JSON, checked here with the reason for a refusal.
#pragma once

#include <string>
#include <vector>

#include "engine/request.hpp"
#include "rules/1418/battle/battle.hpp"

namespace sandtable::rules::gw1418 {

// The Low Commands `company` (but the platoons `except` leaves out) may take under its
// battalion's order, in the situation of the platoons it orders; dig-in included when allowed.
std::vector<Act> allowed_acts(const Battle& b, int company, const HighOrder& order, const std::vector<int>& except = {});
// True when the company writes a Low Command (a bombarding battery does not: RULINGS.md 21).
bool writes_low(const Battle& b, int company);
// True when the company chooses its shooting: it has a ranged die and is not bombarding.
bool writes_fire(const Battle& b, int company);

// The next battalion or company of a side with an order to write, or kSeal when all are.
struct Step {
  enum Kind { kHigh, kLow, kFire, kSeal } kind = kSeal;
  int index = -1;  // the battalion or company
};
Step next_step(const Battle& b, int side);

// What `side` is asked now: the next battalion or company without orders, or to seal.
engine::Decision side_decision(const Battle& b, int side);

// Applies one answer of `side` (high, plan, low, fire, seal, unseal). Throws engine::IllegalAction
// saying why, leaving the battle as it was.
void apply_side_action(Battle& b, int side, const engine::Json& action);

// The actions for orders, for the AI and the decision lists.
engine::Action high_action(const Battle& b, int battalion, const HighOrder& order);
// A High Command in words: "advance", or "bombard (60.0, 80.0)".
std::string high_order_words(const HighOrder& h);
// A command sheet's line for a battalion: `plan` from this bound on (RULINGS.md 38).
engine::Action plan_action(const Battle& b, int battalion, const std::vector<HighOrder>& plan);
// The same orders given to each battalion of a regiment (RULINGS.md 41).
engine::Action regiment_high_action(const Battle& b, int regiment, const HighOrder& order);
engine::Action regiment_plan_action(const Battle& b, int regiment, const std::vector<HighOrder>& plan);
engine::Action low_action(const Battle& b, int company, const LowOrder& order);
engine::Action fire_action(const Battle& b, int company, const FireOrder& order);
engine::Action seal_action();

}  // namespace sandtable::rules::gw1418
