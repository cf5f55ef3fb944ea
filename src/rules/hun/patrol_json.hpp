// A Patrol or Defense session as JSON and as text for the table, and what an Initiative
// press said as JSON.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "rules/hun/patrol.hpp"

namespace sandtable::rules::hun {

nlohmann::json enemy_json(const EnemyUnit& e);
nlohmann::json point_json(const Point& p);  // [x, y] in inches
nlohmann::json placement_json(const Placement& p);
nlohmann::json map_json(const TableMap& m);
nlohmann::json initiative_json(const InitiativeResult& r);
// A few lines: the mode and turn, the player units, each enemy unit.
std::string session_text(const Session& s);

}  // namespace sandtable::rules::hun
