// Mini-Nap 2's rulings as a typed specification: every option a scenario or a player may
// set, with its default, range and the section of the text it interprets (RULINGS.md).
#pragma once

#include "engine/spec.hpp"

namespace sandtable::rules::mininap {

const engine::InputSpec& rulings_spec();

}  // namespace sandtable::rules::mininap
