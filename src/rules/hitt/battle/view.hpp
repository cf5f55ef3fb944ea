// The battle for people and front ends: the state as JSON (each element's base in cm for the
// map, positions in paces for orders) and as lines of text for the table.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt {

nlohmann::json battle_json(const Battle& b);
std::string battle_summary(const Battle& b);
std::string_view id(Stage stage);

}  // namespace sandtable::rules::hitt
