// Morale in Mukden to Megiddo (8 Morale): 2D6 for infantry, 1D6 for cavalry and sub-units,
// modified by rating, with the re-rolls of a 1 and of 6s; a pass is a score above the losses,
// a natural 2 or 3 (on one die, 1) always fails, and a failure pins down or sends back.
#pragma once

#include <string_view>
#include <vector>

#include "core/dist.hpp"
#include "core/outcomes.hpp"
#include "rules/m2m/parts.hpp"
#include "rules/m2m/rulings.hpp"

namespace sandtable::rules::m2m {

enum class Tester { kInfantry, kCavalry, kSubUnit };
std::vector<std::string> tester_ids();
Tester parse_tester(std::string_view text);

struct MoraleSituation {
  Tester unit = Tester::kInfantry;
  Rating rating = Rating::kAverage;
  int losses = 0;            // figures the unit has lost so far
  bool in_trenches = false;
  bool hq_attached = false;  // a front-line HQ has attached itself to the unit
  bool retreating = false;   // already retreating
  bool gas = false;          // in gas (Appendix 1 e)
};

struct MoralePlan {
  int dice = 2;
  int modifier = 0;
  bool reroll_a_one = false;  // one die showing 1 is rolled again, once
  bool reroll_sixes = false;  // every die showing 6 is rolled again, once
  std::vector<Factor> factors;
};
// Throws engine::BadInput for cavalry rated poor (always at least average).
MoralePlan morale_plan(const MoraleSituation& s, const Rulings& rulings);

// Which of the first roll's dice are rolled again (ruling 11: each die once at most).
std::vector<bool> rerolled(const MoralePlan& plan, const std::vector<int>& faces);

enum class MoraleOutcome { kPass, kPinned, kRetreat, kAdvanceLosingOneOrHalt };
std::string_view id(MoraleOutcome o);
// What the dice's natural total (after the re-rolls) comes to.
MoraleOutcome morale_outcome(const MoraleSituation& s, const MoralePlan& plan, const Rulings& rulings, int natural);

struct MoraleOdds {
  MoralePlan plan;
  core::ExactDist score;          // the natural total plus the modifier
  core::ExactOutcomes outcomes;   // labelled by id(MoraleOutcome)
};
MoraleOdds morale_odds(const MoraleSituation& s, const Rulings& rulings);

}  // namespace sandtable::rules::m2m
