// Questions asked of a battle: who leads a side, who touches whom and how, what a side has lost.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/contact.hpp"

namespace sandtable::rules::hitt {

// How far the circle of any element's base reaches from its pose's position, the middle of its
// front edge: every part of its base lies within this.
double circle_reach_from_pose();

// A first question for a pass over the table, cheaper than plainly_apart: whether an element's
// pose alone puts its base plainly more than `gap` from the base `mine` (the element's base,
// kept for each pose, is not looked at). False does not mean near.
class PlainlyFar {
 public:
  PlainlyFar(const core::Base& mine, double gap);
  bool operator()(const Troop& o) const { return (*this)(o.pose.position); }
  // The same, of an element whose pose stands at `position`.
  bool operator()(core::Vec2 position) const {
    const core::Vec2 d = position - centre_;
    return d.dot(d) > reach_squared_;
  }

 private:
  core::Vec2 centre_;
  double reach_squared_;
};

// The side's general's element while it is on the table, else -1.
int general_of(const Battle& b, int side);

// The enemy elements whose front edge is against edge `e` of the element.
std::vector<int> enemy_fronts_on(const Battle& b, int troop, Edge e);
// The same, asking only the enemies `near` (the element's list from enemies_within_touch: no
// other comes within a touch of it).
std::vector<int> enemy_fronts_on(const Battle& b, int troop, Edge e, std::span<const int> near);
// Enemies front to front with the element.
inline std::vector<int> front_enemies(const Battle& b, int troop) { return enemy_fronts_on(b, troop, Edge::kFront); }
// Trench Combat: enemies inside a trench with a side edge along the element's side edge `e`,
// itself in a trench; they fight side to side.
std::vector<int> enemies_beside(const Battle& b, int troop, Edge e);
// For each element on the table, the enemies on the table that come within a touch of it, in
// the battle's order (circles only, so one listed may not touch, but none further off can be
// in contact with it): one pass over the pairs of opposing elements.
std::vector<std::vector<int>> enemies_within_touch(const Battle& b);
// In close combat: front to front, or side to side in a trench.
bool in_front_contact(const Battle& b, int troop);
// The same, asking only the enemies `near` (as enemy_fronts_on).
bool in_front_contact(const Battle& b, int troop, std::span<const int> near);
// In close combat or touched by an enemy's front on a flank or the rear: in_front_contact or
// touched_on_flank_or_rear, in one pass over the table.
bool in_any_contact(const Battle& b, int troop);
// How many enemies (but `except`) have a front edge against each edge of the element,
// indexed by Edge: one pass over the table for every edge.
std::array<int, 4> enemy_fronts_by_edge(const Battle& b, int troop, int except = -1);

// Rear Support: a friend of its own type (rifles or sturmtruppe) with its front edge fully
// against the element's rear edge, or -1. In a trench fight side to side, its rear is the
// side edge `far_side` away from the enemy, and a friend beside it there supports it.
int rear_supporter(const Battle& b, int troop, std::optional<Edge> far_side = std::nullopt);
inline bool has_rear_support(const Battle& b, int troop, std::optional<Edge> far_side = std::nullopt) {
  return rear_supporter(b, troop, far_side) >= 0;
}

// The AP of the side's elements lost so far.
int lost_ap(const Battle& b, int side);

// The troop called `name`, or -1.
int troop_named(const Battle& b, std::string_view name);

}  // namespace sandtable::rules::hitt
