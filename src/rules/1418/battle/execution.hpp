// The working state of a bound being executed, shared by its steps: each company's orders as
// they stand, who moves, who was shot at or injured, the dice and the report.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules/1418/battle/battle.hpp"
#include "rules/1418/battle/dice_feed.hpp"
#include "rules/1418/cover.hpp"
#include "rules/1418/dice.hpp"

namespace sandtable::rules::gw1418 {

struct CompanyPlan {
  std::optional<HighOrder> high;  // none: the battalion was given no order
  LowOrder low;                   // stay put when none was written
  FireOrder fire;                 // prepared when none was written: it defends itself
};

struct Execution {
  Battle& b;
  DiceFeed& dice;
  std::vector<CompanyPlan> plans;        // by company
  std::vector<core::Vec2> start;         // by platoon: where it began the bound
  std::vector<core::Vec2> destination;   // by platoon: where its arrow ends (its start if it stays)
  std::vector<bool> moving;              // marked at step #
  std::vector<bool> moved;               // has moved (step 5 done for it)
  std::vector<bool> shot;                // has shot this bound
  std::vector<std::vector<Shooter>> fired_on_by;  // by platoon: who shot at it this bound
  std::vector<std::optional<Shooter>> injured_now;  // by platoon: who injured it this bound
  std::vector<bool> left_out;            // by platoon: its company's order leaves it out

  Execution(Battle& battle, DiceFeed& feed);
  void say(std::string line) { b.last_bound.push_back(std::move(line)); }
  // Its company's plan, or for a platoon left out of its company's order no orders at all: it
  // stays put and defends itself (RULINGS.md 28, 30).
  const CompanyPlan& plan_of(int platoon) const;
  bool assaulting(int platoon) const { return plan_of(platoon).low.act == Act::kAssault; }
};

// Where a platoon stands for the cover table now: moving counts as the weaker of the ground
// it leaves and the ground it goes to (the text's half-way rule), digging in under fire -1R.
Cover cover_of(const Execution& x, int platoon);

// A platoon's or a bombarding battalion's name.
const std::string& name_of(const Battle& b, const Shooter& s);

// A shot by `by` at a platoon: it is under fire from `by`; one hit injures it, two (or one
// when injured) remove it; told in words.
void take_hits(Execution& x, int platoon, int hits, const Shooter& by);

// The volley rolled by `side` (its first bonus_dice dice with the bonus): the hits, re-rolled
// in a second roll when the volley says so. `what` names the roll for the player.
int roll_hits(Execution& x, int side, const Volley& v, const std::string& what);

}  // namespace sandtable::rules::gw1418
