// Combat in Hordes in the Trenches: each side's combat factor and tactical factors, the
// outcome for the side whose total is lower, and the exact odds over the 36 pairs of dice.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "rules/hitt/elements.hpp"

namespace sandtable::rules::hitt {

enum class Mode { kCloseCombat, kShooting };
enum class Effect { kNoEffect, kDestroyed, kFlee, kRecoil, kSuppressed };
std::string_view id(Effect e);

// Who takes the -2 of a barrage or ranged fire on a trench (RULINGS.md 4).
enum class TrenchFirePenalty { kOnAttacker, kOnTarget };

struct Rulings {
  TrenchFirePenalty trench_fire_penalty = TrenchFirePenalty::kOnAttacker;
  int air_ace_factor = 4;  // RULINGS.md 2
  // A beaten (not doubled) rifle, dismounted cavalry or sturmtruppe outside good going
  // recoils instead of holding (RULINGS.md 5).
  bool beaten_foot_recoil_in_bad_going = false;
  bool gas_removed_when_doubled = false;  // RULINGS.md 6
};

// One side of a fight and where it stands.
struct Side {
  Element element = Element::kRifles;
  bool general = false;        // the general's element
  bool rear_support = false;   // rifles or sturmtruppe with a friend of its type behind
  bool uphill = false;         // uphill, or defending a river bank (not at a ford or bridge)
  bool bad_going = false;      // any of it in bad going
  bool in_trench = false;
  bool cover = false;          // in a wood or built-up area
  bool strongpoint = false;    // in a fortified ruin
  bool near_bad_going = false; // mounted or aerial in the contacts that cost -2 (the table)
  int aided_against = 0;       // 2nd and 3rd enemy elements aiding the attack on it (0-2)
  int flank_rear = 0;          // enemy front edges on its flanks or rear (0-3)
  friend auto operator<=>(const Side&, const Side&) = default;
};

struct Situation {
  Mode mode = Mode::kCloseCombat;
  Side attacker;  // in shooting, the shooter
  Side defender;  // in shooting, the target
  bool observed_fire = false;            // a balloon or observer of the attacker's sees the target
  bool attacker_moved_into_contact = true;
  bool aided_by_ground = false;          // aerials attacking a bunker with ground troops in contact
  bool return_fire = false;              // shooting: the target shoots back, so the shooter can lose
  bool trench_suppression = false;       // infantry in a trench takes suppression instead of recoil
  friend auto operator<=>(const Situation&, const Situation&) = default;
};

struct Factor {
  std::string_view what;  // always one of the table's fixed names
  int value;
};

struct SideFactors {
  int combat_factor = 0;
  std::vector<Factor> tactical;
  int total() const;
};

struct Factors {
  SideFactors attacker;
  SideFactors defender;
};

// The combat factor of `self` against `enemy` (the combat factor table).
int combat_factor(Element self, Element enemy, bool in_contact, const Rulings& rulings);
Factors factors(const Situation& s, const Rulings& rulings);

enum class Loser { kNone, kAttacker, kDefender, kBoth };
std::string_view id(Loser l);

struct Outcome {
  Loser loser = Loser::kNone;
  Effect effect = Effect::kNoEffect;
};

// What two totals (die plus factors) come to.
Outcome resolve(const Situation& s, int attacker_total, int defender_total, const Rulings& rulings);

// One outcome and how many of the 36 pairs of dice give it.
struct OutcomeOdds {
  Outcome outcome;
  int pairs = 0;
};

// Every outcome of the fight over the 36 equally likely pairs of dice, in order of first
// appearance (attacker's die, then defender's, from 1).
std::vector<OutcomeOdds> combat_odds(const Situation& s, const Rulings& rulings);

}  // namespace sandtable::rules::hitt
