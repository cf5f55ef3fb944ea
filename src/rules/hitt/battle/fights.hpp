// Shooting and close combat on the table: who may shoot whom, each fight's situation (the
// combat and tactical factors the table asks for, read from the battle), and what an outcome
// does to the elements: destroyed, flee, recoil, suppressed, pursuit.
#pragma once

#include <array>
#include <vector>

#include "rules/hitt/battle/battle.hpp"
#include "rules/hitt/battle/ground.hpp"
#include "rules/hitt/battle/shooting_pass.hpp"

namespace sandtable::rules::hitt {

// Distant Shooting: the element's maximum range in paces, 0 if it does not shoot.
double shooting_range(Element e);
// The enemies the element may shoot now, in the battle's order: none unless it shoots this
// bound (it shoots at all, has not moved unless rifles or a machinegun, is not suppressed, is
// not in any contact); those in range, ahead of it, in sight, not in close combat.
std::vector<int> shooting_targets(const Battle& b, int shooter);
// The same, asking what the shooters of this state of the battle ask alike of `pass`.
std::vector<int> shooting_targets(const Battle& b, int shooter, ShootingPass& pass);
// Whether it has any (the first found ends the search).
bool has_shooting_target(const Battle& b, int shooter);
// The same, with `pass`.
bool has_shooting_target(const Battle& b, int shooter, ShootingPass& pass);

// The fight as the combat tables see it.
Situation situation(const Battle& b, const Fight& fight);
// The same, given the ground under the attacker's and the defender's bases (ground_under,
// which reads only the terrain: the AI keeps an element's for a decision).
Situation situation(const Battle& b, const Fight& fight, const GroundUnder& attacker_ground, const GroundUnder& defender_ground);
// What a close combat front on asks of its defender where it stands, whoever attacks it: the
// ground under it, its rear support and how many enemies have a front edge against each of its
// edges (indexed by Edge). The AI works it out once a decision for each element it values a
// move into contact with.
struct Standing {
  GroundUnder ground;
  bool rear_support = false;
  std::array<int, 4> enemy_fronts{};
};
Standing standing(const Battle& b, int troop);
// What a move into contact finds where it brings its attacker, but its rear support: the fight
// (close_fight), whether it is a contact at all (side to side, or a front against the
// defender), and if so the ground under the attacker and how many enemies (its defender aside)
// have a front edge against its flanks and its rear. It is the same for every element of one
// side whose base stands there, aircraft apart (they fight no one side to side).
struct Placed {
  Fight fight;
  bool contact = false;
  GroundUnder ground;
  int flanks = 0;
  int rear = 0;
};
Placed attacker_placed(const Battle& moved, int attacker, int defender);
// attacker_placed, worked out once for each place that elements of a side move into contact
// at: the defender, the pose, the size of the base and whether it flies. What it answers
// depends on the terrain and the bases within a touch of the place alone, so the AI keeps it
// from one decision to the next, forgetting the places near what changed.
class PlacedMemory {
 public:
  Placed operator()(const Battle& moved, int attacker, int defender);
  // Forgets the places within a touch of any of `changed` (where elements stood or stand).
  void forget_near(const std::vector<core::Box>& changed);
  void clear() { by_defender_.clear(); }

 private:
  struct Known {
    int side;
    bool aerial;
    core::Pose pose;
    double width, depth;
    core::Box reach;  // no base outside it touches the attacker's there
    Placed placed;
  };
  std::vector<std::vector<Known>> by_defender_;
};
// The situation of the fight a move into contact starts in `moved`: the battle in which the
// defender's `standing` was worked out, but with the attacker moved from `attacker_was` into
// contact with it, where it finds itself `placed`.
Situation situation_after_contact(const Battle& moved, const Placed& placed, const Standing& defender, const core::Base& attacker_was);

// The close combat of the two as they stand: side to side when both are in a trench with
// their side edges together, else front on.
Fight close_fight(const Battle& b, int attacker, int defender);

// Every close combat this bound, the active side's element first in each; elements contacted
// on a flank or the rear turn to face first (Sequence of Events 3).
std::vector<Fight> close_combats(Battle& b);

// Applies the outcome of a fight whose dice gave `outcome`; notes what happened in b.log.
void apply_outcome(Battle& b, const Fight& fight, const Outcome& outcome);

// Removes the element: lost, or off the table for barrages and gas (they are not troops).
void destroy(Battle& b, int troop);

}  // namespace sandtable::rules::hitt
