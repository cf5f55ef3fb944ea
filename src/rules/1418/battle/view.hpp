// A 1418 battle as JSON and as lines of text, for the umpire (everything) or for one side:
// the other side's orders stay hidden while they are being written.
#pragma once

#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/request.hpp"
#include "rules/1418/battle/battle.hpp"

namespace sandtable::rules::gw1418 {

// `viewer`: a side, or engine::kNoSide for an observer; std::nullopt for the umpire. It sees
// the orders and command sheet of its own side only. While a bound is executed the orders are
// open to all, but a sheet still only to its side: `sheet_viewer`.
engine::Json battle_json(const Battle& b, std::optional<int> viewer, std::optional<int> sheet_viewer);
std::string battle_summary(const Battle& b, std::optional<int> viewer, std::optional<int> sheet_viewer);
inline engine::Json battle_json(const Battle& b, std::optional<int> viewer) { return battle_json(b, viewer, viewer); }
inline std::string battle_summary(const Battle& b, std::optional<int> viewer) { return battle_summary(b, viewer, viewer); }
// Each platoon's type, company, ground and injury: nothing a side may not know.
std::vector<engine::UnitNote> platoon_notes(const Battle& b);

}  // namespace sandtable::rules::gw1418
