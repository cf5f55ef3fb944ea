// `--ruling NAME=VALUE`, shared by the commands that start games: rulings over a scenario's own.
#pragma once

#include <string>
#include <vector>

#include "engine/scenario.hpp"

namespace sandtable::cli {

// `base` with each NAME=VALUE of `texts` set over it; a value is read as JSON (true, 12,
// "text") and otherwise taken as text. The rule set checks the names and values.
engine::Rulings rulings_with(engine::Rulings base, const std::vector<std::string>& texts);

}  // namespace sandtable::cli
