// Why the Mini-Nap 2 AI chose an order: what it weighed, kept as numbers so simulations
// build no text; reason_text() words it for the player.
#pragma once

#include <string>

#include "rules/mininap/battle/battle.hpp"

namespace sandtable::rules::mininap {

// Each motive says what `other`, `ours`, `theirs` and `cm` of its AiReason hold.
enum class Motive {
  kBestShot,          // fires: ours = expected hits, theirs = the ways to fire weighed
  kNoShot,            // holds its fire: theirs = the ways to fire weighed, none would hit
  kJoins,             // joins the hand-to-hand: ours = its SP
  kWornHoldsBack,     // holds back: ours = its SP
  kBestAttack,        // attacks other: ours = the share of its SP expected to go
  kRethrowsLow,       // re-throws: ours = the throw, theirs = the expected hits
  kKeepsThrow,        // keeps it: the same numbers
  kSquareAsReaction,  // forms square against the charge of other
  kFiresAtCharger,    // fires at the charging other
  kStandsNothingElse, // stands: neither a square nor fire is open to it
  kBoldStands,        // stands: the bold style never forms square
  kInContact,         // holds: in contact with the enemy
  kFollowsTroops,       // a commander follows his units: cm = how far off their middle was
  kCommanderWithTroops, // a commander stays: cm from their middle, under 2
  kCommanderKeepsAway,  // a commander stays: following would bring him within 10 cm of other
  kCommanderNoWay,      // a commander stays: no legal move toward his units, cm off
  kCommanderAlone,      // a commander stays: he has no units left to follow
  kNoEnemy,           // holds: no enemy is left
  kLimbersUp,         // a battery limbers up: other = the nearest enemy, cm beyond its range
  kBatteryCloses,     // a limbered battery marches on other, cm away, out of its range
  kBatteryUnlimbers,  // unlimbers: other in range at cm
  kBatteryIntoBand,   // marches into a closer range band of other, cm away
  kBatteryStays,      // stays in battery: other in range at cm
  kBatteryWaits,      // no safe and legal move brings other, cm away, into better range
  kSquareForms,       // infantry forms square: enemy cavalry other within cm
  kSquareHolds,       // the square stands: other still within cm
  kSquareLeaves,      // forms column: no enemy cavalry near any more
  kWithdraws,         // a worn unit marches away: ours = its SP, other can reach it
  kWornOutOfReach,    // a worn unit keeps still out of every enemy's reach: ours = its SP
  kWornCannotWithdraw,// a worn unit within reach keeps still: no way back is open
  kCharges,           // charges other: ours = expected hits dealt, theirs = taken
  kBoldCharges,       // charges other whatever the odds (bold): the same numbers
  kAdvances,          // marches on other, cm away
  kAtStandoff,        // holds: other is within its stand-off distance, cm away
  kNoWayForward,      // holds: no legal march toward other
  kTurnsForAShot,     // at its stand-off with no shot: turns to face other, cm away
  kClosesForAShot,    // at its stand-off with no shot, facing other: closes in from cm away
  kReformsToMove,     // no legal march toward other, cm away: changes formation to get free
};

struct AiReason {
  Motive motive = Motive::kNoEnemy;
  int other = -1;
  double ours = 0;
  double theirs = 0;
  double cm = 0;
};

// The reason in a line for `unit`'s player, e.g. "charges IR 44: 2.1 hits expected against 1.2 taken".
std::string reason_text(const Battle& b, const AiReason& reason);

}  // namespace sandtable::rules::mininap
