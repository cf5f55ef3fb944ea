// 1418 movement: a speed class's distance, changed by the ground, an assault, a road,
// motorised or mechanised transport and an injury, with each step shown.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/rational.hpp"
#include "rules/1418/units.hpp"

namespace sandtable::rules::gw1418 {

// The going a move starts in or crosses (the worst of them counts).
enum class Going { kOpen, kRough, kImpractical };
std::string_view id(Going g);
std::vector<std::string> going_ids();
Going parse_going(std::string_view text, const std::string& field);

enum class Transport { kNone, kHorseDrawn, kMotorised, kMechanised };
std::string_view id(Transport t);
std::vector<std::string> transport_ids();
Transport parse_transport(std::string_view text, const std::string& field);

// Where the transport's most (8 cm motorised, 12 cm mechanised) caps a move (RULINGS.md 19).
enum class TransportCap { kOnSpeed, kOnTotal };

struct Move {
  Speed speed = Speed::kMediumInfantry;
  Going going = Going::kOpen;
  bool assault = false;
  bool road = false;  // on an intact road
  Transport transport = Transport::kNone;
  bool injured = false;  // its move is halved
  TransportCap cap = TransportCap::kOnSpeed;
};

// One step of the working: what it is, and the distance after it.
struct MoveStep {
  std::string what;
  std::string change;  // "x3/4", "at most 8 cm"
  core::Rational cm;
};

struct MoveResult {
  core::Rational cm;
  std::vector<MoveStep> steps;
};

MoveResult move_distance(const Move& m);

}  // namespace sandtable::rules::gw1418
