// 1418 artillery bombardment: a battalion's shots (Arming x batteries) laid on the bases under
// a 6" circle, at most half of them on one base, hits on bases in the outer ring re-rolled;
// the allocation that does the most harm and its exact result per base.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/dist.hpp"
#include "core/rational.hpp"
#include "rules/1418/dice.hpp"
#include "rules/1418/shooting.hpp"

namespace sandtable::rules::gw1418 {

// A base under the circle.
struct CircleTarget {
  int resilience = 4;  // as it stands, cover counted
  bool outer = false;  // more than half-way outside the inner circle
  bool injured = false;
};

// Which of a battalion's shots carry its batteries' "+" (RULINGS.md 15).
enum class BonusDice { kPerBattery, kPerTarget, kNone };
std::string_view id(BonusDice b);
std::vector<std::string> bonus_dice_ids();
BonusDice parse_bonus_dice(std::string_view text, const std::string& field);

// What the player wants of the shots.
enum class Aim { kRemove, kHit };
std::string_view id(Aim a);

struct Bombardment {
  Arming battery;  // each battery's Arming (dice and "+")
  int batteries = 1;
  std::vector<CircleTarget> targets;
  BonusDice bonus_dice = BonusDice::kPerBattery;
  bool reroll_keeps_bonus = true;
  Aim aim = Aim::kRemove;
};

int shots(const Bombardment& b);
// The most shots one base may take: half the battalion's, and at least one.
int most_on_one(const Bombardment& b);

struct TargetResult {
  CircleTarget target;
  Volley volley;  // its shots: dice, bonus dice, re-rolled
  core::ExactDist hits;
  Effects effects;
};

struct BombardResult {
  std::vector<TargetResult> targets;
  int shots_used = 0;
  core::ExactDist removed;  // bases removed in all
  core::Rational expected_removed;
  core::Rational expected_injured;
};

// The allocation that removes most bases on average (then injures most), or that scores most
// hits that count (Aim::kHit: an injury 1, a removal 2); of equals, the one with fewest shots.
BombardResult best_bombardment(const Bombardment& b);

}  // namespace sandtable::rules::gw1418
