// What the table says of a battle: the ground at a point, where a company stands, who can
// shoot whom, a company's situation, which side holds an objective.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules/1418/battle/battle.hpp"
#include "rules/1418/cover.hpp"
#include "rules/1418/movement.hpp"
#include "rules/1418/shooting.hpp"

namespace sandtable::rules::gw1418 {

// The best cover at a point (RULINGS.md 24: impractical ground covers as rough).
Ground ground_at(const Battle& b, core::Vec2 p);
// The worst going a straight move from `a` to `b` starts in or crosses (RULINGS.md 24:
// defensible ground and fortifications are rough going).
Going going_along(const Battle& b, core::Vec2 from, core::Vec2 to);
// True when every point from `from` to `to` lies on a road (RULINGS.md 42).
bool on_road_along(const Battle& b, core::Vec2 from, core::Vec2 to);
bool on_table(const Battle& b, core::Vec2 p);

std::vector<int> alive_platoons(const Battle& b, int company);
// The company's platoons left that a "company except" order does not leave out.
std::vector<int> ordered_platoons(const Battle& b, int company, const std::vector<int>& except);
bool company_alive(const Battle& b, int company);
core::Vec2 centre_of(const Battle& b, const std::vector<int>& platoons);
core::Vec2 company_centre(const Battle& b, int company);
std::optional<int> company_named(const Battle& b, const std::string& name);
std::optional<int> battalion_named(const Battle& b, const std::string& name);
int side_of_company(const Battle& b, int company);

// Dug in: every one of `platoons` is; under fire: one of them was shot at last bound.
Situation situation_of(const Battle& b, const std::vector<int>& platoons);
// The situation of a company's platoons left.
Situation situation(const Battle& b, int company);

// The transport a platoon rides: its battalion's, while the battalion's command platoon
// stands (Transport vehicles: the whole battalion loses the bonus when it is gone).
Transport riding(const Battle& b, const Platoon& p);

// A platoon's ranged reach in cm; none for unlimited.
std::optional<double> range_cm(const Battle& b, const Platoon& p);
bool in_range(const Battle& b, const Platoon& shooter, const Platoon& target);
// The nearest platoon of `company` that `shooter` can reach, or none.
std::optional<int> nearest_in_range(const Battle& b, const Platoon& shooter, int company);

// A platoon's own Resilience: its row's, or for "as parent" the best of its company's other
// platoons (RULINGS.md 25), 4 if none has one.
int own_resilience(const Battle& b, const Platoon& p);
// The ground the cover table reads for a platoon where it stands, dug in or not.
Ground cover_ground(const Battle& b, const Platoon& p);

// Its cover standing where it is, dug in or not (moving and digging are the bound's to add).
Cover standing_cover(const Battle& b, int platoon);
// The odds of `shooter` shooting at `target` in `cover`.
ShotOdds shot_odds(const Battle& b, int shooter, int target, const Cover& cover);

// The side holding an objective: platoons of one side in it and none of the other.
std::optional<int> holder(const Battle& b, const Feature& objective);
std::vector<const Feature*> objectives(const Battle& b);

std::string words(Act a);
std::string words(HighCommand h);

}  // namespace sandtable::rules::gw1418
