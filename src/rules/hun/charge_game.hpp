// The Hun at the Gates, IX: one charge played in order as an engine game (a scenario with
// setup `mode: charge`), so `sandtable game` and the web app's game page drive it with undo,
// saves and digital or typed dice.
//
// The steps, each roll asked for one die at a time with the chart or test it reads and the
// exact chances of what it decides: the charge move (X + 1d3); the charged unit's morale
// check, and if it fails its run to the rear; its reaction (defensive fire, a counter-charge,
// a flight move, or none); the chargers' morale check if defensive fire killed any; the
// attacks on contact, the chargers' (and counter-chargers') first, then the defenders'; and
// the morale checks of units that lost figures in them. Rulings 45-52 of RULINGS.md say
// how the sequence reads IX where it is silent.
#pragma once

#include <memory>
#include <vector>

#include "engine/game.hpp"
#include "engine/spec.hpp"
#include "rules/hun/charge_setup.hpp"

namespace sandtable::rules::hun {

// The rulings that switch how the sequence reads IX (declared by the rule set).
std::vector<engine::Field> charge_ruling_fields();

// A charge from a checked scenario of mode `charge`. Throws engine::BadInput saying where
// and what for a setup that cannot be a charge (read_charge_setup).
std::unique_ptr<engine::Game> new_charge_game(const engine::Scenario& scenario, const engine::Rulings& rulings);

}  // namespace sandtable::rules::hun
