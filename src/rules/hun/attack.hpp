// The Hun at the Gates, VIII and IX: the exact chances of one attack (fire, a test versus
// MG fire or a blast, or a melee blow) as the app computes them before drawing its chart.
#pragma once

#include <string>
#include <vector>

#include "core/dist.hpp"
#include "rules/hun/model.hpp"
#include "rules/hun/types.hpp"

namespace sandtable::rules::hun {

// One attack as the app's fields describe it. The attacker is the firer or striker; the
// victim is the figure that may be hit. For tests versus MG fire and blasts the app's
// Actor is the testing figure, i.e. the victim here.
struct AttackSituation {
  Attack action = Attack::kRifle;
  Quality attacker = Quality::kSoldier;
  Quality victim = Quality::kSoldier;
  Cover cover = Cover::kNone;
  int range_inches = 0;            // whole inches, rounded up from the measurement
  bool attacker_mounted = false;
  bool victim_mounted = false;
  bool sharpshooter = false;
  bool charging = false;           // melee: the attacker is charging or counter-charging
  Posture posture = Posture::kStanding;
  bool victim_is_transport = false;  // test versus blast by equipment, vehicles and guns
  // The chart's rows: moving fire (for MGs: fired from a moving platform), the firer
  // (for MGs: every crewman) wounded, the victim wounded.
  bool moving = false;
  bool attacker_wounded = false;
  bool victim_wounded = false;
};

// One thing that changed the chance to hit, for the "why" beside a chart.
struct Factor {
  std::string what;
  double multiplier = 1;
};

// Outcome values of AttackOdds::outcomes().
enum Outcome : int { kMiss = 0, kScratch = 1, kWounded = 2, kKilled = 3 };

struct AttackOdds {
  double hit = 0;
  double kill = 0;
  double wound = 0;
  double scratch = 0;
  double miss = 0;
  std::vector<Factor> factors;  // the base chance first, then each multiplier, then any cap

  // miss / scratch / wounded / killed as a distribution over Outcome values.
  core::Dist outcomes() const;
};

// Rounds a measured range up to whole inches; throws engine::BadInput if negative or not finite.
int whole_inches(double inches);

// Checks the situation against the rules (range limits, a lance on foot, ...); throws
// engine::BadInput naming the field, saying why it cannot happen.
void validate(const AttackSituation& s, const Model& model = builtin_model());

// The exact chances of the attack, with the factors that made them. Validates first.
AttackOdds resolve_attack(const AttackSituation& s, const Model& model = builtin_model());

// The chance to hit alone, without validation or factor names: the audit's inner loop.
double hit_chance(const AttackSituation& s, const Model& model, std::vector<Factor>* why = nullptr);

}  // namespace sandtable::rules::hun
