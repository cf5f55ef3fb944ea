// 1418's rulings (RULINGS.md) as fields: the rule set declares them all, and each calculator
// takes the ones that change its answer.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "engine/spec.hpp"

namespace sandtable::rules::gw1418 {

std::vector<engine::Field> ruling_fields();
// `fields` followed by the rulings named.
std::vector<engine::Field> with_rulings(std::vector<engine::Field> fields, std::initializer_list<std::string> names);

}  // namespace sandtable::rules::gw1418
