// The firing phase on the table: zones of fire, eligible targets, suppression and the fire
// each legal choice would throw.
#pragma once

#include <optional>
#include <vector>

#include "rules/mininap/battle/battle.hpp"
#include "rules/mininap/resolve_fire.hpp"

namespace sandtable::rules::mininap {

// One way a unit may fire: the order and the fire it throws (two for a split fire).
struct FireOption {
  Order order;
  std::vector<int> targets;
  std::vector<FireResult> fire;
  std::vector<double> range_cm;
};

// Whether the unit could fire now at all (infantry or unlimbered artillery with SP, not in contact).
bool may_fire(const Battle& b, int unit, bool reaction = false);
// The nearest range at which stand-level eligibility lets `firer` shoot `target`, if any:
// a stand reaches a target stand within its weapon's range, straight ahead, with the zone
// of fire up to it clear of every other unit. `ignore` is left out of the clearance test.
std::optional<double> eligible_range(const Battle& b, int firer, int target, int ignore = -1);
// Where the unit could shoot as it stands: the zone straight ahead of each firing face out to
// its weapon's range, before other units and terrain are considered. Empty for units that
// never fire as they stand (cavalry, commanders, limbered guns) and for removed units.
std::vector<core::Quad> fire_zones(const Battle& b, int unit);
// Whether the unit has any eligible target (cheaper than listing the options).
bool has_fire_target(const Battle& b, int unit);
// Every legal fire of the unit (hold fire not included); `reaction` for fire at a charger,
// which throws the SP the unit has now rather than those it had when the firing phase began.
std::vector<FireOption> fire_options(const Battle& b, int unit, bool reaction = false);
// The one fire or split fire `order` asks for, if it is among fire_options: checks that order's
// targets alone.
std::optional<FireOption> fire_option(const Battle& b, int unit, const Order& order, bool reaction = false);
// Why fire_option finds no such fire, in the rule's words ("IR 14 is on your own side: ...").
std::string fire_refusal(const Battle& b, int unit, const Order& order, bool reaction = false);
// Works out the battle's FireRanges as the firing phase begins: eligible_range then answers
// from them until a unit moves.
void work_out_fire_ranges(Battle& b);
// Turns the unit where it stands to fire (R24) with place_unit, keeping the firing phase's
// FireRanges: only the firers near enough for the turn to matter are worked out again.
void pivot_to_fire(Battle& b, int unit, const core::Pose& pose);
// Marks every infantry and artillery unit that an enemy musket or canister could hit.
void mark_suppression(Battle& b);
// The next closest unit, friend or foe, at medium range straight ahead of a battery that
// fired roundshot at `target`, ignoring that target: (unit, range).
std::optional<std::pair<int, double>> bounce_through_target(const Battle& b, int battery, int target);

}  // namespace sandtable::rules::mininap
