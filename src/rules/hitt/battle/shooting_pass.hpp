// What the shooters in one state of a battle ask alike of it, gathered once.
#pragma once

#include <span>
#include <vector>

#include "core/geometry.hpp"
#include "rules/hitt/battle/battle.hpp"

namespace sandtable::rules::hitt {

// Built for one state of the battle and forgotten with it (end_moves keeps one for its pass
// over the shooters, the AI's valuing one for a decision: the battle does not change while
// either lives). It lists at its first question the elements on the table, in the battle's
// order, where they stand and whether they may stand across a line of fire, for a shooter's
// passes to look at instead of the whole table; and it asks once for each element whether it
// is in close combat.
class ShootingPass {
 public:
  struct Placed {
    core::Vec2 at;  // its pose's position
    int troop;
    int side;
    bool blocks;  // a ground element: not aerial, not gas
  };

  explicit ShootingPass(const Battle& b) : b_(b) {}
  // The elements on the table, in the battle's order.
  std::span<const Placed> present();
  // A ground element other than the two standing across the line from the shooter's pose to
  // the target's centre.
  bool element_between(int shooter, int target);
  // in_front_contact, remembered.
  bool in_front_contact(int troop);

 private:
  const Battle& b_;
  bool listed_ = false;  // present_ made
  std::vector<Placed> present_;
  std::vector<signed char> front_contact_;  // by troop: -1 not yet asked
};

}  // namespace sandtable::rules::hitt
