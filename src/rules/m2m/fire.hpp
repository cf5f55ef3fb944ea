// Firing in Mukden to Megiddo (6 Firing, 5 Movement, Appendix 1): the dice a unit's figures
// or crew give, the face each die needs against the target's state, and the exact odds of
// the hits, split between an attached MG's crew and its infantry when the target has one.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/dist.hpp"
#include "rules/m2m/parts.hpp"
#include "rules/m2m/rulings.hpp"

namespace sandtable::rules::m2m {

enum class Firer { kElite, kGood, kAverage, kPoor, kMg, kLmg, kArtillery };
enum class Gun { kField, kHeavy, kTrenchMortar };
enum class Target { kOpen, kEasy, kDifficult, kTrench, kFieldDefences, kConcrete, kTank };

std::vector<std::string> firer_ids();
std::vector<std::string> gun_ids();
std::vector<std::string> target_ids();
Firer parse_firer(std::string_view text);
Gun parse_gun(std::string_view text);
Target parse_target(std::string_view text);

struct FireSituation {
  Firer firer = Firer::kAverage;
  Gun gun = Gun::kField;           // artillery only
  int figures = 1;                 // infantry: the figures that count; MGs and artillery: crew
  bool from_defences = false;      // infantry firing from trenches or field defences
  bool skirmishers = false;        // infantry in skirmish order, who fire and move
  bool pinned = false;             // the firer is pinned down
  bool moved = false;              // moved this turn (MGs: in the previous turn)
  bool indirect = false;           // artillery firing at a target it cannot see, for a spotter
  bool ranging_shots = false;      // the first round of indirect fire at a new target
  Target target = Target::kOpen;
  bool target_pinned = false;      // the target is pinned-down infantry
  bool target_mg_attached = false; // the target is infantry with an MG attached
  bool smoke = false;              // Appendix 1 d): -1 on every firing die
  bool gas = false;                // Appendix 1 e): -1 on every die
};

// What the rules make of a situation before a die is rolled.
struct FirePlan {
  int dice = 0;                 // firing dice from the figures or crew
  int spares = 0;               // figures over a whole die that may earn one more (elite, good)
  std::optional<int> hit_on;    // the face a firing die needs; none: nothing can hit
  // The further rolls of 4, 5 or 6 each hit needs to stand, each with what it is for.
  std::vector<std::string> confirmations;
  bool split_sixes = false;     // each 6 that hits is rolled again: 5-6 the MG crew, 1-4 infantry
  std::vector<Factor> factors;
};

// Throws engine::BadInput, naming the field, for a firer that cannot fire as described.
FirePlan fire_plan(const FireSituation& s, const Rulings& rulings);

// What one firing die does, as chances.
struct DieEffect {
  core::Rational miss;
  core::Rational infantry_hit;
  core::Rational mg_crew_hit;
};
DieEffect die_effect(const FirePlan& plan);

struct FireOdds {
  FirePlan plan;
  core::Rational extra_die;  // the chance the spare figures earn one more die
  DieEffect per_die;
  core::ExactDist hits;
  core::ExactDist infantry_hits;
  core::ExactDist mg_crew_hits;
};
FireOdds fire_odds(const FireSituation& s, const Rulings& rulings);

}  // namespace sandtable::rules::m2m
