// The Hun at the Gates, XII and XIII: a Patrol or Defense session as an engine game, kept in
// the same saves as every game (event log, undo, redo, replay) and rolled with any dice source.
//
// The players press Initiative or record a unit that has left the table; a press asks for its
// dice one roll at a time: which waiting unit acts, then for a player's unit whether new enemy
// are spotted, and for a spotted unit its type, quality (or a supply transport's attendants)
// and direction. The scenario lists the player units, and any enemy already on the table;
// `setup` gives the mode and the turn.
#pragma once

#include <memory>

#include "engine/game.hpp"
#include "engine/rule_set.hpp"
#include "engine/scenario.hpp"
#include "rules/hun/patrol.hpp"

namespace sandtable::rules::hun {

// What a Hun scenario's units and setup may say (engine::ScenarioSchema).
engine::ScenarioSchema patrol_scenario_schema();
// The rulings that place spotted enemy (RULINGS.md 58, 60).
std::vector<engine::Field> placement_ruling_fields();

// A new session from a checked scenario. Throws engine::BadInput, with file:line:column, for
// a scenario that is not a session (no player units, an enemy type the tables do not make).
std::unique_ptr<engine::Game> new_patrol_game(const engine::Scenario& scenario, const engine::Rulings& rulings);

// The scenario text of a new session: `player_units` units named "Unit 1", "Unit 2", ...
std::string patrol_scenario_text(Mode mode, int player_units);
// The same for the session in `file`, with its map of the table if it has one.
std::string patrol_scenario_text(const SessionFile& file);
// The scenario text that continues an old session file where it stood.
std::string scenario_from_session_file(const SessionFile& file);

}  // namespace sandtable::rules::hun
