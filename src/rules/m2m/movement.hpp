// Movement in Mukden to Megiddo (5 Movement, 3 Field Engineering, Appendix 1): each type's
// move in each going, a die for each end of a line, limbering up at half distance; and the
// figures that get across intact wire.
#pragma once

#include <string_view>
#include <vector>

#include "core/dist.hpp"
#include "rules/m2m/parts.hpp"

namespace sandtable::rules::m2m {

enum class Mover { kInfantry, kMg, kCavalry, kHq, kArtillery, kTank };
enum class Going { kOpen, kColumn, kBadGoing, kRoad, kNoMansLand };
std::vector<std::string> mover_ids();
std::vector<std::string> going_ids();
Mover parse_mover(std::string_view text);
Going parse_going(std::string_view text);

struct MoveSituation {
  Mover mover = Mover::kInfantry;
  Going going = Going::kOpen;
  bool in_line = false;    // cavalry or infantry in line: a die for each end
  bool elite = false;      // elite troops cross no man's land as open ground (Appendix 1)
  bool limbering = false;  // field artillery limbering up: half distance
  bool gas = false;        // -1 on the move die (Appendix 1 e)
};

// A move: a die (or none) plus fixed inches, halved when limbering.
struct MoveRule {
  bool die = false;
  int inches = 0;  // added to the die, after gas's -1 on it
  bool halved = false;
  std::vector<Factor> factors;
};
// Throws engine::BadInput naming the field for a move the table does not allow.
MoveRule move_rule(const MoveSituation& s);
// One end's distance in inches before any halving.
core::ExactDist end_distance(const MoveRule& rule);

struct WireSituation {
  int figures = 1;
  bool under_fire = false;
  bool trench_warfare = false;  // Appendix 1: 5+, or 6 under fire
  int bombardment_bonus = 0;    // Appendix 1 c): +1 after the bombardment (0 to 2)
  bool gas = false;
};
struct WireOdds {
  int need = 5;  // the face each figure needs after modifiers (1: every figure, 7: none)
  core::Rational each;
  core::ExactDist across;
  std::vector<Factor> factors;
};
WireOdds wire_odds(const WireSituation& s);

}  // namespace sandtable::rules::m2m
