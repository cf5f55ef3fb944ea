// The words for an order a side writes that its list did not offer (its JSON typed in, or a
// point dragged on the map), as the list would word it.
#pragma once

#include <string>

#include "engine/request.hpp"
#include "rules/1418/battle/battle.hpp"

namespace sandtable::rules::gw1418 {

// The label of the High Command, plan, Low Command or fire order `action` writes for `side`;
// empty for any other answer, or when the order is refused.
std::string written_order_words(const Battle& b, int side, const engine::Json& action);

}  // namespace sandtable::rules::gw1418
