// Hand to hand in Mukden to Megiddo (7 Melee): half of each front line paired off, a die
// against a die for each pair with every modifier, losers by 2 or more killed, the smaller
// side's unpaired fighters lost; the fight goes on while the losses stay within one.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/dist.hpp"
#include "core/outcomes.hpp"
#include "rules/m2m/parts.hpp"
#include "rules/m2m/rulings.hpp"

namespace sandtable::rules::m2m {

enum class Side { kAttacker, kDefender };
std::string_view id(Side s);

// What one side brings to the fight.
struct MeleeSide {
  int figures = 1;        // its front-line figures engaged
  bool better = false;    // the better troops
  bool cavalry_vs_infantry_in_open = false;
  bool pinned = false;    // pinned down
  bool special = false;   // a special weapon, tactic or circumstance of the scenario
  bool gas = false;       // fighting in gas (Appendix 1 e)
};

struct MeleeSituation {
  MeleeSide attacker;
  MeleeSide defender;
};

struct MeleePlan {
  int attacker_fighting = 0;  // half the attacker's front line
  int defender_fighting = 0;
  int pairs = 0;
  int unpaired = 0;                 // the larger side's fighters with no one to pair with
  std::optional<Side> short_side;   // the side that loses those combats
  int attacker_modifier = 0;        // added to each of its dice
  int defender_modifier = 0;
  std::vector<Factor> attacker_factors;
  std::vector<Factor> defender_factors;
};
MeleePlan melee_plan(const MeleeSituation& s, const Rulings& rulings);

// What one pair's dice do: a loser by 1 loses the combat, a loser by 2 or more is killed.
struct PairOutcome {
  bool attacker_lost = false;
  bool attacker_killed = false;
  bool defender_lost = false;
  bool defender_killed = false;
};
PairOutcome pair_outcome(const MeleePlan& plan, int attacker_die, int defender_die);

enum class MeleeResult { kContinues, kAttackerWins, kDefenderWins };
std::string_view id(MeleeResult r);
// The round's result from each side's losses (figures killed, or combats lost: ruling 9).
MeleeResult melee_result(int attacker_losses, int defender_losses);

// The losses each round counts (ruling 9) and the figures killed, after the plan's pairs.
struct RoundLosses {
  int attacker_killed = 0;
  int defender_killed = 0;
  int attacker_losses = 0;
  int defender_losses = 0;
};
// Adds one pair's outcome, or the automatic losses of the short side.
void add_pair(RoundLosses& round, const PairOutcome& pair, const Rulings& rulings);
void add_automatic_losses(RoundLosses& round, const MeleePlan& plan);

struct MeleeOdds {
  MeleePlan plan;
  core::Rational pair_attacker_killed;
  core::Rational pair_defender_killed;
  core::ExactDist attacker_killed;
  core::ExactDist defender_killed;
  core::ExactOutcomes result;  // labelled by id(MeleeResult)
};
MeleeOdds melee_odds(const MeleeSituation& s, const Rulings& rulings);

}  // namespace sandtable::rules::m2m
