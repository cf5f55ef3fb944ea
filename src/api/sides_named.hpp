// Sides named by a person: "all", or side names or numbers separated by commas.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "engine/request.hpp"

namespace sandtable::api {

// The sides `text` names among `names`; "" names none. BadInput (field `field`) naming every
// side when a word names none.
std::set<engine::SideIndex> sides_named(const std::string& text, const std::vector<std::string>& names,
                                        const std::string& field = "sides");

}  // namespace sandtable::api
