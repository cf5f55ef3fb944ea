// The hand-to-hand phase on the table: who must join in, who outflanks whom, each attack.
#pragma once

#include <optional>

#include "rules/mininap/battle/battle.hpp"
#include "rules/mininap/battle/manoeuvre.hpp"
#include "rules/mininap/resolve_melee.hpp"

namespace sandtable::rules::mininap {

// Where a unit would go to join in (straight ahead up to 3 cm into an enemy already in
// contact with a friend), if it must join in or be held back.
std::optional<Advance> join_in_move(const Battle& b, int unit);

// The attacker's front edge touches a rear corner of the target, or a front corner touches
// the target's rear edge (squares and commanders are never outflanked).
bool outflanks(const Battle& b, int attacker, int target);

MeleeResult attack_result(const Battle& b, const Battle::Attack& attack);
// The mean hits of one throw of the attack, before any re-throw: cheaper, as it needs no
// command distances and no distributions.
double mean_attack_hits(const Battle& b, const Battle::Attack& attack);

}  // namespace sandtable::rules::mininap
